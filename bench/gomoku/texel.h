#pragma once
// Texel tuning of the evaluation tables (core/gomoku/ai/eval.h) on self-play
// games: every quiet position of every game (no five to make or block, no
// open four to make) is one sample, labelled with the game's result for the
// side to move, or with a blend of it and the logistic of the search's score for
// that position where the games record scores (TexelOptions::lambda); the weights are fitted by
// Adam to the logistic of the evaluation. Each table weight is a compact model (sums over its line
// classes and their pairs, or over its threat bits and their pairs) plus a residual of its own
// pulled towards zero, so that rare pattern codes keep sensible numbers.
#include <string>
#include <vector>

#include "gomoku/types.h"

namespace pinqi::gomoku::bench {

struct TexelOptions {
    std::vector<std::string> games;  // self-play files
    Rule rule = Rule::Freestyle;
    int epochs = 400;
    double rate = 2.0;         // Adam's step, in evaluation units
    double regularise = 1e-6;  // L2 pull towards the starting weights, per weight
    double scale = 300;        // the evaluation that means a 73% win: sigmoid(eval / scale)
    // The target's share of the game's result; the rest is the logistic of the search's score
    // where the games have scores (gomoku_tune selfplay --scores 1). 1: the result alone.
    double lambda = 1.0;
    // The fitted rule's weights, rounded, are multiplied by this and rounded half up: a fit to
    // the search's scores (lambda < 1) comes out at a larger scale than the one the search's
    // margins, the review's grades and the multi-PV windows are set for.
    double gain = 1.0;
    bool from_hand = false;  // start from the hand-made weights, not the current ones
    std::string base;        // a weights file for the other rules (default: the built-in ones)
    std::string out;         // the weights file written (every rule: the others unchanged)
};

int run_texel(const TexelOptions& options);

}  // namespace pinqi::gomoku::bench
