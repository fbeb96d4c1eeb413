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
// (the same work native and in wasm), then fixed VCF wins solved.
BenchReport run_bench(std::uint64_t nodes_per_position = BenchNodes);

// The depth each bench position reaches in `ms` milliseconds of search, and their mean.
struct DepthReport {
    std::vector<int> depths;
    double mean = 0;
};
DepthReport run_depth_bench(int ms);

}  // namespace pinqi::gomoku::ai
