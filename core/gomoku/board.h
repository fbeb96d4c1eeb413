#pragma once
#include <array>
#include <cstdint>

#include "gomoku/types.h"

namespace pinqi::gomoku {

// The stones on a square board of 5..20 points a side. Only rules state:
// no history, no turn. Reading beyond an edge answers Stone::Outside, so a
// walk along a line is bounded by row and column, never by array index.
class Board {
  public:
    explicit Board(int size = DefaultSize);

    int size() const { return size_; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }

    Stone at(Point p) const {
        return contains(p) ? static_cast<Stone>(cells_[index(p)]) : Stone::Outside;
    }
    Stone at(int x, int y) const { return at(Point{x, y}); }

    void put(Point p, Stone s) { cells_[index(p)] = static_cast<std::uint8_t>(s); }
    void clear(Point p) { cells_[index(p)] = static_cast<std::uint8_t>(Stone::Empty); }
    void reset();

    int stone_count() const;
    bool full() const { return stone_count() == size_ * size_; }

    // How many stones of `s` continue from p (exclusive) in direction d.
    int count_from(Point p, Direction d, Stone s) const;

  private:
    int index(Point p) const { return p.y * size_ + p.x; }

    int size_;
    std::array<std::uint8_t, MaxSize * MaxSize> cells_{};
};

}  // namespace pinqi::gomoku
