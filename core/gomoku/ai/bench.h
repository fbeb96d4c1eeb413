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
    int depth = 0;
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

constexpr int BenchDepth = 8;

// Middle games from self-play searched to a fixed depth, then fixed VCF wins solved.
BenchReport run_bench(int depth = BenchDepth);

}  // namespace pinqi::gomoku::ai
