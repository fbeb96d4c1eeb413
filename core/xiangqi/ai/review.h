#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/multipv.h"
#include "xiangqi/game.h"

namespace pinqi::xiangqi::ai {

// A game review: every move of a game judged against the engine's best, as
// codes and numbers (the UI words them).

// How good a move was, by the centipawns it lost against the engine's best.
enum class Grade : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };

// "best", "good", "inaccuracy", "mistake", "blunder".
const char* grade_name(Grade grade);

// The Xiangqi thresholds, in centipawns (a soldier at home is about 100): a
// move that loses at most Good is good, at most Inaccuracy an inaccuracy, at
// most Mistake a mistake, and more a blunder. Scores are clamped to
// ±ScoreCap first, so a mate counts as a large but finite score: letting a
// mate go while staying far ahead is not a blunder by itself (missed_mate says
// it), throwing a won game away is.
struct GradeThresholds {
    int good = 30;
    int inaccuracy = 80;
    int mistake = 200;
};
constexpr GradeThresholds Thresholds{};
constexpr Value ScoreCap = 1500;

// The grade of a move that scores `after` where the best scores `before` (both
// from the mover's view). `played_best`: the move is the engine's own choice.
Grade grade_move(Value before, Value after, bool played_best);

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
