#include <catch2/catch.hpp>

#include "gomoku/ai/swap2.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;

namespace {

ThinkOptions budget() {
    ThinkOptions o;
    o.nodes = 60'000;
    return o;
}

}  // namespace

TEST_CASE("swap2: on the empty board, three legal stones near the centre", "[gomoku_ai][swap2]") {
    for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        Engine engine(4);
        const Swap2Answer a = decide_swap2(engine, 15, rule, {}, budget());
        REQUIRE(a.valid);
        REQUIRE(a.decision.kind == Swap2Decision::Kind::Stones);
        REQUIRE(a.decision.stones.size() == 3);
        Game game(15, rule);
        for (const Point p : a.decision.stones) {
            REQUIRE(game.place(p) == PlaceError::Ok);
            REQUIRE(std::abs(p.x - 7) <= 4);
            REQUIRE(std::abs(p.y - 7) <= 4);
        }
        // The opening it chose is one it judged close to even for White, to move.
        REQUIRE(std::abs(a.decision.score) <= 4 * Swap2Balance);
    }
}

TEST_CASE("swap2: after five stones where Black attacks, it takes Black", "[gomoku_ai][swap2]") {
    // Black h8 h7 h6 is an open three (White far away): White must block and stays behind.
    Engine engine(4);
    const std::vector<Point> stones = {{7, 7}, {0, 0}, {7, 8}, {14, 0}, {7, 9}};
    const Swap2Answer a = decide_swap2(engine, 15, Rule::Standard, stones, budget());
    REQUIRE(a.valid);
    REQUIRE(a.decision.kind == Swap2Decision::Kind::Swap);
}

TEST_CASE("swap2: after three stones that favour White, it stays White and moves",
          "[gomoku_ai][swap2]") {
    // Black's two stones sit in far corners, White's on the centre.
    Engine engine(4);
    const std::vector<Point> stones = {{0, 0}, {7, 7}, {14, 14}};
    const Swap2Answer a = decide_swap2(engine, 15, Rule::Freestyle, stones, budget());
    REQUIRE(a.valid);
    REQUIRE(a.decision.kind == Swap2Decision::Kind::Move);
    REQUIRE(a.decision.stones.size() == 1);
    Game game(15, Rule::Freestyle);
    for (const Point p : stones) game.place(p);
    REQUIRE(game.place(a.decision.stones[0]) == PlaceError::Ok);
}

TEST_CASE("swap2: two stones added after three are White's then Black's, both legal",
          "[gomoku_ai][swap2]") {
    // Whatever it decides for these openings, what it answers can be played.
    for (const std::vector<Point>& stones :
         {std::vector<Point>{{7, 7}, {7, 5}, {6, 4}}, std::vector<Point>{{7, 7}, {6, 6}, {10, 10}},
          std::vector<Point>{{7, 7}, {8, 7}, {9, 9}}}) {
        Engine engine(4);
        const Swap2Answer a = decide_swap2(engine, 15, Rule::Renju, stones, budget());
        REQUIRE(a.valid);
        Game game(15, Rule::Renju);
        for (const Point p : stones) game.place(p);
        if (a.decision.kind == Swap2Decision::Kind::Stones) REQUIRE(a.decision.stones.size() == 2);
        for (const Point p : a.decision.stones) REQUIRE(game.place(p) == PlaceError::Ok);
    }
}

TEST_CASE("swap2: other stone counts and unreachable positions are refused", "[gomoku_ai][swap2]") {
    Engine engine(4);
    REQUIRE_FALSE(decide_swap2(engine, 15, Rule::Freestyle, {{7, 7}}, budget()).valid);
    REQUIRE_FALSE(
        decide_swap2(engine, 15, Rule::Freestyle, {{7, 7}, {8, 8}, {9, 9}, {1, 1}}, budget())
            .valid);
    REQUIRE_FALSE(
        decide_swap2(engine, 15, Rule::Freestyle, {{7, 7}, {7, 7}, {9, 9}}, budget()).valid);
    REQUIRE_FALSE(
        decide_swap2(engine, 15, Rule::Freestyle, {{7, 7}, {8, 8}, {15, 9}}, budget()).valid);
}
