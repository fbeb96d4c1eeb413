// The AI's attack questions against the rules' own answers.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string_view>
#include <vector>

#include "xiangqi/ai/attacks.h"
#include "xiangqi/ai/captures.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"

using namespace pinqi::xiangqi;

namespace {

const std::string_view Starts[] = {
    StartFen,
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
    "2bakab2/9/4c4/p3p3p/2p3p2/4C4/P1P3P1P/4N4/9/2BAKAB2 w - - 0 1",
    "3k5/4a4/4ba3/9/2n1c4/9/2R6/4C4/4A4/3AK4 w - - 0 1",
};

// Calls visit(pos, legal moves) on every position of 40 random games of up to
// 120 plies from each start.
template <typename Visit>
void random_walk(Visit visit) {
    std::uint64_t seed = 0x9E3779B97F4A7C15ull;
    auto next = [&seed] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    for (const std::string_view fen : Starts)
        for (int game = 0; game < 40; ++game) {
            Position pos;
            REQUIRE(parse_fen(fen, pos).ok());
            for (int ply = 0; ply < 120; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (list.size == 0) break;
                visit(pos, list);
                pos.do_move(list.moves[next() % std::uint64_t(list.size)]);
            }
        }
}

std::vector<Move> sorted(const MoveList& list) {
    std::vector<Move> v(list.begin(), list.end());
    std::sort(v.begin(), v.end());
    return v;
}

}  // namespace

TEST_CASE("gives_check agrees with playing the move, on every legal move of random games",
          "[xiangqi_ai][attacks]") {
    int moves = 0, checks = 0;
    random_walk([&](Position& pos, const MoveList& list) {
        for (const Move m : list) {
            const bool predicted = ai::gives_check(pos, m);
            const UndoInfo u = pos.do_move(m);
            const bool played = pos.in_check();
            pos.undo_move(m, u);
            if (predicted != played) FAIL(to_fen(pos) << " move " << int(m));
            ++moves;
            checks += played;
        }
    });
    CHECK(moves > 100000);
    CHECK(checks > 1000);  // the sample holds checks of every kind, not only quiet moves
}

TEST_CASE("key_after and the generators told the check status agree with the plain ones",
          "[xiangqi_ai][attacks]") {
    int positions = 0, in_check = 0;
    random_walk([&](Position& pos, const MoveList& legal) {
        const bool check = pos.in_check();
        ++positions;
        in_check += check;
        for (const Move m : legal) {
            const Key predicted = pos.key_after(m);
            const UndoInfo u = pos.do_move(m);
            const Key played = pos.key();
            pos.undo_move(m, u);
            if (predicted != played) FAIL(to_fen(pos) << " move " << int(m));
        }
        // The captures: the legal moves that take a piece, whichever way the status comes.
        MoveList captures, told_captures, expected_captures, quiets, told_quiets;
        for (const Move m : legal)
            if (pos.piece_on(to_sq(m)) != NoPiece) expected_captures.push(m);
        ai::generate_captures(pos, captures);
        ai::generate_captures(pos, told_captures, check);
        REQUIRE(sorted(captures) == sorted(expected_captures));
        REQUIRE(sorted(told_captures) == sorted(expected_captures));
        // The quiet moves, in the same order.
        generate_legal_quiets(pos, quiets);
        generate_legal_quiets(pos, told_quiets, check);
        REQUIRE(std::vector<Move>(quiets.begin(), quiets.end()) ==
                std::vector<Move>(told_quiets.begin(), told_quiets.end()));
        REQUIRE(quiets.size + expected_captures.size == legal.size);
    });
    CHECK(positions > 10000);
    CHECK(in_check > 300);  // evasions are covered too
}
