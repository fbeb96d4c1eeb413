#pragma once
#include <string>
#include <vector>

#include "xiangqi/ai/search.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// The engine's verdict on a position, as a code and numbers; the UI words it.
enum class Verdict : std::uint8_t {
    Level,           // neither side is ahead
    SlightlyBetter,  // `side` is slightly better
    Better,          // `side` is better
    Winning,         // `side` is winning
    CanMate,         // `side` can mate in `moves` full moves
    HasWon,          // `side` has already won (mated the opponent)
    RuleWin,         // `side` wins by the perpetual check/chase rule
};

struct Evaluation {
    Verdict verdict = Verdict::Level;
    Color side = Red;  // who is ahead; meaningless for Level
    int moves = 0;     // CanMate: full moves to mate
    friend bool operator==(const Evaluation&, const Evaluation&) = default;
};

// "level", "slightly_better", "better", "winning", "can_mate", "has_won", "rule_win".
const char* verdict_name(Verdict v);

// A search result told to a player: the move and line in each notation and
// an evaluation as a verdict.
struct Hint {
    Move move = NoMove;
    Value score = 0;  // side to move's view
    int depth = 0;
    std::uint64_t nodes = 0;
    int mate_in = 0;  // full moves; > 0 when Red mates, < 0 when Black mates
    std::vector<std::string> pv_iccs, pv_wxf, pv_chinese;
    Evaluation evaluation;
};

// The line from `pos` written in one notation (stops at the first illegal move).
std::vector<std::string> format_line(const Position& pos, const std::vector<Move>& line,
                                     Notation notation);

// The verdict on a score seen from `side_to_move`.
Evaluation evaluate_score(Color side_to_move, Value score);

Hint make_hint(const Position& pos, const SearchResult& result);

}  // namespace pinqi::xiangqi::ai
