// One position per rule of piece movement and king safety.
#include <catch2/catch.hpp>

#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

TEST_CASE("a horse is blocked by a piece on its leg", "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/4N4/9/9/9/4K4 w", "e4") ==
          Names{"c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"});
    // A chariot on e5 blocks the two northern jumps.
    CHECK(targets("3k5/9/9/9/4R4/4N4/9/9/9/4K4 w", "e4") ==
          Names{"c3", "c5", "d2", "f2", "g3", "g5"});
    CHECK(targets(std::string(StartFen), "b0") == Names{"a2", "c2"});
}

TEST_CASE("an elephant is blocked by a piece on its eye", "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/9/9/4B4/9/4K4 w", "e2") == Names{"c0", "c4", "g0", "g4"});
    CHECK(targets("3k5/9/9/9/9/9/3p5/4B4/9/4K4 w", "e2") == Names{"c0", "g0", "g4"});
}

TEST_CASE("an elephant never crosses the river", "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4") == Names{"a2", "e2"});
    CHECK(targets("4k4/9/9/9/6b2/9/9/9/9/3K5 b", "g5") == Names{"e7", "i7"});
}

TEST_CASE("advisor and general never leave the palace", "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/9/9/3A5/9/4K4 w", "d2") == Names{"e1"});
    CHECK(targets("3k5/9/9/9/9/9/9/9/4A4/5K3 w", "e1") == Names{"d0", "d2", "f2"});
    CHECK(targets("5k3/9/9/9/9/9/9/9/9/3K5 w", "d0") == Names{"d1", "e0"});
    CHECK(targets("5k3/9/9/9/9/9/9/3K5/9/9 w", "d2") == Names{"d1", "e2"});
}

TEST_CASE("a cannon cannot move past a screen without capturing", "[xiangqi][movegen]") {
    // Screen on b4: the cannon's quiet moves northwards stop at b3.
    const Names t = targets("3k5/9/9/9/9/1p7/9/1C7/9/4K4 w", "b2");
    CHECK(std::find(t.begin(), t.end(), "b3") != t.end());
    for (const char* beyond : {"b4", "b5", "b6", "b7", "b8", "b9"})
        CHECK(std::find(t.begin(), t.end(), beyond) == t.end());
}

TEST_CASE("a cannon captures over exactly one screen: not 0, not 2", "[xiangqi][movegen]") {
    auto can = [](const std::string& fen, const char* target) {
        const Names t = targets(fen, "b2");
        return std::find(t.begin(), t.end(), target) != t.end();
    };
    CHECK_FALSE(can("3k5/9/9/9/9/1r7/9/1C7/9/4K4 w", "b4"));  // no screen
    CHECK(can("3k5/9/1r7/9/9/1p7/9/1C7/9/4K4 w", "b7"));      // one screen
    CHECK_FALSE(can("3k5/9/1r7/9/9/1p7/9/1C7/9/4K4 w", "b4"));
    CHECK_FALSE(can("3k5/1r7/9/1P7/9/1p7/9/1C7/9/4K4 w", "b8"));  // two screens
    CHECK_FALSE(can("3k5/9/1r7/9/1P7/1p7/9/1C7/9/4K4 w", "b7"));  // adjacent screens
}

TEST_CASE("a soldier goes forward only before the river and also sideways after it",
          "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/9/4P4/9/9/4K4 w", "e3") == Names{"e4"});
    CHECK(targets("3k5/9/9/9/4P4/9/9/9/9/4K4 w", "e5") == Names{"d5", "e6", "f5"});
    CHECK(targets("3k1P3/9/9/9/9/9/9/9/9/4K4 w", "f9") == Names{"e9", "g9"});
    CHECK(targets("3k5/9/9/9/9/4p4/9/9/9/4K4 b", "e4") == Names{"d4", "e3", "f4"});
}

TEST_CASE("a pinned piece cannot leave the line to its general", "[xiangqi][movegen]") {
    CHECK(targets("3k5/4r4/9/9/9/9/9/9/4N4/4K4 w", "e1").empty());
    // A chariot pinned on the file may still slide along it and capture the pinner.
    CHECK(targets("3k5/4r4/9/9/9/9/9/9/4R4/4K4 w", "e1") ==
          Names{"e2", "e3", "e4", "e5", "e6", "e7", "e8"});
    // Both screens of an enemy cannon are pinned: moving either makes a single screen.
    CHECK(targets("3k5/4c4/9/9/9/4N4/9/9/4A4/4K4 w", "e4").empty());
}

TEST_CASE("the generals may not face each other on an open file", "[xiangqi][movegen]") {
    CHECK(targets("3k5/9/9/9/9/9/9/9/4K4/9 w", "e1") == Names{"e0", "e2", "f1"});
    // The only piece between the generals cannot step aside.
    CHECK(targets("4k4/9/9/9/4N4/9/9/9/9/4K4 w", "e5").empty());
}

TEST_CASE("a move that leaves one's own general in check is illegal", "[xiangqi][movegen]") {
    // Red is in check from the chariot on e7: only blocking on e1 helps the chariot on a1.
    const std::string fen = "3k5/9/4r4/9/9/9/9/9/R8/4K4 w";
    CHECK(targets(fen, "a1") == Names{"e1"});
    Position pos = position(fen);
    const Status s = explain_move(pos, sq("a1"), sq("a2"));
    CHECK(s.code == "illegal_move");
    CHECK(s.message.find("general in check") != std::string::npos);
    // A piece arriving between the general and an unscreened cannon makes a screen.
    CHECK(targets("3k5/4c4/9/9/9/9/9/9/9/R3K4 w", "a0") ==
          Names{"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b0", "c0", "d0"});
    CHECK(targets("3k5/4c4/9/9/9/9/9/9/R8/4K4 w", "a1") == Names{"a0", "a2", "a3", "a4", "a5", "a6",
                                                                 "a7", "a8", "a9", "b1", "c1", "d1",
                                                                 "f1", "g1", "h1", "i1"});
}
