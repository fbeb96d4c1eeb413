#pragma once
#include <string>
#include <string_view>

#include "gomoku/game.h"

namespace pinqi::gomoku {

// A game record: PGN-like tag lines, then the moves in display notation.
//
//   [Game "Gomoku"]
//   [Size "15"]
//   [Rule "renju"]
//   [Result "black"]
//   1. h8 h9 2. i8 g8 ...
//
// Size defaults to 15 and Rule to freestyle. Move numbers are optional on input.
std::string to_record(const Game& game);

struct RecordResult {
    Game game;
    bool ok = false;
    int move_index = -1;  // 0-based index of the first bad move; -1 for a bad header
    std::string error;    // readable reason, empty when ok
    std::string why;      // the bad move's refusal ("bad_notation", "occupied", ...); "" otherwise
};

// Replays every move through the rules. On any error nothing is applied:
// `game` is then a fresh game and `error` says which move and why.
RecordResult parse_record(std::string_view text);

}  // namespace pinqi::gomoku
