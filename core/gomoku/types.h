#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace pinqi::gomoku {

constexpr int MinSize = 5;
constexpr int MaxSize = 20;
constexpr int DefaultSize = 15;

// The colour of a stone, also used for "the player" (Black moves first).
// Outside is what the board answers for a point beyond its edge, so that a
// line walk stops at the edge without a separate bounds test.
enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2, Outside = 3 };

constexpr Stone opponent(Stone s) {
    return s == Stone::Black ? Stone::White : Stone::Black;
}

enum class Rule : std::uint8_t {
    Freestyle,  // five or more wins
    Standard,   // exactly five wins; an overline neither wins nor is forbidden
    Renju,      // Black: exactly five, with forbidden points; White: five or more
};

// Gomocup addressing: x is the column from the left, y the row from the top, 0-based.
struct Point {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(Point, Point) = default;
};

// The four line directions through a point.
struct Direction {
    int dx;
    int dy;
};
inline constexpr Direction Directions[4] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// Why `place` refused a point; Ok means the stone was placed.
enum class PlaceError : std::uint8_t { Ok, Occupied, OutOfBounds, GameOver, Forbidden };

std::string_view to_string(PlaceError e);
std::string_view to_string(Rule r);
std::string_view to_string(Stone s);
std::optional<Rule> parse_rule(std::string_view name);

}  // namespace pinqi::gomoku
