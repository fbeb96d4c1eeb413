#pragma once
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// The legal captures of the side to move, for quiescence: shapes from the
// geometry tables, then a safety test per capture, which is cheaper than
// generating every legal move when only a handful are captures.
void generate_captures(Position& pos, MoveList& list);
// The same, with the check status known (`in_check` must equal pos.in_check()).
void generate_captures(Position& pos, MoveList& list, bool in_check);

}  // namespace pinqi::xiangqi::ai
