#include "xiangqi/ai/multipv.h"

#include <algorithm>

#include "common/stable_sort.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {

namespace {

constexpr int DeepestLine = 64;

}  // namespace

std::vector<Line> lines_at(Engine& engine, const Game& game, const SearchResult& first,
                           ThinkOptions think, int count) {
    std::vector<Line> lines;
    if (first.best == NoMove) return lines;
    lines.push_back({first.best, first.score, first.depth, first.pv});
    Position pos = game.position();
    MoveList legal;
    generate_legal(pos, legal);
    std::vector<Move> left;
    for (const Move m : legal)
        if (m != first.best) left.push_back(m);
    while (static_cast<int>(lines.size()) < count && !left.empty()) {
        think.root_moves = left;
        const SearchResult r = engine.think(game, think);
        if (think.stop && think.stop->load()) break;  // an unfinished search is no line
        if (r.best == NoMove) break;
        lines.push_back({r.best, r.score, r.depth, r.pv});
        left.erase(std::remove(left.begin(), left.end(), r.best), left.end());
    }
    compact_stable_sort(lines.begin() + 1, lines.end(),
                        [](const Line& a, const Line& b) { return a.score > b.score; });
    return lines;
}

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.result().over()) return last;
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    const int deepest = options.max_depth > 0 ? options.max_depth : DeepestLine;
    for (int depth = 1; depth <= deepest; ++depth) {
        ThinkOptions think;
        think.depth = depth;
        think.nodes = options.nodes;
        think.stop = options.stop;
        think.fresh_hash = false;
        const SearchResult first = engine.think(game, think);
        if (stopped()) return last;  // an unfinished depth is not reported
        std::vector<Line> lines = lines_at(engine, game, first, think, std::max(options.lines, 1));
        if (stopped()) return last;
        if (lines.empty()) break;
        // Some line's search reached this depth (else every line is decided).
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

}  // namespace pinqi::xiangqi::ai
