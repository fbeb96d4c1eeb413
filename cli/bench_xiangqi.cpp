// `pinqi bench xiangqi [--depth N]`: the fixed search benchmark (nodes, nodes/s).
#include <charconv>
#include <iomanip>
#include <ostream>
#include <string_view>

#include "commands.h"
#include "xiangqi/ai/bench.h"

namespace pinqi::cli {

int run_bench_xiangqi(Args args, std::ostream& out) {
    int depth = xiangqi::ai::BenchDepth;
    for (size_t i = 0; i < args.size(); ++i) {
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
    const xiangqi::ai::BenchReport r = xiangqi::ai::run_bench(depth);
    if (!r.error.empty()) {
        out << "bench xiangqi: " << r.error << "\n";
        return 1;
    }
    for (const auto& line : r.lines)
        out << std::left << std::setw(34) << line.name << " nodes " << std::setw(10) << line.nodes
            << " " << std::setw(6) << line.elapsed_ms << " ms  best " << line.best << "\n";
    out << "depth " << depth << "\nTotal nodes: " << r.nodes << "\nTime: " << r.elapsed_ms
        << " ms\nNodes/s: " << static_cast<long long>(r.nodes_per_second())
        << "\nCPU time: " << r.cpu_ms
        << " ms\nNodes/CPU-s: " << static_cast<long long>(r.nodes_per_cpu_second()) << "\n";
    return 0;
}

}  // namespace pinqi::cli
