#pragma once
#include <string>
#include <vector>

#include "xiangqi/ai/search.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// A search result told to a player: the move and line in each notation and
// an evaluation in words.
struct Hint {
    Move move = NoMove;
    Value score = 0;  // side to move's view
    int depth = 0;
    std::uint64_t nodes = 0;
    int mate_in = 0;  // full moves; > 0 when Red mates, < 0 when Black mates
    std::vector<std::string> pv_iccs, pv_wxf, pv_chinese;
    std::string evaluation;  // "red is better", "red can mate in 3", "the game is level"
};

// The line from `pos` written in one notation (stops at the first illegal move).
std::vector<std::string> format_line(const Position& pos, const std::vector<Move>& line,
                                     Notation notation);

// Words for a score seen from `side_to_move`.
std::string describe_score(Color side_to_move, Value score);

Hint make_hint(const Position& pos, const SearchResult& result);

}  // namespace pinqi::xiangqi::ai
