#pragma once
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// The legal captures of the side to move, for quiescence: shapes from the
// geometry tables, then a safety test per capture, which is cheaper than
// generating every legal move when only a handful are captures.
void generate_captures(Position& pos, MoveList& list);

}  // namespace pinqi::xiangqi::ai
