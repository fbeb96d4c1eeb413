#pragma once
#include <vector>

#include "gomoku/board.h"

namespace pinqi::gomoku {

// The unbroken run of one colour through a point along one direction.
struct Run {
    Point first;  // the end the direction points away from
    Direction direction;
    int length = 0;

    std::vector<Point> points() const;
    bool contains(Point p) const;
};

// The run through p (which must hold a stone) along d, bounded by the board edge.
Run run_through(const Board& board, Point p, Direction d);

// Does a run of `length` stones of colour `s` win under `rule`?
bool run_wins(int length, Stone s, Rule rule);

// The winning run through the last stone placed, or an empty vector. Only the
// four lines through that stone are looked at.
std::vector<Point> winning_line(const Board& board, Point last, Rule rule);

}  // namespace pinqi::gomoku
