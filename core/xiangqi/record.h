#pragma once
#include <string>
#include <string_view>

#include "game.h"
#include "notation.h"

// PGN-style game records:
//
//   [Game "Chinese Chess"]
//   [FEN "rnbakabnr/9/... w - - 0 1"]
//   [Format "ICCS"]
//   [Result "1-0"]
//   [Termination "checkmate"]
//
//   1. h2e2 h9g7 2. h0g2 ... 1-0
namespace pinqi::xiangqi {

std::string to_record(const Game& game, Notation notation);

struct RecordImport {
    Status status;
    int bad_move_index = -1;  // 0-based ply of the first move that failed, else -1
};

// Replays every move through the rules (ICCS, WXF or Chinese, mixed freely).
// On any error `game` is left untouched. A decisive or drawn Result tag that
// the moves themselves do not produce is applied as a resignation or an
// agreed draw.
RecordImport from_record(std::string_view text, Game& game);

}  // namespace pinqi::xiangqi
