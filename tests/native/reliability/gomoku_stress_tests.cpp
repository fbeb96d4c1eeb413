// Random Gomoku games under every rule, with undo storms and record round
// trips; after every step the outcome must match a scan of the whole board
// and, under Renju, the forbidden verdict must match the slow checker.
#include <catch2/catch.hpp>
#include <vector>

#include "gomoku_reference.h"
#include "stress_config.h"

using namespace pinqi::gomoku;
using namespace pinqi::reliability;
namespace ref = pinqi::reliability::gomoku_ref;

namespace {

// Mostly next to an existing stone, so rows, fours and forbidden shapes are common.
Point random_point(const Game& g, Rng& rng) {
    const auto& h = g.history();
    if (h.empty() || below(rng, 8) == 0) return {below(rng, g.size()), below(rng, g.size())};
    const Point near = h[std::size_t(below(rng, int(h.size())))].point;
    return {near.x + below(rng, 5) - 2, near.y + below(rng, 5) - 2};
}

struct Totals {
    long games = 0, steps = 0, undos = 0, forbidden_checks = 0, forbidden_hits = 0, wins = 0;
};

void play_one(Rng& rng, Rule rule, int size, Totals& t) {
    Game g(size, rule);
    std::vector<std::vector<Stone>> boards{ref::snapshot(g.board())};
    const int max_steps = size * size + 20;
    for (int step = 0; step < max_steps && !g.over(); ++step) {
        ++t.steps;
        if (g.history().size() >= 2 && below(rng, 20) == 0) {
            // An undo storm: take back several moves, then check the board is the earlier one.
            const int n = 1 + below(rng, std::min<int>(6, int(g.history().size())));
            REQUIRE(g.undo(n));
            boards.resize(boards.size() - std::size_t(n));
            ++t.undos;
            REQUIRE(ref::snapshot(g.board()) == boards.back());
            REQUIRE(ref::check_outcome(g) == "");
            continue;
        }
        const Point p = random_point(g, rng);
        if (rule == Rule::Renju && g.turn() == Stone::Black && g.board().at(p) == Stone::Empty) {
            ++t.forbidden_checks;
            t.forbidden_hits += g.check(p) == PlaceError::Forbidden;
            REQUIRE(ref::check_forbidden_verdict(g, p) == "");
        }
        const auto before = ref::snapshot(g.board());
        const PlaceError e = g.place(p);
        if (e != PlaceError::Ok) {
            REQUIRE(ref::snapshot(g.board()) == before);  // a refused place changes nothing
            continue;
        }
        boards.push_back(ref::snapshot(g.board()));
        REQUIRE(ref::check_outcome(g) == "");
    }
    t.wins += g.outcome().status == Status::BlackWon || g.outcome().status == Status::WhiteWon;
    REQUIRE(ref::check_record_round_trip(g) == "");
    if (g.over() && g.history().size() >= 1) {
        // Undoing the winning move reopens the game on the previous board.
        REQUIRE(g.undo(1));
        REQUIRE(ref::check_outcome(g) == "");
        REQUIRE(ref::check_record_round_trip(g) == "");
    }
    ++t.games;
}

}  // namespace

TEST_CASE("random Gomoku games keep the outcome equal to a whole-board scan", "[stress][gomoku]") {
    Rng rng(seed(1));
    Totals t;
    const int games = count_from_env("PINQI_GOMOKU_GAMES", 2400);
    const Rule rules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju};
    for (int i = 0; i < games; ++i) {
        const Rule rule = rules[i % 3];
        const int size = i % 5 == 0 ? MinSize + below(rng, MaxSize - MinSize + 1) : DefaultSize;
        play_one(rng, rule, size, t);
    }
    WARN("gomoku stress: " << t.games << " games, " << t.steps << " steps, " << t.undos
                           << " undo storms, " << t.wins << " wins, " << t.forbidden_checks
                           << " forbidden verdicts checked (" << t.forbidden_hits << " forbidden)");
    CHECK(t.games == games);
    CHECK(t.forbidden_hits > 0);
}

TEST_CASE("forbidden_points lists exactly the slow checker's points in random Renju games",
          "[stress][gomoku][renju]") {
    Rng rng(seed(2));
    Totals t;
    const int games = count_from_env("PINQI_RENJU_LIST_GAMES", 30);
    long lists = 0, listed = 0;
    for (int i = 0; i < games; ++i) {
        Game g(DefaultSize, Rule::Renju);
        for (int step = 0; step < 60 && !g.over(); ++step) {
            g.place(random_point(g, rng));
            if (g.turn() == Stone::Black && step % 4 == 0) {
                REQUIRE(ref::check_forbidden_points(g) == "");
                ++lists;
                listed += long(g.forbidden_points().size());
            }
        }
    }
    WARN("renju forbidden lists: " << lists << " boards, " << listed << " forbidden points listed");
    CHECK(lists > 0);
}

TEST_CASE("Gomoku notation round-trips on every point of every size", "[stress][gomoku]") {
    for (int size = MinSize; size <= MaxSize; ++size)
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                REQUIRE(ref::check_notation_round_trip({x, y}, size) == "");
}
