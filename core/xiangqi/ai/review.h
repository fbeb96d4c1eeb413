#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "common/review.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/multipv.h"
#include "xiangqi/game.h"

namespace pinqi::xiangqi::ai {

// A game review: every move of a game judged against the engine's best, as
// codes and numbers (the UI words them).

using review::Grade;

// The Xiangqi thresholds, in centipawns (a soldier at home is about 100): a
// move that loses at most 30 is good, at most 80 an inaccuracy, at most 200 a
// mistake, and more a blunder. Scores are clamped to ±1500 first, so a mate
// counts as a large but finite score: letting a mate go while staying far
// ahead is not a blunder by itself (missed_mate says it), throwing a won game
// away is.
constexpr review::GradeThresholds Thresholds{30, 80, 200, 1500};
constexpr Value ScoreCap = Thresholds.cap;

// A forced mate: full moves to it (0: none) and the engine's line.
struct ForcedMate {
    int moves = 0;
    std::vector<Move> line;
};

struct MoveReview {
    int ply = 0;  // index of the move in the game's history
    Move played = NoMove;
    Color mover = Red;
    Value score_before = 0;  // the best score before the move, the mover's view
    Value score_after = 0;   // the score after the played move, the mover's view
    Move best = NoMove;
    std::vector<Move> best_line;  // from the position before the move
    Grade grade = Grade::Best;
    ForcedMate missed_mate;   // the mover could mate, and after the move no longer can
    ForcedMate allowed_mate;  // the opponent can mate after the move, and could not before
    std::vector<Line> lines;  // the best lines before the move (ReviewOptions::lines)
};

// Judges one move from the engine's results before and after it. `after` is the
// opponent's result after the move; `final_score` replaces it (mover's view)
// when the move ended the game.
MoveReview review_move(int ply, Move played, Color mover, const SearchResult& before,
                       const SearchResult* after, Value final_score);

struct ReviewOptions {
    int time_ms = 0;          // per position; 0: none
    std::uint64_t nodes = 0;  // per position; 0: none
    int depth = 0;            // per position; 0: none
    int lines = 1;            // best lines per position (multi-PV, from the same search)
    const std::atomic<bool>* stop = nullptr;
};

// Reviews every move of `game` (from its start FEN, finished or not), one
// search per position, so a game of n moves costs n + 1 searches. `on_move` is
// called after each move's review; returning false stops the review there.
std::vector<MoveReview> review_game(Engine& engine, const Game& game, const ReviewOptions& options,
                                    const std::function<bool(const MoveReview&)>& on_move = {});

}  // namespace pinqi::xiangqi::ai
