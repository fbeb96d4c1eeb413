#include "gomoku/ai/multipv.h"

#include <algorithm>

#include "common/stable_sort.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr int DeepestLine = 60;

using LinesReport = std::function<bool(int depth, const std::vector<Line>&)>;

Line line_of(const ThinkResult& r) {
    return {r.move, r.score, r.depth, r.pv};
}

// Adds lines to `lines` until there are `count`. Each search asks for every line still
// missing (multi-PV) with the lines found so far excluded. A search answered by a
// shortcut (a five, a VCF, the first stone...) gives one line, and one with fewer root
// moves than lines wanted gives fewer: the next search looks for the rest. `report`
// gets the lines found before a search followed by each of its finished depths' lines;
// returning false ends that search and the lines there. False when stopped: an
// unfinished search is no line.
bool add_lines(Engine& engine, const Game& game, ThinkOptions think, std::uint64_t nodes_per_line,
               std::vector<Line>& lines, std::size_t count, const LinesReport& report) {
    for (const Line& l : lines) think.excluded.push_back(l.move);
    bool go_on = true;
    if (report)
        think.on_lines = [&](int depth, const std::vector<Line>& found) {
            std::vector<Line> all = lines;
            all.insert(all.end(), found.begin(), found.end());
            go_on = report(depth, all);
            return go_on;
        };
    while (go_on && lines.size() < count) {
        const std::size_t wanted = count - lines.size();
        think.multi_pv = static_cast<int>(wanted);
        think.nodes = nodes_per_line * wanted;
        think.request_nodes = think.nodes;  // in slices (slice_of), each is cut by the stop
        const ThinkResult r = engine.hint(game, think);
        if (think.stop && think.stop->load()) return false;
        if (!r.has_move) break;
        const std::size_t before = lines.size();
        if (r.lines.empty())
            lines.push_back(line_of(r));
        else
            lines.insert(lines.end(), r.lines.begin(), r.lines.end());
        for (std::size_t i = before; i < lines.size(); ++i) think.excluded.push_back(lines[i].move);
    }
    return true;
}

void sort_by_score(std::vector<Line>::iterator from, std::vector<Line>::iterator to) {
    compact_stable_sort(from, to, [](const Line& a, const Line& b) { return a.score > b.score; });
}

}  // namespace

std::vector<Line> lines_at(Engine& engine, const Game& game, const ThinkResult& first,
                           ThinkOptions think, int count) {
    std::vector<Line> lines;
    if (!first.has_move) return lines;
    lines.push_back(line_of(first));
    add_lines(engine, game, think, think.nodes, lines, static_cast<std::size_t>(count), {});
    sort_by_score(lines.begin() + 1, lines.end());
    return lines;
}

std::vector<Line> best_lines(Engine& engine, const Game& game, const LinesOptions& options,
                             const std::function<bool(int, const std::vector<Line>&)>& on_depth) {
    std::vector<Line> last;
    if (game.over()) return last;
    ThinkOptions think;
    think.max_depth = options.max_depth > 0 ? options.max_depth : DeepestLine;
    think.stop = options.stop;
    think.slice_of = options.slice_of;
    think.score_forced = true;
    int last_depth = 0;
    bool ended = false;
    const auto report = [&](int depth, std::vector<Line> lines) {
        sort_by_score(lines.begin(), lines.end());
        last = std::move(lines);
        last_depth = depth;
        ended = on_depth && !on_depth(depth, last);
        return !ended;
    };
    std::vector<Line> lines;
    const auto count = static_cast<std::size_t>(std::max(options.lines, 1));
    if (!add_lines(engine, game, think, options.nodes, lines, count, report)) return last;
    // Lines found after the last search's report (shortcuts alone, or after a search that
    // had fewer moves than lines) are reported once more, at the depth reached.
    if (!ended && !lines.empty() && lines.size() != last.size())
        report(std::max(last_depth, 1), lines);
    return last;
}

}  // namespace pinqi::gomoku::ai
