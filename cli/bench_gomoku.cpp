// `pinqi bench gomoku [--nodes N] [--threads T]`: prints the shared Gomoku benchmark
// (core/gomoku/ai/bench.h): nodes and nodes/s at N nodes a position (over all T search
// threads), then the VCF solve times. `pinqi bench gomoku --depth-ms MS [--threads T]`:
// the depth each position reaches in MS milliseconds, and their mean.
// `pinqi bench gomoku --multipv L [--depth D]`: the cost of L lines against one line,
// each position searched to depth D (8 by default).
#include <cstdio>
#include <ostream>
#include <string>

#include "commands.h"
#include "gomoku/ai/bench.h"

namespace pinqi::cli {

int run_bench_gomoku(Args args, std::ostream& out) {
    std::uint64_t nodes = gomoku::ai::BenchNodes;
    int depth_ms = 0, threads = 1, lines = 0, depth = 8;
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == "--nodes") nodes = std::stoull(std::string(args[i + 1]));
        if (args[i] == "--depth-ms") depth_ms = std::stoi(std::string(args[i + 1]));
        if (args[i] == "--threads") threads = std::stoi(std::string(args[i + 1]));
        if (args[i] == "--multipv") lines = std::stoi(std::string(args[i + 1]));
        if (args[i] == "--depth") depth = std::stoi(std::string(args[i + 1]));
    }
    char line[200];
    if (lines > 0) {
        const gomoku::ai::MultiPvReport report = gomoku::ai::run_multipv_bench(depth, lines);
        int index = 0;
        for (const auto& p : report.positions) {
            std::snprintf(line, sizeof line,
                          "position %d (%s): 1 line %llu nodes %.1f ms, %d lines %llu nodes "
                          "%.1f ms, %.2fx\n",
                          ++index, std::string(to_string(p.rule)).c_str(),
                          static_cast<unsigned long long>(p.single_nodes), p.single_ms, lines,
                          static_cast<unsigned long long>(p.multi_nodes), p.multi_ms,
                          p.single_nodes ? double(p.multi_nodes) / double(p.single_nodes) : 0.0);
            out << line;
        }
        std::snprintf(
            line, sizeof line, "depth %d, %d lines against 1: %.2fx the nodes, %.2fx the time\n",
            depth, lines,
            report.single_nodes ? double(report.multi_nodes) / double(report.single_nodes) : 0.0,
            report.single_ms > 0 ? report.multi_ms / report.single_ms : 0.0);
        out << line;
        return 0;
    }
    std::snprintf(line, sizeof line, "threads %d\n", threads);
    out << line;
    if (depth_ms > 0) {
        const gomoku::ai::DepthReport depths = gomoku::ai::run_depth_bench(depth_ms, threads);
        out << "depths in " << depth_ms << " ms:";
        for (const int d : depths.depths) out << ' ' << d;
        std::snprintf(line, sizeof line, ", mean depth %.2f\n", depths.mean);
        out << line;
        return 0;
    }
    const gomoku::ai::BenchReport report = gomoku::ai::run_bench(nodes, threads);
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
