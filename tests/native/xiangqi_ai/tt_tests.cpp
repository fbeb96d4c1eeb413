#include <catch2/catch.hpp>

#include "xiangqi/ai/tt.h"

using namespace pinqi::xiangqi;

TEST_CASE("tt: an entry comes back with what was stored", "[xiangqi_ai][tt]") {
    ai::TranspositionTable tt(1);
    const Key key = 0x123456789abcdef1ull;
    tt.store(key, make_move(1, 10), 42, 17, 7, ai::BoundExact, true);
    ai::TTEntry e;
    REQUIRE(tt.probe(key, e));
    CHECK(e.move == make_move(1, 10));
    CHECK(e.value == 42);
    CHECK(e.eval == 17);
    CHECK(e.depth == 7);
    CHECK(e.bound() == ai::BoundExact);
    CHECK_FALSE(tt.probe(key ^ (Key(1) << 40), e));
    tt.clear();
    CHECK_FALSE(tt.probe(key, e));
}

TEST_CASE("tt: mate scores are stored relative to the node", "[xiangqi_ai][tt]") {
    const ai::Value at_root = ai::mate_in(9);
    const ai::Value stored = ai::value_to_tt(at_root, 4);
    CHECK(stored == ai::mate_in(5));
    CHECK(ai::value_from_tt(stored, 2) == ai::mate_in(7));
    CHECK(ai::value_to_tt(123, 9) == 123);
}

TEST_CASE("tt: the size is configurable and stays within the budget", "[xiangqi_ai][tt]") {
    ai::TranspositionTable tt(32);
    CHECK(tt.size_megabytes() == 32);
    tt.resize(2);
    CHECK(tt.size_megabytes() == 2);
}
