#include "xiangqi/ai/draw.h"

#include "xiangqi/ai/endgame.h"

namespace pinqi::xiangqi::ai {

bool dead_draw(const Position& pos) {
    const MaterialCount m = count_material(pos);
    for (const Color c : {Red, Black})
        if (m.count[c][Chariot] + m.count[c][Horse] + m.count[c][Cannon] + m.live_soldiers[c] > 0)
            return false;
    return true;
}

int plies_played(const Position& pos) {
    return 2 * (pos.fullmove_number() - 1) + (pos.side_to_move() == Black ? 1 : 0);
}

DrawAnswer judge_draw_offer(const Position& pos, Value score) {
    if (dead_draw(pos)) return DrawAnswer::Accept;
    if (plies_played(pos) < DrawOfferMinPlies) return DrawAnswer::TooEarly;
    return score >= DrawOfferMargin ? DrawAnswer::Better : DrawAnswer::Accept;
}

DrawDecision answer_draw_offer(Engine& engine, const Game& game, Color answerer,
                               const ThinkOptions& options) {
    DrawDecision d;
    const Position& pos = game.position();
    d.answer = judge_draw_offer(pos, 0);
    if (d.answer == DrawAnswer::TooEarly || dead_draw(pos)) return d;
    const SearchResult r = engine.think(game, options);
    d.score = pos.side_to_move() == answerer ? r.score : -r.score;
    d.depth = r.depth;
    d.answer = judge_draw_offer(pos, d.score);
    return d;
}

const char* draw_answer_name(DrawAnswer a) {
    switch (a) {
        case DrawAnswer::Accept:
            return "accept";
        case DrawAnswer::TooEarly:
            return "too_early";
        case DrawAnswer::Better:
            return "better";
    }
    return "";
}

}  // namespace pinqi::xiangqi::ai
