#include <catch2/catch.hpp>

#include "common/puzzle_rating.h"

using pinqi::puzzle_rating;
using pinqi::PuzzleFeatures;

TEST_CASE("a puzzle never rates easier for being longer, harder to find, or more unique",
          "[puzzle][rating]") {
    const PuzzleFeatures base{3, 2, 5, 2000, 1};
    const int r = puzzle_rating(base);
    PuzzleFeatures f = base;
    f.length = 4;
    REQUIRE(puzzle_rating(f) > r);
    f = base;
    f.effort = 20000;
    REQUIRE(puzzle_rating(f) > r);
    f = base;
    f.candidates = 12;
    REQUIRE(puzzle_rating(f) > r);
    f = base;
    f.first_moves = 1;
    REQUIRE(puzzle_rating(f) > r);
    f = base;
    f.quiet_moves = 2;
    REQUIRE(puzzle_rating(f) > r);
}

TEST_CASE("ratings stay within 400..3000 and are multiples of ten", "[puzzle][rating]") {
    REQUIRE(puzzle_rating({1, 50, 1, 0, 0}) == 400);
    REQUIRE(puzzle_rating({30, 1, 500, 1'000'000'000, 20}) == 3000);
    REQUIRE(puzzle_rating({1, 1, 1, 0, 0}) == 500);
    REQUIRE(puzzle_rating({5, 2, 7, 1234, 1}) % 10 == 0);
}
