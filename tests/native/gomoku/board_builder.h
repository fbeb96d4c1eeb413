#pragma once
#include <initializer_list>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/game.h"

namespace pinqi::gomoku::test {

inline Board board_with(std::initializer_list<Point> black, std::initializer_list<Point> white = {},
                        int size = DefaultSize) {
    Board b(size);
    for (Point p : black) b.put(p, Stone::Black);
    for (Point p : white) b.put(p, Stone::White);
    return b;
}

// Plays black[0], white[0], black[1], ... through the rules; every move must be accepted.
inline Game play(Rule rule, const std::vector<Point>& black, const std::vector<Point>& white,
                 int size = DefaultSize) {
    Game g(size, rule);
    for (std::size_t i = 0; i < black.size() + white.size(); ++i) {
        const Point p = i % 2 == 0 ? black.at(i / 2) : white.at(i / 2);
        if (g.place(p) != PlaceError::Ok) throw std::runtime_error("setup move refused");
    }
    return g;
}

}  // namespace pinqi::gomoku::test
