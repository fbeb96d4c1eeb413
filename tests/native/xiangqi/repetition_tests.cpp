// The Asian (AXF) repetition rules, one case per rule: each cycle is played
// until the game ends, and the ply, the winner and the reason are checked.
// Rule numbers are those of the AXF rule book in Eric Wu's English
// translation (wxf.org/xq/rule/asia). The same cycles are compared with
// Fairy-Stockfish in tests/node/differential-repetition.test.ts.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "xiangqi/game.h"
#include "xiangqi/repetition.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using pinqi::xiangqi::test::position;
using pinqi::xiangqi::test::sq;

namespace {

struct Ending {
    int ply = -1;  // the ply after which the game is over; -1: it is not
    Result result;
};

// Plays `lead` once and `cycle` three times, stopping when the game ends.
Ending play_cycle(const std::string& fen, const std::vector<std::string>& lead,
                  const std::vector<std::string>& cycle) {
    Game g;
    const Status s = g.reset(fen);
    INFO(fen << ": " << s.message);
    REQUIRE(s.ok());
    std::vector<std::string> moves = lead;
    for (int round = 0; round < 3; ++round) moves.insert(moves.end(), cycle.begin(), cycle.end());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Status played = g.play(std::string_view(moves[i]));
        INFO("ply " << i + 1 << " " << moves[i] << ": " << played.message);
        REQUIRE(played.ok());
        if (g.result().over()) return {int(i + 1), g.result()};
    }
    return {};
}

}  // namespace

TEST_CASE(
    "issue 11 regression: perpetual check loses even when the checked side counter-attacks an "
    "unprotected piece all along (rule 6)",
    "[xiangqi][repetition]") {
    // Black's chariot on e6 attacks the unprotected red horse on e5 throughout;
    // the attack is old, so Black's moves chase nothing, and Red checks every move.
    const Ending e = play_cycle("9/4k4/9/4r4/1R2Nc3/9/9/9/4K4/9 w - - 18 141", {"b5b8", "e8e9"},
                                {"b8b9", "e9e8", "b9b8", "e8e9"});
    CHECK(e.ply == 9);
    CHECK(e.result.outcome == Outcome::BlackWins);
    CHECK(e.result.reason == EndReason::PerpetualCheck);
}

TEST_CASE("an attack the checked side already had is no chase, whoever is in check",
          "[xiangqi][repetition]") {
    // Black is in check and its chariot attacks the horse on e5 before and after e9e8.
    Position pos = position("1R2k4/9/9/4r4/4Nc3/9/9/9/4K4/9 b - - 0 1");
    const MoveConduct c = assess_move(pos, make_move(sq("e9"), sq("e8")));
    CHECK_FALSE(c.check);
    CHECK(c.chased.empty());
}

TEST_CASE("a move that opens an attack on an unprotected piece chases it",
          "[xiangqi][repetition]") {
    // The red chariot on i2 moves to i1 and attacks the horse on a1: no black piece protects it.
    Position pos = position("3k5/9/9/9/9/9/9/8R/n8/4K4 w - - 0 1");
    const MoveConduct c = assess_move(pos, make_move(sq("i2"), sq("i1")));
    CHECK(c.chased.has(sq("a1")));
}

TEST_CASE("perpetual check with no counter-attack loses (rule 6)", "[xiangqi][repetition]") {
    const Ending e = play_cycle("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", {"a1a9", "e9e8"},
                                {"a9a8", "e8e9", "a8a9", "e9e8"});
    CHECK(e.ply == 9);
    CHECK(e.result.outcome == Outcome::BlackWins);
    CHECK(e.result.reason == EndReason::PerpetualCheck);
}

TEST_CASE("mutual perpetual check is a draw (rule 7)", "[xiangqi][repetition]") {
    const Ending e = play_cycle("9/3k3R1/9/9/9/2N6/9/9/4KcC1c/9 b - - 1 1", {},
                                {"f1f8", "g1g8", "f8f1", "g8g1"});
    CHECK(e.ply == 8);
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("a chariot chasing an unprotected cannon loses", "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("4k4/9/9/Rc7/9/9/9/9/9/3K5 b - - 0 1", {}, {"b6b4", "a6a4", "b4b6", "a4a6"});
    CHECK(e.result.outcome == Outcome::BlackWins);
    CHECK(e.result.reason == EndReason::PerpetualChase);
}

TEST_CASE("a chariot following a protected cannon does not chase: a draw",
          "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("1r2k4/9/9/Rc7/9/9/9/9/9/3K5 b - - 0 1", {}, {"b6b4", "a6a4", "b4b6", "a4a6"});
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("a horse and a chariot chasing each other in turn: both chase, a draw",
          "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("4k4/9/9/9/1n7/R8/9/9/9/3K5 b - - 0 1", {}, {"b5c7", "a4a7", "c7b5", "a7a4"});
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("one check alternating with one chase is no violation: a draw (rule 12)",
          "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("4k4/9/9/9/R1c6/9/9/9/9/3K5 w - - 0 1", {}, {"a5a9", "e9e8", "a9a5", "e8e9"});
    CHECK(e.ply == 8);
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("an idle repetition is a draw", "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", {}, {"d0d1", "e9e8", "d1d0", "e8e9"});
    CHECK(e.ply == 8);
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("a chariot sliding along an attack it already had chases nothing: a draw",
          "[xiangqi][repetition]") {
    const Ending e =
        play_cycle("5k3/9/9/9/9/9/9/9/6R2/4K1n2 w - - 0 1", {}, {"g1g2", "g0i1", "g2g1", "i1g0"});
    CHECK(e.result.outcome == Outcome::Draw);
    CHECK(e.result.reason == EndReason::Repetition);
}

TEST_CASE("a move that takes away the protection of a piece already attacked chases it",
          "[xiangqi][repetition]") {
    // The red chariot on h7 attacks the elephant on e7 throughout; the black cannon on e4
    // protects it over the red horse on e6 until the horse steps back to c7.
    Position pos = position("9/5k3/4b2R1/4N4/9/4c4/9/9/6N2/4K4 w - - 0 1");
    const MoveConduct c = assess_move(pos, make_move(sq("e6"), sq("c7")));
    CHECK(c.chased.has(sq("e7")));
    const Ending e = play_cycle("9/5k3/2N4R1/9/6b2/4c4/9/9/6N2/4K4 w - - 0 1", {},
                                {"c7e6", "g5e7", "e6c7", "e7g5"});
    CHECK(e.result.outcome == Outcome::BlackWins);
    CHECK(e.result.reason == EndReason::PerpetualChase);
}
