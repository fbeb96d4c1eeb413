#include "gomoku/ai/swap2.h"

#include <algorithm>
#include <cstdlib>

#include "common/stable_sort.h"
#include "gomoku/ai/movegen.h"

namespace pinqi::gomoku::ai {

namespace {

// Three-stone openings near the centre (offsets from it: Black, White, Black) that our own
// engine scored near even (`gomoku_match openings`, bench/gomoku/openings): the candidates
// for the first three stones, judged again at the time of the game.
struct Offset {
    int dx, dy;
};
constexpr Offset Openings[][3] = {
    {{0, 0}, {0, -2}, {-1, -3}}, {{0, 0}, {-1, -2}, {3, 2}}, {{0, 0}, {-1, -1}, {3, 3}},
    {{0, 0}, {0, -1}, {-2, 1}},  {{0, 0}, {-1, -2}, {3, 0}}, {{0, 0}, {-1, -2}, {0, -2}},
    {{0, 0}, {-1, -1}, {3, -1}}, {{0, 0}, {-1, -1}, {3, 1}},
};

}  // namespace

ThinkOptions share_budget(const ThinkOptions& options, int parts) {
    ThinkOptions o = options;
    o.level = MaxLevel;
    o.progress = {};
    if (o.time_ms > 0) {
        o.time_ms = std::max(o.time_ms / parts, 1);
        o.optimum_ms = std::max(o.time_ms * 6 / 10, 1);
    }
    if (o.nodes > 0)
        o.nodes = std::max<std::uint64_t>(o.nodes / static_cast<unsigned>(parts), 1000);
    return o;
}

std::vector<Point> likely_moves(const Game& game, int count) {
    Position pos = to_position(game);
    const Stone us = pos.side_to_move();
    int moves[MaxCells];
    const int n = candidate_moves(pos, duty_of(pos), moves);
    std::vector<std::pair<int, int>> scored;
    for (int i = 0; i < n; ++i)
        if (!pos.forbidden_for(moves[i], us))
            scored.push_back({order_score(pos, moves[i], us), moves[i]});
    compact_stable_sort(scored.begin(), scored.end(),
                        [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Point> out;
    for (int i = 0; i < count && i < static_cast<int>(scored.size()); ++i)
        out.push_back(pos.point(scored[static_cast<std::size_t>(i)].second));
    return out;
}

namespace {

Swap2Decision first_three(DecisionSearches& searches, int size, Rule rule,
                          const ThinkOptions& options) {
    const int c = size / 2;
    Swap2Decision best;
    best.kind = Swap2Decision::Kind::Stones;
    int best_distance = 1 << 30;
    const int count = static_cast<int>(std::size(Openings));
    for (int i = 0; i < count; ++i) {
        Game game(size, rule);
        std::vector<Point> stones;
        for (const Offset o : Openings[i]) stones.push_back({c + o.dx, c + o.dy});
        bool ok = true;
        for (const Point p : stones) ok = ok && game.place(p) == PlaceError::Ok;
        if (!ok) continue;
        searches.clear_hash();
        const Searched r = searches.think(game, share_budget(options, count));
        if (std::abs(r.score) < best_distance) {
            best_distance = std::abs(r.score);
            best.stones = stones;
            best.score = r.score;
        }
    }
    return best;
}

// Three stones: stay White and move, swap to Black, or add two stones near even.
Swap2Decision after_three(DecisionSearches& searches, const Game& game,
                          const ThinkOptions& options) {
    Swap2Decision d;
    const Searched r = searches.think(game, share_budget(options, 3));
    d.score = r.score;
    if (r.score > Swap2Balance && r.has_move) {
        d.kind = Swap2Decision::Kind::Move;
        d.stones = {r.move};
        return d;
    }
    if (r.score < -Swap2Balance || !r.has_move) {
        d.kind = Swap2Decision::Kind::Swap;
        return d;
    }
    // Near even: White's best fourth stone, then the Black fifth that leaves it most even.
    Game four = game;
    four.place(r.move);
    const std::vector<Point> fifths = likely_moves(four, 6);
    d.kind = Swap2Decision::Kind::Stones;
    d.stones = {r.move, fifths.empty() ? r.move : fifths.front()};
    int best_distance = 1 << 30;
    for (const Point b : fifths) {
        Game five = four;
        if (five.place(b) != PlaceError::Ok || five.over()) continue;
        const Searched v =
            searches.think(five, share_budget(options, 3 * static_cast<int>(fifths.size())));
        if (std::abs(v.score) < best_distance) {
            best_distance = std::abs(v.score);
            d.stones[1] = b;
            d.score = v.score;
        }
    }
    return d;
}

// Five stones: play White's sixth stone when White stands no worse, else take Black.
Swap2Decision after_five(DecisionSearches& searches, const Game& game,
                         const ThinkOptions& options) {
    Swap2Decision d;
    const Searched r = searches.think(game, share_budget(options, 1));
    d.score = r.score;
    if (r.score >= 0 && r.has_move) {
        d.kind = Swap2Decision::Kind::Move;
        d.stones = {r.move};
    } else {
        d.kind = Swap2Decision::Kind::Swap;
    }
    return d;
}

}  // namespace

Swap2Answer decide_swap2(DecisionSearches& searches, int size, Rule rule,
                         const std::vector<Point>& stones, const ThinkOptions& options) {
    Swap2Answer out;
    if (!Game::valid_size(size) || size < 7) return out;
    if (stones.size() != 0 && stones.size() != 3 && stones.size() != 5) return out;
    Game game(size, rule);
    for (const Point p : stones)
        if (game.place(p) != PlaceError::Ok || game.over()) return out;
    out.valid = true;
    if (stones.empty())
        out.decision = first_three(searches, size, rule, options);
    else if (stones.size() == 3)
        out.decision = after_three(searches, game, options);
    else
        out.decision = after_five(searches, game, options);
    return out;
}

}  // namespace pinqi::gomoku::ai
