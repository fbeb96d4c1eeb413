// Arbitrary bytes as a sequence of place/move/undo/record calls on a Gomoku
// or Xiangqi game, with the invariants checked after every call:
//   Gomoku  - the outcome equals a whole-board scan, Renju forbidden verdicts
//             equal the slow definitional checker, undo restores the earlier
//             board, a refused place changes nothing, records round-trip;
//   Xiangqi - the key equals the recomputed key, make/unmake of every legal
//             move is the identity, FEN and records round-trip, undo restores
//             the earlier position, mate and stalemate are judged correctly.
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "gomoku_reference.h"
#include "xiangqi_reference.h"

namespace {

using pinqi::fuzz::Bytes;
using pinqi::fuzz::require;
namespace gref = pinqi::reliability::gomoku_ref;
namespace xref = pinqi::reliability::xiangqi_ref;

void gomoku_ops(Bytes& in) {
    using namespace pinqi::gomoku;
    const int size = MinSize + in.below(MaxSize - MinSize + 1);
    const Rule rule = Rule(in.below(3));
    Game g(size, rule);
    std::vector<std::vector<Stone>> boards{gref::snapshot(g.board())};
    for (int ops = 0; ops < 300 && !in.empty(); ++ops) {
        const int op = in.below(8);
        if (op <= 4) {
            const Point p{in.below(size + 2) - 1,
                          in.below(size + 2) - 1};  // one ring off the board too
            require(gref::check_forbidden_verdict(g, p), "forbidden verdict");
            const auto before = gref::snapshot(g.board());
            if (g.place(p) == PlaceError::Ok) {
                boards.push_back(gref::snapshot(g.board()));
            } else {
                require(gref::snapshot(g.board()) == before, "a refused place changes nothing");
            }
        } else if (op == 5) {
            const int n = in.below(6) - 1;
            const bool possible = n >= 0 && std::size_t(n) <= g.history().size();
            require(g.undo(n) == possible, "undo succeeds exactly when possible");
            if (possible) boards.resize(boards.size() - std::size_t(n));
            require(gref::snapshot(g.board()) == boards.back(), "undo restores the earlier board");
        } else if (op == 6) {
            require(gref::check_record_round_trip(g), "record round trip");
        } else if (size <= 9) {
            require(gref::check_forbidden_points(g), "forbidden points");
        } else {
            g.restart();
            boards.resize(1);
        }
        require(gref::check_outcome(g), "outcome");
    }
}

// Start positions: the opening, a middlegame and a few endgames.
constexpr const char* XiangqiStarts[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
    "3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1",
    "4k4/4a4/9/9/9/9/9/9/4p4/3K5 b - - 0 1",
    "3ak4/9/4b4/9/2p6/9/9/2C6/4A4/3K1R3 w - - 0 1",
    "2bak4/4a4/4b4/9/9/9/9/9/4n4/4K4 b - - 0 1",
    "3k5/9/9/9/9/9/9/9/9/4RK3 w - - 0 1",
};

void xiangqi_ops(Bytes& in) {
    using namespace pinqi::xiangqi;
    Game g;
    require(g.reset(XiangqiStarts[in.below(int(std::size(XiangqiStarts)))]).ok(), "start FEN");
    std::vector<std::string> fens{to_fen(g.position())};
    for (int ops = 0; ops < 200 && !in.empty(); ++ops) {
        const int op = in.below(8);
        Position pos = g.scratch();
        MoveList legal;
        generate_legal(pos, legal);
        if (op <= 4) {
            if (legal.size == 0) {
                require(g.result().over(), "no legal move means the game is over");
                continue;
            }
            const Move m = legal.moves[in.below(legal.size)];
            const bool over = g.result().over();
            const Status s = op <= 2 ? g.play(m) : g.play(format_move(pos, m, Notation(op - 2)));
            require(s.ok() == !over, "a legal move is played exactly when the game is on");
            if (s.ok()) {
                fens.push_back(to_fen(g.position()));
            } else {
                require(s.code == "game_over" && to_fen(g.position()) == fens.back(),
                        "a refused move changes nothing");
            }
        } else if (op == 5) {
            const int n = in.below(6) - 1;
            const bool possible = n >= 0 && std::size_t(n) <= g.history().size();
            require(g.undo(n) == possible, "undo succeeds exactly when possible");
            if (possible) fens.resize(fens.size() - std::size_t(n));
            require(to_fen(g.position()) == fens.back(), "undo restores the earlier position");
        } else if (op == 6) {
            require(xref::check_record_round_trip(g, Notation(in.below(3))), "record round trip");
        } else {
            require(xref::check_position(pos), "position");
        }
        Position now = g.scratch();
        require(xref::check_consistency(now), "consistency");
        require(xref::check_result(g), "result");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 2048) return 0;
    Bytes in(data, size);
    if (in.byte() % 2 == 0)
        gomoku_ops(in);
    else
        xiangqi_ops(in);
    return 0;
}
