#include "xiangqi/ai/multipv.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

namespace {

constexpr int DeepestLine = 64;

}  // namespace

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.result().over()) return last;
    ThinkOptions think;
    think.depth = options.max_depth > 0 ? options.max_depth : DeepestLine;
    think.nodes = options.nodes;
    think.stop = options.stop;
    think.fresh_hash = false;
    think.multi_pv = std::max(options.lines, 1);
    // Only finished depths are reported: a stopped one is not.
    think.on_iteration = [&](const IterationReport& r) {
        last =
            r.lines.empty() ? std::vector<Line>{{r.pv.front(), r.score, r.depth, r.pv}} : r.lines;
        return !on_depth || on_depth(r.depth, last);
    };
    engine.think(game, think);
    return last;
}

}  // namespace pinqi::xiangqi::ai
