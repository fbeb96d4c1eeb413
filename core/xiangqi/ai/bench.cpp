#include "xiangqi/ai/bench.h"

#include <chrono>
#include <ctime>
#include <utility>

#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

namespace pinqi::xiangqi::ai {
namespace {

constexpr BenchPosition Positions[] = {
    {"start", "", ""},
    {"central cannon v screen horses", "", "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 b7a7"},
    {"same-direction cannons", "", "h2e2 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7"},
    {"elephant opening", "", "c3c4 g6g5 b2c2 b9c7 b0a2 h9g7"},
    {"middle game", "",
     "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7 g6f6 g9e7 b0c2 a9b9 a0b0 b7b3"},
    {"chariot v horse ending", "3ak4/4a4/9/9/4n4/9/9/4R4/9/4K4 w", ""},
    {"cannon and soldiers", "4kab2/4a4/4b4/9/2p3p2/9/2P1C1P2/9/4A4/3AK4 w", ""},
};

// The position after the line, or a failed status naming the first move refused.
Status replay(const BenchPosition& bp, Position& pos) {
    if (Status s = parse_fen(bp.fen[0] ? bp.fen : StartFen, pos); !s.ok()) return s;
    const std::string_view moves = bp.moves;
    int ply = 0;
    for (std::size_t at = 0; at < moves.size();) {
        std::size_t end = moves.find(' ', at);
        if (end == std::string_view::npos) end = moves.size();
        const std::string_view word = moves.substr(at, end - at);
        at = end + 1;
        if (word.empty()) continue;
        ++ply;
        const ParsedMove m = parse_iccs(pos, word);
        if (!m.status.ok())
            return Status::fail(m.status.code, "ply " + std::to_string(ply) + " " +
                                                   std::string(word) + ": " + m.status.message);
        pos.do_move(m.move);
    }
    return Status::success();
}

}  // namespace

std::span<const BenchPosition> bench_positions() {
    return Positions;
}

DepthReport run_depth_bench(int time_ms) {
    DepthReport report;
    Engine engine(16);
    for (const BenchPosition& bp : Positions) {
        Position pos;
        if (!replay(bp, pos).ok()) continue;  // every line is checked by run_bench and its tests
        ThinkOptions options;
        options.time_ms = time_ms;
        report.depths.push_back(engine.think(pos, {}, options).depth);
        report.mean_depth += report.depths.back();
    }
    if (!report.depths.empty()) report.mean_depth /= double(report.depths.size());
    return report;
}

BenchReport run_bench(int depth, int threads, int multi_pv,
                      std::shared_ptr<const nnue::Network> network) {
    return run_bench(depth, bench_positions(), threads, multi_pv, std::move(network));
}

BenchReport run_bench(int depth, std::span<const BenchPosition> positions, int threads,
                      int multi_pv, std::shared_ptr<const nnue::Network> network) {
    BenchReport report;
    std::vector<Position> roots(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (Status s = replay(positions[i], roots[i]); !s.ok()) {
            report.error = std::string(positions[i].name) + ": " + s.message;
            return report;
        }
    }
    Engine engine(16);
    engine.set_threads(threads);
    engine.set_network(std::move(network));
    engine.set_network_use(Engine::NetworkUse::Always);
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const BenchPosition& bp = positions[i];
        const Position& pos = roots[i];
        ThinkOptions options;
        options.depth = depth;
        options.multi_pv = multi_pv;
        const SearchResult r = engine.think(pos, {}, options);
        report.lines.push_back(
            {bp.name, r.nodes, r.elapsed_ms, to_iccs(r.best), is_decisive(r.score)});
        report.nodes += r.nodes;
    }
    report.cpu_ms = int((std::clock() - cpu_start) * 1000 / CLOCKS_PER_SEC);
    report.elapsed_ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count());
    return report;
}

}  // namespace pinqi::xiangqi::ai
