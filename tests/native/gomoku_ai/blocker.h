#pragma once
// The blocking bot (tests and benchmarks only, never a shipped level): the
// player a beginner is, built on the rules alone. In order it
//   1. makes five,
//   2. blocks the opponent's five-point,
//   3. makes a double threat (an open four or two fours),
//   4. stops the opponent's open three (the point that leaves it the fewest
//      open-four points),
//   5. otherwise extends its own longest line (the baseline's pattern value,
//      half weight on the opponent's).
#include <vector>

#include "../../../bench/gomoku/baseline.h"
#include "gomoku/forbidden.h"
#include "gomoku/game.h"
#include "gomoku/win.h"

namespace pinqi::gomoku::test {

// Does `s` win by placing on the empty point p?
inline bool wins_at(Board& board, Point p, Stone s, Rule rule) {
    board.put(p, s);
    const bool won = !winning_line(board, p, rule).empty();
    board.clear(p);
    return won;
}

// Points where `s` completes five, on the lines through `around` (within four steps).
inline int five_points_through(Board& board, Point around, Stone s, Rule rule) {
    int n = 0;
    for (const Direction d : Directions)
        for (int k = -4; k <= 4; ++k) {
            const Point q{around.x + k * d.dx, around.y + k * d.dy};
            if (k != 0 && board.at(q) == Stone::Empty && wins_at(board, q, s, rule)) ++n;
        }
    return n;
}

// The empty points near stones where the side to move may play.
inline std::vector<Point> near_legal_points(const Game& game) {
    std::vector<Point> out;
    const Board& b = game.board();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            if (b.at(x, y) != Stone::Empty) continue;
            bool near = false;
            for (int dy = -2; dy <= 2 && !near; ++dy)
                for (int dx = -2; dx <= 2 && !near; ++dx) {
                    const Stone s = b.at(x + dx, y + dy);
                    near = s == Stone::Black || s == Stone::White;
                }
            if (near && game.check({x, y}) == PlaceError::Ok) out.push_back({x, y});
        }
    return out;
}

// Points of `where` at which `s` (to move or not) would make two or more
// five-points at once: an open four or a double four. Under Renju a point
// forbidden to Black is no threat of Black's.
inline std::vector<Point> double_threat_points(const Board& board, Stone s, Rule rule,
                                               const std::vector<Point>& where) {
    std::vector<Point> out;
    Board b = board;
    for (const Point p : where) {
        if (b.at(p) != Stone::Empty) continue;
        if (rule == Rule::Renju && s == Stone::Black && forbidden_kind(b, p) != Forbidden::None)
            continue;
        b.put(p, s);
        const int fives = five_points_through(b, p, s, rule);
        b.clear(p);
        if (fives >= 2) out.push_back(p);
    }
    return out;
}

inline Point blocker_move(const Game& game) {
    const int n = game.size();
    if (game.history().empty()) return {n / 2, n / 2};
    const Stone us = game.turn();
    const Stone them = opponent(us);
    const Rule rule = game.rule();
    const std::vector<Point> moves = near_legal_points(game);
    if (moves.empty()) return {-1, -1};
    Board b = game.board();
    for (const Point p : moves)
        if (wins_at(b, p, us, rule)) return p;
    for (const Point p : moves)
        if (wins_at(b, p, them, rule)) return p;
    const auto ours = double_threat_points(b, us, rule, moves);
    if (!ours.empty()) return ours.front();
    std::vector<Point> empty;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (b.at(x, y) == Stone::Empty) empty.push_back({x, y});
    const auto theirs = double_threat_points(b, them, rule, empty);
    if (!theirs.empty()) {
        Point best = moves.front();
        std::size_t fewest = theirs.size() + 1;
        for (const Point p : moves) {
            b.put(p, us);
            const std::size_t left = double_threat_points(b, them, rule, theirs).size();
            b.clear(p);
            if (left < fewest) fewest = left, best = p;
        }
        return best;
    }
    return baseline::baseline_move(game);
}

}  // namespace pinqi::gomoku::test
