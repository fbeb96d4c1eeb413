#pragma once
#include "xiangqi/ai/score.h"
#include "xiangqi/position.h"
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

// Which evaluation terms are on; every term's gain is measured by matches
// (bench/xiangqi), so each can be switched off to measure it again.
struct EvalTerms {
    bool piece_squares = true;
    bool mobility = true;
    bool general_safety = true;
    bool soldiers = true;
    bool coordination = true;
    int mobility_percent = 100;  // scales the mobility term
    static EvalTerms material_only() { return {false, false, false, false, false, 100}; }
};

// The nominal value of a piece type, for exchanges and move ordering.
int piece_value(PieceType t);

// The position from the side to move's point of view.
Value evaluate(const Position& pos, const EvalTerms& terms = {});

// Material only (nominal values), from the side to move's point of view.
Value material_balance(const Position& pos);

}  // namespace pinqi::xiangqi::ai
