#pragma once
#include <cstdint>

#include "position.h"

namespace pinqi::xiangqi {

// Counts the leaf nodes of the legal move tree; the last ply is counted in bulk.
std::uint64_t perft(Position& pos, int depth);

}  // namespace pinqi::xiangqi
