// The benchmarks' bindings (bench/): the fixed searches of `pinqi bench gomoku|xiangqi`,
// perft and the place/undo timings. Linked only into the bench modules
// (pinqi_core_bench, pinqi_core_threaded_bench: wasm/CMakeLists.txt), which are
// the shipped flavours plus this file: the players' download does not carry
// them (4.1 kB gzip, issue 24 §2).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "boundary.h"
#include "gomoku/ai/bench.h"
#include "gomoku/game.h"
#include "xiangqi/ai/bench.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/perft.h"

namespace {

using emscripten::val;
namespace gai = pinqi::gomoku::ai;
namespace xai = pinqi::xiangqi::ai;
namespace xq = pinqi::xiangqi;

// The fixed benchmark of `pinqi bench gomoku`, for native/wasm comparisons.
val gomoku_bench(double nodes) {
    const std::uint64_t per_position =
        nodes > 0 ? static_cast<std::uint64_t>(nodes) : gai::BenchNodes;
    const gai::BenchReport r = gai::run_bench(per_position, pinqi::wasm::search_threads());
    val out = val::object();
    out.set("nodesPerPosition", static_cast<double>(per_position));
    out.set("nodes", static_cast<double>(r.nodes));
    out.set("timeMs", r.seconds * 1000);
    out.set("nodesPerSecond", r.nodes_per_second());
    double vcf_ms = 0;
    for (const auto& v : r.vcfs) vcf_ms = v.ms > vcf_ms ? v.ms : vcf_ms;
    out.set("slowestVcfMs", vcf_ms);
    return out;
}

// The depth each bench position reaches in `ms` milliseconds, and the mean.
val gomoku_depth_bench(int ms) {
    const gai::DepthReport r = gai::run_depth_bench(ms > 0 ? ms : 1000);
    val out = val::object();
    val depths = val::array();
    // Set by index: val::call's method-caller cache is thread-local, which the single
    // flavour (bulk memory, no atomics) cannot link.
    for (std::size_t i = 0; i < r.depths.size(); ++i) depths.set(i, r.depths[i]);
    out.set("depths", depths);
    out.set("meanDepth", r.mean);
    return out;
}

// The fixed benchmark of `pinqi bench xiangqi`, for native/wasm comparisons.
val xiangqi_bench(int depth) {
    const xai::BenchReport r =
        xai::run_bench(depth > 0 ? depth : xai::BenchDepth, pinqi::wasm::search_threads());
    val out = val::object();
    out.set("error", r.error);  // empty, or the bench line the rules refused
    out.set("depth", depth > 0 ? depth : xai::BenchDepth);
    out.set("nodes", double(r.nodes));
    out.set("timeMs", r.elapsed_ms);
    out.set("nodesPerSecond", r.nodes_per_second());
    return out;
}

// The same fixed benchmark evaluated with a network (a .pqnn file's bytes), as `pinqi bench
// xiangqi --evalfile FILE` runs it: the wasm network's speed against native (issue 25).
val xiangqi_network_bench(const std::string& bytes, int depth) {
    std::string error;
    std::unique_ptr<xai::nnue::Network> network = xai::nnue::load_network(
        reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), error);
    val out = val::object();
    if (!network) {
        out.set("error", "network: " + error);
        return out;
    }
    const xai::BenchReport r =
        xai::run_bench(depth > 0 ? depth : xai::BenchDepth, pinqi::wasm::search_threads(), 1,
                       std::shared_ptr<const xai::nnue::Network>(std::move(network)));
    out.set("error", r.error);
    out.set("depth", depth > 0 ? depth : xai::BenchDepth);
    out.set("nodes", double(r.nodes));
    out.set("timeMs", r.elapsed_ms);
    out.set("nodesPerSecond", r.nodes_per_second());
    return out;
}

// The same positions searched `ms` each (default 1000): the mean depth completed.
val xiangqi_depth_bench(int ms) {
    const xai::DepthReport r = xai::run_depth_bench(ms > 0 ? ms : xai::DepthBenchMs);
    val out = val::object();
    out.set("timeMs", ms > 0 ? ms : xai::DepthBenchMs);
    out.set("meanDepth", r.mean_depth);
    val depths = val::array();
    for (std::size_t i = 0; i < r.depths.size(); ++i) depths.set(i, r.depths[i]);
    out.set("depths", depths);
    return out;
}

// Leaf count of the legal move tree, or -1 for a bad FEN.
double xiangqi_perft(const std::string& fen, int depth) {
    xq::Position pos;
    if (!xq::parse_fen(fen, pos).ok()) return -1;
    return double(xq::perft(pos, depth));
}

// The cost of one place + undo pair measured inside wasm, in nanoseconds, so
// benchmarks can set the JS API's per-call overhead beside the engine's own.
double gomoku_place_undo_ns(int iterations) {
    pinqi::gomoku::Game game(15, pinqi::gomoku::Rule::Freestyle);
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
        game.place({(i * 7) % 15, (i * 11) % 15});
        game.undo(1);
    }
    const auto ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    return ns / iterations;
}

double xiangqi_move_undo_ns(int iterations) {
    xq::Game game;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
        (void)game.play(std::string_view(i % 2 ? "h2e2" : "b2e2"));
        game.undo(1);
    }
    const auto ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    return ns / iterations;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_bench) {
    emscripten::function("gomokuBench", &gomoku_bench);
    emscripten::function("gomokuDepthBench", &gomoku_depth_bench);
    emscripten::function("xiangqiBench", &xiangqi_bench);
    emscripten::function("xiangqiDepthBench", &xiangqi_depth_bench);
    emscripten::function("xiangqiNetworkBench", &xiangqi_network_bench);
    emscripten::function("xiangqiPerft", &xiangqi_perft);
    emscripten::function("benchGomokuPlaceUndoNs", &gomoku_place_undo_ns);
    emscripten::function("benchXiangqiMoveUndoNs", &xiangqi_move_undo_ns);
}
