#include <cstdio>
#include <iostream>
#include <string_view>
#include <vector>

#include "commands.h"

namespace {

int usage() {
    std::cerr
        << "usage: pinqi <command>\n"
           "  gomocup   speak the Gomocup (piskvork) protocol on stdin/stdout\n"
           "  bench gomoku [--nodes N] [--threads N] [--depth-ms MS] [--multipv N --depth D]   "
           "Gomoku search speed on fixed positions\n"
           "  bench xiangqi [--depth N]   Xiangqi search speed on fixed positions\n"
           "  gomoku-replay   replay a Gomoku record from stdin, print the final state as JSON\n"
           "  review <gomoku|xiangqi> (--ms N | --nodes N) [--lines N]   review the game on stdin, "
           "print grades and wall time as JSON\n"
           "  uci       speak the Xiangqi UCI protocol (as Pikafish) on stdin/stdout\n"
           "  xiangqi-perft <depth> [fen]   count the Xiangqi move tree, print nodes/s\n"
           "  xiangqi-legal   per stdin line '<fen> [moves ...]': legal moves, check, result as "
           "JSON\n"
           "  xiangqi-cycles <count> [seed]   repetition cycles for the differential tests\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) return usage();
    const std::string_view command = args.front();
    const pinqi::cli::Args rest(args.data() + 1, args.size() - 1);
    (void)rest;
    if (command == "gomocup") return pinqi::cli::run_gomocup(std::cin, std::cout);
    if (command == "bench" && !rest.empty() && rest.front() == "gomoku")
        return pinqi::cli::run_bench_gomoku(rest.subspan(1), std::cout);
    if (command == "bench" && !rest.empty() && rest.front() == "xiangqi")
        return pinqi::cli::run_bench_xiangqi(rest.subspan(1), std::cout);
    if (command == "gomoku-replay") return pinqi::cli::run_gomoku_replay(std::cin, std::cout);
    if (command == "review") return pinqi::cli::run_review(rest, std::cin, std::cout);
    if (command == "uci") return pinqi::cli::run_uci(std::cin, std::cout);
    if (command == "xiangqi-perft") return pinqi::cli::run_xiangqi_perft(rest, std::cout);
    if (command == "xiangqi-legal") return pinqi::cli::run_xiangqi_legal(std::cin, std::cout);
    if (command == "xiangqi-cycles") return pinqi::cli::run_xiangqi_cycles(rest, std::cout);
    std::cerr << "pinqi: unknown command '" << command << "'\n";
    return usage();
}
