#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace pinqi {

// What makes a puzzle hard, measured by the generator while it proves the puzzle.
struct PuzzleFeatures {
    int length = 1;            // the player's moves in the solution, the winning one included
    int first_moves = 1;       // how many first moves win (1: a single key move)
    int candidates = 1;        // the forcing first moves on offer (threats; checks and captures)
    std::uint64_t effort = 0;  // prover nodes to find the shortest win from the puzzle position
    int quiet_moves = 0;       // the player's moves that force less directly (Gomoku: threes,
                               // Xiangqi: moves that neither check nor capture)
};

// A puzzle's difficulty on a chess-like rating scale: about 500 for a single
// obvious move, past 2000 for a long line whose key move hides among many
// forcing moves. Every term is monotone, so a longer line, more search effort,
// more tempting alternatives, fewer winning first moves or more quiet moves
// never make a puzzle rate easier:
//
//   500 + 160 (length - 1) + 100 log2(1 + effort / 500) + 80 log2(candidates)
//       - 120 log2(first_moves) + 60 quiet_moves
//
// clamped to 400..3000 and rounded to a multiple of 10.
inline int puzzle_rating(const PuzzleFeatures& f) {
    const double r = 500.0 + 160.0 * (std::max(f.length, 1) - 1) +
                     100.0 * std::log2(1.0 + static_cast<double>(f.effort) / 500.0) +
                     80.0 * std::log2(static_cast<double>(std::max(f.candidates, 1))) -
                     120.0 * std::log2(static_cast<double>(std::max(f.first_moves, 1))) +
                     60.0 * std::max(f.quiet_moves, 0);
    const double clamped = std::clamp(r, 400.0, 3000.0);
    return static_cast<int>(std::lround(clamped / 10.0)) * 10;
}

}  // namespace pinqi
