#pragma once
#include <cstdint>

namespace pinqi::gomoku::ai {

// A Gomocup time control: the limit per move, the limit per game and what is
// left of it (0 or less: no such limit), and the stones on the board.
struct TimeControl {
    long long turn_ms = 0;
    long long match_ms = 0;
    long long left_ms = 0;
    int stones = 0;
    int cells = 225;
};

// How long one move may think: no new iteration after `optimum_ms`, a hard
// stop at `maximum_ms`. Both 0: no time limit.
struct TimeBudget {
    int optimum_ms = 0;
    int maximum_ms = 0;
};

// The budget for one move. The hard stop leaves a margin for the stop to be
// seen (within a few milliseconds) and the answer to be written, so the turn
// limit is never passed: 4% of it and at least 20 ms, the only margin taken.
// With a match limit, the time left is shared over the moves the game may
// still last (fewer as the board fills).
TimeBudget plan_move_time(const TimeControl& tc);

}  // namespace pinqi::gomoku::ai
