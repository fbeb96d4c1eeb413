#include "gomoku/ai/opening_move.h"

#include "gomoku/ai/rif.h"
#include "gomoku/ai/swap2.h"

namespace pinqi::gomoku::ai {

namespace {

using Kind = OpeningMove::Kind;

std::vector<Point> stones_of(const Game& game) {
    std::vector<Point> out;
    for (const MoveRecord& m : game.history()) out.push_back(m.point);
    return out;
}

OpeningMove from_swap2(const Swap2Decision& d, bool choosing) {
    OpeningMove m;
    m.score = d.score;
    m.stones = d.stones;
    switch (d.kind) {
        case Swap2Decision::Kind::Stones:
            m.kind = choosing ? Kind::PlaceTwo : Kind::Place;
            break;
        case Swap2Decision::Kind::Swap:
            m.kind = Kind::Choose;
            m.colour = Stone::Black;
            break;
        case Swap2Decision::Kind::Move:
            m.kind = Kind::Choose;
            m.colour = Stone::White;
            break;
    }
    return m;
}

// One stone by the ordinary search: a stone still due that no rule shapes.
OpeningMove searched_stone(DecisionSearches& searches, const Game& game,
                           const ThinkOptions& options) {
    ThinkOptions o = share_budget(options, 1);
    const Searched r = searches.think(game, o);
    OpeningMove m;
    m.kind = Kind::Place;
    m.score = r.score;
    if (r.has_move) m.stones = {r.move};
    return m;
}

OpeningMoveAnswer swap2(DecisionSearches& searches, const Game& game, const OpeningState& s,
                        const ThinkOptions& options) {
    const int n = static_cast<int>(game.history().size());
    const bool choosing = s.step == OpeningStep::Choose;
    if (n == 0 || choosing) {
        const Swap2Answer a =
            decide_swap2(searches, game.size(), game.rule(), stones_of(game), options);
        if (!a.valid) return {"bad_record", {}};
        OpeningMove m = from_swap2(a.decision, choosing);
        // At five stones there is no third option: a decision to add stones is not one.
        if (m.kind == Kind::PlaceTwo && !s.may_place_two) {
            m.kind = Kind::Choose;
            m.colour = Stone::Black;
            m.stones.clear();
        }
        return {"", m};
    }
    // The second player's two stones after its place-two decision (they were not placed with it).
    if (s.actor == Seat::Second && n == 3) {
        const Swap2Answer a =
            decide_swap2(searches, game.size(), game.rule(), stones_of(game), options);
        if (a.valid && a.decision.kind == Swap2Decision::Kind::Stones) {
            OpeningMove m;
            m.kind = Kind::Place;
            m.stones = a.decision.stones;
            m.score = a.decision.score;
            return {"", m};
        }
    }
    return {"", searched_stone(searches, game, options)};
}

OpeningMoveAnswer rif(DecisionSearches& searches, const Game& game, const Opening& opening,
                      const OpeningState& s, const ThinkOptions& options) {
    const int n = static_cast<int>(game.history().size());
    OpeningMove m;
    switch (s.step) {
        case OpeningStep::Place:
            if (n < 3) {
                m.kind = Kind::Place;
                m.stones = rif_opening_stones(searches, game, options);
                return {m.stones.empty() ? "bad_record" : "", m};
            }
            return {"", searched_stone(searches, game, options)};
        case OpeningStep::Choose: {
            const RifColour c = rif_choose_colour(searches, game, options);
            m.kind = Kind::Choose;
            m.colour = c.colour;
            m.score = c.colour == Stone::White ? c.score : -c.score;
            return {"", m};
        }
        case OpeningStep::Offer: {
            const RifOffer o = rif_offer(searches, game, opening, options);
            if (!o.valid) return {"bad_record", {}};
            m.kind = Kind::Offer;
            m.stones = {o.first, o.second};
            m.score = o.score;
            return {"", m};
        }
        case OpeningStep::Select: {
            const RifPick p = rif_select(searches, game, s.offered, options);
            m.kind = Kind::Select;
            m.stones = {p.move};
            m.score = p.score;
            return {"", m};
        }
        case OpeningStep::Done:
            break;
    }
    return {"wrong_step", {}};
}

}  // namespace

OpeningMoveAnswer decide_opening(DecisionSearches& searches, const Game& game,
                                 const Opening& opening, const ThinkOptions& options) {
    if (game.over()) return {"game_over", {}};
    OpeningState s;
    if (const auto code = opening.state(game, s); !code.empty()) return {code, {}};
    if (s.step == OpeningStep::Done) return {"wrong_step", {}};
    return opening.rule() == OpeningRule::Swap2 ? swap2(searches, game, s, options)
                                                : rif(searches, game, opening, s, options);
}

bool OpeningSteps::step(Engine& engine, int slice_ms) {
    DecisionSearches searches(engine, record_, slice_ms);
    OpeningMoveAnswer a = decide_opening(searches, game_, opening_, options_);
    ++steps_;
    if (!searches.finished()) return false;
    answer_ = std::move(a);
    return true;
}

}  // namespace pinqi::gomoku::ai
