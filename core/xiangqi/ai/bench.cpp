#include "xiangqi/ai/bench.h"

#include <chrono>
#include <ctime>

#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

namespace pinqi::xiangqi::ai {
namespace {

struct BenchPosition {
    const char* name;
    const char* fen;    // empty: the start position
    const char* moves;  // ICCS, space separated, played from the FEN
};

// Openings, a middle game and endings; each replayed through the rules.
constexpr BenchPosition Positions[] = {
    {"start", "", ""},
    {"central cannon v screen horses", "", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 b7a7"},
    {"same-direction cannons", "", "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7"},
    {"elephant opening", "", "c3c4 g6g5 b2c2 b9c7 b0a2 h9g7"},
    {"middle game", "",
     "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7 g6c6 g9e7 b0c2 a9b9 a0b0 b7b3"},
    {"chariot v horse ending", "3ak4/4a4/9/9/4n4/9/9/4R4/9/4K4 w", ""},
    {"cannon and soldiers", "4kab2/4a4/4b4/9/2p3p2/9/2P1C1P2/9/4A4/3AK4 w", ""},
};

Position bench_position(const BenchPosition& bp) {
    Position pos;
    if (!parse_fen(bp.fen[0] ? bp.fen : StartFen, pos).ok()) return pos;
    std::string moves = bp.moves;
    size_t at = 0;
    while (at < moves.size()) {
        size_t end = moves.find(' ', at);
        if (end == std::string::npos) end = moves.size();
        const ParsedMove m = parse_iccs(pos, std::string_view(moves).substr(at, end - at));
        if (!m.status.ok()) break;
        pos.do_move(m.move);
        at = end + 1;
    }
    return pos;
}

}  // namespace

DepthReport run_depth_bench(int time_ms) {
    DepthReport report;
    Engine engine(16);
    for (const BenchPosition& bp : Positions) {
        ThinkOptions options;
        options.time_ms = time_ms;
        report.depths.push_back(engine.think(bench_position(bp), {}, options).depth);
        report.mean_depth += report.depths.back();
    }
    report.mean_depth /= double(report.depths.size());
    return report;
}

BenchReport run_bench(int depth) {
    BenchReport report;
    Engine engine(16);
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    for (const BenchPosition& bp : Positions) {
        const Position pos = bench_position(bp);
        ThinkOptions options;
        options.depth = depth;
        const SearchResult r = engine.think(pos, {}, options);
        report.lines.push_back({bp.name, r.nodes, r.elapsed_ms, to_iccs(r.best)});
        report.nodes += r.nodes;
    }
    report.cpu_ms = int((std::clock() - cpu_start) * 1000 / CLOCKS_PER_SEC);
    report.elapsed_ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count());
    return report;
}

}  // namespace pinqi::xiangqi::ai
