#include "gomoku/ai/multipv.h"

#include <algorithm>

#include "common/stable_sort.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr int DeepestLine = 60;

}  // namespace

std::vector<Line> lines_at(Engine& engine, const Game& game, const ThinkResult& first,
                           ThinkOptions think, int count) {
    std::vector<Line> lines;
    if (!first.has_move) return lines;
    lines.push_back({first.move, first.score, first.depth, first.pv});
    think.excluded.push_back(first.move);
    while (static_cast<int>(lines.size()) < count) {
        const ThinkResult r = engine.hint(game, think);
        if (think.stop && think.stop->load()) break;  // an unfinished search is no line
        if (!r.has_move) break;
        lines.push_back({r.move, r.score, r.depth, r.pv});
        think.excluded.push_back(r.move);
    }
    compact_stable_sort(lines.begin() + 1, lines.end(),
                        [](const Line& a, const Line& b) { return a.score > b.score; });
    return lines;
}

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.over()) return last;
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    const int deepest = options.max_depth > 0 ? options.max_depth : DeepestLine;
    for (int depth = 1; depth <= deepest; ++depth) {
        ThinkOptions think;
        think.max_depth = depth;
        think.nodes = options.nodes;
        think.stop = options.stop;
        think.score_forced = true;
        const ThinkResult first = engine.hint(game, think);
        if (stopped()) return last;  // an unfinished depth is not reported
        std::vector<Line> lines = lines_at(engine, game, first, think, std::max(options.lines, 1));
        if (stopped()) return last;
        if (lines.empty()) break;
        // Some line's search reached this depth (else every line is decided or a shortcut).
        const bool deeper = std::any_of(lines.begin(), lines.end(),
                                        [depth](const Line& l) { return l.depth >= depth; });
        compact_stable_sort(lines.begin(), lines.end(),
                            [](const Line& a, const Line& b) { return a.score > b.score; });
        last = lines;
        if (on_depth && !on_depth(depth, last)) break;
        if (!deeper) break;
    }
    return last;
}

}  // namespace pinqi::gomoku::ai
