#include <catch2/catch.hpp>

#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using pinqi::xiangqi::test::sq;

namespace {

// Parses into a position that already holds something, and checks the error
// text and that the position was not touched.
std::string rejection(const std::string& fen) {
    Position pos;
    REQUIRE(parse_fen(StartFen, pos).ok());
    const std::string before = to_fen(pos);
    const Status s = parse_fen(fen, pos);
    CHECK(!s.ok());
    CHECK(s.code == "bad_fen");
    CHECK(to_fen(pos) == before);
    return s.message;
}

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("FEN round-trips and accepts w or r for Red", "[xiangqi][fen]") {
    Position pos;
    REQUIRE(parse_fen(StartFen, pos).ok());
    CHECK(to_fen(pos) == StartFen);
    REQUIRE(parse_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1", pos)
                .ok());
    CHECK(pos.side_to_move() == Red);
    REQUIRE(parse_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", pos).ok());
    CHECK(pos.side_to_move() == Black);
    CHECK(to_fen(pos) == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
}

TEST_CASE("malformed FEN is rejected with a message naming the problem", "[xiangqi][fen]") {
    CHECK(mentions(rejection(""), "empty"));
    CHECK(mentions(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"),
                   "side-to-move"));
    CHECK(
        mentions(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w"), "rows"));
    CHECK(mentions(rejection("rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
                   "row 2"));
    CHECK(mentions(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w"),
                   "'X'"));
    CHECK(mentions(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x"),
                   "side to move"));
    CHECK(mentions(
        rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1"),
        "field 3"));
    CHECK(
        mentions(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"),
                 "counter"));
}

TEST_CASE("impossible positions are rejected with the reason", "[xiangqi][fen]") {
    CHECK(mentions(rejection("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
                   "Black has no general"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/9/4K4/3K5 w"), "generals"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/RRR6/9/4K4 w"), "3 chariots"));
    CHECK(mentions(rejection("3k5/9/9/9/9/P1P1P1P1P/P8/9/9/4K4 w"), "6 soldiers"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/9/9/3KA4 w"), "advisor on e0"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/9/9/1B2K4 w"), "elephant on b0"));
    CHECK(mentions(rejection("3k5/9/9/9/2B6/9/9/9/9/4K4 w"), "elephant on c5"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/4P4/9/4K4 w"), "behind its starting rank"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/3P5/9/9/4K4 w"), "soldier on d3"));
    CHECK(mentions(rejection("3k5/9/9/9/9/9/9/9/9/2K6 w"), "outside its palace"));
    CHECK(mentions(rejection("3k5/3R5/9/9/9/9/9/9/9/4K4 w"), "not to move (Black) is in check"));
    CHECK(
        mentions(rejection("4k4/9/9/9/9/9/9/9/9/4K4 w"), "in check"));  // generals face each other
}

TEST_CASE("FEN counters up to nine digits round-trip, and play never prints a FEN it refuses",
          "[xiangqi][fen]") {
    const std::string board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    Position pos;
    // 32768 overflowed the 16-bit counters: the next FEN printed -32768.
    REQUIRE(parse_fen(board + " b - - 40 32768", pos).ok());
    CHECK(pos.fullmove_number() == 32768);
    const Move m = make_move(sq("h7"), sq("e7"));
    const UndoInfo undo = pos.do_move(m);
    CHECK(pos.fullmove_number() == 32769);
    CHECK(pos.plies_since_capture() == 41);
    pos.undo_move(m, undo);  // the 16-bit undo record restored -32768 here
    CHECK(pos.fullmove_number() == 32768);
    CHECK(pos.plies_since_capture() == 40);
    Position back;
    CHECK(parse_fen(to_fen(pos), back).ok());
    Game game;
    REQUIRE(game.reset(board + " b - - 40 32768").ok());  // judging it tries every move
    CHECK(to_fen(game.position()) == board + " b - - 40 32768");

    // At the top the counters stop, so the FEN stays parseable.
    REQUIRE(parse_fen(board + " b - - 999999999 999999999", pos).ok());
    pos.do_move(make_move(sq("h7"), sq("e7")));
    CHECK(pos.fullmove_number() == MaxFenCounter);
    CHECK(pos.plies_since_capture() == MaxFenCounter);
    CHECK(parse_fen(to_fen(pos), back).ok());

    CHECK(mentions(rejection(board + " w - - 0 1000000000"), "move number"));
    CHECK(mentions(rejection(board + " w - - 1000000000 1"), "counter"));
}
