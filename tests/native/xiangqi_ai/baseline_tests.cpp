#include <algorithm>
#include <catch2/catch.hpp>

#include "xiangqi/ai/baseline.h"
#include "xiangqi/ai/timeman.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;

TEST_CASE("baseline: the greedy player takes the most valuable piece", "[xiangqi_ai][baseline]") {
    Position pos;
    // Red's chariot can take a horse (b5) or a chariot (h5... via the rank).
    REQUIRE(parse_fen("3k5/9/9/9/1n2R2r1/9/9/9/9/4K4 w - - 0 1", pos).ok());
    pinqi::Random rng(1);
    CHECK(to_iccs(ai::greedy_move(pos, rng)) == "e5h5");
}

TEST_CASE("baseline: the depth-3 material search wins a free piece and sees a mate in one",
          "[xiangqi_ai][baseline]") {
    Position pos;
    REQUIRE(parse_fen("4k4/9/9/9/1n7/9/9/9/9/1R1K5 w - - 0 1", pos).ok());
    pinqi::Random rng(1);
    CHECK(to_iccs(ai::material_search_move(pos, 3, rng)) == "b0b5");
    REQUIRE(parse_fen("9/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1", pos).ok());
    CHECK(to_iccs(ai::material_search_move(pos, 3, rng)) == "b5d5");
}

TEST_CASE("timeman: a clock is spent gradually and a move time is never exceeded",
          "[xiangqi_ai][time]") {
    ai::Clock clock;
    clock.time[Red] = 60'000;
    clock.increment[Red] = 1'000;
    const ai::TimeBudget b = ai::allot_time(clock, Red);
    CHECK(b.soft_ms > 1'000);
    CHECK(b.soft_ms <= b.hard_ms);
    CHECK(b.hard_ms < 60'000 / 2);
    clock.time[Black] = 100;
    const ai::TimeBudget tight = ai::allot_time(clock, Black);
    CHECK(tight.hard_ms < 100);
    CHECK(ai::allot_time(ai::Clock{}, Red).hard_ms == 0);
}

TEST_CASE("timeman: in sudden death a move may use at most a fifth of what is left",
          "[xiangqi_ai][time]") {
    ai::Clock clock;
    for (int left : {20, 100, 1'000, 10'000, 300'000}) {
        clock.time[Red] = left;
        const ai::TimeBudget b = ai::allot_time(clock, Red);
        INFO(left);
        CHECK(b.hard_ms >= 1);
        CHECK(b.hard_ms <= std::max(1, left / 5));
        CHECK(b.soft_ms <= b.hard_ms);
    }
}

TEST_CASE("timeman: a five-minute sudden-death game of 150 moves is not lost on time",
          "[xiangqi_ai][time]") {
    // Each move spends twice its soft budget (an unsettled search) plus 10 ms of transport.
    ai::Clock clock;
    clock.time[Red] = 300'000;
    for (int move = 0; move < 150; ++move) {
        const ai::TimeBudget b = ai::allot_time(clock, Red);
        clock.time[Red] -= std::min(2 * b.soft_ms, b.hard_ms) + 10;
        REQUIRE(clock.time[Red] > 0);
    }
}
