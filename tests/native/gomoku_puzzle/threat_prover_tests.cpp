#include <catch2/catch.hpp>

#include "gomoku/ai/engine.h"
#include "gomoku/puzzle/threat_prover.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::puzzle;

namespace {

// `us` stones make two twos that cross at j8 (x 9, y 7): h8 i8 and j9 j10.
// The other side's stones sit in the corners, far from everything.
Game double_three(Rule rule, Stone us) {
    const std::vector<Point> ours = {{7, 7}, {8, 7}, {9, 6}, {9, 5}};
    std::vector<Point> theirs = {{0, 0}, {14, 0}, {0, 14}, {14, 14}};
    if (us == Stone::White) theirs.push_back({0, 7});  // Black moved one more
    Game g(15, rule);
    const auto& black = us == Stone::Black ? ours : theirs;
    const auto& white = us == Stone::Black ? theirs : ours;
    for (std::size_t i = 0; i < black.size() + white.size(); ++i)
        REQUIRE(g.place(i % 2 == 0 ? black[i / 2] : white[i / 2]) == PlaceError::Ok);
    REQUIRE(g.turn() == us);
    return g;
}

}  // namespace

TEST_CASE("a double three wins by continuous threats in three moves, and has no VCF",
          "[gomoku_puzzle][prover]") {
    const Game g = double_three(Rule::Freestyle, Stone::Black);
    ai::Position pos = ai::to_position(g);
    ThreatProver vct(ThreatKind::Vct);
    REQUIRE(vct.shortest_win(pos, 6) == 3);
    const auto firsts = vct.winning_moves(pos, 3);
    REQUIRE(firsts);
    REQUIRE(*firsts == std::vector<int>{pos.cell(9, 7)});
    ThreatProver vcf(ThreatKind::Vcf);
    REQUIRE(vcf.shortest_win(pos, 10) == 0);
}

TEST_CASE("the defender's longest resistance to a double three blocks one of the threes",
          "[gomoku_puzzle][prover]") {
    const Game g = double_three(Rule::Freestyle, Stone::Black);
    ai::Position pos = ai::to_position(g);
    ThreatProver vct(ThreatKind::Vct);
    pos.make(pos.cell(9, 7));
    const ThreatProver::Defence d = vct.longest_defence(pos, 2);
    REQUIRE(d.complete);
    REQUIRE_FALSE(d.holds);
    REQUIRE(d.moves_left == 2);
    REQUIRE(d.move != ai::NoCell);
    // Against a budget of one move the attack does not get through.
    REQUIRE(vct.longest_defence(pos, 1).holds);
}

TEST_CASE("under Renju Black may not win by a double three, White may", "[gomoku_puzzle][prover]") {
    {
        const Game g = double_three(Rule::Renju, Stone::Black);
        ai::Position pos = ai::to_position(g);
        ThreatProver vct(ThreatKind::Vct);
        REQUIRE(vct.move_wins(pos, pos.cell(9, 7), 3) == false);
        REQUIRE(vct.shortest_win(pos, 3) == 0);
    }
    {
        const Game g = double_three(Rule::Renju, Stone::White);
        ai::Position pos = ai::to_position(g);
        ThreatProver vct(ThreatKind::Vct);
        REQUIRE(vct.move_wins(pos, pos.cell(9, 7), 3) == true);
        REQUIRE(vct.shortest_win(pos, 3) == 3);
    }
}

TEST_CASE("a move outside the proof's family does not count as a win", "[gomoku_puzzle][prover]") {
    const Game g = double_three(Rule::Freestyle, Stone::Black);
    ai::Position pos = ai::to_position(g);
    ThreatProver vct(ThreatKind::Vct), vcf(ThreatKind::Vcf);
    REQUIRE(vct.move_wins(pos, pos.cell(2, 12), 8) == false);  // a quiet move far away
    REQUIRE(vcf.move_wins(pos, pos.cell(9, 7), 8) == false);   // a three is no four
    REQUIRE(vct.move_wins(pos, pos.cell(7, 7), 8) == false);   // occupied
    REQUIRE(vct.move_wins(pos, -1, 8) == false);
}
