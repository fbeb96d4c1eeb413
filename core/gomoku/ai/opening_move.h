#pragma once
#include <string_view>
#include <utility>
#include <vector>

#include "gomoku/ai/decision.h"
#include "gomoku/ai/engine.h"
#include "gomoku/opening.h"

namespace pinqi::gomoku::ai {

// The AI's next step in a game's fair opening (gomoku/opening.h), for whichever
// player the opening waits for: Swap2 through decide_swap2 (Gomocup SWAP2BOARD),
// the RIF opening rule through rif.h.
struct OpeningMove {
    enum class Kind : std::uint8_t {
        Place,     // place `stones`, in order (the opening stones still due from this player)
        Choose,    // take `colour`, then place `stones` (Swap2: White's next stone, or none)
        PlaceTwo,  // Swap2: place two more stones, `stones`, and hand the choice back
        Offer,     // RIF: offer the two fifth moves `stones`
        Select,    // RIF: pick the offered fifth move `stones[0]`
    };
    Kind kind = Kind::Place;
    Stone colour = Stone::Empty;
    std::vector<Point> stones;
    int score = 0;  // the deciding player's view of what it judged, as the engine scores
};

struct OpeningMoveAnswer {
    std::string_view code;  // "", or wrong_step (the opening is over), bad_record, game_over
    OpeningMove move;
};

// Its searches go through `searches` (decision.h); the Engine& form makes them in one run.
OpeningMoveAnswer decide_opening(DecisionSearches& searches, const Game& game,
                                 const Opening& opening, const ThinkOptions& options);
inline OpeningMoveAnswer decide_opening(Engine& engine, const Game& game, const Opening& opening,
                                        const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return decide_opening(searches, game, opening, options);
}

// decide_opening made one slice of a search at a time (DecisionSearches in steps), for the AI
// Worker without shared memory, which hears a stop only between wasm calls: each step runs
// one slice (`slice_ms` of a timed search, DecisionSliceNodes of a node budget's) on the
// engine's table, which nothing else may search between the steps. Once a step gives true,
// `answer()` is the decision, the one decide_opening makes in one run with the same budget
// (under a node budget, the same answer).
class OpeningSteps {
  public:
    OpeningSteps(Game game, Opening opening, ThinkOptions options)
        : game_(std::move(game)), opening_(std::move(opening)), options_(std::move(options)) {}
    bool step(Engine& engine, int slice_ms);
    const OpeningMoveAnswer& answer() const { return answer_; }
    // The slices run so far.
    int steps() const { return steps_; }

  private:
    Game game_;
    Opening opening_;
    ThinkOptions options_;
    DecisionRecord record_;
    OpeningMoveAnswer answer_;
    int steps_ = 0;
};

}  // namespace pinqi::gomoku::ai
