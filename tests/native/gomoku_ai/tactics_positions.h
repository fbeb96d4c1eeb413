#pragma once
// The Gomoku tactics suite, shared by the tests (which require every position
// solved at the top level) and bench/gomoku (which times each one).
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/ai/engine.h"
#include "gomoku/forbidden.h"
#include "gomoku/notation.h"
#include "gomoku/win.h"

namespace pinqi::gomoku::ai::test {

// What solving a position means.
enum class Expect {
    WinNow,  // the move makes five
    Move,    // the move is one of `points`
    Avoid,   // the move is legal and none of `points`
    Wins,    // the move starts a forced win whose line checks out move by move
};

struct Tactic {
    const char* name;
    Rule rule;
    const char* black;  // stones in display notation; Black moves when the counts are equal
    const char* white;
    const char* moves;  // or a whole game in move order (then black/white are empty)
    Expect expect;
    const char* points;  // for Move / Avoid
    int transform = 0;   // one of the 8 board symmetries applied to everything
};

constexpr std::uint64_t TacticsNodes = 400'000;

inline Point transformed(Point p, int t, int size) {
    const int m = size - 1;
    switch (t) {
        case 1:
            return {m - p.x, p.y};
        case 2:
            return {p.x, m - p.y};
        case 3:
            return {m - p.x, m - p.y};
        case 4:
            return {p.y, p.x};
        case 5:
            return {m - p.y, p.x};
        case 6:
            return {p.y, m - p.x};
        case 7:
            return {m - p.y, m - p.x};
        default:
            return p;
    }
}

inline std::vector<Point> points_of(std::string_view text, int t) {
    std::vector<Point> out;
    while (!text.empty()) {
        const auto space = text.find(' ');
        const auto word = text.substr(0, space);
        if (const auto p = parse_notation(word, DefaultSize))
            out.push_back(transformed(*p, t, DefaultSize));
        text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    }
    return out;
}

// The position of a tactic; an empty history means the setup was refused.
inline Game setup(const Tactic& t) {
    Game game(DefaultSize, t.rule);
    std::vector<Point> order = points_of(t.moves, t.transform);
    if (order.empty()) {
        const auto black = points_of(t.black, t.transform), white = points_of(t.white, t.transform);
        for (std::size_t i = 0; i < black.size() + white.size(); ++i) {
            const auto& side = i % 2 == 0 ? black : white;
            if (i / 2 >= side.size()) return Game(DefaultSize, t.rule);
            order.push_back(side[i / 2]);
        }
    }
    for (Point p : order)
        if (game.place(p) != PlaceError::Ok) return Game(DefaultSize, t.rule);
    return game;
}

// Points where `s` would complete a winning line now.
inline std::vector<Point> five_points(const Game& game, Stone s) {
    std::vector<Point> out;
    Board b = game.board();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            if (b.at(x, y) != Stone::Empty) continue;
            b.put({x, y}, s);
            if (!winning_line(b, {x, y}, game.rule()).empty()) out.push_back({x, y});
            b.clear({x, y});
        }
    return out;
}

// Checks a winning line by the rules alone: every attacking move must leave
// the defender no five and either win, leave two five-points, leave a single
// five-point Black may not take, or be answered on its only five-point.
inline bool forced_win(Game game, const std::vector<Point>& line) {
    const Stone attacker = game.turn();
    const Stone defender = opponent(attacker);
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (game.turn() != attacker) {
            if (game.place(line[i]) != PlaceError::Ok) return false;
            continue;
        }
        if (game.place(line[i]) != PlaceError::Ok) return false;
        if (game.outcome().winner() == attacker) return true;
        if (!five_points(game, defender).empty()) return false;
        const auto threats = five_points(game, attacker);
        if (threats.size() >= 2) return true;
        if (threats.size() != 1) return false;
        if (game.rule() == Rule::Renju && defender == Stone::Black &&
            forbidden_kind(game.board(), threats[0]) != Forbidden::None)
            return true;
        if (i + 1 >= line.size() || !(line[i + 1] == threats[0])) return false;
    }
    return false;
}

inline bool solved(const Tactic& t, const Game& game, const ThinkResult& r) {
    if (!r.has_move || game.check(r.move) != PlaceError::Ok) return false;
    const auto listed = points_of(t.points, t.transform);
    bool in_list = false;
    for (Point p : listed) in_list = in_list || p == r.move;
    switch (t.expect) {
        case Expect::WinNow: {
            Game g = game;
            g.place(r.move);
            return g.outcome().winner() == game.turn();
        }
        case Expect::Move:
            return in_list;
        case Expect::Avoid:
            return !in_list;
        case Expect::Wins:
            return is_winning(r.reason.code) && forced_win(game, r.pv);
    }
    return false;
}

// Hand-built positions; each is also used under board symmetries below.
inline constexpr Tactic Base[] = {
    // Win in one.
    {"black takes the five", Rule::Freestyle, "h8 i8 j8 k8", "h9 i9 j9 k7", "", Expect::WinNow, ""},
    {"white takes the five", Rule::Freestyle, "h8 i7 j6 c3 d3", "e10 e11 e12 e13", "",
     Expect::WinNow, ""},
    {"standard: five, not the overline", Rule::Standard, "d8 e8 f8 g8 i8", "d10 e10 f10 k12 m12",
     "", Expect::Move, "c8"},
    {"standard: white five, not the overline", Rule::Standard, "d10 e10 f10 k12 m12 n2",
     "d8 e8 f8 g8 i8", "", Expect::Move, "c8"},
    {"renju: black five, not the overline", Rule::Renju, "d8 e8 f8 g8 i8", "d10 e10 f10 k12 m12",
     "", Expect::Move, "c8"},
    {"renju: white overline wins", Rule::Renju, "d10 e10 f10 k12 m12 n2", "d8 e8 f8 g8 i8", "",
     Expect::WinNow, ""},
    {"freestyle: the overline wins too", Rule::Freestyle, "d8 e8 f8 g8 i8", "d10 e10 f10 k12 m12",
     "", Expect::WinNow, ""},
    {"black diagonal five under an open four", Rule::Renju, "e5 f6 g7 h8", "e6 f7 g8 a1", "",
     Expect::WinNow, ""},
    // Block a five.
    {"black blocks a four", Rule::Freestyle, "g9 a1 c1 e1", "h9 i9 j9 k9", "", Expect::Move, "l9"},
    {"white blocks a four", Rule::Freestyle, "f5 f6 f7 f8 m13", "f4 a15 c15 e15", "", Expect::Move,
     "f9"},
    {"renju: white blocks black's split four", Rule::Renju, "f8 g8 i8 j8 m3", "e8 a15 c15 e15", "",
     Expect::Move, "h8"},
    {"standard: only the exact-five end needs blocking", Rule::Standard, "b8 d8 e8 f8 g8",
     "a15 c15 e15 g15", "", Expect::Move, "h8"},
    {"renju: black's overline end is no threat", Rule::Renju, "b8 d8 e8 f8 g8", "a15 c15 e15 g15",
     "", Expect::Move, "h8"},
    {"block the four before pushing an open three", Rule::Freestyle, "h8 h9 h10 h11 c3",
     "h7 e6 f6 g6", "", Expect::Move, "h12"},
    // Stop an open three.
    {"black stops an open three", Rule::Freestyle, "h7 f11 a1", "h9 i9 j9", "", Expect::Move,
     "f9 g9 k9 l9"},
    {"white stops a vertical open three", Rule::Freestyle, "e6 e7 e8 k11", "j4 a15 b15", "",
     Expect::Move, "e4 e5 e9 e10"},
    {"renju: white stops a diagonal open three", Rule::Renju, "g7 h8 i9 c13", "f9 n2 n4", "",
     Expect::Move, "e5 f6 j10 k11"},
    {"renju: black stops a split three", Rule::Renju, "h11 c3 m3", "g9 i9 j9", "", Expect::Move,
     "f9 h9 k9"},
    {"standard: black stops an open three", Rule::Standard, "h12 c12 m4", "g6 h6 i6", "",
     Expect::Move, "e6 f6 j6 k6"},
    // Renju traps.
    {"renju: black avoids a double four", Rule::Renju, "f8 g8 h8 i11 i10 i9", "e8 i12 a1 c1 n1 a15",
     "", Expect::Avoid, "i8"},
    {"renju: black avoids a double three", Rule::Renju, "h8 i8 j9 j10 a1", "c3 c5 m13 a15 o1", "",
     Expect::Avoid, "j8"},
    {"renju: black avoids the overline", Rule::Renju, "d8 e8 f8 h8 i8 a1", "c8 j8 n13 a15 o1 o3",
     "", Expect::Avoid, "g8"},
    {"renju: white fours onto black's forbidden point", Rule::Renju, "h8 i8 k9 l10 j3 j9",
     "j5 j6 j7 a15 o15", "", Expect::Move, "j4"},
    {"renju: white wins through a forbidden block", Rule::Renju, "h8 i8 k9 l10 j3 j9",
     "j5 j6 j7 a15 o15", "", Expect::Wins, ""},
};

// Positions with a continuous-four win, mined from self-play and frozen here.
inline constexpr Tactic Mined[] = {
#include "vcf_positions.inc"
};

// Positions won by threes and fours (and not by fours alone), mined the same way.
inline constexpr Tactic MinedVct[] = {
#include "vct_positions.inc"
};

// Positions whose only defences are counter-fours, mined the same way.
inline constexpr Tactic MinedCounter[] = {
#include "counter_positions.inc"
};

inline std::vector<Tactic> all_tactics() {
    std::vector<Tactic> out;
    for (const Tactic& t : Base) {
        out.push_back(t);
        Tactic mirrored = t;
        mirrored.transform = 5;
        out.push_back(mirrored);
    }
    for (const Tactic& t : Mined) out.push_back(t);
    for (const Tactic& t : MinedVct) out.push_back(t);
    for (const Tactic& t : MinedCounter) out.push_back(t);
    return out;
}

inline const std::vector<Tactic> Tactics = all_tactics();

}  // namespace pinqi::gomoku::ai::test
