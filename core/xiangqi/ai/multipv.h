#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "xiangqi/ai/engine.h"
#include "xiangqi/game.h"

namespace pinqi::xiangqi::ai {

// Several best lines of a position, for an analysis board: at each depth, line
// k is the best move other than those of lines 1..k-1, searched to that depth.
// One iterative deepening serves every line (the search's multi-PV root).

struct LinesOptions {
    int lines = 3;            // how many best lines (fewer when there are fewer legal moves)
    int max_depth = 0;        // 0: as deep as the engine goes
    std::uint64_t nodes = 0;  // for the whole search; 0: none
    const std::atomic<bool>* stop = nullptr;
};

// Deepens until max_depth, the stop flag or a depth no line can use. `on_depth`
// gets each finished depth's lines, best first; returning false stops. Returns
// the last lines.
std::vector<Line> best_lines(
    Engine& engine, const Game& game, const LinesOptions& options,
    const std::function<bool(int depth, const std::vector<Line>&)>& on_depth = {});

}  // namespace pinqi::xiangqi::ai
