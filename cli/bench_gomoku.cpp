// `pinqi bench gomoku [--nodes N]`: prints the shared Gomoku benchmark
// (core/gomoku/ai/bench.h): nodes and nodes/s at N nodes a position, then the VCF
// solve times. `pinqi bench gomoku --depth-ms MS`: the depth each position reaches
// in MS milliseconds, and their mean.
#include <cstdio>
#include <ostream>
#include <string>

#include "commands.h"
#include "gomoku/ai/bench.h"

namespace pinqi::cli {

int run_bench_gomoku(Args args, std::ostream& out) {
    std::uint64_t nodes = gomoku::ai::BenchNodes;
    int depth_ms = 0;
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == "--nodes") nodes = std::stoull(std::string(args[i + 1]));
        if (args[i] == "--depth-ms") depth_ms = std::stoi(std::string(args[i + 1]));
    }
    char line[200];
    if (depth_ms > 0) {
        const gomoku::ai::DepthReport depths = gomoku::ai::run_depth_bench(depth_ms);
        out << "depths in " << depth_ms << " ms:";
        for (const int d : depths.depths) out << ' ' << d;
        std::snprintf(line, sizeof line, ", mean depth %.2f\n", depths.mean);
        out << line;
        return 0;
    }
    const gomoku::ai::BenchReport report = gomoku::ai::run_bench(nodes);
    int index = 0;
    for (const auto& s : report.searches) {
        std::snprintf(line, sizeof line,
                      "position %d (%s): depth %d, move %s, score %d, nodes %llu, %.1f ms\n",
                      ++index, std::string(to_string(s.rule)).c_str(), s.depth, s.move.c_str(),
                      s.score, static_cast<unsigned long long>(s.nodes), s.ms);
        out << line;
    }
    std::snprintf(line, sizeof line, "total nodes %llu, %.3f s, %.0f nodes/s\n",
                  static_cast<unsigned long long>(report.nodes), report.seconds,
                  report.nodes_per_second());
    out << line;
    index = 0;
    for (const auto& v : report.vcfs) {
        std::snprintf(line, sizeof line, "vcf %d (%s): %s, %d fours, nodes %llu, %.3f ms\n",
                      ++index, std::string(to_string(v.rule)).c_str(), v.won ? "win" : "no win",
                      v.fours, static_cast<unsigned long long>(v.nodes), v.ms);
        out << line;
    }
    return 0;
}

}  // namespace pinqi::cli
