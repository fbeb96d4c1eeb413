#include "xiangqi/puzzle/mate_prover.h"

#include <algorithm>

#include "common/stable_sort.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::puzzle {

bool no_legal_move(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    return list.size == 0;
}

namespace {

constexpr std::size_t MaxKnown = 1 << 20;

int victim_rank(PieceType t) {
    static constexpr int Rank[8] = {0, 6, 4, 2, 2, 7, 5, 1};
    return Rank[t];
}

}  // namespace

MateProver::MateProver(int quiet_moves, std::uint64_t node_limit)
    : quiet_moves_(quiet_moves), node_limit_(node_limit) {}

std::optional<bool> MateProver::known(Key key, int moves) const {
    const KeyMemo::Entry* k = known_.find(key);
    if (!k) return std::nullopt;
    if (k->at_most <= moves) return true;
    if (k->fails_at_least >= moves) return false;
    return std::nullopt;
}

void MateProver::remember(Key key, int moves, bool mate) {
    if (aborted_) return;
    if (known_.size() >= MaxKnown) known_.clear();
    KeyMemo::Entry& k = known_[key];
    const auto m = static_cast<std::uint8_t>(std::min(moves, 254));
    if (mate)
        k.at_most = std::min(k.at_most, m);
    else
        k.fails_at_least = std::max(k.fails_at_least, m);
}

// Captures first, the largest victim first, then the generator's order: the
// replies most likely to break an attack, tried first, in a fixed order.
void MateProver::defence_order(const Position& pos, MoveList& list) const {
    compact_stable_sort(list.moves, list.moves + list.size, [&](Move a, Move b) {
        const Piece va = pos.piece_on(to_sq(a)), vb = pos.piece_on(to_sq(b));
        return (va ? victim_rank(type_of(va)) : 0) > (vb ? victim_rank(type_of(vb)) : 0);
    });
}

// Plays the attacker's move m: a mate now, or (with moves left) every reply loses.
bool MateProver::try_move(Position& pos, Move m, int moves) {
    const UndoInfo u = pos.do_move(m);
    ++nodes_;
    bool mate = false;
    const bool check = pos.in_check();
    if (check || moves <= quiet_moves_) {
        mate = no_legal_move(pos);
        if (!mate && moves >= 2) mate = defend(pos, moves - 1);
    }
    pos.undo_move(m, u);
    return mate;
}

bool MateProver::attack(Position& pos, int moves) {
    if (aborted_ || moves < 1) return false;
    if (node_limit_ && nodes_ >= node_limit_) {
        aborted_ = true;
        return false;
    }
    const Key key = pos.key();
    if (const auto k = known(key, moves)) return *k;
    MoveList list;
    generate_legal(pos, list);
    for (const Move m : list) {
        if (try_move(pos, m, moves)) {
            remember(key, moves, true);
            return true;
        }
        if (aborted_) return false;
    }
    remember(key, moves, false);
    return false;
}

bool MateProver::defend(Position& pos, int moves) {
    if (aborted_) return false;
    const Key key = pos.key();
    if (const auto k = known(key, moves)) return *k;
    MoveList list;
    generate_legal(pos, list);
    defence_order(pos, list);
    for (const Move d : list) {
        const UndoInfo u = pos.do_move(d);
        ++nodes_;
        const bool mate = attack(pos, moves);
        pos.undo_move(d, u);
        if (aborted_) return false;
        if (!mate) {
            remember(key, moves, false);
            return false;
        }
    }
    remember(key, moves, true);
    return true;
}

std::optional<bool> MateProver::mates_within(Position& pos, int moves) {
    aborted_ = false;
    const bool mate = attack(pos, moves);
    if (aborted_) return std::nullopt;
    return mate;
}

std::optional<int> MateProver::shortest_mate(Position& pos, int max_moves) {
    for (int n = 1; n <= max_moves; ++n) {
        const auto mate = mates_within(pos, n);
        if (!mate) return std::nullopt;
        if (*mate) return n;
    }
    return 0;
}

std::optional<bool> MateProver::move_mates(Position& pos, Move move, int moves) {
    aborted_ = false;
    if (moves < 1 || !is_legal(pos, move)) return false;
    const bool mate = try_move(pos, move, moves);
    if (aborted_) return std::nullopt;
    return mate;
}

std::optional<std::vector<Move>> MateProver::mating_moves(Position& pos, int moves) {
    MoveList list;
    generate_legal(pos, list);
    std::vector<Move> out;
    for (const Move m : list) {
        const auto mate = move_mates(pos, m, moves);
        if (!mate) return std::nullopt;
        if (*mate) out.push_back(m);
    }
    return out;
}

MateProver::Defence MateProver::longest_defence(Position& pos, int moves) {
    MoveList list;
    generate_legal(pos, list);
    defence_order(pos, list);
    Defence best;
    if (list.size > 0) best.move = list.moves[0];
    for (const Move d : list) {
        const UndoInfo u = pos.do_move(d);
        ++nodes_;
        const auto n = shortest_mate(pos, moves);
        pos.undo_move(d, u);
        if (!n) {
            best.complete = false;
            return best;
        }
        if (*n == 0) return Defence{d, 0, true, true};
        if (*n > best.moves_left) {
            best.move = d;
            best.moves_left = *n;
        }
    }
    return best;
}

std::optional<Move> MateProver::mating_move(Position& pos, int moves) {
    MoveList list;
    generate_legal(pos, list);
    for (int pass = 0; pass < 2; ++pass)
        for (const Move m : list) {
            const UndoInfo u = pos.do_move(m);
            const bool check = pos.in_check();
            pos.undo_move(m, u);
            if (check != (pass == 0)) continue;
            const auto mate = move_mates(pos, m, moves);
            if (!mate) return std::nullopt;
            if (*mate) return m;
        }
    return NoMove;
}

}  // namespace pinqi::xiangqi::puzzle
