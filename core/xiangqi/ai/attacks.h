#pragma once
#include "xiangqi/position.h"
#include "xiangqi/types.h"

// Attack questions the AI asks about ordinary points (not only the general's):
// is a piece defended, how many attackers does a point have. Pins are ignored,
// which is what exchange estimates want.
namespace pinqi::xiangqi::ai {

bool attacked_by(const Position& pos, Square s, Color by);

// The value of the cheapest `by` piece attacking `s`, or 0 if none does.
int least_attacker_value(const Position& pos, Square s, Color by);

}  // namespace pinqi::xiangqi::ai
