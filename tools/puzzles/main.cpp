// pinqi_puzzles: the puzzle generator behind web/src/puzzles/*-data.ts.
//
//   pinqi_puzzles gomoku|xiangqi [--seed N] [--per-bucket N] [--max-games N] [--nodes N]
//   pinqi_puzzles verify-gomoku <gomoku-data.ts> [--exhaustive]
//   pinqi_puzzles verify-xiangqi <xiangqi-data.ts>
//   pinqi_puzzles rejudge-xiangqi <xiangqi-data.ts> [refuted id...]
//
// Prints one JSON object per puzzle on stdout, progress on stderr. The same
// arguments give the same output on every machine: self-play and proofs are
// budgeted in nodes, never in time. tools/puzzles/generate.sh runs one game
// and writes its data module.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "puzzle_tools.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: pinqi_puzzles gomoku|xiangqi [--seed N] [--per-bucket N] "
                     "[--max-games N] [--nodes N]\n");
        return 2;
    }
    const std::string game = argv[1];
    if (game == "verify-gomoku" && argc >= 3)
        return verify_gomoku_puzzles(argv[2], argc > 3 && std::string(argv[3]) == "--exhaustive")
                   ? 1
                   : 0;
    if (game == "verify-xiangqi" && argc >= 3) return verify_xiangqi_puzzles(argv[2]) ? 1 : 0;
    if (game == "rejudge-xiangqi" && argc >= 3)
        return rejudge_xiangqi_puzzles(argv[2], std::vector<std::string>(argv + 3, argv + argc))
                   ? 1
                   : 0;
    PuzzleToolOptions options;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const char* v = argv[i + 1];
        if (k == "--seed")
            options.seed = std::strtoull(v, nullptr, 10);
        else if (k == "--per-bucket")
            options.per_bucket = std::atoi(v);
        else if (k == "--max-games")
            options.max_games = std::atoi(v);
        else if (k == "--nodes")
            options.nodes = std::strtoull(v, nullptr, 10);
        else {
            std::fprintf(stderr, "unknown option %s\n", k.c_str());
            return 2;
        }
    }
    if (game == "gomoku") return run_gomoku_puzzles(options);
    if (game == "xiangqi") return run_xiangqi_puzzles(options);
    std::fprintf(stderr, "unknown game %s\n", game.c_str());
    return 2;
}
