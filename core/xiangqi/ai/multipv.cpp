#include "xiangqi/ai/multipv.h"

#include <algorithm>

#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {

namespace {

constexpr int DeepestLine = 64;

}  // namespace

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.result().over()) return last;
    Position pos = game.position();
    MoveList legal;
    generate_legal(pos, legal);
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    const int deepest = options.max_depth > 0 ? options.max_depth : DeepestLine;
    for (int depth = 1; depth <= deepest; ++depth) {
        std::vector<Line> lines;
        std::vector<Move> left(legal.begin(), legal.end());
        ThinkOptions think;
        think.depth = depth;
        think.nodes = options.nodes;
        think.stop = options.stop;
        think.fresh_hash = false;
        bool deeper = false;  // some line's search reached this depth
        for (int k = 0; k < std::max(options.lines, 1) && !left.empty(); ++k) {
            think.root_moves = left;
            const SearchResult r = engine.think(game, think);
            if (stopped()) return last;  // an unfinished depth is not reported
            if (r.best == NoMove) break;
            lines.push_back({r.best, r.score, r.depth, r.pv});
            deeper = deeper || r.depth >= depth;
            left.erase(std::remove(left.begin(), left.end(), r.best), left.end());
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

}  // namespace pinqi::xiangqi::ai
