#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "gomoku/types.h"

// The fixed Gomoku benchmark shared by `pinqi bench gomoku` and the wasm
// module, so native and wasm speeds are measured on the same work.
namespace pinqi::gomoku::ai {

struct BenchSearchLine {
    Rule rule;
    int depth = 0;     // the last iteration finished within the node budget
    std::string move;  // display notation, "-" when none
    int score = 0;
    std::uint64_t nodes = 0;
    double ms = 0;
};

struct BenchVcfLine {
    Rule rule;
    bool won = false;
    int fours = 0;
    std::uint64_t nodes = 0;
    double ms = 0;
};

struct BenchReport {
    std::vector<BenchSearchLine> searches;
    std::vector<BenchVcfLine> vcfs;
    std::uint64_t nodes = 0;  // search nodes, all positions
    double seconds = 0;       // search time, all positions
    double nodes_per_second() const { return seconds > 0 ? double(nodes) / seconds : 0.0; }
};

constexpr std::uint64_t BenchNodes = 300'000;

// Middle games from play against another engine, each searched with a fixed node budget
// (the same work native and in wasm; with several threads the budget counts the nodes of
// all of them), then fixed VCF wins solved.
BenchReport run_bench(std::uint64_t nodes_per_position = BenchNodes, int threads = 1);

// The depth each bench position reaches in `ms` milliseconds of search, and their mean.
struct DepthReport {
    std::vector<int> depths;
    double mean = 0;
};
DepthReport run_depth_bench(int ms, int threads = 1);

// The cost of several lines: each bench position searched to `depth` for one line and for
// `lines` lines (multi-PV in the root), one thread, a fresh table each time, without the
// root's threat proofs.
struct MultiPvLine {
    Rule rule;
    std::uint64_t single_nodes = 0, multi_nodes = 0;
    double single_ms = 0, multi_ms = 0;
};
struct MultiPvReport {
    std::vector<MultiPvLine> positions;
    std::uint64_t single_nodes = 0, multi_nodes = 0;
    double single_ms = 0, multi_ms = 0;
};
MultiPvReport run_multipv_bench(int depth, int lines);

}  // namespace pinqi::gomoku::ai
