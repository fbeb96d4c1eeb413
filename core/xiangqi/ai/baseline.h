#pragma once
#include "common/random.h"
#include "xiangqi/position.h"

// Reference opponents for tests and matches only; the levels never use them.
namespace pinqi::xiangqi::ai {

// One ply, greedy: captures the most valuable piece it can, else a random legal move.
Move greedy_move(Position& pos, Random& rng);

// Plain fixed-depth alpha-beta on material alone (no quiescence, no table);
// equal moves are broken at random. Depth 3 is the baseline.
Move material_search_move(Position& pos, int depth, Random& rng);

}  // namespace pinqi::xiangqi::ai
