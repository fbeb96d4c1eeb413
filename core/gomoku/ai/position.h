#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "gomoku/ai/pattern.h"
#include "gomoku/board.h"

namespace pinqi::gomoku::ai {

constexpr int MaxCells = MaxSize * MaxSize;
constexpr int NoCell = -1;

// A set of cells, iterated in index order.
struct CellSet {
    std::array<std::uint64_t, (MaxCells + 63) / 64> words{};

    void set(int c) { words[c >> 6] |= 1ull << (c & 63); }
    void reset(int c) { words[c >> 6] &= ~(1ull << (c & 63)); }
    bool test(int c) const { return (words[c >> 6] >> (c & 63)) & 1; }
    bool any() const {
        for (auto w : words)
            if (w) return true;
        return false;
    }
    int count() const {
        int n = 0;
        for (auto w : words) n += std::popcount(w);
        return n;
    }
    int first() const {
        for (std::size_t i = 0; i < words.size(); ++i)
            if (words[i]) return static_cast<int>(i * 64) + std::countr_zero(words[i]);
        return NoCell;
    }
    template <class F>
    void for_each(F&& f) const {
        for (std::size_t i = 0; i < words.size(); ++i)
            for (std::uint64_t w = words[i]; w; w &= w - 1)
                f(static_cast<int>(i * 64) + std::countr_zero(w));
    }
};

// The search's board: stones, line keys, every empty cell's four line
// patterns for both colours and their combined class, a running pattern
// evaluation and a Zobrist key, all updated incrementally by make/unmake.
class Position {
  public:
    Position(int size, Rule rule);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int cell(int x, int y) const { return y * size_ + x; }
    Point point(int c) const { return {c % size_, c / size_}; }

    Stone at(int c) const { return static_cast<Stone>(stones_[c]); }
    Stone side_to_move() const {
        return moves_.size() % 2 == 0 ? first_to_move_ : opponent(first_to_move_);
    }
    // Stones on the board, set-up ones included (0: the empty board).
    int move_count() const { return static_cast<int>(moves_.size()) + setup_count_; }
    int last_move() const { return moves_.empty() ? NoCell : moves_.back(); }
    std::uint64_t key() const { return key_ ^ (side_to_move() == Stone::White ? side_key_ : 0); }
    const Board& board() const { return board_; }

    // Plays a stone of the side to move on an empty cell; unmake takes it back.
    void make(int c);
    void unmake();
    // Setting up, before any make(): a stone of `s` that is no move (unmake
    // never takes it back), or with Stone::Outside a point that blocks both
    // colours' lines like the edge; then the side to move after the setup.
    void put_setup(int c, Stone s);
    void set_first_to_move(Stone s) { first_to_move_ = s; }
    const std::vector<int>& moves() const { return moves_; }

    Pattern pattern(int c, int dir, Stone s) const {
        const std::uint8_t both = patterns_[c][dir];
        return static_cast<Pattern>(s == Stone::Black ? both & 15 : both >> 4);
    }
    // Meaningful for empty cells only.
    const CellInfo& info(int c, Stone s) const { return info_[idx(s)][c]; }
    CellClass cls(int c, Stone s) const { return info(c, s).cls; }
    int cell_score(int c, Stone s) const { return info(c, s).score; }

    // Empty cells where `s` makes five / at least an open four / at least a four / at least an open
    // three.
    const CellSet& fives(Stone s) const { return sets_[idx(s)][0]; }
    const CellSet& flex4s(Stone s) const { return sets_[idx(s)][1]; }
    const CellSet& fours(Stone s) const { return sets_[idx(s)][2]; }
    const CellSet& threes(Stone s) const { return sets_[idx(s)][3]; }
    // Empty cells within two steps of a stone: where moves are looked for.
    const CellSet& area() const { return area_; }

    // Black's Renju forbidden points, confirmed by the rules' judge only where
    // the patterns say it is possible.
    bool forbidden(int c) const;
    bool legal(int c) const {
        return at(c) == Stone::Empty && !(side_to_move() == Stone::Black && forbidden(c));
    }
    bool forbidden_for(int c, Stone s) const { return s == Stone::Black && forbidden(c); }

    // Pattern evaluation from the side to move's view.
    int evaluate() const;

  private:
    static int idx(Stone s) { return s == Stone::Black ? 0 : 1; }
    std::uint16_t combo_key(int c, Stone s) const {
        const int shift = s == Stone::Black ? 0 : 4;
        const auto& p = patterns_[c];
        return static_cast<std::uint16_t>(((p[0] >> shift) & 15) | (((p[1] >> shift) & 15) << 4) |
                                          (((p[2] >> shift) & 15) << 8) |
                                          (((p[3] >> shift) & 15) << 12));
    }
    std::uint32_t line_key(int c, int dir) const;
    void put_stone(int c, Stone s);
    void clear_stone(int c);
    void refresh_cell(int c, int dir);
    void refresh_all(int c);
    void set_info(int c, int colour, const CellInfo& now);
    void touch_area(int c, int delta);

    int size_;
    Rule rule_;
    const PatternTable* table_;
    Board board_;

    std::array<std::uint8_t, MaxCells> stones_{};
    // 2 bits a cell, 5 outside cells of padding on each side; index = position + 5.
    std::array<std::array<std::uint64_t, 2 * MaxSize>, 4> lines_{};
    std::array<std::array<std::uint8_t, 4>, MaxCells> line_of_{};
    std::array<std::array<std::uint8_t, 4>, MaxCells> pos_in_line_{};
    std::array<std::array<std::int16_t, 4 * 10>, MaxCells>
        line_neighbours_{};  // per dir 10 slots, -1 = none
    std::array<std::array<std::uint8_t, 4>, MaxCells> patterns_{};
    std::array<std::array<CellInfo, MaxCells>, 2> info_{};
    std::array<std::array<CellSet, 4>, 2> sets_{};
    std::array<std::uint8_t, MaxCells> near_{};
    CellSet area_;
    std::array<int, 2> score_sum_{};
    std::array<std::array<std::uint64_t, MaxCells>, 2> zobrist_{};
    std::uint64_t side_key_ = 0;
    std::uint64_t key_ = 0;
    std::vector<int> moves_;
    int setup_count_ = 0;
    Stone first_to_move_ = Stone::Black;
};

}  // namespace pinqi::gomoku::ai
