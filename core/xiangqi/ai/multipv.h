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

struct Line {
    Move move = NoMove;
    Value score = 0;  // the side to move's view, in centipawns; mates as in score.h
    int depth = 0;
    std::vector<Move> pv;
};

struct LinesOptions {
    int lines = 3;            // how many best lines (fewer when there are fewer legal moves)
    int max_depth = 0;        // 0: as deep as the engine goes
    std::uint64_t nodes = 0;  // per search; 0: none
    const std::atomic<bool>* stop = nullptr;
};

// The best `count` lines of a position at one search budget (a review's): `first`
// is the engine's own result there with `think`, line 1; each further line is the
// best move other than those before it, searched with the same options. Lines 2..
// are ordered by score. Fewer lines when fewer moves are left or the search stops.
std::vector<Line> lines_at(Engine& engine, const Game& game, const SearchResult& first,
                           ThinkOptions think, int count);

// Deepens until max_depth, the stop flag or a depth no line can use. `on_depth`
// gets each finished depth's lines, best first; returning false stops. Returns
// the last lines.
std::vector<Line> best_lines(
    Engine& engine, const Game& game, const LinesOptions& options,
    const std::function<bool(int depth, const std::vector<Line>&)>& on_depth = {});

}  // namespace pinqi::xiangqi::ai
