// `pinqi bench xiangqi [--depth N]`: the fixed search benchmark (nodes, nodes/s).
// `pinqi bench xiangqi --time MS`: the same positions searched MS each; the depths reached.
// `--threads N`: N search threads (Lazy SMP). `--multipv N`: N lines per position, then
// the same depth with one line, and the cost of the lines against it. `--evalfile PATH`:
// the search evaluates with that network (xiangqi/ai/nnue.h) instead of the hand-crafted
// evaluation.
#include <algorithm>
#include <charconv>
#include <iomanip>
#include <ostream>
#include <string_view>

#include "commands.h"
#include "evalfile.h"
#include "xiangqi/ai/bench.h"
#include "xiangqi/ai/search.h"

namespace pinqi::cli {

int run_bench_xiangqi(Args args, std::ostream& out) {
    int depth = xiangqi::ai::BenchDepth, time_ms = 0, threads = 1, multi_pv = 1;
    std::shared_ptr<const xiangqi::ai::nnue::Network> network;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--evalfile" && i + 1 < args.size()) {
            const std::string path(args[++i]);
            if (const std::string error = read_network(path, network); !error.empty()) {
                out << "bench xiangqi: --evalfile " << path << ": " << error << "\n";
                return 2;
            }
            continue;
        }
        if ((args[i] == "--threads" || args[i] == "--multipv") && i + 1 < args.size()) {
            const bool lines = args[i] == "--multipv";
            const std::string_view v = args[++i];
            int n = 0;
            const int most = lines ? 16 : xiangqi::ai::MaxThreads;
            if (std::from_chars(v.data(), v.data() + v.size(), n).ec != std::errc{} || n < 1 ||
                n > most) {
                out << "bench xiangqi: " << (lines ? "--multipv" : "--threads") << " expects 1.."
                    << most << "\n";
                return 2;
            }
            (lines ? multi_pv : threads) = n;
            continue;
        }
        if (args[i] == "--time" && i + 1 < args.size()) {
            const std::string_view v = args[++i];
            if (std::from_chars(v.data(), v.data() + v.size(), time_ms).ec != std::errc{} ||
                time_ms < 1 || time_ms > 600'000) {
                out << "bench xiangqi: --time expects 1..600000 ms\n";
                return 2;
            }
            continue;
        }
        if (args[i] == "--depth" && i + 1 < args.size()) {
            const std::string_view v = args[++i];
            int d = 0;
            if (std::from_chars(v.data(), v.data() + v.size(), d).ec != std::errc{} || d < 1 ||
                d > 40) {
                out << "bench xiangqi: --depth expects 1..40\n";
                return 2;
            }
            depth = d;
        } else {
            out << "bench xiangqi: unknown argument '" << args[i] << "'\n";
            return 2;
        }
    }
    if (time_ms) {
        const xiangqi::ai::DepthReport d = xiangqi::ai::run_depth_bench(time_ms);
        out << "depths in " << time_ms << " ms:";
        for (int x : d.depths) out << ' ' << x;
        out << "\nMean depth: " << std::fixed << std::setprecision(2) << d.mean_depth << "\n";
        return 0;
    }
    const xiangqi::ai::BenchReport r = xiangqi::ai::run_bench(depth, threads, multi_pv, network);
    if (!r.error.empty()) {
        out << "bench xiangqi: " << r.error << "\n";
        return 1;
    }
    for (const auto& line : r.lines)
        out << std::left << std::setw(34) << line.name << " nodes " << std::setw(10) << line.nodes
            << " " << std::setw(6) << line.elapsed_ms << " ms  best " << line.best << "\n";
    out << "depth " << depth << "\nThreads: " << threads << "\nLines: " << multi_pv
        << "\nEvaluation: " << (network ? "network" : "hand-crafted")
        << "\nTotal nodes: " << r.nodes << "\nTime: " << r.elapsed_ms
        << " ms\nNodes/s: " << static_cast<long long>(r.nodes_per_second())
        << "\nCPU time: " << r.cpu_ms
        << " ms\nNodes/CPU-s: " << static_cast<long long>(r.nodes_per_cpu_second()) << "\n";
    if (multi_pv > 1) {
        const xiangqi::ai::BenchReport one = xiangqi::ai::run_bench(depth, threads, 1, network);
        out << "One line: " << one.nodes << " nodes, " << one.elapsed_ms << " ms\n"
            << "Cost of " << multi_pv << " lines: " << std::setprecision(2)
            << double(r.nodes) / double(std::max<std::uint64_t>(one.nodes, 1)) << "x the nodes, "
            << double(r.elapsed_ms) / double(std::max(one.elapsed_ms, 1)) << "x the time\n";
        // Where one line is a forced mate, that search is cut short by the mate's bounds
        // and costs next to nothing, while the other lines are ordinary searches: the cost
        // of lines is measured on the other positions.
        std::uint64_t one_open = 0, many_open = 0;
        for (std::size_t i = 0; i < one.lines.size() && i < r.lines.size(); ++i)
            if (!one.lines[i].mate) one_open += one.lines[i].nodes, many_open += r.lines[i].nodes;
        out << "Cost of " << multi_pv << " lines where one line is no forced mate: "
            << double(many_open) / double(std::max<std::uint64_t>(one_open, 1)) << "x the nodes ("
            << many_open << " / " << one_open << ")\n";
    }
    return 0;
}

}  // namespace pinqi::cli
