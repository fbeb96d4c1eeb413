#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "board_builder.h"
#include "gomoku/record.h"

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

TEST_CASE("Renju: Black left with only forbidden points: a draw, by its own reason",
          "[gomoku][game]") {
    // A 224-move game from a 200 ms engine match: the last empty point, k2, is a
    // forbidden point for Black, whose turn it is. Before has_legal_point the match
    // referee waited for a move that could not come and forfeited the brain; the
    // game now ends there in a draw (issue 27 §1.4).
    const char* moves =
        "h8 f10 f11 g10 e10 g12 e9 e8 f9 g8 e11 d11 g11 h10 g7 j10 i10 f8 i11 h11 d9 c9 d6 d7 e5 "
        "f6 c8 b7 i12 i13 g5 c7 e7 h5 i8 i9 f4 h6 j6 g6 i4 i6 e6 g4 e3 e4 f3 d3 g3 h2 h3 i3 f5 f2 "
        "d5 c5 j5 j7 k8 k6 c4 b3 j4 l4 l5 m5 j2 j3 e12 e13 l8 j8 l7 k10 j11 k12 d2 c1 k11 l6 k7 "
        "m9 d12 m6 m7 l11 m10 l12 m12 k13 g9 h9 j13 f13 h13 m11 i7 k5 n10 l10 l9 j14 i15 n12 k9 "
        "e14 d15 n6 o6 n7 o7 o8 l13 k14 c13 c12 b11 b14 n4 m3 l14 f1 c14 b9 b15 d13 b6 g14 k3 h14 "
        "i14 e15 e1 o12 m2 l2 a5 a6 d14 c3 a10 a11 j1 o1 n2 n1 n15 f7 o11 k1 m1 d10 b5 k15 o5 o4 "
        "a13 a2 e2 j15 n8 a1 n5 c15 o2 o3 n9 f15 a12 a3 b1 m15 g2 h15 i2 b2 o15 f14 l1 o14 n14 "
        "n13 a15 b12 l15 g13 f12 b10 j9 o13 a9 h12 j12 m14 o10 c10 g15 i5 d8 c11 m8 h7 b4 n11 o9 "
        "b8 m4 k4 d1 h4 g1 i1 a8 a14 h1 a4 a7 m13 l3 b13 n3 c2 d4 c6 ";
    std::string record = "[Game \"Gomoku\"]\n[Rule \"renju\"]\n";
    record += moves;
    const RecordResult r = parse_record(record);
    REQUIRE(r.ok);
    const Game& g = r.game;
    REQUIRE(g.history().size() == 224);
    REQUIRE(g.turn() == Stone::Black);
    REQUIRE(g.forbidden_points() == std::vector<Point>{{10, 13}});
    CHECK_FALSE(g.has_legal_point());
    CHECK(g.over());
    CHECK(g.outcome().status == Status::Draw);
    CHECK(g.outcome().winner() == Stone::Empty);
    CHECK(g.outcome().reason() == "only_forbidden");
    CHECK(g.check({10, 13}) == PlaceError::GameOver);
    CHECK_FALSE(Game(g).resign(Stone::Black));
    // The same board in free-style lets Black play there; so does undoing White's last stone.
    std::string freestyle = "[Game \"Gomoku\"]\n[Rule \"freestyle\"]\n";
    freestyle += moves;
    const RecordResult f = parse_record(freestyle);
    REQUIRE(f.ok);
    CHECK(f.game.has_legal_point());
    CHECK_FALSE(f.game.over());
    Game before = g;
    REQUIRE(before.undo(1));
    CHECK(before.has_legal_point());
    CHECK_FALSE(before.over());
    // White's last stone again: the draw again.
    REQUIRE(before.place(g.history().back().point) == PlaceError::Ok);
    CHECK(before.outcome().reason() == "only_forbidden");
    // The same stones set up as a position, Black to move: a draw from the start.
    Setup setup;
    for (const MoveRecord& m : g.history())
        (m.player == Stone::Black ? setup.black : setup.white).push_back(m.point);
    const SetupResult set = Game::from_position(15, Rule::Renju, setup);
    REQUIRE(set.ok());
    CHECK(set.game.outcome().reason() == "only_forbidden");
    Game restarted = set.game;
    restarted.restart();
    CHECK(restarted.outcome().reason() == "only_forbidden");
    // White to move on that board plays on.
    setup.white.pop_back();
    setup.to_move = Stone::White;
    const SetupResult white = Game::from_position(15, Rule::Renju, setup);
    REQUIRE(white.ok());
    CHECK_FALSE(white.game.over());
    // A game that is over has no legal point either.
    Game won(15, Rule::Freestyle);
    for (int i = 0; i < 4; ++i) {
        REQUIRE(won.place({i, 0}) == PlaceError::Ok);
        REQUIRE(won.place({i, 1}) == PlaceError::Ok);
    }
    REQUIRE(won.has_legal_point());
    REQUIRE(won.place({4, 0}) == PlaceError::Ok);
    CHECK_FALSE(won.has_legal_point());
}
