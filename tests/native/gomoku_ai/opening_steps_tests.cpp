#include <catch2/catch.hpp>

#include "gomoku/ai/opening_move.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;

// An opening decision in steps (OpeningSteps: the AI Worker without shared memory, which
// hears a stop only between wasm calls) runs one slice of one search a step, and gives the
// answer one run gives with the same node budget. The budgets give the searches shares of
// more than one slice (DecisionSliceNodes), so that some go on over several steps.

namespace {

ThinkOptions nodes(std::uint64_t n) {
    ThinkOptions o;
    o.nodes = n;
    return o;
}

// The game's stones placed through its opening, the colours kept as placed (RIF: White
// chosen at the swap point).
struct Opened {
    Game game;
    Opening opening;
};

Opened opened(OpeningRule rule, Rule game_rule, const std::vector<Point>& stones) {
    Opened o{Game(15, game_rule), Opening(rule)};
    for (std::size_t i = 0; i < stones.size(); ++i) {
        if (rule == OpeningRule::Rif && i == 3)
            REQUIRE(o.opening.choose(o.game, Stone::White).empty());
        REQUIRE(o.opening.place(o.game, stones[i]).empty());
    }
    return o;
}

struct Compared {
    OpeningMoveAnswer one, stepped;
    int steps = 0;
};

// The decision in one run and in steps, each on a fresh engine.
Compared compare(const Opened& o, const ThinkOptions& options) {
    Compared c;
    Engine whole(4), sliced(4);
    c.one = decide_opening(whole, o.game, o.opening, options);
    OpeningSteps steps(o.game, o.opening, options);
    while (!steps.step(sliced, 20)) REQUIRE(steps.steps() < 1000);
    c.stepped = steps.answer();
    c.steps = steps.steps();
    return c;
}

void check_same(const Compared& c) {
    INFO("steps: " << c.steps);
    CHECK(c.stepped.code == c.one.code);
    CHECK(c.stepped.move.kind == c.one.move.kind);
    CHECK(c.stepped.move.colour == c.one.move.colour);
    CHECK(c.stepped.move.stones == c.one.move.stones);
    CHECK(c.stepped.move.score == c.one.move.score);
}

}  // namespace

TEST_CASE("opening steps: the Swap2 first three stones, 8 searches of 25,000 nodes",
          "[gomoku_ai][opening_steps]") {
    const Opened o = opened(OpeningRule::Swap2, Rule::Freestyle, {});
    const Compared c = compare(o, nodes(200'000));
    REQUIRE(c.one.code.empty());
    REQUIRE(c.one.move.stones.size() == 3);
    check_same(c);
    CHECK(c.steps > 8);  // a step a slice: 20,000 and 5,000 nodes a search
}

TEST_CASE("opening steps: the Swap2 choice after three stones (a search of 30,000 nodes first)",
          "[gomoku_ai][opening_steps]") {
    for (const std::vector<Point>& stones :
         {std::vector<Point>{{7, 7}, {7, 5}, {6, 4}}, std::vector<Point>{{7, 7}, {6, 6}, {10, 10}},
          std::vector<Point>{{0, 0}, {7, 7}, {14, 14}}}) {
        const Opened o = opened(OpeningRule::Swap2, Rule::Renju, stones);
        const Compared c = compare(o, nodes(90'000));
        REQUIRE(c.one.code.empty());
        check_same(c);
        CHECK(c.steps >= 2);
    }
}

TEST_CASE("opening steps: the Swap2 choice after five stones (one search of 50,000 nodes)",
          "[gomoku_ai][opening_steps]") {
    Opened o = opened(OpeningRule::Swap2, Rule::Standard, {{7, 7}, {7, 5}, {6, 4}});
    REQUIRE(o.opening.place_two(o.game).empty());
    REQUIRE(o.opening.place(o.game, {8, 6}).empty());
    REQUIRE(o.opening.place(o.game, {5, 5}).empty());
    const Compared c = compare(o, nodes(50'000));
    REQUIRE(c.one.code.empty());
    REQUIRE(c.one.move.kind == OpeningMove::Kind::Choose);
    check_same(c);
    CHECK(c.steps == 3);
}

TEST_CASE("opening steps: RIF colour, offer and pick", "[gomoku_ai][opening_steps]") {
    SECTION("the colour at the swap point: one search of 50,000 nodes") {
        Opened o = opened(OpeningRule::Rif, Rule::Renju, {{7, 7}, {8, 6}, {9, 7}});
        const Compared c = compare(o, nodes(50'000));
        REQUIRE(c.one.move.kind == OpeningMove::Kind::Choose);
        check_same(c);
        CHECK(c.steps == 3);
    }
    SECTION("the offer of two fifth moves: 8 searches of 25,000 nodes") {
        const Opened o = opened(OpeningRule::Rif, Rule::Renju, {{7, 7}, {7, 6}, {8, 8}, {6, 6}});
        const Compared c = compare(o, nodes(200'000));
        REQUIRE(c.one.move.kind == OpeningMove::Kind::Offer);
        check_same(c);
        CHECK(c.steps > 8);
    }
    SECTION("the pick among the offered: 2 searches of 30,000 nodes") {
        Opened o = opened(OpeningRule::Rif, Rule::Renju, {{7, 7}, {7, 6}, {8, 8}, {6, 6}});
        REQUIRE(o.opening.offer(o.game, {9, 9}, {5, 9}).empty());
        const Compared c = compare(o, nodes(60'000));
        REQUIRE(c.one.move.kind == OpeningMove::Kind::Select);
        check_same(c);
        CHECK(c.steps >= 2);
    }
}

TEST_CASE("opening steps: a timed decision in 20 ms steps ends with an answer the opening takes",
          "[gomoku_ai][opening_steps]") {
    Opened o = opened(OpeningRule::Swap2, Rule::Freestyle, {});
    ThinkOptions options;
    options.time_ms = 400;  // 50 ms a candidate: three steps or more each
    Engine engine(4);
    OpeningSteps steps(o.game, o.opening, options);
    while (!steps.step(engine, 20)) REQUIRE(steps.steps() < 1000);
    CHECK(steps.steps() > 8);  // some search went on over several steps
    REQUIRE(steps.answer().code.empty());
    for (const Point p : steps.answer().move.stones) REQUIRE(o.opening.place(o.game, p).empty());
}
