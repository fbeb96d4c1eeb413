#pragma once
#include <cstdint>
#include <vector>

#include "position.h"
#include "types.h"

// The Asian (AXF) repetition rules, as the Asian Xiangqi Federation's rule
// book states them (English translation by Eric Wu, mirrored by the WXF at
// wxf.org/xq/rule/asia). When a position repeats, each side's moves in the
// cycle are looked at:
//   - a side that checked with every move checks perpetually and loses
//     (rule 6); if both sides do, the game is drawn (rule 7);
//   - otherwise a side whose every move chased one and the same piece
//     (followed as it runs) chases perpetually and loses; both: a draw;
//   - one check alternating with one chase is no violation (rule 12), unless
//     the checking move itself also chases that piece;
//   - anything else (idle moves, threats to mate, offers to exchange) is a draw.
// A move chases a piece when, after it, one of the mover's chariots, horses,
// cannons, elephants or advisors attacks that piece (pseudo-legally, whether
// or not the mover or its victim is in check) and could win it, where before
// the move it could not: the attack is new (the piece moved, or a line was
// opened) or the piece has just lost its protection. A piece can be won when
// it is unprotected; a chariot attacked by a horse or a cannon can be won
// even when protected (rule 15), and so, by the same reasoning, can a
// chariot, horse or cannon attacked by an elephant or an advisor; generals
// and soldiers on their own side of
// the river are never chased, generals and soldiers never chase; a piece
// attacking a piece of its own kind that can strike back offers an exchange.
// A piece is protected when its side could recapture on its square without
// exposing its general to a new attack (a check it already stood in is set
// aside, so the judgment does not depend on whose turn the checks fall in).
namespace pinqi::xiangqi {

struct SquareMask {
    std::uint64_t w[2] = {0, 0};
    void add(Square s) { w[s >> 6] |= std::uint64_t(1) << (s & 63); }
    void remove(Square s) { w[s >> 6] &= ~(std::uint64_t(1) << (s & 63)); }
    bool has(Square s) const { return (w[s >> 6] >> (s & 63)) & 1; }
    bool empty() const { return (w[0] | w[1]) == 0; }
    SquareMask operator&(const SquareMask& o) const {
        SquareMask r;
        r.w[0] = w[0] & o.w[0];
        r.w[1] = w[1] & o.w[1];
        return r;
    }
    SquareMask without(const SquareMask& o) const {
        SquareMask r;
        r.w[0] = w[0] & ~o.w[0];
        r.w[1] = w[1] & ~o.w[1];
        return r;
    }
};

// What a move did, in AXF terms.
struct MoveConduct {
    bool check = false;
    SquareMask chased;  // enemy pieces (by square after the move) this move chases
};

// `pos` is the position before the (legal) move; it is returned unchanged.
MoveConduct assess_move(Position& pos, Move m);

struct CycleMove {
    Color mover;
    Move move;
    MoveConduct conduct;
};

enum class RepetitionOutcome { Draw, RedLoses, BlackLoses };

struct RepetitionVerdict {
    RepetitionOutcome outcome;
    bool by_check;  // the loser checked perpetually (else chased); false for draws
};

// `cycle` holds every move from the earlier occurrence of the position up to now.
RepetitionVerdict judge_repetition(const std::vector<CycleMove>& cycle);

}  // namespace pinqi::xiangqi
