#include <catch2/catch.hpp>

#include "board_builder.h"
#include "gomoku/win.h"

using namespace pinqi::gomoku;
using pinqi::gomoku::test::play;

TEST_CASE("nine-move game: black wins on move nine with exactly its five stones", "[gomoku][win]") {
    const std::vector<Point> black{{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}};
    const std::vector<Point> white{{5, 9}, {7, 9}, {9, 9}, {11, 9}};
    Game g(15, Rule::Freestyle);
    for (int i = 0; i < 8; ++i) {
        REQUIRE(g.place(i % 2 == 0 ? black[i / 2] : white[i / 2]) == PlaceError::Ok);
        REQUIRE_FALSE(g.over());
    }
    REQUIRE(g.place(black[4]) == PlaceError::Ok);
    REQUIRE(g.outcome().status == Status::BlackWon);
    REQUIRE(g.outcome().winner() == Stone::Black);
    REQUIRE(g.outcome().line == black);
    REQUIRE(g.outcome().reason() == "five");
}

TEST_CASE("vertical and both diagonal fives win", "[gomoku][win]") {
    SECTION("vertical") {
        Game g = play(Rule::Freestyle, {{3, 2}, {3, 3}, {3, 4}, {3, 5}, {3, 6}},
                      {{0, 0}, {1, 0}, {2, 0}, {4, 0}});
        REQUIRE(g.outcome().status == Status::BlackWon);
        REQUIRE(g.outcome().line.size() == 5);
        REQUIRE(g.outcome().line.front() == Point{3, 2});
    }
    SECTION("diagonal down-right") {
        Game g = play(Rule::Freestyle, {{2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}},
                      {{0, 9}, {1, 9}, {2, 9}, {3, 9}});
        REQUIRE(g.outcome().status == Status::BlackWon);
    }
    SECTION("diagonal up-right, completed in the middle, won by white") {
        Game g = play(Rule::Freestyle, {{0, 0}, {1, 0}, {2, 0}, {4, 0}, {9, 9}},
                      {{2, 10}, {3, 9}, {5, 7}, {6, 6}, {4, 8}});
        REQUIRE(g.outcome().status == Status::WhiteWon);
        REQUIRE(g.outcome().line == std::vector<Point>{{2, 10}, {3, 9}, {4, 8}, {5, 7}, {6, 6}});
    }
}

TEST_CASE("a line broken by an empty point or an opponent stone does not win", "[gomoku][win]") {
    SECTION("gap") {
        Game g = play(Rule::Freestyle, {{1, 1}, {2, 1}, {3, 1}, {5, 1}, {6, 1}},
                      {{0, 9}, {1, 9}, {2, 9}, {3, 9}});
        REQUIRE_FALSE(g.over());
    }
    SECTION("opponent stone in the middle") {
        Game g = play(Rule::Freestyle, {{1, 1}, {2, 1}, {3, 1}, {5, 1}, {6, 1}},
                      {{4, 1}, {1, 9}, {2, 9}, {3, 9}});
        REQUIRE_FALSE(g.over());
    }
}

TEST_CASE("no win across the row boundary: index 14 and 15 are not neighbours", "[gomoku][win]") {
    // (11..14, 0) are indices 11..14 and (0,1) is index 15: contiguous in memory only.
    Game g = play(Rule::Freestyle, {{11, 0}, {12, 0}, {13, 0}, {14, 0}, {0, 1}},
                  {{5, 5}, {7, 5}, {9, 5}, {11, 5}});
    REQUIRE_FALSE(g.over());
    REQUIRE(g.history().size() == 9);
}

TEST_CASE("no win across the column boundary on the anti-diagonal", "[gomoku][win]") {
    Game g = play(Rule::Freestyle, {{2, 0}, {1, 1}, {0, 2}, {14, 2}, {13, 3}},
                  {{5, 5}, {7, 5}, {9, 5}, {11, 5}});
    REQUIRE_FALSE(g.over());
}

TEST_CASE("overline: freestyle wins, standard does not and play goes on", "[gomoku][win]") {
    const std::vector<Point> black{{1, 7}, {2, 7}, {3, 7}, {5, 7}, {6, 7}, {4, 7}};
    const std::vector<Point> white{{1, 0}, {3, 0}, {5, 0}, {7, 0}, {9, 0}};
    Game free = play(Rule::Freestyle, black, white);
    REQUIRE(free.outcome().status == Status::BlackWon);
    REQUIRE(free.outcome().line.size() == 6);

    Game standard = play(Rule::Standard, black, white);
    REQUIRE_FALSE(standard.over());
    REQUIRE(standard.check({10, 10}) == PlaceError::Ok);
}

TEST_CASE("standard rule: exactly five still wins", "[gomoku][win]") {
    Game g = play(Rule::Standard, {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}},
                  {{5, 9}, {7, 9}, {9, 9}, {11, 9}});
    REQUIRE(g.outcome().status == Status::BlackWon);
}

TEST_CASE("win detection on the smallest and largest boards", "[gomoku][win]") {
    Game small = play(Rule::Freestyle, {{0, 4}, {1, 3}, {2, 2}, {3, 1}, {4, 0}},
                      {{0, 0}, {1, 0}, {2, 0}, {3, 0}}, 5);
    REQUIRE(small.outcome().status == Status::BlackWon);
    Game large = play(Rule::Freestyle, {{15, 19}, {16, 19}, {17, 19}, {18, 19}, {19, 19}},
                      {{0, 0}, {1, 0}, {2, 0}, {3, 0}}, 20);
    REQUIRE(large.outcome().status == Status::BlackWon);
}
