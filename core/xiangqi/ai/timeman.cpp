#include "xiangqi/ai/timeman.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

TimeBudget allot_time(const Clock& clock, Color side) {
    const int left = clock.time[side], inc = clock.increment[side];
    if (left <= 0) return {};
    const int usable = std::max(1, left - std::min(clock.overhead, left / 4));
    const int moves = clock.moves_to_go > 0 ? std::min(clock.moves_to_go, 50) : 50;
    TimeBudget b;
    if (clock.moves_to_go == 1) {
        b.hard_ms = std::max(1, usable * 4 / 5);
        b.soft_ms = b.hard_ms / 2;
        return b;
    }
    b.soft_ms = std::max(1, usable / moves + inc * 9 / 10);
    // The hard limit: never a big share of what is left, whatever the increment.
    const int cap = inc > 0 ? usable / 3 : usable / 5;
    b.hard_ms = std::max(1, std::min(cap, b.soft_ms * 5));
    b.soft_ms = std::min(b.soft_ms, b.hard_ms);
    return b;
}

}  // namespace pinqi::xiangqi::ai
