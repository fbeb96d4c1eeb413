#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "gomoku/ai/engine.h"
#include "gomoku/game.h"

namespace pinqi::gomoku::ai {

// Several best lines of a position, for an analysis board: at each depth, line
// k is the best move other than those of lines 1..k-1, searched to that depth.
// One search serves every line (Limits::multi_pv); only a line found by a threat
// shortcut (a five, a VCF...) takes a search of its own, before the others.

struct LinesOptions {
    int lines = 3;            // how many best lines (fewer when fewer moves are worth a search)
    int max_depth = 0;        // 0: as deep as the engine goes
    std::uint64_t nodes = 0;  // per line; 0: none
    const std::atomic<bool>* stop = nullptr;
    // Nonzero: one slice of a request searched in slices (ThinkOptions::slice_of), each
    // cut short by `stop`; the next call with the same number goes on with the root proofs
    // of each of its searches where this one left them.
    std::uint64_t slice_of = 0;
};

// The best `count` lines of a position at one search budget (a review's): `first`
// is the engine's own result there with `think`, line 1; the further lines are the
// best moves other than those before them, from one more search with the same options
// (its node budget once per line). Lines 2.. are ordered by score. Fewer lines when
// fewer moves are left or the search stops.
std::vector<Line> lines_at(Engine& engine, const Game& game, const ThinkResult& first,
                           ThinkOptions think, int count);

// Deepens until max_depth, the stop flag or a depth no line can use (every
// line decided or found by a shortcut). `on_depth` gets each finished depth's
// lines, best first; returning false stops. Returns the last lines.
std::vector<Line> best_lines(
    Engine& engine, const Game& game, const LinesOptions& options,
    const std::function<bool(int depth, const std::vector<Line>&)>& on_depth = {});

}  // namespace pinqi::gomoku::ai
