#pragma once
#include <string_view>
#include <vector>

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

OpeningMoveAnswer decide_opening(Engine& engine, const Game& game, const Opening& opening,
                                 const ThinkOptions& options);

}  // namespace pinqi::gomoku::ai
