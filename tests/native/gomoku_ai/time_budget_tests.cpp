#include <catch2/catch.hpp>

#include "gomoku/ai/time_budget.h"

using namespace pinqi::gomoku::ai;

TEST_CASE("time budget: a turn limit alone keeps a margin and stops iterating early",
          "[gomoku_ai][time]") {
    TimeControl tc;
    tc.turn_ms = 1000;
    tc.stones = 20;
    const TimeBudget b = plan_move_time(tc);
    // The hard stop leaves 4% of the turn (at least 20 ms) for the stop and the answer,
    // and no more: the time a move leaves is lost with a turn limit alone.
    REQUIRE(b.maximum_ms == 960);
    REQUIRE(b.optimum_ms < b.maximum_ms);
    REQUIRE(b.optimum_ms >= b.maximum_ms / 2);
    tc.turn_ms = 200;
    REQUIRE(plan_move_time(tc).maximum_ms == 180);
}

TEST_CASE("time budget: no limits means no budget", "[gomoku_ai][time]") {
    const TimeBudget b = plan_move_time({});
    REQUIRE(b.maximum_ms == 0);
    REQUIRE(b.optimum_ms == 0);
}

TEST_CASE("time budget: a tiny turn limit still gives a positive budget", "[gomoku_ai][time]") {
    TimeControl tc;
    tc.turn_ms = 20;
    const TimeBudget b = plan_move_time(tc);
    REQUIRE(b.maximum_ms > 0);
    REQUIRE(b.maximum_ms < 20);
    REQUIRE(b.optimum_ms > 0);
}

TEST_CASE("time budget: match time left is shared over the moves to come", "[gomoku_ai][time]") {
    TimeControl tc;
    tc.turn_ms = 30'000;
    tc.match_ms = 180'000;
    tc.left_ms = 60'000;
    tc.stones = 10;
    const TimeBudget early = plan_move_time(tc);
    // Never a fifth of what is left in one move, and the usual share is far less.
    REQUIRE(early.maximum_ms <= 12'000);
    REQUIRE(early.optimum_ms <= 60'000 / 8);
    tc.left_ms = 2'000;
    const TimeBudget short_of_time = plan_move_time(tc);
    REQUIRE(short_of_time.maximum_ms <= 400);
    REQUIRE(short_of_time.optimum_ms <= short_of_time.maximum_ms);
    // Late in a long game the share grows (fewer moves to come).
    tc.left_ms = 60'000;
    tc.stones = 150;
    REQUIRE(plan_move_time(tc).optimum_ms >= early.optimum_ms);
}
