// The search and the levels: budgets, cancellation, determinism and the
// promises every level keeps (take a mate in one, parry a mate in one).
#include <atomic>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "fen_position.h"
#include "tactics_positions.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

namespace {

const char* Middlegame =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1";

}  // namespace

TEST_CASE("search: every level takes a mate in one", "[xiangqi_ai][levels]") {
    ai::Engine engine(8);
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
        for (const Tactic& t : Tactics) {
            if (std::string(t.kind) != "mate1") continue;
            ai::ThinkOptions options;
            options.level = level;
            options.seed = 12345;
            const ai::SearchResult r = engine.think(from_fen(t.fen), {}, options);
            INFO("level " << level << " " << t.fen);
            CHECK(to_iccs(r.best) == t.answer);
        }
}

TEST_CASE("search: every level parries a threatened mate in one", "[xiangqi_ai][levels]") {
    ai::Engine engine(8);
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
        for (const Tactic& t : Tactics) {
            if (std::string(t.kind) != "parry1") continue;
            ai::ThinkOptions options;
            options.level = level;
            options.seed = 777;
            const ai::SearchResult r = engine.think(from_fen(t.fen), {}, options);
            INFO("level " << level << " " << t.fen);
            CHECK(to_iccs(r.best) == t.answer);
        }
}

TEST_CASE("search: the same position, level and seed give the same move", "[xiangqi_ai]") {
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
        ai::Engine a(8), b(8);
        ai::ThinkOptions options;
        options.level = level;
        options.seed = 99;
        options.nodes = 60'000;
        const ai::SearchResult ra = a.think(from_fen(Middlegame), {}, options);
        // A different search in between must not change the next answer.
        b.think(from_fen(StartFen.data()), {}, options);
        const ai::SearchResult rb = b.think(from_fen(Middlegame), {}, options);
        CHECK(ra.best == rb.best);
        CHECK(ra.score == rb.score);
        CHECK(ra.nodes == rb.nodes);
    }
}

TEST_CASE("search: weak levels vary with the seed, but only among sensible moves",
          "[xiangqi_ai][levels]") {
    ai::Engine engine(8);
    std::vector<Move> seen;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        ai::ThinkOptions options;
        options.level = ai::MinLevel;
        options.seed = seed;
        const ai::SearchResult r = engine.think(from_fen(StartFen.data()), {}, options);
        REQUIRE(legal(from_fen(StartFen.data()), r.best));
        if (std::find(seen.begin(), seen.end(), r.best) == seen.end()) seen.push_back(r.best);
        // Never a move that simply loses material: the opening position is level.
        CHECK(r.score > -150);
    }
    CHECK(seen.size() >= 2);
}

TEST_CASE("search: a node budget is respected and a move always comes back", "[xiangqi_ai]") {
    ai::Engine engine(8);
    for (std::uint64_t budget : {1ull, 100ull, 5'000ull, 50'000ull}) {
        ai::ThinkOptions options;
        options.nodes = budget;
        const ai::SearchResult r = engine.think(from_fen(Middlegame), {}, options);
        INFO("budget " << budget << " used " << r.nodes);
        CHECK(legal(from_fen(Middlegame), r.best));
        CHECK(r.depth >= 1);
        if (r.depth > 2) CHECK(r.nodes <= budget + 1);  // the first two plies always finish
    }
}

TEST_CASE("search: a raised stop flag ends the search after the first two iterations",
          "[xiangqi_ai]") {
    ai::Engine engine(8);
    std::atomic<bool> stop{true};
    ai::ThinkOptions options;
    options.stop = &stop;
    const ai::SearchResult r = engine.think(from_fen(Middlegame), {}, options);
    CHECK(legal(from_fen(Middlegame), r.best));
    CHECK(r.depth == 2);
}

TEST_CASE("search: even a tiny budget sees a mate in one, for and against", "[xiangqi_ai]") {
    ai::Engine engine(8);
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
        for (const Tactic& t : Tactics) {
            const std::string kind = t.kind;
            if (kind != "mate1" && kind != "parry1") continue;
            ai::ThinkOptions options;
            options.level = level;
            options.nodes = 1;
            const ai::SearchResult r = engine.think(from_fen(t.fen), {}, options);
            INFO("level " << level << " " << t.fen);
            CHECK(to_iccs(r.best) == t.answer);
        }
}

TEST_CASE("search: progress reports each iteration with a legal best-so-far line", "[xiangqi_ai]") {
    ai::Engine engine(8);
    std::vector<ai::IterationReport> reports;
    ai::ThinkOptions options;
    options.depth = 6;
    options.progress = [&](const ai::IterationReport& r) { reports.push_back(r); };
    const ai::SearchResult r = engine.think(from_fen(Middlegame), {}, options);
    REQUIRE(reports.size() == 6);
    for (size_t i = 0; i < reports.size(); ++i) {
        CHECK(reports[i].depth == int(i) + 1);
        Position pos = from_fen(Middlegame);
        for (Move m : reports[i].pv) {
            REQUIRE(is_legal(pos, m));
            pos.do_move(m);
        }
    }
    CHECK(reports.back().pv.front() == r.best);
    CHECK(r.depth == 6);
}

TEST_CASE("search: a position with no legal move returns no move and a lost score",
          "[xiangqi_ai]") {
    // Black after Red's mating b5d5.
    Position pos = from_fen("9/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1");
    pos.do_move(make_move(make_square(1, 5), make_square(3, 5)));
    MoveList list;
    generate_legal(pos, list);
    REQUIRE(list.size == 0);
    ai::Engine engine(1);
    const ai::SearchResult r = engine.think(pos, {}, {});
    CHECK(r.best == NoMove);
    CHECK(r.score <= -ai::MateBound);
}

TEST_CASE("search: levels are ordered by depth and noise", "[xiangqi_ai][levels]") {
    for (int level = ai::MinLevel; level < ai::MaxLevel; ++level) {
        const auto& lo = ai::level_settings(level);
        const auto& hi = ai::level_settings(level + 1);
        CHECK(lo.noise > hi.noise);
        if (hi.max_depth) CHECK(lo.max_depth < hi.max_depth);
    }
    CHECK(ai::level_settings(0).name == ai::level_settings(ai::MinLevel).name);
    CHECK(ai::level_settings(99).name == ai::level_settings(ai::MaxLevel).name);
}

TEST_CASE("search: a restricted root searches only the moves asked for", "[xiangqi_ai]") {
    // Red's chariot takes Black's for nothing (e1e4). With the root restricted to two quiet
    // moves (UCI searchmoves; multi-PV's later lines), neither the capture's score nor a bound
    // from it may come back. The root once searched every move and only recorded the listed
    // ones, so it answered "mate 2" for two moves that win nothing.
    Position pos = from_fen("4k4/9/9/9/9/4r4/9/9/4R4/3K5 w - - 0 1");
    ai::Engine engine(8);
    ai::ThinkOptions options;
    options.depth = 8;
    const ai::SearchResult free_choice = engine.think(pos, {}, options);
    CHECK(to_iccs(free_choice.best) == "e1e4");
    CHECK(free_choice.score > 500);

    const Move quiet[] = {parse_iccs(pos, "d0d1").move, parse_iccs(pos, "e1f1").move};
    options.root_moves.assign(std::begin(quiet), std::end(quiet));
    const ai::SearchResult r = engine.think(pos, {}, options);
    CHECK((r.best == quiet[0] || r.best == quiet[1]));
    CHECK(r.score < 300);
    CHECK(r.score > -ai::DecisiveBound);
    REQUIRE_FALSE(r.pv.empty());
    CHECK(r.pv[0] == r.best);
}
