// The AI's attack questions against the rules' own answers.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string_view>

#include "xiangqi/ai/attacks.h"
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

}  // namespace

TEST_CASE("gives_check agrees with playing the move, on every legal move of random games",
          "[xiangqi_ai][attacks]") {
    std::uint64_t seed = 0x9E3779B97F4A7C15ull;
    auto next = [&seed] {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        return seed;
    };
    int moves = 0, checks = 0;
    for (const std::string_view fen : Starts)
        for (int game = 0; game < 40; ++game) {
            Position pos;
            REQUIRE(parse_fen(fen, pos).ok());
            for (int ply = 0; ply < 120; ++ply) {
                MoveList list;
                generate_legal(pos, list);
                if (list.size == 0) break;
                for (int i = 0; i < list.size; ++i) {
                    const Move m = list.moves[i];
                    const bool predicted = ai::gives_check(pos, m);
                    const UndoInfo u = pos.do_move(m);
                    const bool played = pos.in_check();
                    pos.undo_move(m, u);
                    if (predicted != played) FAIL(to_fen(pos) << " move " << int(m));
                    ++moves;
                    checks += played;
                }
                pos.do_move(list.moves[next() % std::uint64_t(list.size)]);
            }
        }
    CHECK(moves > 100000);
    CHECK(checks > 1000);  // the sample holds checks of every kind, not only quiet moves
}
