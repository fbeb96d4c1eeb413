#include <catch2/catch.hpp>

#include "xiangqi/game.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using pinqi::xiangqi::test::sq;

namespace {

// Squares numbered row * 9 + column from Black's side, as the front end counts them.
Square from_black_side_index(int index) {
    return make_square(index % 9, 9 - index / 9);
}

void play_all(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        const Status s = g.play(std::string_view(m));
        INFO(m << ": " << s.message);
        REQUIRE(s.ok());
    }
}

}  // namespace

TEST_CASE("seed: the central soldier e3-e4 (58 to 49) is recorded and undo restores the start",
          "[xiangqi][game]") {
    Game g;
    const Square from = from_black_side_index(58), to = from_black_side_index(49);
    REQUIRE(from == sq("e3"));
    REQUIRE(to == sq("e4"));
    REQUIRE(g.play(from, to).ok());
    REQUIRE(g.history().size() == 1);
    const HistoryEntry& e = g.history()[0];
    CHECK(e.move == make_move(from, to));
    CHECK(e.piece == make_piece(Red, Soldier));
    CHECK(e.captured == NoPiece);
    CHECK(e.mover == Red);
    CHECK(e.iccs == "e3e4");
    CHECK(e.wxf == "P5+1");
    CHECK(e.chinese == "兵五进一");
    CHECK(g.position().side_to_move() == Black);

    REQUIRE(g.undo(1));
    CHECK(to_fen(g.position()) == StartFen);
    CHECK(g.position().side_to_move() == Red);
    CHECK(g.history().empty());
}

TEST_CASE("seed: resigning gives the other side the win and restart resets", "[xiangqi][game]") {
    Game g;
    play_all(g, {"h2e2", "h9g7"});
    REQUIRE(g.resign(Red).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == EndReason::Resignation);
    CHECK(g.play(std::string_view("b0c2")).code == "game_over");
    g.restart();
    CHECK(!g.result().over());
    CHECK(g.history().empty());
    CHECK(to_fen(g.position()) == StartFen);
}

TEST_CASE("undo(n) refuses to take back more moves than were played and changes nothing",
          "[xiangqi][game]") {
    Game g;
    play_all(g, {"h2e2", "h9g7", "e2e6"});  // the cannon takes the central soldier
    const std::string fen = to_fen(g.position());
    CHECK_FALSE(g.undo(4));
    CHECK(to_fen(g.position()) == fen);
    CHECK(g.history().size() == 3);
    REQUIRE(g.captured_pieces().size() == 1);
    CHECK(g.captured_pieces()[0] == make_piece(Black, Soldier));
    REQUIRE(g.undo(2));
    CHECK(g.captured_pieces().empty());
    CHECK(to_fen(g.position()) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
}

TEST_CASE("an illegal move is rejected and changes nothing", "[xiangqi][game]") {
    Game g;
    for (const char* bad : {"e3e5", "h0h2", "h9g7", "a0a4x", "C2+8", "马８进７"}) {
        const Status s = g.play(std::string_view(bad));
        INFO(bad);
        CHECK(!s.ok());
        CHECK(to_fen(g.position()) == StartFen);
        CHECK(g.history().empty());
    }
    CHECK(g.play(std::string_view("e3e5")).code == "illegal_move");
    CHECK(g.play(std::string_view("h9g7")).message.find("opponent") != std::string::npos);
    CHECK(g.play(std::string_view("a0a4x")).code == "bad_notation");
}

TEST_CASE("checkmate: the side to move loses", "[xiangqi][game]") {
    Game g;
    REQUIRE(g.reset("4k4/R8/9/9/9/9/9/9/1R7/3K5 w").ok());
    play_all(g, {"b1b9"});
    CHECK(g.result().outcome == Outcome::RedWins);
    CHECK(g.result().reason == EndReason::Checkmate);
    CHECK(g.play(std::string_view("e9e8")).code == "game_over");
}

TEST_CASE("stalemate: the side to move without a legal move loses", "[xiangqi][game]") {
    Game g;
    REQUIRE(g.reset("4k4/9/R8/9/9/9/9/5R3/9/3K5 w").ok());
    play_all(g, {"a7a8"});
    CHECK_FALSE(g.position().in_check());
    CHECK(g.result().outcome == Outcome::RedWins);
    CHECK(g.result().reason == EndReason::Stalemate);
}

TEST_CASE("perpetual check: the checking side loses on the third repetition", "[xiangqi][game]") {
    Game g;
    REQUIRE(g.reset("3k5/R8/9/9/9/9/9/9/9/4K4 w").ok());
    play_all(g, {"a8a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8"});
    CHECK(!g.result().over());
    play_all(g, {"d8d9"});
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == EndReason::PerpetualCheck);
}

TEST_CASE("perpetual chase of an unprotected piece: the chaser loses", "[xiangqi][game]") {
    Game g;
    REQUIRE(g.reset("3k5/9/9/9/9/9/9/8R/n8/4K4 w").ok());
    play_all(g, {"i2i1", "a1c2", "i1i2", "c2a1", "i2i1", "a1c2", "i1i2", "c2a1"});
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == EndReason::PerpetualChase);
}

TEST_CASE("chasing a protected piece is allowed, so the repetition is a draw", "[xiangqi][game]") {
    Game g;
    // The same chase, but black chariots on a9 and c9 guard the horse on a1 and on c2.
    REQUIRE(g.reset("r1rk5/9/9/9/9/9/9/8R/n8/4K4 w").ok());
    play_all(g, {"i2i1", "a1c2", "i1i2", "c2a1", "i2i1", "a1c2", "i1i2", "c2a1"});
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == EndReason::Repetition);
}

TEST_CASE("a repetition where neither side violates is a draw", "[xiangqi][game]") {
    Game g;
    play_all(g, {"b0c2", "b9c7", "c2b0", "c7b9", "b0c2", "b9c7", "c2b0"});
    CHECK(!g.result().over());
    play_all(g, {"c7b9"});
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == EndReason::Repetition);
}

TEST_CASE("120 plies without a capture is a draw", "[xiangqi][game]") {
    Game g;
    REQUIRE(
        g.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60").ok());
    CHECK(!g.result().over());
    play_all(g, {"h2e2"});
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == EndReason::MoveLimit);
}

TEST_CASE("a draw when neither side keeps a piece that can cross the river", "[xiangqi][game]") {
    Game g;
    REQUIRE(g.reset("3k5/9/9/9/9/9/9/9/4p4/3AK4 w").ok());
    CHECK(!g.result().over());
    play_all(g, {"d0e1"});
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == EndReason::InsufficientMaterial);
}

TEST_CASE("draw by agreement ends the game; undo withdraws it", "[xiangqi][game]") {
    Game g;
    play_all(g, {"h2e2"});
    REQUIRE(g.agree_draw().ok());
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == EndReason::Agreement);
    CHECK(g.resign(Red).code == "game_over");
    REQUIRE(g.undo(1));
    CHECK(!g.result().over());
}

TEST_CASE("a bad FEN leaves the game as it was", "[xiangqi][game]") {
    Game g;
    play_all(g, {"h2e2"});
    const std::string fen = to_fen(g.position());
    CHECK(g.reset("not a fen").code == "bad_fen");
    CHECK(to_fen(g.position()) == fen);
    CHECK(g.history().size() == 1);
}

TEST_CASE("undo(0) changes nothing, not even a resignation", "[xiangqi][game]") {
    Game g;
    play_all(g, {"h2e2"});
    REQUIRE(g.resign(Black).ok());
    REQUIRE(g.undo(0));
    CHECK(g.result().outcome == Outcome::RedWins);
    CHECK(g.result().reason == EndReason::Resignation);
    CHECK(g.history().size() == 1);
}

TEST_CASE("a game set up from a finished position is over at once", "[xiangqi][game]") {
    Game g;
    // Red's general on e0, mated by Black's chariots on a1 and b0.
    REQUIRE(g.reset("3k5/9/9/9/9/9/9/9/r8/1r2K4 w - - 0 1").ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == EndReason::Checkmate);
    REQUIRE(g.reset("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").ok());
    CHECK(g.result().reason == EndReason::InsufficientMaterial);
    REQUIRE(g.reset("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 120 80").ok());
    CHECK(g.result().reason == EndReason::MoveLimit);
}
