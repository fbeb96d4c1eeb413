#pragma once
#include <cstdint>

#include "xiangqi/ai/engine.h"
#include "xiangqi/game.h"

// The AI's answer to a draw offer. It accepts only when its own search says
// it is not better, and never in the first DrawOfferMinPlies plies unless
// the position is a dead draw (neither side has material that can mate).
namespace pinqi::xiangqi::ai {

enum class DrawAnswer : std::uint8_t {
    Accept,    // not better by the search, or a dead draw
    TooEarly,  // fewer than DrawOfferMinPlies plies played and not a dead draw
    Better,    // the search scores the position at least DrawOfferMargin in the AI's favour
};

struct DrawDecision {
    DrawAnswer answer = DrawAnswer::TooEarly;
    Value score = 0;  // the search's score from the answering side; 0 if it did not search
    int depth = 0;
};

constexpr int DrawOfferMinPlies = 30;
// Below this the engine calls the game level (see hint.h).
constexpr Value DrawOfferMargin = 40;

// Neither side has material that can force mate: no chariot, horse or cannon,
// and no soldier that can still reach the enemy general.
bool dead_draw(const Position& pos);

// Plies played since the game's first move, from the move counter.
int plies_played(const Position& pos);

// The answer for a search score `score` (from the answering side) in `pos`.
DrawAnswer judge_draw_offer(const Position& pos, Value score);

// `answerer` weighs an offer in `game`'s current position, searching with `options`
// (no search when the answer does not depend on it).
DrawDecision answer_draw_offer(Engine& engine, const Game& game, Color answerer,
                               const ThinkOptions& options);

const char* draw_answer_name(DrawAnswer a);  // "accept", "too_early", "better"

}  // namespace pinqi::xiangqi::ai
