#include "gomoku/ai/time_budget.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

namespace {

// Own moves a game is expected to last still: most games end before 60 stones
// a side, and a move late in a long game is worth less time.
long long moves_to_go(int stones, int cells) {
    const long long empty = std::max(cells - stones, 2);
    return std::clamp<long long>(std::min<long long>(30 - stones / 6, empty / 2), 8, 30);
}

}  // namespace

TimeBudget plan_move_time(const TimeControl& tc) {
    long long maximum = 0;
    if (tc.turn_ms > 0) {
        // The margin, the only one (the Gomocup CLI passes the turn as it is): 4% and at
        // least 20 ms for the stop to be seen and the move to reach the manager. In a
        // 200-game match at 200 ms a move, the answers came at most 6 ms after the stop.
        maximum = tc.turn_ms - std::max<long long>(tc.turn_ms * 4 / 100, 20);
        maximum = std::max<long long>(maximum, tc.turn_ms / 2);
    }
    long long optimum = maximum * 6 / 10;
    if (tc.match_ms > 0 && tc.left_ms > 0) {
        const long long left = std::max<long long>(tc.left_ms - 50, 1);
        const long long share = left / moves_to_go(tc.stones, tc.cells);
        const long long cap = left / 5;
        maximum = maximum > 0 ? std::min(maximum, cap) : cap;
        optimum = std::min(maximum * 6 / 10, share);
    }
    if (maximum <= 0) return {};
    return {static_cast<int>(std::max<long long>(optimum, 1)),
            static_cast<int>(std::max<long long>(maximum, 1))};
}

}  // namespace pinqi::gomoku::ai
