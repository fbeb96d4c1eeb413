#pragma once
// The Gomocup time rules for one move, apart from the protocol loop so that
// they can be tested as numbers. Values are the INFO values in milliseconds,
// saturated when read (see saturate_ms), so no sum or product here overflows.
#include <algorithm>
#include <cstdint>
#include <optional>

namespace pinqi::cli {

// Any limit beyond ~12 days is as good as none, but stays a number: a value of
// 2^31 or more must never wrap into "no limit" (or into a tiny one).
constexpr long long MaxLimitMs = 1ll << 30;

// The protocol's "the whole match is unlimited" value of INFO time_left.
constexpr long long UnlimitedTimeLeft = 2147483647;

constexpr long long saturate_ms(long long v) {
    return std::clamp(v, -MaxLimitMs, MaxLimitMs);
}

struct GomocupClock {
    long long turn_ms = 5000;          // INFO timeout_turn; 0 (or less): play as fast as possible
    std::optional<long long> left_ms;  // INFO time_left, once sent; 0 or less: no time left
};

// The search's budget for the next move in milliseconds, always at least 1.
// The turn limit, but never more than a twelfth of the match time left. The margin
// for the stop to be seen and the answer to reach the manager is plan_move_time's
// alone (core/gomoku/ai/time_budget.h): a second one here left a 200 ms turn 145 ms.
// Without a turn limit or time left (0 or negative) the brain plays as fast as
// possible: 1 ms, which still answers forced moves (fives, blocks, open fours) exactly.
constexpr int move_budget_ms(const GomocupClock& clock) {
    long long budget = saturate_ms(clock.turn_ms);
    if (clock.left_ms && *clock.left_ms != UnlimitedTimeLeft)
        budget = std::min(budget, saturate_ms(*clock.left_ms) / 12);
    if (budget <= 0) return 1;
    return static_cast<int>(std::clamp<long long>(budget, 1, MaxLimitMs));
}

}  // namespace pinqi::cli
