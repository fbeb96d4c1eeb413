#pragma once
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

// A clock as match runners give it (milliseconds); zero fields are unset.
struct Clock {
    int time[2] = {0, 0};
    int increment[2] = {0, 0};
    int moves_to_go = 0;
};

struct TimeBudget {
    int soft_ms = 0;  // no new iteration after this
    int hard_ms = 0;  // abort the search at this
};

// How long to think on `side`'s clock, keeping a safety margin for the protocol.
TimeBudget allot_time(const Clock& clock, Color side);

}  // namespace pinqi::xiangqi::ai
