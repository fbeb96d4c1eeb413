#include <catch2/catch.hpp>

#include "board_builder.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"

using namespace pinqi::gomoku;
using pinqi::gomoku::test::play;

TEST_CASE("display notation: column letter and row from the bottom", "[gomoku][record]") {
    REQUIRE(to_notation({7, 7}, 15) == "h8");
    REQUIRE(to_notation({0, 14}, 15) == "a1");
    REQUIRE(to_notation({0, 0}, 15) == "a15");
    REQUIRE(to_notation({19, 0}, 20) == "t20");
    REQUIRE(parse_notation("h8", 15) == Point{7, 7});
    REQUIRE(parse_notation("A1", 15) == Point{0, 14});
    REQUIRE_FALSE(parse_notation("p1", 15));
    REQUIRE_FALSE(parse_notation("a16", 15));
    REQUIRE_FALSE(parse_notation("a0", 15));
    REQUIRE_FALSE(parse_notation("a01", 15));
    REQUIRE_FALSE(parse_notation("h8x", 15));
    REQUIRE_FALSE(parse_notation("", 15));
}

TEST_CASE("record round-trip keeps size, rule, every move and the result", "[gomoku][record]") {
    Game g = play(Rule::Renju, {{5, 7}, {6, 7}, {7, 7}, {8, 7}, {9, 7}},
                  {{5, 9}, {7, 9}, {9, 9}, {11, 9}});
    const std::string text = to_record(g);
    REQUIRE(text.find("[Rule \"renju\"]") != std::string::npos);
    REQUIRE(text.find("[Result \"black\"]") != std::string::npos);
    REQUIRE(text.find("1. f8 f6") != std::string::npos);
    const RecordResult back = parse_record(text);
    REQUIRE(back.ok);
    REQUIRE(back.game.rule() == Rule::Renju);
    REQUIRE(back.game.size() == 15);
    REQUIRE(back.game.history().size() == 9);
    for (std::size_t i = 0; i < 9; ++i)
        REQUIRE(back.game.history()[i].point == g.history()[i].point);
    REQUIRE(back.game.outcome().status == Status::BlackWon);
    REQUIRE(to_record(back.game) == text);
}

TEST_CASE("record round-trip of a long game on a 20x20 board", "[gomoku][record]") {
    Game g(20, Rule::Standard);
    for (int y = 0; y < 20; ++y)
        for (int x = 0; x < 20; ++x)
            if ((x / 2 + y) % 2 == 0) {
                REQUIRE(g.place({x, y}) == PlaceError::Ok);
                // White replies two columns to the right, a point of the other colour.
                REQUIRE(g.place({(x + 2) % 20, y}) == PlaceError::Ok);
            }
    const RecordResult back = parse_record(to_record(g));
    REQUIRE(back.ok);
    REQUIRE(back.game.history().size() == g.history().size());
    REQUIRE(back.game.outcome().status == g.outcome().status);
}

TEST_CASE("record import accepts moves without numbers and defaults to 15x15 freestyle",
          "[gomoku][record]") {
    const RecordResult r = parse_record("h8 h9\ni8");
    REQUIRE(r.ok);
    REQUIRE(r.game.size() == 15);
    REQUIRE(r.game.rule() == Rule::Freestyle);
    REQUIRE(r.game.history().size() == 3);
    REQUIRE(r.game.turn() == Stone::White);
}

TEST_CASE("record import reports the first bad move by index and applies nothing",
          "[gomoku][record]") {
    SECTION("occupied") {
        const RecordResult r = parse_record("[Size \"15\"]\n1. h8 h9 2. h8");
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.move_index == 2);
        REQUIRE(r.error.find("occupied") != std::string::npos);
        REQUIRE(r.error.find("move 3") != std::string::npos);
        REQUIRE(r.game.history().empty());
    }
    SECTION("malformed point") {
        const RecordResult r = parse_record("h8 zz");
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.move_index == 1);
    }
    SECTION("off a small board") {
        const RecordResult r = parse_record("[Size \"9\"]\ne5 j5");
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.move_index == 1);
    }
    SECTION("move after the game ended") {
        const RecordResult r = parse_record("f8 f6 g8 h6 h8 j6 i8 l6 j8 a1");
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.move_index == 9);
        REQUIRE(r.error.find("game_over") != std::string::npos);
    }
    SECTION("forbidden under renju") {
        const RecordResult r = parse_record("[Rule \"renju\"]\nh8 a1 i8 o1 j10 a15 j9 o15 j8");
        REQUIRE_FALSE(r.ok);
        REQUIRE(r.move_index == 8);
        REQUIRE(r.error.find("forbidden") != std::string::npos);
    }
}

TEST_CASE("record import rejects bad headers", "[gomoku][record]") {
    REQUIRE(parse_record("[Size \"21\"]\nh8").move_index == -1);
    REQUIRE_FALSE(parse_record("[Size \"21\"]\nh8").ok);
    REQUIRE_FALSE(parse_record("[Size \"abc\"]").ok);
    REQUIRE_FALSE(parse_record("[Rule \"pente\"]").ok);
    REQUIRE_FALSE(parse_record("[Game \"Xiangqi\"]").ok);
    REQUIRE_FALSE(parse_record("[Size 15]").ok);
    REQUIRE_FALSE(parse_record("h8\n[Size \"15\"]").ok);
}
