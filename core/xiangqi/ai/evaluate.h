#pragma once
#include <cstdint>

#include "xiangqi/ai/eval_params.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/position.h"
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

// Which evaluation terms are on, so matches can measure each group again.
struct EvalTerms {
    bool piece_squares = true;
    bool mobility = true;
    bool general_safety = true;
    bool soldiers = true;
    bool coordination = true;  // the piece-pair terms
    bool threats = true;
    bool endgames = true;  // endgame knowledge: drawish material scales the score down
    // The table the terms weigh with: the AI's tuned one, or the frozen reference
    // (the puzzle judge's, so that its verdicts outlive every tuning).
    eval::WeightSet weights = eval::WeightSet::Tuned;
    static EvalTerms material_only() { return {false, false, false, false, false, false, false}; }
    bool operator==(const EvalTerms&) const = default;
};

// The nominal value of a piece type, for exchanges and move ordering.
int piece_value(PieceType t);

// The position from the side to move's point of view.
Value evaluate(const Position& pos, const EvalTerms& terms = {});

// Material only (nominal values), from the side to move's point of view.
Value material_balance(const Position& pos);

// What the evaluation is made of, for the tuner: for every parameter, how
// often it counted for Red minus for Black; the game phase; and the endgame
// scale (of 64) that applies when Red or Black is ahead. Then
//   score = sum(coef * weight), tapered by phase, times scale[ahead] / 64,
// plus nothing else, equals evaluate() from Red's side (up to rounding).
struct EvalTrace {
    std::int16_t coef[eval::ParamCount] = {};
    int phase = 0;  // 0 (bare endgame) .. FullPhase (all attackers on the board)
    int scale[2] = {64, 64};
};
constexpr int FullPhase = 24;

void trace_evaluation(const Position& pos, EvalTrace& trace);

// Builds the tables that the evaluation builds on first use (of both weight sets),
// before a search starts helper threads (as build_movegen_tables, movegen.h).
void build_eval_tables();

}  // namespace pinqi::xiangqi::ai
