#include "gomoku/forbidden.h"

#include "gomoku/win.h"

namespace pinqi::gomoku {

namespace {

// Recursion on "is the straight-four point itself forbidden?" adds a stone per
// level, so it ends; the bound only guards against pathological positions.
constexpr int MaxDepth = 16;

// Offsets along a line, small and fixed: no allocation in the analysis.
struct Offsets {
    int k[8];
    int n = 0;
};

Point step(Point p, Direction d, int k) {
    return {p.x + k * d.dx, p.y + k * d.dy};
}

class RenjuAnalyzer {
  public:
    explicit RenjuAnalyzer(const Board& board) : board_(board) {}

    Forbidden judge(Point p, int depth) {
        board_.put(p, Stone::Black);
        const Forbidden verdict = judge_placed(p, depth);
        board_.clear(p);
        return verdict;
    }

  private:
    Forbidden judge_placed(Point p, int depth) {
        int lengths[4];
        for (int i = 0; i < 4; ++i) lengths[i] = run_through(board_, p, Directions[i]).length;
        for (int len : lengths)
            if (len == 5) return Forbidden::None;
        for (int len : lengths)
            if (len >= 6) return Forbidden::Overline;

        int fours_on[4];
        int fours = 0;
        for (int i = 0; i < 4; ++i) fours += fours_on[i] = count_fours(p, Directions[i]);
        if (fours >= 2) return Forbidden::DoubleFour;

        int threes = 0;
        for (int i = 0; i < 4 && threes < 2; ++i)
            if (fours_on[i] == 0 && is_real_three(p, Directions[i], depth)) ++threes;
        return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
    }

    // Empty points on p's line (within four steps) where one more black stone
    // makes exactly five with p in it.
    Offsets five_points(Point p, Direction d) {
        Offsets out;
        for (int k = -4; k <= 4; ++k) {
            const Point q = step(p, d, k);
            if (k == 0 || board_.at(q) != Stone::Empty) continue;
            board_.put(q, Stone::Black);
            const Run run = run_through(board_, q, d);
            board_.clear(q);
            if (run.length == 5 && run.contains(p)) out.k[out.n++] = k;
        }
        return out;
    }

    // Two five-points exactly five apart are the two ends of one straight four.
    static bool is_straight_four(const Offsets& fives) {
        return fives.n == 2 && fives.k[1] - fives.k[0] == 5;
    }

    int count_fours(Point p, Direction d) {
        const Offsets fives = five_points(p, d);
        if (is_straight_four(fives)) return 1;
        return fives.n;
    }

    bool is_real_three(Point p, Direction d, int depth) {
        for (int k = -4; k <= 4; ++k) {
            const Point q = step(p, d, k);
            if (k == 0 || board_.at(q) != Stone::Empty) continue;
            board_.put(q, Stone::Black);
            const bool straight = is_straight_four(five_points(p, d));
            board_.clear(q);
            if (!straight) continue;
            if (depth >= MaxDepth || judge(q, depth + 1) == Forbidden::None) return true;
        }
        return false;
    }

    Board board_;
};

}  // namespace

std::string_view to_string(Forbidden f) {
    switch (f) {
        case Forbidden::None:
            return "none";
        case Forbidden::Overline:
            return "overline";
        case Forbidden::DoubleFour:
            return "double_four";
        case Forbidden::DoubleThree:
            return "double_three";
    }
    return "unknown";
}

Forbidden forbidden_kind(const Board& board, Point p) {
    if (board.at(p) != Stone::Empty) return Forbidden::None;
    return RenjuAnalyzer(board).judge(p, 0);
}

std::vector<Point> forbidden_points(const Board& board) {
    std::vector<Point> out;
    RenjuAnalyzer analyzer(board);
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x)
            if (board.at(x, y) == Stone::Empty && analyzer.judge({x, y}, 0) != Forbidden::None)
                out.push_back({x, y});
    return out;
}

}  // namespace pinqi::gomoku
