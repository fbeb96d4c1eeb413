#pragma once
#include <cstdint>
#include <vector>

#include "position.h"
#include "types.h"

// The Asian (AXF) repetition rule, as summarised in the issue: when a position
// repeats, a side that checked with every move of the cycle, or chased the
// same piece with every move (checks may be mixed in), loses; if both or
// neither side did, the game is drawn.
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
    SquareMask chased;  // enemy pieces (by square after the move) this move newly chases
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
