#pragma once
// Self-play games for tuning the evaluation: each game starts from a random
// opening of a few stones near the centre, then the top level plays both
// sides at a node budget, until five, a full board, or a forced win or loss
// seen by the search (adjudicated). One game per line:
//   <rule> <result: 1 Black won, 2 White won, 0 draw> <opening stones> <moves...>
// and with `scores`, then `|` and the search's score for the mover before each move after
// the opening (`x` where no search gave one: a forced or proven answer).
#include <cstdint>
#include <string>

#include "gomoku/types.h"

namespace pinqi::gomoku::bench {

struct SelfplayOptions {
    Rule rule = Rule::Freestyle;
    int games = 100;
    std::uint64_t nodes = 5000;  // per move
    std::uint64_t seed = 1;
    std::string out;      // appended to
    bool scores = false;  // each move's search score after the moves (see above)
};

int run_selfplay(const SelfplayOptions& options);

}  // namespace pinqi::gomoku::bench
