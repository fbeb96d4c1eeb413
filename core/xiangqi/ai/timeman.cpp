#include "xiangqi/ai/timeman.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

TimeBudget allot_time(const Clock& clock, Color side) {
    const int left = clock.time[side], inc = clock.increment[side];
    if (left <= 0) return {};
    const int margin = std::min(50, left / 10);
    const int usable = std::max(1, left - margin);
    const int moves = clock.moves_to_go > 0 ? std::min(clock.moves_to_go, 40) : 35;
    TimeBudget b;
    b.soft_ms = std::max(1, usable / (moves + 1) + inc * 3 / 4);
    b.hard_ms = std::max(1, std::min(usable / 3 + inc, b.soft_ms * 4));
    if (clock.moves_to_go == 1) b.soft_ms = b.hard_ms = std::max(1, usable * 3 / 4);
    b.soft_ms = std::min(b.soft_ms, b.hard_ms);
    return b;
}

}  // namespace pinqi::xiangqi::ai
