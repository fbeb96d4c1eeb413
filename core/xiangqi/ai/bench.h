#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "xiangqi/ai/nnue.h"

// The fixed search benchmark shared by `pinqi bench xiangqi` and the wasm
// module, so native and wasm speeds are measured on the same work.
namespace pinqi::xiangqi::ai {

struct BenchLine {
    std::string name;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::string best;   // ICCS
    bool mate = false;  // the search proved a forced mate, for either side
};

struct BenchReport {
    // Empty unless a position's line has a move the rules refuse: then no
    // position is searched and this names the position, the move and why.
    std::string error;
    std::vector<BenchLine> lines;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    int cpu_ms = 0;  // processor time, a fairer figure on a busy machine
    double nodes_per_second() const {
        return elapsed_ms > 0 ? double(nodes) * 1000.0 / elapsed_ms : double(nodes) * 1000.0;
    }
    double nodes_per_cpu_second() const {
        return cpu_ms > 0 ? double(nodes) * 1000.0 / cpu_ms : double(nodes) * 1000.0;
    }
};

constexpr int BenchDepth = 12;

struct BenchPosition {
    const char* name;
    const char* fen;    // empty: the start position
    const char* moves;  // ICCS, space separated, played from the FEN
};

// The fixed positions: openings, a middle game and endings.
std::span<const BenchPosition> bench_positions();

// `threads` search threads (Lazy SMP) and `multi_pv` lines per position (1: the
// engine's usual single line); with `network`, the search evaluates with it.
BenchReport run_bench(int depth = BenchDepth, int threads = 1, int multi_pv = 1,
                      std::shared_ptr<const nnue::Network> network = nullptr);
// The same over other positions; every line is replayed through the rules first.
BenchReport run_bench(int depth, std::span<const BenchPosition> positions, int threads = 1,
                      int multi_pv = 1, std::shared_ptr<const nnue::Network> network = nullptr);

// The same positions searched for a fixed time each: the depth completed.
struct DepthReport {
    std::vector<int> depths;
    double mean_depth = 0;
};

constexpr int DepthBenchMs = 1000;

DepthReport run_depth_bench(int time_ms = DepthBenchMs);

}  // namespace pinqi::xiangqi::ai
