#pragma once
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

// A clock as match runners give it (milliseconds); zero fields are unset.
struct Clock {
    int time[2] = {0, 0};
    int increment[2] = {0, 0};
    int moves_to_go = 0;
    int overhead = 30;  // kept back per move for the protocol and the reply's transport
    bool set(Color side) const { return time[side] > 0; }
};

struct TimeBudget {
    int soft_ms = 0;  // the base time: the search stretches or shrinks it with its stability
    int hard_ms = 0;  // abort the search at this
};

// How long to think on `side`'s clock. The soft budget is the time left over
// the moves still to play (40 when the clock does not say) plus most of the
// increment; the hard limit is a few soft budgets but never more than a
// fraction of what is left, so even sudden death is never lost on time: with
// no increment each move may use at most a fifth of the remaining time, minus
// the overhead, and the last 20% of an exhausted clock buys only the depth-2
// search every move completes.
TimeBudget allot_time(const Clock& clock, Color side);

}  // namespace pinqi::xiangqi::ai
