#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "gomoku/types.h"

namespace pinqi::gomoku {

// Display notation: the column letter from the left ('a'..) and the row
// counted from the bottom (1..size), so (7,7) on 15x15 is "h8".
std::string to_notation(Point p, int size);

// Strict inverse of to_notation; nullopt for anything off the board or malformed.
std::optional<Point> parse_notation(std::string_view text, int size);

}  // namespace pinqi::gomoku
