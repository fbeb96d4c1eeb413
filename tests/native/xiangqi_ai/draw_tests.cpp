// Draw offers: the AI accepts only when its search says it is not better, and
// never in the first 30 plies unless the position is a dead draw.
#include <catch2/catch.hpp>

#include "xiangqi/ai/draw.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"

using namespace pinqi::xiangqi;

namespace {

ai::DrawDecision answer(const char* fen, Color answerer) {
    Game game;
    REQUIRE(game.reset(fen).ok());
    ai::Engine engine(4);
    ai::ThinkOptions options;
    options.nodes = 40'000;  // a budget in nodes: the same answer on every machine
    return ai::answer_draw_offer(engine, game, answerer, options);
}

}  // namespace

TEST_CASE("draw offer: refused as too early at move 2 of an even opening", "[xiangqi_ai][draw]") {
    Game game;
    REQUIRE(game.play("h2e2").ok());
    REQUIRE(game.play("h9g7").ok());
    ai::Engine engine(4);
    ai::ThinkOptions options;
    options.nodes = 40'000;
    // Red offers; Black (the AI) answers.
    const ai::DrawDecision d = ai::answer_draw_offer(engine, game, Black, options);
    CHECK(d.answer == ai::DrawAnswer::TooEarly);
}

TEST_CASE("draw offer: a dead draw is accepted even early", "[xiangqi_ai][draw]") {
    const ai::DrawDecision d = answer("3ak4/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1", Black);
    CHECK(d.answer == ai::DrawAnswer::Accept);
    CHECK(ai::dead_draw(Position()) == true);  // an empty board has nothing that mates
}

TEST_CASE("draw offer: refused when the AI's search says it is better", "[xiangqi_ai][draw]") {
    // Black is a chariot up at move 20; Red offers, Black answers.
    const ai::DrawDecision d =
        answer("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 20", Black);
    CHECK(d.answer == ai::DrawAnswer::Better);
    CHECK(d.score >= ai::DrawOfferMargin);
}

TEST_CASE("draw offer: accepted after 30 plies when the AI is not better", "[xiangqi_ai][draw]") {
    // The same material, but Red, a chariot down, is the one asked.
    const ai::DrawDecision worse =
        answer("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 b - - 0 20", Red);
    CHECK(worse.answer == ai::DrawAnswer::Accept);
    CHECK(worse.score < -300);
    const ai::DrawDecision level =
        answer("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 20", Black);
    CHECK(level.answer == ai::DrawAnswer::Accept);
    CHECK(level.score < ai::DrawOfferMargin);
}
