#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "common/review.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/multipv.h"
#include "gomoku/game.h"

namespace pinqi::gomoku::ai {

// A game review: every move of a game judged against the engine's best, as
// codes and numbers (the UI words them).

using review::Grade;

// Grades in search-score units (an open three is worth a few hundred); a
// forced win or loss counts as 5000, so a slower win is no blunder.
constexpr review::GradeThresholds Thresholds{40, 120, 350, 5000};
constexpr int ScoreCap = Thresholds.cap;

// A forced win by threats the engine found: continuous fours (Vcf; a five or
// an open four count as the shortest ones) or threes and fours (Vct).
enum class ThreatKind : std::uint8_t { None, Vcf, Vct };
std::string_view to_string(ThreatKind kind);

struct ForcedWin {
    ThreatKind kind = ThreatKind::None;
    std::vector<Point> line;  // the winner's moves with the answers between them
};

// The forced win a hint result announces for the side to move, if any.
ForcedWin forced_win_of(const ThinkResult& result);

struct MoveReview {
    int ply = 0;                   // index of the move in the game's history
    Point played{-1, -1};          //
    Stone mover = Stone::Black;    //
    int score_before = 0;          // the best score before the move, the mover's view
    int score_after = 0;           // the score after the played move, the mover's view
    Point best{-1, -1};            // the engine's move
    std::vector<Point> best_line;  // the engine's line from the position before the move
    Grade grade = Grade::Best;     //
    ForcedWin missed_win;          // the mover had it and the played move let it go
    ForcedWin allowed_win;         // the opponent has it after the move, and had not before
    std::vector<Line> lines;       // the best lines before the move (ReviewOptions::lines)
};

// Judges one move from the engine's results before and after it. `after` is the
// opponent's result after the move; `final_score` replaces it (mover's view) when
// the move ended the game.
MoveReview review_move(int ply, Point played, Stone mover, const ThinkResult& before,
                       const ThinkResult* after, int final_score);

struct ReviewOptions {
    int time_ms = 0;          // per position; 0: none
    std::uint64_t nodes = 0;  // per position; 0: none
    int lines = 1;            // best lines per position (multi-PV): each is one more search
    const std::atomic<bool>* stop = nullptr;
};

// Reviews every move of `game` (a game from a setup too, finished or not), one
// search per position, so a game of n moves costs n + 1 searches (times `lines`). `on_move` is
// called after each move's review; returning false stops the review there.
std::vector<MoveReview> review_game(Engine& engine, const Game& game, const ReviewOptions& options,
                                    const std::function<bool(const MoveReview&)>& on_move = {});

}  // namespace pinqi::gomoku::ai
