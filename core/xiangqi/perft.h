#pragma once
#include <atomic>
#include <cstdint>

#include "position.h"

namespace pinqi::xiangqi {

// Counts the leaf nodes of the legal move tree; the last ply is counted in bulk.
// With `stop`, the count ends early (and is then partial) once *stop is true.
std::uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

}  // namespace pinqi::xiangqi
