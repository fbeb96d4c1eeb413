#include <catch2/catch.hpp>

#include "gomoku/ai/opening_move.h"
#include "gomoku/ai/rif.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;

namespace {

ThinkOptions budget() {
    ThinkOptions o;
    o.nodes = 20'000;
    return o;
}

// A 15x15 Renju game with these stones, and its RIF opening with the colours kept as placed.
struct Rif {
    Game game{15, Rule::Renju};
    Opening opening{OpeningRule::Rif};
};

Rif rif_at(const std::vector<Point>& stones) {
    Rif r;
    for (std::size_t i = 0; i < stones.size(); ++i) {
        if (i == 3) REQUIRE(r.opening.choose(r.game, Stone::White).empty());
        REQUIRE(r.opening.place(r.game, stones[i]).empty());
    }
    if (stones.size() == 3) REQUIRE(r.opening.choose(r.game, Stone::White).empty());
    return r;
}

int searched(const Game& game) {
    Engine engine(4);
    return engine.think(game, budget()).score;
}

}  // namespace

TEST_CASE("rif: the AI's opening stones lie in the central squares the rule gives",
          "[gomoku_ai][rif]") {
    Engine engine(4);
    Rif r;
    const std::vector<Point> stones = rif_opening_stones(engine, r.game, budget());
    REQUIRE(stones.size() == 3);
    REQUIRE(stones[0] == Point{7, 7});
    for (const Point p : stones) REQUIRE(r.opening.place(r.game, p).empty());
    OpeningState s;
    REQUIRE(r.opening.state(r.game, s).empty());
    REQUIRE(s.step == OpeningStep::Choose);
}

TEST_CASE(
    "rif: the AI picks the offered fifth move that is better for White by the engine's "
    "own evaluation",
    "[gomoku_ai][rif]") {
    Rif r = rif_at({{7, 7}, {7, 6}, {8, 8}, {6, 6}});
    const Point three{9, 9}, corner{0, 0};  // an open three for Black; a wasted stone
    REQUIRE(r.opening.offer(r.game, three, corner).empty());
    OpeningState s;
    REQUIRE(r.opening.state(r.game, s).empty());
    REQUIRE(s.step == OpeningStep::Select);
    Engine engine(4);
    const RifPick pick = rif_select(engine, r.game, s.offered, budget());
    Game after_three = r.game, after_corner = r.game;
    after_three.place(three);
    after_corner.place(corner);
    // White (to move) judges both, each searched afresh: the corner is the better for White.
    REQUIRE(searched(after_corner) > searched(after_three));
    REQUIRE(pick.move == corner);
    // Through the dispatcher too, as the Worker asks.
    const OpeningMoveAnswer a = decide_opening(engine, r.game, r.opening, budget());
    REQUIRE(a.code.empty());
    REQUIRE(a.move.kind == OpeningMove::Kind::Select);
    REQUIRE(a.move.stones == std::vector<Point>{corner});
}

TEST_CASE("rif: the AI never offers a pair a symmetry makes alike, nor a point it may not play",
          "[gomoku_ai][rif]") {
    // Every stone on the column x = 7: the position is its own mirror (x -> 14 - x), so the
    // best fifth moves come in mirrored pairs that may not be offered together.
    Rif r = rif_at({{7, 7}, {7, 6}, {7, 9}, {7, 10}});
    Engine engine(4);
    const RifOffer o = rif_offer(engine, r.game, r.opening, budget());
    REQUIRE(o.valid);
    REQUIRE_FALSE(o.first == o.second);
    REQUIRE_FALSE((o.first.x == 14 - o.second.x && o.first.y == o.second.y));
    REQUIRE(r.game.check(o.first) == PlaceError::Ok);
    REQUIRE(r.game.check(o.second) == PlaceError::Ok);
    REQUIRE(r.opening.offer(r.game, o.first, o.second).empty());
}

TEST_CASE(
    "rif: of the ranked fifth moves, the pair offered skips mirror images and points Black "
    "may not play",
    "[gomoku_ai][rif]") {
    Rif r = rif_at({{7, 7}, {7, 6}, {7, 9}, {7, 10}});  // its own mirror: x -> 14 - x
    const std::vector<std::pair<int, Point>> ranked = {
        {120, {7, 6}},  // occupied
        {100, {6, 8}},  // the best for Black
        {90, {8, 8}},   // its mirror image: alike, never offered with it
        {80, {7, 11}},  // on the axis: unlike either
        {70, {5, 5}},
    };
    const RifOffer o = pick_offer(r.game, r.opening, ranked);
    REQUIRE(o.valid);
    REQUIRE(o.first == Point{6, 8});
    REQUIRE(o.second == Point{7, 11});
    REQUIRE(o.score == 80);
    REQUIRE_FALSE(pick_offer(r.game, r.opening, {{100, {6, 8}}, {90, {8, 8}}}).valid);
}

TEST_CASE("rif: at the swap point the AI takes the colour the search favours", "[gomoku_ai][rif]") {
    Rif r;
    for (const Point p : {Point{7, 7}, Point{8, 6}, Point{9, 7}})
        REQUIRE(r.opening.place(r.game, p).empty());
    Engine engine(4);
    const RifColour c = rif_choose_colour(engine, r.game, budget());
    REQUIRE(c.colour == (searched(r.game) >= 0 ? Stone::White : Stone::Black));
    const OpeningMoveAnswer a = decide_opening(engine, r.game, r.opening, budget());
    REQUIRE(a.code.empty());
    REQUIRE(a.move.kind == OpeningMove::Kind::Choose);
    REQUIRE(r.opening.choose(r.game, a.move.colour).empty());
}

TEST_CASE("opening decisions: Swap2 answers the opening accepts; none once the opening is over",
          "[gomoku_ai][rif]") {
    Engine engine(4);
    Game game(15, Rule::Freestyle);
    Opening opening(OpeningRule::Swap2);
    const OpeningMoveAnswer first = decide_opening(engine, game, opening, budget());
    REQUIRE(first.code.empty());
    REQUIRE(first.move.kind == OpeningMove::Kind::Place);
    REQUIRE(first.move.stones.size() == 3);
    for (const Point p : first.move.stones) REQUIRE(opening.place(game, p).empty());
    const OpeningMoveAnswer second = decide_opening(engine, game, opening, budget());
    REQUIRE(second.code.empty());
    REQUIRE((second.move.kind == OpeningMove::Kind::Choose ||
             second.move.kind == OpeningMove::Kind::PlaceTwo));
    REQUIRE(opening.choose(game, Stone::Black).empty());
    REQUIRE(decide_opening(engine, game, opening, budget()).code == "wrong_step");
}
