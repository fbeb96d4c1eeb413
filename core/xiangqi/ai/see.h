#pragma once
#include "xiangqi/position.h"
#include "xiangqi/types.h"

// Static exchange evaluation: the material balance of the capture sequence on
// one point when both sides always recapture with their cheapest attacker and
// may stop when it pays. Attackers are found again after each capture on the
// changed board, so pieces behind a capturer (a chariot behind a chariot, a
// cannon whose screen changed) join in. Pins are ignored.
namespace pinqi::xiangqi::ai {

// Does the move win at least `threshold` centipawns of material (nominal values)?
bool see_ge(const Position& pos, Move m, int threshold);

}  // namespace pinqi::xiangqi::ai
