#pragma once
#include <cstdint>
#include <vector>

#include "xiangqi/ai/score.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::puzzle {

// Material as puzzles count it, in centipawns: chariot 900, cannon 450,
// horse 400, advisor and elephant 200, soldier 100 (the general is not counted).
int piece_value(PieceType t);

// `side`'s material minus the opponent's.
int material_balance(const Position& pos, Color side);

// `side`'s material balance once the captures on the board have played out:
// the side to move may capture or stop (a capture-only search), so a piece
// that is about to be taken back is not counted as won.
int settled_material(Position& pos, Color side);

// The AI's verdict on a position: a fresh search (no history, a new table)
// with a node budget, evaluating with the frozen reference weights, so the same
// position always gets the same answer, whatever tuning the AI's weights get.
struct EngineView {
    Move best = NoMove;
    ai::Value score = 0;  // from the side to move's view
    std::vector<Move> pv;
};
EngineView engine_view(const Position& pos, std::uint64_t nodes);

}  // namespace pinqi::xiangqi::puzzle
