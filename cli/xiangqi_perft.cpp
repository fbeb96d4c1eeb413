// `pinqi xiangqi-perft <depth> [fen]`: counts the Xiangqi move tree and reports the speed,
// one line the benchmark script can parse.
#include <charconv>
#include <chrono>
#include <iostream>
#include <string>

#include "commands.h"
#include "xiangqi/fen.h"
#include "xiangqi/perft.h"

namespace pinqi::cli {

int run_xiangqi_perft(Args args, std::ostream& out) {
    int depth = 0;
    if (args.empty() ||
        std::from_chars(args[0].data(), args[0].data() + args[0].size(), depth).ec != std::errc{} ||
        depth < 1 || depth > 12) {
        std::cerr << "usage: pinqi xiangqi-perft <depth 1..12> [fen]\n";
        return 2;
    }
    std::string fen(xiangqi::StartFen);
    if (args.size() > 1) {
        fen.clear();
        for (size_t i = 1; i < args.size(); ++i) {
            if (i > 1) fen.push_back(' ');
            fen.append(args[i]);
        }
    }
    xiangqi::Position pos;
    if (const auto s = xiangqi::parse_fen(fen, pos); !s.ok()) {
        std::cerr << "pinqi: " << s.message << "\n";
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = xiangqi::perft(pos, depth);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out << "nodes " << nodes << " seconds " << seconds << " nps "
        << static_cast<std::uint64_t>(seconds > 0 ? double(nodes) / seconds : 0.0) << "\n";
    return 0;
}

}  // namespace pinqi::cli
