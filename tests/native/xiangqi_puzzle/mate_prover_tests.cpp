#include <catch2/catch.hpp>

#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/puzzle/mate_prover.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::puzzle;

namespace {

Position at(const char* fen) {
    Position pos;
    REQUIRE(parse_fen(fen, pos).ok());
    return pos;
}

// Every legal move after which the opponent has no legal move: mate in one by definition.
std::vector<Move> mates_in_one(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<Move> out;
    for (const Move m : list) {
        const UndoInfo u = pos.do_move(m);
        MoveList replies;
        generate_legal(pos, replies);
        pos.undo_move(m, u);
        if (replies.size == 0) out.push_back(m);
    }
    return out;
}

// Two chariots against a bare general: a ladder mate.
constexpr const char* Ladder = "4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1";

}  // namespace

TEST_CASE("mate in one is every move that leaves no legal reply, quiet moves included",
          "[xiangqi_puzzle][mate]") {
    for (const char* fen : {Ladder, "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1",
                            "2baka2r/4nn3/2N5b/p1p1p1p1p/9/8C/P2R4P/4C4/9/R1BAKAB2 w - - 1 14"}) {
        Position pos = at(fen);
        MateProver prover;
        const auto listed = prover.mating_moves(pos, 1);
        REQUIRE(listed);
        INFO(fen);
        REQUIRE(*listed == mates_in_one(pos));
    }
}

TEST_CASE("two chariots mate a bare general by checks, and a shorter budget finds no mate",
          "[xiangqi_puzzle][mate]") {
    Position pos = at(Ladder);
    MateProver prover;
    const auto n = prover.shortest_mate(pos, 5);
    REQUIRE(n);
    REQUIRE(*n >= 2);
    REQUIRE(prover.mates_within(pos, *n - 1) == false);
    const auto first = prover.mating_move(pos, *n);
    REQUIRE(first);
    REQUIRE(*first != NoMove);
    REQUIRE(prover.move_mates(pos, *first, *n) == true);
}

TEST_CASE("the longest defence delays the mate the most, and a lone general holds against nothing",
          "[xiangqi_puzzle][mate]") {
    Position pos = at(Ladder);
    MateProver prover;
    const int n = prover.shortest_mate(pos, 5).value();
    const Move first = prover.mating_move(pos, n).value();
    pos.do_move(first);
    const MateProver::Defence d = prover.longest_defence(pos, n - 1);
    REQUIRE(d.complete);
    REQUIRE_FALSE(d.holds);
    REQUIRE(d.moves_left == n - 1);
    Position bare = at("4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
    REQUIRE(prover.longest_defence(bare, 3).holds);
}

TEST_CASE("a mate proof that runs out of nodes says so", "[xiangqi_puzzle][mate]") {
    Position pos = at(Ladder);
    MateProver starved(1, 1);
    REQUIRE_FALSE(starved.shortest_mate(pos, 5).has_value());
}
