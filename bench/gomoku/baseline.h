#pragma once
// The reference baseline opponent (tests and benchmarks only, never a shipped
// level): the FiveInRow-style one-ply pattern scorer
//   score = attack × 1.1 + defend − 0.5 × distance to centre
// with five 100000, open four 10000, open three 1000, open two 100.
#include <cmath>

#include "gomoku/game.h"

namespace pinqi::gomoku::baseline {

// The value of the unbroken run through p along d for the colour on p.
inline double run_value(const Board& board, Point p, Direction d) {
    const Stone s = board.at(p);
    const int back = board.count_from(p, {-d.dx, -d.dy}, s);
    const int forward = board.count_from(p, d, s);
    const int run = back + forward + 1;
    const Point before{p.x - (back + 1) * d.dx, p.y - (back + 1) * d.dy};
    const Point after{p.x + (forward + 1) * d.dx, p.y + (forward + 1) * d.dy};
    const int open = (board.at(before) == Stone::Empty) + (board.at(after) == Stone::Empty);
    if (run >= 5) return 100000;
    if (open == 0) return 0;
    switch (run) {
        case 4:
            return open == 2 ? 10000 : 1000;
        case 3:
            return open == 2 ? 1000 : 100;
        case 2:
            return open == 2 ? 100 : 10;
        default:
            return open == 2 ? 1 : 0;
    }
}

inline double point_value(Board& board, Point p, Stone s) {
    board.put(p, s);
    double v = 0;
    for (const Direction d : Directions) v += run_value(board, p, d);
    board.clear(p);
    return v;
}

// The baseline's move: the best-scoring legal empty point within two of a stone.
inline Point baseline_move(const Game& game) {
    const int n = game.size();
    const Point centre{n / 2, n / 2};
    if (game.history().empty()) return centre;
    Board board = game.board();
    const Stone us = game.turn();
    Point best{-1, -1};
    double best_score = -1e18;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const Point p{x, y};
            if (board.at(p) != Stone::Empty) continue;
            bool near = false;
            for (int dy = -2; dy <= 2 && !near; ++dy)
                for (int dx = -2; dx <= 2 && !near; ++dx) {
                    const Stone s = board.at(x + dx, y + dy);
                    near = s == Stone::Black || s == Stone::White;
                }
            if (!near || game.check(p) != PlaceError::Ok) continue;
            const double attack = point_value(board, p, us);
            const double defend = point_value(board, p, opponent(us));
            const double distance = std::hypot(x - centre.x, y - centre.y);
            const double score = attack * 1.1 + defend - 0.5 * distance;
            if (score > best_score) best_score = score, best = p;
        }
    }
    return best;
}

}  // namespace pinqi::gomoku::baseline
