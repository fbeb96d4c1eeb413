#include <catch2/catch.hpp>

#include "board_builder.h"
#include "gomoku/forbidden.h"

using namespace pinqi::gomoku;
using pinqi::gomoku::test::board_with;
using pinqi::gomoku::test::play;

TEST_CASE("renju: an overline point is forbidden for black", "[gomoku][renju]") {
    const Board b = board_with({{3, 7}, {4, 7}, {5, 7}, {7, 7}, {8, 7}});
    REQUIRE(forbidden_kind(b, {6, 7}) == Forbidden::Overline);
}

TEST_CASE("renju: two fours on two lines are forbidden", "[gomoku][renju]") {
    // Both fours are closed at one end, so neither is straight.
    const Board b = board_with({{4, 7}, {5, 7}, {6, 7}, {7, 4}, {7, 5}, {7, 6}}, {{3, 7}, {7, 3}});
    REQUIRE(forbidden_kind(b, {7, 7}) == Forbidden::DoubleFour);
}

TEST_CASE("renju: two fours on one line (X X X _ X _ X X X) are forbidden", "[gomoku][renju]") {
    const Board b = board_with({{2, 7}, {3, 7}, {4, 7}, {8, 7}, {9, 7}, {10, 7}});
    REQUIRE(forbidden_kind(b, {6, 7}) == Forbidden::DoubleFour);
}

TEST_CASE("renju: two fours on one line (X X _ X X _ X X) are forbidden", "[gomoku][renju]") {
    const Board b = board_with({{2, 7}, {3, 7}, {5, 7}, {7, 7}, {8, 7}});
    REQUIRE(forbidden_kind(b, {6, 7}) == Forbidden::None);  // X X _ X X X X: not yet
    const Board c = board_with({{2, 7}, {3, 7}, {5, 7}, {8, 7}, {9, 7}});
    REQUIRE(forbidden_kind(c, {6, 7}) == Forbidden::DoubleFour);
}

TEST_CASE("renju: two open threes are forbidden", "[gomoku][renju]") {
    const Board b = board_with({{6, 7}, {7, 7}, {8, 5}, {8, 6}});
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::DoubleThree);
}

TEST_CASE("renju: split threes count as threes", "[gomoku][renju]") {
    // X _ X X on the row and X X _ X on the column through the new stone.
    const Board b = board_with({{5, 7}, {7, 7}, {8, 4}, {8, 5}});
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::DoubleThree);
}

TEST_CASE("renju: a three closed by white is no three", "[gomoku][renju]") {
    const Board b = board_with({{6, 7}, {7, 7}, {8, 5}, {8, 6}}, {{5, 7}});
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::None);
}

TEST_CASE("renju: four-three is allowed", "[gomoku][renju]") {
    const Board b = board_with({{5, 7}, {6, 7}, {7, 7}, {8, 5}, {8, 6}}, {{4, 7}});
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::None);
}

TEST_CASE("renju: a five takes precedence over a double-three and wins", "[gomoku][renju]") {
    const Board b = board_with({{4, 7}, {5, 7}, {6, 7}, {7, 7}, {8, 5}, {8, 6}, {6, 5}, {7, 6}});
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::None);
}

TEST_CASE("renju: a five takes precedence over an overline on another line", "[gomoku][renju]") {
    const Board b =
        board_with({{4, 7}, {5, 7}, {6, 7}, {7, 7}, {8, 2}, {8, 3}, {8, 4}, {8, 5}, {8, 6}});
    // (8,7) is five on the row and six on the column.
    REQUIRE(forbidden_kind(b, {8, 7}) == Forbidden::None);
}

TEST_CASE("renju: false double-three: a three whose only straight-four point is forbidden",
          "[gomoku][renju]") {
    // Column 8: black at rows 5, 6 and 10. The new stone at (8,7) makes 5-6-7.
    // Row 8 cannot give a straight four (row 10 turns it into an overline), so
    // the only straight-four point is (8,4). Row 4 holds 4..7 and 9: black at
    // (8,4) would be an overline, so (8,4) is forbidden and the column is no three.
    const Board with_trap = board_with(
        {{6, 7}, {7, 7}, {8, 5}, {8, 6}, {8, 10}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {9, 4}});
    REQUIRE(forbidden_kind(with_trap, {8, 4}) == Forbidden::Overline);
    REQUIRE(forbidden_kind(with_trap, {8, 7}) == Forbidden::None);

    // Without (9,4), black at (8,4) makes a five on row 4, so it is allowed,
    // the column is a real three and (8,7) is a double-three.
    const Board without_trap =
        board_with({{6, 7}, {7, 7}, {8, 5}, {8, 6}, {8, 10}, {4, 4}, {5, 4}, {6, 4}, {7, 4}});
    REQUIRE(forbidden_kind(without_trap, {8, 7}) == Forbidden::DoubleThree);
}

TEST_CASE("renju game: black is refused a forbidden point and nothing changes", "[gomoku][renju]") {
    Game g =
        play(Rule::Renju, {{7, 7}, {8, 7}, {9, 5}, {9, 6}}, {{0, 0}, {14, 0}, {0, 14}, {14, 14}});
    REQUIRE(g.turn() == Stone::Black);
    const auto before = g.history().size();
    REQUIRE(g.check({9, 7}) == PlaceError::Forbidden);
    REQUIRE(g.place({9, 7}) == PlaceError::Forbidden);
    REQUIRE(g.history().size() == before);
    REQUIRE(g.board().at(9, 7) == Stone::Empty);
    REQUIRE(g.turn() == Stone::Black);
    const auto points = g.forbidden_points();
    REQUIRE(std::find(points.begin(), points.end(), Point{9, 7}) != points.end());
}

TEST_CASE("renju game: white is never restricted and wins with an overline", "[gomoku][renju]") {
    Game g = play(Rule::Renju, {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {0, 14}, {14, 14}},
                  {{3, 7}, {4, 7}, {5, 7}, {7, 7}, {8, 7}});
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.check({6, 7}) == PlaceError::Ok);
    REQUIRE(g.place({6, 7}) == PlaceError::Ok);
    REQUIRE(g.outcome().status == Status::WhiteWon);
    REQUIRE(g.outcome().line.size() == 6);
}

TEST_CASE("renju game: white may play a double-three point", "[gomoku][renju]") {
    Game g = play(Rule::Renju, {{0, 0}, {2, 0}, {4, 0}, {14, 14}, {0, 14}},
                  {{6, 7}, {7, 7}, {8, 5}, {8, 6}});
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.place({8, 7}) == PlaceError::Ok);
}

TEST_CASE("renju game: black's overline neither wins nor may be played; black's exact five wins",
          "[gomoku][renju]") {
    Game g = play(Rule::Renju, {{3, 7}, {4, 7}, {5, 7}, {7, 7}, {8, 7}},
                  {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}});
    REQUIRE(g.place({6, 7}) == PlaceError::Forbidden);
    Game h = play(Rule::Renju, {{3, 7}, {4, 7}, {5, 7}, {6, 7}}, {{0, 0}, {2, 0}, {4, 0}, {6, 0}});
    REQUIRE(h.place({7, 7}) == PlaceError::Ok);
    REQUIRE(h.outcome().status == Status::BlackWon);
}

TEST_CASE("forbidden points are only listed under renju", "[gomoku][renju]") {
    const std::vector<Point> black{{7, 7}, {8, 7}, {9, 5}, {9, 6}};
    const std::vector<Point> white{{0, 0}, {14, 0}, {0, 14}, {14, 14}};
    REQUIRE(play(Rule::Freestyle, black, white).forbidden_points().empty());
    REQUIRE(play(Rule::Standard, black, white).forbidden_points().empty());
    REQUIRE_FALSE(play(Rule::Renju, black, white).forbidden_points().empty());
}
