#include <catch2/catch.hpp>

#include "gomoku/ai/engine.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;

TEST_CASE("the search sees a set-up position's stones and side to move", "[gomoku_ai][position]") {
    // White to move with an open four of its own on the board: White wins at once.
    SetupResult r =
        Game::from_position(15, Rule::Freestyle, {{7, 7}, {8, 8}, {9, 9}, {1, 1}, {13, 1}},
                            {{3, 10}, {4, 10}, {5, 10}, {6, 10}}, Stone::White);
    REQUIRE(r.ok());
    const Position pos = to_position(r.game);
    REQUIRE(pos.side_to_move() == Stone::White);
    REQUIRE(pos.move_count() == 9);
    REQUIRE(pos.at(pos.cell(8, 8)) == Stone::Black);
    REQUIRE(pos.at(pos.cell(4, 10)) == Stone::White);

    Engine engine(4);
    ThinkOptions options;
    options.nodes = 20000;
    const ThinkResult t = engine.think(r.game, options);
    REQUIRE(t.has_move);
    REQUIRE((t.move == Point{2, 10} || t.move == Point{7, 10}));
    REQUIRE(r.game.board().at(t.move) == Stone::Empty);
}

TEST_CASE("a blocked point stops the search's lines like the edge", "[gomoku_ai][position]") {
    // Black's four d11..g11 is closed by a blocked point on c11: only h11 makes five
    // (without the block, c11 would make one too).
    Setup setup;
    setup.black = {{3, 4}, {4, 4}, {5, 4}, {6, 4}};
    setup.white = {{3, 10}, {9, 9}};
    setup.blocked = {{2, 4}, {12, 12}};
    setup.to_move = Stone::Black;
    SetupResult r = Game::from_position(15, Rule::Freestyle, setup);
    REQUIRE(r.ok());
    const Position pos = to_position(r.game);
    REQUIRE(pos.at(pos.cell(2, 4)) == Stone::Outside);
    REQUIRE(pos.fives(Stone::Black).count() == 1);
    REQUIRE(pos.fives(Stone::Black).test(pos.cell(7, 4)));
}
