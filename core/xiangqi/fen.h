#pragma once
#include <string>
#include <string_view>

#include "position.h"
#include "types.h"

namespace pinqi::xiangqi {

inline constexpr std::string_view StartFen =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// Parses a Xiangqi FEN ("w" or "r" for Red, "b" for Black; the two "-" fields
// and the counters are optional) and checks that the position is possible.
// On failure `out` is left untouched and the status (code "bad_fen") says why.
Status parse_fen(std::string_view fen, Position& out);

std::string to_fen(const Position& pos);

}  // namespace pinqi::xiangqi
