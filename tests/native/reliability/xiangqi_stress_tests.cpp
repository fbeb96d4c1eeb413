// Random Xiangqi games, some biased toward captures so endgames are reached,
// with undo storms and record round trips. After every step: the key equals
// the recomputed key, make/unmake of every legal move is the identity, the
// FEN round-trips, the fast legal generator equals the slow filter, and the
// notations of a random move parse back to it.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "stress_config.h"
#include "xiangqi_reference.h"

using namespace pinqi::xiangqi;
using namespace pinqi::reliability;
namespace ref = pinqi::reliability::xiangqi_ref;

namespace {

constexpr int FullCheckEvery = 6;

struct Totals {
    long games = 0, plies = 0, positions = 0, undos = 0, captures = 0, mates = 0, stalemates = 0,
         repetitions = 0, text_moves = 0;
};

Move pick(Position& pos, const MoveList& legal, Rng& rng, bool capture_biased) {
    if (capture_biased && below(rng, 4) != 0) {
        std::vector<Move> captures;
        for (Move m : legal)
            if (pos.piece_on(to_sq(m)) != NoPiece) captures.push_back(m);
        if (!captures.empty()) return captures[std::size_t(below(rng, int(captures.size())))];
    }
    return legal.moves[below(rng, legal.size)];
}

void play_one(Rng& rng, bool capture_biased, Totals& t) {
    Game g;
    std::vector<std::string> fens{to_fen(g.position())};
    const int max_plies = 30 + below(rng, 150);
    for (int step = 0; step < max_plies && !g.result().over(); ++step) {
        if (g.history().size() >= 2 && below(rng, 25) == 0) {
            const int n = 1 + below(rng, std::min<int>(8, int(g.history().size())));
            REQUIRE(g.undo(n));
            fens.resize(fens.size() - std::size_t(n));
            ++t.undos;
            REQUIRE(to_fen(g.position()) == fens.back());
            Position pos = g.scratch();
            REQUIRE(ref::check_consistency(pos) == "");
            continue;
        }
        Position pos = g.scratch();
        // Cheap invariants every ply; every legal move and the slow generator every few plies.
        const bool full = step % FullCheckEvery == 0;
        const std::string broken = full ? ref::check_position(pos) : ref::check_consistency(pos);
        INFO(broken);
        REQUIRE(broken.empty());
        t.positions += full;
        MoveList legal;
        generate_legal(pos, legal);
        REQUIRE(legal.size > 0);  // the game would be over otherwise
        const Move m = pick(pos, legal, rng, capture_biased);
        if (full) REQUIRE(ref::check_notation_round_trip(pos, m) == "");
        const ref::Snapshot before = ref::snapshot(pos);
        const UndoInfo u = pos.do_move(m);
        REQUIRE(ref::check_consistency(pos) == "");
        pos.undo_move(m, u);
        REQUIRE(ref::snapshot(pos) == before);
        t.captures += pos.piece_on(to_sq(m)) != NoPiece;
        if (below(rng, 3) == 0) {
            // Through the text path, in a random notation.
            const Notation n = Notation(below(rng, 3));
            REQUIRE(g.play(format_move(pos, m, n)).ok());
            ++t.text_moves;
        } else {
            REQUIRE(g.play(m).ok());
        }
        fens.push_back(to_fen(g.position()));
        ++t.plies;
        REQUIRE(ref::check_result(g) == "");
    }
    const EndReason r = g.result().reason;
    t.mates += r == EndReason::Checkmate;
    t.stalemates += r == EndReason::Stalemate;
    t.repetitions += r == EndReason::PerpetualCheck || r == EndReason::PerpetualChase ||
                     r == EndReason::Repetition;
    const Notation n = Notation(below(rng, 3));
    REQUIRE(ref::check_record_round_trip(g, n) == "");
    ++t.games;
}

}  // namespace

TEST_CASE("random Xiangqi games keep every incremental invariant", "[stress][xiangqi]") {
    Rng rng(seed(4));
    Totals t;
    const int games = count_from_env("PINQI_XIANGQI_GAMES", 2000);
    for (int i = 0; i < games; ++i) play_one(rng, i % 2 == 1, t);
    WARN("xiangqi stress: " << t.games << " games, " << t.plies << " plies, " << t.positions
                            << " positions fully checked (every legal move), " << t.undos
                            << " undo storms, " << t.captures << " captures, " << t.text_moves
                            << " moves as text, " << t.mates << " mates, " << t.stalemates
                            << " stalemates, " << t.repetitions << " repetition endings");
    CHECK(t.games == games);
    CHECK(t.mates > 0);
}
