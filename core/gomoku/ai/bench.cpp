#include "gomoku/ai/bench.h"

#include <chrono>
#include <string_view>

#include "gomoku/ai/engine.h"
#include "gomoku/ai/search.h"
#include "gomoku/ai/vcf.h"
#include "gomoku/game.h"
#include "gomoku/notation.h"

namespace pinqi::gomoku::ai {

namespace {

struct BenchPosition {
    Rule rule;
    std::string_view moves;  // display notation, space separated
};

// Quiet middle games (no forced win seen in a short search) from matches against another
// engine, both colours to move, all three rule sets.
constexpr BenchPosition SearchPositions[] = {
    {Rule::Freestyle, "h8 h10 g11 h11 g9 f10 g10 g8 g7 g12"},
    {Rule::Freestyle, "h8 g10 k6 f9 k8 h11 e8 g8 k5 k7"},
    {Rule::Freestyle, "h8 g9 k5 i9 f9 h10 g11 i11 f8 i10"},
    {Rule::Standard, "h8 h10 g11 h11 g9 f10 g10 g8 g7 g12"},
    {Rule::Standard, "h8 g9 k5 i9 f9 h10 g11 i11 f8 i10"},
    {Rule::Renju, "h8 g9 k5 i9 f9 g11 h10 h11 g8 i8"},
    {Rule::Renju, "h8 h10 e5 i9 g11 k9 g8 j9 h9 i10"},
    {Rule::Renju, "h8 h10 e5 i10 g10 i11 g9 g11 i9 h11"},
};

// Continuous-four wins for the side to move: a short one, then 5..8 fours deep.
constexpr BenchPosition VcfPositions[] = {
    {Rule::Renju, "h8 j5 i8 j6 k9 j7 l10 a15 j3 o15 j9"},
    {Rule::Freestyle, "h8 g8 g9 i7 h9 h6 f9 e9 h11 h7 g10 e8 f11 i8"},
    {Rule::Standard, "h8 f9 h9 h7 i6 f11 f12 e10 g12 d11 g8 e11 g11 e12 g10 g9 g14 g13 e13"},
    {Rule::Renju, "h8 j9 j8 k8 h11 h7 k10 i6 l9 j11 j5 k6 k5 m6 n5 i10 l7 h9"},
    {Rule::Renju, "h8 h10 f6 e5 e8 g8 g9 i7 f9 i9 g10 h11 f7 f5 g6 d9"},
};

Game replay(const BenchPosition& bp) {
    Game game(DefaultSize, bp.rule);
    std::string_view rest = bp.moves;
    while (!rest.empty()) {
        const auto space = rest.find(' ');
        const auto word = rest.substr(0, space);
        if (const auto p = parse_notation(word, DefaultSize)) game.place(*p);
        rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
    }
    return game;
}

void warm_tables() {
    // Build the pattern tables before any clock starts.
    for (const Rule r : {Rule::Freestyle, Rule::Standard, Rule::Renju})
        Position warm(DefaultSize, r);
}

}  // namespace

BenchReport run_bench(std::uint64_t nodes_per_position, int threads) {
    warm_tables();
    BenchReport report;
    Searcher searcher(16);
    searcher.set_threads(threads);
    for (const BenchPosition& bp : SearchPositions) {
        const Game game = replay(bp);
        Position pos = to_position(game);
        searcher.clear();
        Limits limits;
        limits.max_nodes = nodes_per_position;
        const auto t0 = std::chrono::steady_clock::now();
        const SearchResult r = searcher.search(pos, limits);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        report.nodes += r.nodes;
        report.seconds += s;
        report.searches.push_back({bp.rule, r.depth,
                                   r.move < 0 ? "-" : to_notation(pos.point(r.move), pos.size()),
                                   r.score, r.nodes, s * 1000});
    }
    for (const BenchPosition& bp : VcfPositions) {
        const Game game = replay(bp);
        Position pos = to_position(game);
        VcfSolver solver;  // each solve starts with an empty cache
        std::vector<int> line;
        const auto t0 = std::chrono::steady_clock::now();
        const bool won = solver.solve(pos, 20, &line);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        report.vcfs.push_back(
            {bp.rule, won, static_cast<int>(line.size() / 2), solver.nodes(), ms});
    }
    return report;
}

DepthReport run_depth_bench(int ms, int threads) {
    warm_tables();
    DepthReport report;
    Searcher searcher(16);
    searcher.set_threads(threads);
    for (const BenchPosition& bp : SearchPositions) {
        const Game game = replay(bp);
        Position pos = to_position(game);
        searcher.clear();
        Limits limits;
        limits.time_ms = ms;
        limits.optimum_ms = ms;  // every iteration that fits: the depth reached in `ms`
        const SearchResult r = searcher.search(pos, limits);
        report.depths.push_back(r.depth);
        report.mean += r.depth;
    }
    report.mean /= static_cast<double>(report.depths.size());
    return report;
}

MultiPvReport run_multipv_bench(int depth, int lines) {
    warm_tables();
    MultiPvReport report;
    Searcher searcher(16);
    for (const BenchPosition& bp : SearchPositions) {
        const Game game = replay(bp);
        Position pos = to_position(game);
        MultiPvLine line{bp.rule};
        for (const int count : {1, lines}) {
            searcher.clear();
            Limits limits;
            limits.max_depth = depth;
            limits.multi_pv = count;
            limits.score_forced = true;
            // The search alone: no threat proofs at the root, which take the same time
            // for any number of lines.
            limits.root_vcf_fours = 0;
            limits.root_vct_depth = 0;
            const auto t0 = std::chrono::steady_clock::now();
            const SearchResult r = searcher.search(pos, limits);
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            (count == 1 ? line.single_nodes : line.multi_nodes) = r.nodes;
            (count == 1 ? line.single_ms : line.multi_ms) = ms;
        }
        report.single_nodes += line.single_nodes;
        report.multi_nodes += line.multi_nodes;
        report.single_ms += line.single_ms;
        report.multi_ms += line.multi_ms;
        report.positions.push_back(line);
    }
    return report;
}

}  // namespace pinqi::gomoku::ai
