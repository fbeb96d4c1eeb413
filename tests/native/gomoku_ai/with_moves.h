#pragma once
// The search's position after stones placed in turn from an empty board, Black first.
#include <initializer_list>

#include "gomoku/ai/position.h"

namespace pinqi::gomoku::test {

inline ai::Position with_moves(Rule rule, std::initializer_list<Point> moves) {
    ai::Position pos(DefaultSize, rule);
    for (Point p : moves) pos.make(pos.cell(p.x, p.y));
    return pos;
}

}  // namespace pinqi::gomoku::test
