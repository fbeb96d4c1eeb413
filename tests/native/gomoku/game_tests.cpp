#include <catch2/catch.hpp>

#include "board_builder.h"

using namespace pinqi::gomoku;
using pinqi::gomoku::test::play;

TEST_CASE("undo removes the last move, not the stone with the highest index", "[gomoku][game]") {
    Game g(15, Rule::Freestyle);
    REQUIRE(g.place({5, 13}) == PlaceError::Ok);  // index 200
    REQUIRE(g.place({10, 0}) == PlaceError::Ok);  // index 10
    REQUIRE(g.undo(1));
    REQUIRE(g.board().at(10, 0) == Stone::Empty);
    REQUIRE(g.board().at(5, 13) == Stone::Black);
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.history().size() == 1);
    REQUIRE(g.history().back().point == Point{5, 13});
}

TEST_CASE("two undos in a row pop two moves in order", "[gomoku][game]") {
    Game g(15, Rule::Freestyle);
    REQUIRE(g.place({5, 13}) == PlaceError::Ok);
    REQUIRE(g.place({10, 0}) == PlaceError::Ok);
    REQUIRE(g.place({7, 7}) == PlaceError::Ok);
    REQUIRE(g.undo(1));
    REQUIRE(g.undo(1));
    REQUIRE(g.history().size() == 1);
    REQUIRE(g.board().at(7, 7) == Stone::Empty);
    REQUIRE(g.board().at(10, 0) == Stone::Empty);
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.undo(1));
    REQUIRE(g.turn() == Stone::Black);
    REQUIRE(g.board().stone_count() == 0);
}

TEST_CASE("undo(n) with fewer than n moves refuses and changes nothing", "[gomoku][game]") {
    Game g(15, Rule::Freestyle);
    REQUIRE_FALSE(g.undo(1));
    REQUIRE(g.place({7, 7}) == PlaceError::Ok);
    REQUIRE_FALSE(g.undo(2));
    REQUIRE_FALSE(g.undo(-1));
    REQUIRE(g.history().size() == 1);
    REQUIRE(g.board().at(7, 7) == Stone::Black);
    REQUIRE(g.undo(0));
    REQUIRE(g.history().size() == 1);
}

TEST_CASE("restart clears everything and undo after restart refuses", "[gomoku][game]") {
    Game g = play(Rule::Freestyle, {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}},
                  {{5, 9}, {7, 9}, {9, 9}, {11, 9}});
    REQUIRE(g.over());
    g.restart();
    REQUIRE_FALSE(g.over());
    REQUIRE(g.history().empty());
    REQUIRE(g.board().stone_count() == 0);
    REQUIRE(g.turn() == Stone::Black);
    REQUIRE_FALSE(g.undo(1));
}

TEST_CASE("undo after a win reopens the game", "[gomoku][game]") {
    Game g = play(Rule::Freestyle, {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}},
                  {{5, 9}, {7, 9}, {9, 9}, {11, 9}});
    REQUIRE(g.undo(1));
    REQUIRE_FALSE(g.over());
    REQUIRE(g.outcome().line.empty());
    REQUIRE(g.turn() == Stone::Black);
}

TEST_CASE("place refuses occupied, out-of-range and after-the-end points and changes nothing",
          "[gomoku][game]") {
    Game g(15, Rule::Freestyle);
    REQUIRE(g.place({7, 7}) == PlaceError::Ok);
    REQUIRE(g.place({7, 7}) == PlaceError::Occupied);
    REQUIRE(g.place({15, 0}) == PlaceError::OutOfBounds);
    REQUIRE(g.place({0, 15}) == PlaceError::OutOfBounds);
    REQUIRE(g.place({-1, 3}) == PlaceError::OutOfBounds);
    REQUIRE(g.history().size() == 1);
    REQUIRE(g.turn() == Stone::White);

    Game won = play(Rule::Freestyle, {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}},
                    {{5, 9}, {7, 9}, {9, 9}, {11, 9}});
    REQUIRE(won.place({0, 0}) == PlaceError::GameOver);
    REQUIRE(won.history().size() == 9);
    REQUIRE(won.board().at(0, 0) == Stone::Empty);
}

TEST_CASE("the history records every move with its player and has no small cap", "[gomoku][game]") {
    // 20x20 filled without a five: 400 moves, all recorded.
    Game g(20, Rule::Freestyle);
    // Pattern: columns alternate in pairs, shifted every row, so no colour gets five.
    std::vector<Point> black, white;
    for (int y = 0; y < 20; ++y)
        for (int x = 0; x < 20; ++x) ((x / 2 + y) % 2 == 0 ? black : white).push_back({x, y});
    REQUIRE(black.size() == white.size());
    for (std::size_t i = 0; i < 400; ++i) {
        const Point p = i % 2 == 0 ? black[i / 2] : white[i / 2];
        REQUIRE(g.place(p) == PlaceError::Ok);
        REQUIRE(g.history().back().player == (i % 2 == 0 ? Stone::Black : Stone::White));
    }
    REQUIRE(g.history().size() == 400);
    REQUIRE(g.outcome().status == Status::Draw);
}

TEST_CASE("a full board with no five is a draw", "[gomoku][game]") {
    // BBWWB / WWBBW / BBWWB / WWBBW / BBWWB: 13 black, 12 white, no five anywhere.
    const char* rows[5] = {"BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"};
    std::vector<Point> black, white;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) (rows[y][x] == 'B' ? black : white).push_back({x, y});
    Game g = play(Rule::Freestyle, black, white, 5);
    REQUIRE(g.outcome().status == Status::Draw);
    REQUIRE(g.outcome().reason() == "board_full");
    REQUIRE(g.outcome().winner() == Stone::Empty);
    REQUIRE(g.place({0, 0}) == PlaceError::GameOver);
}

TEST_CASE("board sizes are 5 to 20", "[gomoku][game]") {
    REQUIRE(Game::valid_size(5));
    REQUIRE(Game::valid_size(20));
    REQUIRE_FALSE(Game::valid_size(4));
    REQUIRE_FALSE(Game::valid_size(21));
    REQUIRE(Game().size() == 15);
}

TEST_CASE("resign ends the game for the other side; undo withdraws it with the move",
          "[gomoku][game]") {
    Game g(15, Rule::Freestyle);
    REQUIRE(g.place({7, 7}) == PlaceError::Ok);
    REQUIRE(g.resign(Stone::White));
    REQUIRE(g.over());
    REQUIRE(g.outcome().winner() == Stone::Black);
    REQUIRE(g.outcome().reason() == "resign");
    REQUIRE(g.outcome().line.empty());
    REQUIRE(g.place({8, 8}) == PlaceError::GameOver);
    REQUIRE_FALSE(g.resign(Stone::Black));  // already over: nothing changes
    REQUIRE(g.outcome().winner() == Stone::Black);
    REQUIRE(g.undo(1));
    REQUIRE_FALSE(g.over());
    REQUIRE(g.history().empty());
    REQUIRE_FALSE(g.resign(Stone::Empty));
    REQUIRE_FALSE(g.over());
}
