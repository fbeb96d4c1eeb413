#include "gomoku/ai/rif.h"

#include <algorithm>
#include <cstdlib>
#include <limits>

#include "common/stable_sort.h"
#include "gomoku/ai/swap2.h"

namespace pinqi::gomoku::ai {

namespace {

// The score of `game` for the side to move, searched afresh within `options`.
int searched(DecisionSearches& searches, const Game& game, const ThinkOptions& options) {
    searches
        .clear_hash();  // each candidate judged on its own, so the choice does not depend on order
    return searches.think(game, options).score;
}

// The empty points of the central square of side `area`, nearest the centre first.
std::vector<Point> central_points(const Game& game, int area) {
    const int c = game.size() / 2, half = area / 2;
    std::vector<Point> out;
    for (int y = c - half; y <= c + half; ++y)
        for (int x = c - half; x <= c + half; ++x)
            if (game.check({x, y}) == PlaceError::Ok) out.push_back({x, y});
    compact_stable_sort(out.begin(), out.end(), [c](Point a, Point b) {
        return std::abs(a.x - c) + std::abs(a.y - c) < std::abs(b.x - c) + std::abs(b.y - c);
    });
    return out;
}

}  // namespace

std::vector<Point> rif_opening_stones(DecisionSearches& searches, const Game& game,
                                      const ThinkOptions& options) {
    Game g = game;
    std::vector<Point> out;
    while (g.history().size() < 3 && !g.over()) {
        const int n = static_cast<int>(g.history().size());
        const std::vector<Point> points = central_points(g, 2 * n + 1);
        if (points.empty()) break;
        Point chosen = points.front();
        if (n == 2) {
            // The third stone: the one that leaves White (to move) nearest to even.
            int best = std::numeric_limits<int>::max();
            const ThinkOptions each = share_budget(options, static_cast<int>(points.size()));
            for (const Point p : points) {
                Game three = g;
                if (three.place(p) != PlaceError::Ok || three.over()) continue;
                const int distance = std::abs(searched(searches, three, each));
                if (distance < best) {
                    best = distance;
                    chosen = p;
                }
            }
        }
        if (g.place(chosen) != PlaceError::Ok) break;
        out.push_back(chosen);
    }
    return out;
}

RifColour rif_choose_colour(DecisionSearches& searches, const Game& game,
                            const ThinkOptions& options) {
    RifColour out;
    out.score = searched(searches, game, share_budget(options, 1));
    out.colour = out.score >= 0 ? Stone::White : Stone::Black;
    return out;
}

RifOffer rif_offer(DecisionSearches& searches, const Game& game, const Opening& opening,
                   const ThinkOptions& options) {
    // Candidates judged by the search, best for Black first.
    const std::vector<Point> likely = likely_moves(game, 8);
    std::vector<std::pair<int, Point>> judged;
    const ThinkOptions each = share_budget(options, std::max<int>(1, likely.size()));
    for (const Point p : likely) {
        Game five = game;
        if (five.place(p) != PlaceError::Ok) continue;
        judged.push_back({five.over() ? 30000 : -searched(searches, five, each), p});
    }
    compact_stable_sort(judged.begin(), judged.end(),
                        [](const auto& a, const auto& b) { return a.first > b.first; });
    // The rest of the board, unjudged, nearest the centre first: only if too few were judged.
    for (const Point p : central_points(game, game.size()))
        if (std::none_of(judged.begin(), judged.end(),
                         [p](const auto& j) { return j.second == p; }))
            judged.push_back({std::numeric_limits<int>::min(), p});
    return pick_offer(game, opening, judged);
}

RifOffer pick_offer(const Game& game, const Opening& opening,
                    const std::vector<std::pair<int, Point>>& ranked) {
    RifOffer out;
    // The pair whose worse move is best: the smallest j with some i < j the opening accepts.
    for (std::size_t j = 1; j < ranked.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            Opening trial = opening;
            if (!trial.offer(game, ranked[i].second, ranked[j].second).empty()) continue;
            out.valid = true;
            out.first = ranked[i].second;
            out.second = ranked[j].second;
            out.score = ranked[j].first;
            return out;
        }
    }
    return out;
}

RifPick rif_select(DecisionSearches& searches, const Game& game, const std::vector<Point>& offered,
                   const ThinkOptions& options) {
    RifPick out;
    int best = std::numeric_limits<int>::min();
    const ThinkOptions each = share_budget(options, std::max<int>(1, offered.size()));
    for (const Point p : offered) {
        Game five = game;
        if (five.place(p) != PlaceError::Ok) continue;
        const int score = five.over() ? -30000 : searched(searches, five, each);
        if (score > best) {
            best = score;
            out.move = p;
            out.score = score;
        }
    }
    return out;
}

}  // namespace pinqi::gomoku::ai
