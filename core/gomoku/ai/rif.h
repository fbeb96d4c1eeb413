#pragma once
#include <vector>

#include "gomoku/ai/decision.h"
#include "gomoku/ai/engine.h"
#include "gomoku/opening.h"

namespace pinqi::gomoku::ai {

// The AI's decisions under the RIF opening rule (gomoku/opening.h): every one is
// taken by searching the positions it leads to with the engine's own search, within
// `options` (its time and node budgets are shared by the searches it makes). The searches go
// through `searches` (decision.h: in one run, or one step of a decision in steps); the
// Engine& forms make them in one run.

// The tentative Black's opening stones from the game's count up to three, each in
// the central square the rule gives (1x1, 3x3, 5x5): the third is the one that
// leaves the position nearest to even, as the opponent then chooses the colours.
std::vector<Point> rif_opening_stones(DecisionSearches& searches, const Game& game,
                                      const ThinkOptions& options);
inline std::vector<Point> rif_opening_stones(Engine& engine, const Game& game,
                                             const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return rif_opening_stones(searches, game, options);
}

// At the swap point (three stones, White to move): the colour the tentative White
// takes, White when the search finds White no worse off, else Black; `score` is
// White's view of the position.
struct RifColour {
    Stone colour = Stone::White;
    int score = 0;
};
RifColour rif_choose_colour(DecisionSearches& searches, const Game& game,
                            const ThinkOptions& options);
inline RifColour rif_choose_colour(Engine& engine, const Game& game, const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return rif_choose_colour(searches, game, options);
}

// Black's offer of two fifth moves (four stones, Black to move): the two best for
// Black by the search that the opening accepts as an offer (two different points
// Black may play, not alike by any symmetry of the position), since White then
// takes the better one for White. `score` is Black's view of the worse of the two.
// `valid` is false only when no two points can be offered.
struct RifOffer {
    bool valid = false;
    Point first{};
    Point second{};
    int score = 0;
};
RifOffer rif_offer(DecisionSearches& searches, const Game& game, const Opening& opening,
                   const ThinkOptions& options);
inline RifOffer rif_offer(Engine& engine, const Game& game, const Opening& opening,
                          const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return rif_offer(searches, game, opening, options);
}

// The pair to offer from candidates ranked best for Black first ({Black's score, point}):
// the pair whose worse move ranks highest among the pairs the opening accepts as an
// offer (two different points Black may play, not alike by any symmetry).
RifOffer pick_offer(const Game& game, const Opening& opening,
                    const std::vector<std::pair<int, Point>>& ranked);

// White's pick among the offered fifth moves: the one after which the search
// finds White (to move) best off; `score` is White's view after it.
struct RifPick {
    Point move{};
    int score = 0;
};
RifPick rif_select(DecisionSearches& searches, const Game& game, const std::vector<Point>& offered,
                   const ThinkOptions& options);
inline RifPick rif_select(Engine& engine, const Game& game, const std::vector<Point>& offered,
                          const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return rif_select(searches, game, offered, options);
}

}  // namespace pinqi::gomoku::ai
