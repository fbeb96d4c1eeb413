#include "gomoku/ai/multipv.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

namespace {

constexpr int DeepestLine = 60;

}  // namespace

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.over()) return last;
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    const int deepest = options.max_depth > 0 ? options.max_depth : DeepestLine;
    for (int depth = 1; depth <= deepest; ++depth) {
        std::vector<Line> lines;
        ThinkOptions think;
        think.max_depth = depth;
        think.nodes = options.nodes;
        think.stop = options.stop;
        think.score_forced = true;
        bool deeper = false;  // some line's search reached this depth
        for (int k = 0; k < std::max(options.lines, 1); ++k) {
            const ThinkResult r = engine.hint(game, think);
            if (stopped()) return last;  // an unfinished depth is not reported
            if (!r.has_move) break;
            lines.push_back({r.move, r.score, r.depth, r.pv});
            deeper = deeper || r.depth >= depth;
            think.excluded.push_back(r.move);
        }
        if (lines.empty()) break;
        std::stable_sort(lines.begin(), lines.end(),
                         [](const Line& a, const Line& b) { return a.score > b.score; });
        last = lines;
        if (on_depth && !on_depth(depth, last)) break;
        if (!deeper) break;
    }
    return last;
}

}  // namespace pinqi::gomoku::ai
