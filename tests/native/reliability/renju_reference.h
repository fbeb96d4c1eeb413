#pragma once
// A slow Renju forbidden-point checker written straight from the RIF
// definitions, sharing no code with core/gomoku/forbidden.cpp. It is the
// reference the fast detector is compared with, so it favours obviousness:
// every line is walked to the board edge, every candidate stone is really
// placed, and fours are told apart by the stones they consist of.
//
//   five          an unbroken row of exactly five black stones;
//   overline      an unbroken row of six or more;
//   four          four stones of a row to which one more stone makes a five;
//   straight four a four to which a five can be added in two ways;
//   three         three stones of a row to which one more stone makes a
//                 straight four, where that stone's point is not itself
//                 forbidden (judged with the new stone on the board);
//   forbidden     (for Black) an overline, two or more fours, or two or more
//                 threes, unless the stone also makes a five.
#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/forbidden.h"

namespace pinqi::reliability::renju {

using gomoku::Board;
using gomoku::Direction;
using gomoku::Directions;
using gomoku::Forbidden;
using gomoku::Point;
using gomoku::Stone;

// Positions along one line through an origin: offset k is origin + k * d.
struct Line {
    Point origin;
    Direction d;
    Point at(int k) const { return {origin.x + k * d.dx, origin.y + k * d.dy}; }
};

// The unbroken black row through offset k, as [first, last] offsets.
inline std::pair<int, int> black_row(const Board& b, const Line& line, int k) {
    int first = k, last = k;
    while (b.at(line.at(first - 1)) == Stone::Black) --first;
    while (b.at(line.at(last + 1)) == Stone::Black) ++last;
    return {first, last};
}

// Every offset of the line that lies on the board.
inline std::vector<int> offsets_on_board(const Board& b, const Line& line) {
    std::vector<int> out;
    for (int k = -b.size(); k <= b.size(); ++k)
        if (b.contains(line.at(k))) out.push_back(k);
    return out;
}

using StoneSet = std::array<int, 4>;  // four offsets, ascending

// The fours through offset 0 on this line (black stone already at 0), each
// mapped to how many empty points complete it to exactly five.
inline std::map<StoneSet, int> fours_through_origin(Board& b, const Line& line) {
    std::map<StoneSet, int> fours;
    for (int r : offsets_on_board(b, line)) {
        if (b.at(line.at(r)) != Stone::Empty) continue;
        b.put(line.at(r), Stone::Black);
        const auto [first, last] = black_row(b, line, r);
        b.clear(line.at(r));
        if (last - first + 1 != 5 || first > 0 || last < 0) continue;
        StoneSet stones{};
        int n = 0;
        for (int k = first; k <= last; ++k)
            if (k != r) stones[n++] = k;
        ++fours[stones];
    }
    return fours;
}

inline Forbidden judge_placed(Board& b, Point p);

// Judges a black stone on the empty point p; the board is restored.
inline Forbidden judge(Board& b, Point p) {
    b.put(p, Stone::Black);
    const Forbidden f = judge_placed(b, p);
    b.clear(p);
    return f;
}

// Does the line through p hold a three: some empty point q that turns p's
// stones into a straight four containing q, q itself not forbidden?
inline bool has_three(Board& b, const Line& line) {
    for (int q : offsets_on_board(b, line)) {
        if (b.at(line.at(q)) != Stone::Empty) continue;
        b.put(line.at(q), Stone::Black);
        bool straight = false;
        for (const auto& [stones, completions] : fours_through_origin(b, line))
            if (completions >= 2 && std::find(stones.begin(), stones.end(), q) != stones.end())
                straight = true;
        b.clear(line.at(q));
        if (straight && judge(b, line.at(q)) == Forbidden::None) return true;
    }
    return false;
}

inline Forbidden judge_placed(Board& b, Point p) {
    bool overline = false;
    for (const Direction d : Directions) {
        const auto [first, last] = black_row(b, Line{p, d}, 0);
        if (last - first + 1 == 5) return Forbidden::None;  // a five wins outright
        if (last - first + 1 >= 6) overline = true;
    }
    if (overline) return Forbidden::Overline;
    int fours = 0;
    for (const Direction d : Directions) fours += int(fours_through_origin(b, Line{p, d}).size());
    if (fours >= 2) return Forbidden::DoubleFour;
    int threes = 0;
    for (const Direction d : Directions) threes += has_three(b, Line{p, d});
    return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
}

inline Forbidden forbidden_kind(const Board& board, Point p) {
    if (board.at(p) != Stone::Empty) return Forbidden::None;
    Board b = board;
    return judge(b, p);
}

}  // namespace pinqi::reliability::renju
