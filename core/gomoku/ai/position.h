#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "gomoku/ai/eval.h"
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
// patterns for both colours and their combined class, the running sums of the
// pattern evaluation and a Zobrist key, all updated by make and restored by
// unmake from a log of what changed.
class Position {
  public:
    Position(int size, Rule rule);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int cell(int x, int y) const { return y * size_ + x; }
    Point point(int c) const { return {c % size_, c / size_}; }
    int cells() const { return size_ * size_; }

    Stone at(int c) const { return static_cast<Stone>(stones_[c]); }
    Stone side_to_move() const {
        return moves_.size() % 2 == 0 ? first_to_move_ : opponent(first_to_move_);
    }
    // Stones on the board, set-up ones included (0: the empty board).
    int move_count() const { return static_cast<int>(moves_.size()) + setup_count_; }
    // The last stone played, or NoCell (none yet, or a pass).
    int last_move() const { return moves_.empty() ? NoCell : moves_.back(); }
    std::uint64_t key() const { return key_ ^ (side_to_move() == Stone::White ? side_key_ : 0); }
    const Board& board() const { return board_; }

    // Plays a stone of the side to move on an empty cell; unmake takes it back.
    void make(int c);
    void unmake();
    // Passes the turn (for null-move pruning); unmake_null takes the pass back.
    void make_null() { moves_.push_back(NoCell); }
    void unmake_null() { moves_.pop_back(); }
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
    const CellInfo& info(int c, Stone s) const {
        const int i = idx(s);
        return combos_[i][combo_[i][c]];
    }
    CellClass cls(int c, Stone s) const { return info(c, s).cls; }
    int pcode(int c, Stone s) const { return info(c, s).pcode; }

    // Empty cells where `s` makes five / at least an open four / at least a four / at least
    // an open three / at least a four-three. Under Renju, Black's sets may hold forbidden
    // points: check with forbidden() where it matters.
    const CellSet& fives(Stone s) const { return agg_.sets[idx(s)][0]; }
    const CellSet& flex4s(Stone s) const { return agg_.sets[idx(s)][1]; }
    const CellSet& fours(Stone s) const { return agg_.sets[idx(s)][2]; }
    const CellSet& threes(Stone s) const { return agg_.sets[idx(s)][3]; }
    const CellSet& four_threes(Stone s) const { return agg_.sets[idx(s)][4]; }
    // How many empty cells have class `c` for `s`.
    int class_count(Stone s, CellClass c) const { return agg_.counts[idx(s)][static_cast<int>(c)]; }
    // Empty cells within two steps of a stone: where moves are looked for.
    const CellSet& area() const { return agg_.area; }

    // The class of the empty cell t for `s` if `by` had a stone on the empty cell d as well
    // (d on one of t's lines within five steps; otherwise t's class as it is).
    CellClass class_if(int t, Stone s, int d, Stone by) const;

    // Black's Renju forbidden points, confirmed by the rules' judge only where
    // the patterns say it is possible.
    bool forbidden(int c) const;
    bool legal(int c) const {
        return at(c) == Stone::Empty && !(side_to_move() == Stone::Black && forbidden(c));
    }
    bool forbidden_for(int c, Stone s) const { return s == Stone::Black && forbidden(c); }
    // Is there a cell of `set` that `s` may play?
    bool any_legal(const CellSet& set, Stone s) const;
    // The first cell of `set` that `s` may play (not forbidden), or NoCell.
    int first_legal(const CellSet& set, Stone s) const;

    // The pattern evaluation from the side to move's view.
    int evaluate() const;
    const EvalTables& eval_tables() const { return *eval_; }
    // The threat features of the evaluation, from `us`'s view.
    int threat_mask(Stone us) const;

  private:
    static int idx(Stone s) { return s == Stone::Black ? 0 : 1; }
    // The line window around c along dir (pattern.h).
    std::uint64_t line_window(int c, int dir) const;
    // A cell's pattern on one line changed: its two combination keys follow.
    void set_pattern(int c, int dir, std::uint8_t now);
    void set_combo(int c, int colour, std::uint16_t key);
    // The combination keys from the patterns, with no other bookkeeping (unmake restores that).
    void refresh_combos(int c);
    // Places a stone (or a blocked point) and updates every pattern it changes, logging them.
    void put_stone(int c, Stone s);
    // A stone of `s` that lift() takes back (make and unmake without the move list).
    void place(int c, Stone s);
    void lift(int c);
    bool double_three(int c, int depth);
    bool real_three(int c, int dir, int depth);
    // The recursion bound of the Renju judgement (each level adds a stone, so it ends anyway).
    static constexpr int MaxRenjuDepth = 16;

    struct Change {
        std::int16_t cell;
        std::uint8_t dir;
        std::uint8_t old;
    };
    // What make changes in bulk, copied whole so unmake restores it without recomputing.
    struct Aggregates {
        std::array<std::array<CellSet, 5>, 2> sets{};
        std::array<std::array<int, CellClassCount>, 2> counts{};
        std::array<int, 2> own_sum{}, their_sum{};
        CellSet area;
    };

    int size_;
    Rule rule_;
    const PatternTable* table_;
    const EvalTables* eval_;
    Board board_;

    std::array<std::uint8_t, MaxCells> stones_{};
    // 2 bits a cell, 5 outside cells of padding on each side; index = position + 5.
    std::array<std::array<std::uint64_t, 2 * MaxSize>, 4> lines_{};
    std::array<std::array<std::uint8_t, 4>, MaxCells> line_of_{};
    std::array<std::array<std::uint8_t, 4>, MaxCells> pos_in_line_{};
    // Per direction, the steps k (from -5 to 5) to the on-board cells whose patterns a stone
    // here can change, and the cell-index step of one k.
    std::array<std::array<std::int8_t, 4>, MaxCells> reach_low_{}, reach_high_{};
    std::array<int, 4> cell_step_{};
    // The cells within two steps (the candidate area around a stone).
    std::array<CellSet, MaxCells> area_mask_{};
    std::array<std::array<std::uint8_t, 4>, MaxCells> patterns_{};
    // Per colour, each cell's four patterns as one 16-bit key into `combos_` (0: occupied).
    std::array<std::array<std::uint16_t, MaxCells>, 2> combo_{};
    std::array<const CellInfo*, 2> combos_{};
    // sets, counts, sums (per colour: its empty cells' values when it is to move, and when
    // it is not) and the candidate area.
    Aggregates agg_;
    // The occupied cells (stones and blocked points): stones_ as a set, for put_stone's
    // word-wise update of the area.
    CellSet occupied_;
    std::array<std::array<std::uint64_t, MaxCells>, 2> zobrist_{};
    std::uint64_t side_key_ = 0;
    std::uint64_t key_ = 0;
    std::vector<int> moves_;
    std::vector<Change> log_;  // sized once; log_size_ entries in use
    std::uint32_t log_size_ = 0;
    std::vector<std::uint32_t> log_marks_;
    std::vector<Aggregates> saved_;  // per stone on the board, the aggregates before it
    // The rules' verdicts on suspect points, by position key and point: the judge is slow.
    static constexpr int ForbiddenSlots = 4096;
    mutable std::vector<std::uint64_t> forbidden_cache_;
    int setup_count_ = 0;
    Stone first_to_move_ = Stone::Black;
};

}  // namespace pinqi::gomoku::ai
