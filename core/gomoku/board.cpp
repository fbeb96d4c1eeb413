#include "gomoku/board.h"

#include <algorithm>

namespace pinqi::gomoku {

Board::Board(int size) : size_(std::clamp(size, MinSize, MaxSize)) {}

void Board::reset() {
    cells_.fill(0);
}

int Board::stone_count() const {
    const auto used = cells_.begin() + size_ * size_;
    return static_cast<int>(
        std::count_if(cells_.begin(), used, [](std::uint8_t c) { return c != 0; }));
}

int Board::count_from(Point p, Direction d, Stone s) const {
    int n = 0;
    for (Point q{p.x + d.dx, p.y + d.dy}; at(q) == s; q = {q.x + d.dx, q.y + d.dy}) ++n;
    return n;
}

}  // namespace pinqi::gomoku
