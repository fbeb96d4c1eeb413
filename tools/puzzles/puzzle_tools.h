#pragma once
#include <cstdint>
#include <string>
#include <vector>

// The options of `pinqi_puzzles gomoku|xiangqi`.
struct PuzzleToolOptions {
    std::uint64_t seed = 1;
    int per_bucket = 60;      // puzzles wanted per (rule, kind) or (kind, length) bucket
    int max_games = 100000;   // self-play games at most
    std::uint64_t nodes = 0;  // self-play node budget per move (0: the tool's default)
};

int run_gomoku_puzzles(const PuzzleToolOptions& options);
int run_xiangqi_puzzles(const PuzzleToolOptions& options);

// Re-proves every puzzle of a data module from scratch (length, every winning
// first move, the judge agreeing with the solution); prints the failures and
// returns their count. Gomoku can try every reply at every defence.
int verify_gomoku_puzzles(const char* path, bool exhaustive_defence);
int verify_xiangqi_puzzles(const char* path);

// Re-judges a Xiangqi data module's material tactics with the generator's deeper look
// and prints the records that pass, unchanged (ids included), one a line; the mates pass.
// The puzzles named in `refuted` (found unsound by another engine) are left out as well.
int rejudge_xiangqi_puzzles(const char* path, const std::vector<std::string>& refuted);
