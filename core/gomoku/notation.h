#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "gomoku/types.h"

namespace pinqi::gomoku {

// Display notation: the column letter from the left ('a'..) and the row
// counted from the bottom (1..size), so (7,7) on 15x15 is "h8".
std::string to_notation(Point p, int size);

// The two halves of a point's name, for a board's axis labels: the column
// letter of x ('a' for 0) and the row name of y (size - y, "1" at the bottom).
std::string column_name(int x);
std::string row_name(int y, int size);

// Strict inverse of to_notation; nullopt for anything off the board or malformed.
std::optional<Point> parse_notation(std::string_view text, int size);

}  // namespace pinqi::gomoku
