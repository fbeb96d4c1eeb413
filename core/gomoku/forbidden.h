#pragma once
#include <string_view>
#include <vector>

#include "gomoku/board.h"

namespace pinqi::gomoku {

// Why a black stone may not be played on a point under Renju.
enum class Forbidden : std::uint8_t { None, Overline, DoubleFour, DoubleThree };

std::string_view to_string(Forbidden f);

// Judges a black stone on the empty point p under the RIF Renju rules, by
// placing it and analysing the four lines through it:
//   - a five (exactly five) made by the stone takes precedence over everything;
//   - an overline (six or more) is forbidden;
//   - two fours (on different lines, or two on one line) are forbidden;
//   - two threes are forbidden, where a three counts only if some empty point
//     turns it into a straight four and that point is itself not forbidden
//     (judged recursively with the stones placed so far).
Forbidden forbidden_kind(const Board& board, Point p);

// Every empty point where Black may not play.
std::vector<Point> forbidden_points(const Board& board);

}  // namespace pinqi::gomoku
