#pragma once
#include "xiangqi/position.h"
#include "xiangqi/types.h"

// Attack questions the AI asks about ordinary points (not only the general's):
// which is a point's cheapest attacker, does a move give check. Pins are
// ignored, which is what exchange estimates want.
namespace pinqi::xiangqi::ai {

// The square of the cheapest `by` piece attacking `s` on `board`, or NoSquare.
// The general counts only for the palace points next to it.
Square least_attacker(const Piece* board, Square s, Color by);

// Would this legal move put the opponent's general in check? For positions
// where the side not to move is not in check, as in every legal one.
bool gives_check(const Position& pos, Move m);

}  // namespace pinqi::xiangqi::ai
