#include <catch2/catch.hpp>

#include "common/random.h"
#include "xiangqi/position.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using pinqi::xiangqi::test::position;

namespace {

// The key a position would get if set up from scratch.
Key fresh_key(const Position& pos) {
    return position(to_fen(pos)).key();
}

}  // namespace

TEST_CASE(
    "do_move updates the Zobrist key incrementally to the from-scratch key and undo_move "
    "restores board, key and counters",
    "[xiangqi][position]") {
    pinqi::Random rng(42);
    for (int game = 0; game < 20; ++game) {
        Position pos = position(std::string(StartFen));
        std::vector<std::pair<Move, UndoInfo>> played;
        std::vector<std::string> fens{to_fen(pos)};
        std::vector<Key> keys{pos.key()};
        for (int ply = 0; ply < 80; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[rng.below(std::uint32_t(list.size))];
            played.push_back({m, pos.do_move(m)});
            REQUIRE(pos.key() == fresh_key(pos));
            fens.push_back(to_fen(pos));
            keys.push_back(pos.key());
        }
        while (!played.empty()) {
            pos.undo_move(played.back().first, played.back().second);
            played.pop_back();
            fens.pop_back();
            keys.pop_back();
            REQUIRE(to_fen(pos) == fens.back());
            REQUIRE(pos.key() == keys.back());
        }
    }
}

TEST_CASE("the side to move is part of the key", "[xiangqi][position]") {
    const Position red = position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    const Position black = position("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
    CHECK(red.key() != black.key());
}
