#pragma once
// Slow references and invariant checks for Gomoku, shared by the stress tests
// and the fuzz targets. Each check returns an empty string when all is well,
// else a description of what broke (so a fuzz target can abort with it).
#include <string>
#include <vector>

#include "gomoku/game.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "renju_reference.h"

namespace pinqi::reliability::gomoku_ref {

using namespace pinqi::gomoku;

// Does any unbroken row on the whole board win for `s` under `rule`?
// Walks every row from its first stone; knows nothing of the last move.
inline bool has_winning_row(const Board& b, Stone s, Rule rule) {
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            if (b.at(x, y) != s) continue;
            for (const Direction d : Directions) {
                if (b.at(x - d.dx, y - d.dy) == s) continue;  // not the row's first stone
                int length = 0;
                while (b.at(x + length * d.dx, y + length * d.dy) == s) ++length;
                const bool wins = rule == Rule::Freestyle ? length >= 5
                                  : rule == Rule::Standard
                                      ? length == 5
                                      : (s == Stone::Black ? length == 5 : length >= 5);
                if (wins) return true;
            }
        }
    return false;
}

// Built by appending: GCC 12 misreports "(" + std::to_string(...) as overlapping memcpy.
inline std::string point_name(Point p) {
    std::string out(1, '(');
    out.append(std::to_string(p.x)).append(1, ',').append(std::to_string(p.y)).append(1, ')');
    return out;
}

// Renju, Black to move, and the slow checker finds every empty point forbidden.
inline bool only_forbidden_left(const Game& g) {
    if (g.rule() != Rule::Renju || g.turn() != Stone::Black) return false;
    for (int y = 0; y < g.size(); ++y)
        for (int x = 0; x < g.size(); ++x)
            if (g.board().at(x, y) == Stone::Empty &&
                renju::forbidden_kind(g.board(), {x, y}) == Forbidden::None)
                return false;
    return true;
}

// The outcome must be exactly what a scan of the whole board says.
inline std::string check_outcome(const Game& g) {
    const bool black = has_winning_row(g.board(), Stone::Black, g.rule());
    const bool white = has_winning_row(g.board(), Stone::White, g.rule());
    const int stones = g.board().stone_count();
    if (stones != int(g.history().size())) return "stone count differs from history length";
    Status expected = Status::Ongoing;
    if (black && white) return "both colours have a winning row";
    if (black)
        expected = Status::BlackWon;
    else if (white)
        expected = Status::WhiteWon;
    else if (stones == g.size() * g.size() || only_forbidden_left(g))
        expected = Status::Draw;
    if (g.outcome().status != expected)
        return std::string("outcome ")
            .append(std::to_string(int(g.outcome().status)))
            .append(" but the board scan says ")
            .append(std::to_string(int(expected)));
    return {};
}

// check(p) on an empty point under Renju with Black to move must say
// Forbidden exactly when the slow definitional checker does.
inline std::string check_forbidden_verdict(const Game& g, Point p) {
    if (g.rule() != Rule::Renju || g.over() || g.turn() != Stone::Black) return {};
    if (g.board().at(p) != Stone::Empty) return {};
    const bool fast = g.check(p) == PlaceError::Forbidden;
    const Forbidden slow = renju::forbidden_kind(g.board(), p);
    if (fast != (slow != Forbidden::None))
        return "forbidden verdict at " + point_name(p) + ": fast " + (fast ? "yes" : "no") +
               ", slow " + std::string(to_string(slow));
    return {};
}

// Every forbidden point the game lists, and no other, per the slow checker.
inline std::string check_forbidden_points(const Game& g) {
    if (g.rule() != Rule::Renju) return {};
    std::vector<Point> slow;
    for (int y = 0; y < g.size(); ++y)
        for (int x = 0; x < g.size(); ++x)
            if (renju::forbidden_kind(g.board(), {x, y}) != Forbidden::None) slow.push_back({x, y});
    if (slow != g.forbidden_points()) return "forbidden_points differs from the slow checker";
    return {};
}

// A game replayed from its own record is the same game.
inline std::string check_record_round_trip(const Game& g) {
    const std::string text = to_record(g);
    const RecordResult back = parse_record(text);
    if (!back.ok) return "own record rejected: " + back.error + "\n" + text;
    if (back.game.size() != g.size() || back.game.rule() != g.rule())
        return "record round trip changed size or rule";
    const auto& a = back.game.history();
    const auto& b = g.history();
    if (a.size() != b.size()) return "record round trip changed the move count";
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i].point == b[i].point) || a[i].player != b[i].player)
            return std::string("record round trip changed move ").append(std::to_string(i));
    if (back.game.outcome().status != g.outcome().status)
        return "record round trip changed the outcome";
    if (to_record(back.game) != text) return "record is not a fixed point";
    return {};
}

// Stones of the board as a flat vector, for before/after comparisons.
inline std::vector<Stone> snapshot(const Board& b) {
    std::vector<Stone> out;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) out.push_back(b.at(x, y));
    return out;
}

inline std::string check_notation_round_trip(Point p, int size) {
    const auto back = parse_notation(to_notation(p, size), size);
    if (!back || !(*back == p)) return "notation round trip failed at " + point_name(p);
    return {};
}

}  // namespace pinqi::reliability::gomoku_ref
