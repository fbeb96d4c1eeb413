// The fixed search benchmark's positions are real positions.
#include <catch2/catch.hpp>
#include <string>

#include "xiangqi/ai/bench.h"

TEST_CASE("bench: every line is legal, and a line with an illegal move is refused, not cut short",
          "[xiangqi_ai][bench]") {
    using namespace pinqi::xiangqi::ai;
    const BenchReport ok = run_bench(1);
    INFO(ok.error);
    REQUIRE(ok.error.empty());
    REQUIRE(ok.lines.size() == bench_positions().size());

    // The middle game once had the chariot jump the e6 soldier at ply 11.
    const BenchPosition bad[] = {
        {"start", "", ""},
        {"middle game", "",
         "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7 g6c6 g9e7 b0c2 a9b9 a0b0 b7b3"}};
    const BenchReport refused = run_bench(1, bad);
    REQUIRE(refused.lines.empty());
    REQUIRE(refused.error.find("middle game") != std::string::npos);
    REQUIRE(refused.error.find("ply 11 g6c6") != std::string::npos);
}
