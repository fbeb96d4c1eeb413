#pragma once
// Mining tactics positions from self-play between noisy levels, for the suite in
// tests/native/gomoku_ai (printed as Tactic initialisers):
//   vct:     the side to move wins by threes and fours but not by fours alone; the listed
//            points are every first move after which no reply (of all legal ones) escapes.
//   counter: the opponent threatens to win (by fours, or threes and fours) and every move
//            that stops it makes a four: the only defences are counter-fours.
// The solvers answer within generous node budgets. Each game starts from the next
// opening of `openings` when given, and gives at most one position; a position
// already printed (the same stones) is skipped. A position the top level, at the
// suite's node budget, answers with none of the listed points is printed as missed.
#include <string>

#include "gomoku/types.h"

namespace pinqi::gomoku::bench {

struct MineOptions {
    Rule rule = Rule::Freestyle;
    std::string kind = "vct";
    int games = 50;
    int wanted = 10;  // stop after this many positions
    int seed = 0;
    std::string openings;  // an openings file: each game starts from the next one (else the centre)
};

int run_mine_threats(const MineOptions& options);

}  // namespace pinqi::gomoku::bench
