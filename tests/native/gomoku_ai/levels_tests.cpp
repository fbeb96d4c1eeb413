#include <catch2/catch.hpp>

#include "blocker.h"
#include "common/random.h"
#include "gomoku/ai/engine.h"
#include "sample.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;

namespace {

// One game from a random 2-3 stone opening near the centre: 1 the engine won, 0 a draw, -1 lost.
int play(Rule rule, int level, bool engine_black, std::uint64_t seed) {
    pinqi::Random random(seed * 7919 + 11);
    Game game(DefaultSize, rule);
    game.place({7, 7});
    const int extra = 1 + static_cast<int>(random.below(2));
    while (static_cast<int>(game.history().size()) < 1 + extra) {
        const Point p{5 + static_cast<int>(random.below(5)), 5 + static_cast<int>(random.below(5))};
        game.place(p);
    }
    Engine engine(4);
    while (!game.over()) {
        const bool engine_to_move = (game.turn() == Stone::Black) == engine_black;
        Point p;
        if (engine_to_move) {
            ThinkOptions options;
            options.level = level;
            options.seed = seed;
            p = engine.think(game, options).move;
        } else {
            p = test::blocker_move(game);
        }
        if (game.place(p) != PlaceError::Ok) return engine_to_move ? -1 : 1;
    }
    const Stone winner = game.outcome().winner();
    if (winner == Stone::Empty) return 0;
    return (winner == Stone::Black) == engine_black ? 1 : -1;
}

}  // namespace

TEST_CASE("levels: the beginner loses to a player who blocks open threes and fours",
          "[gomoku_ai][levels]") {
    // The blocking bot (blocker.h) makes five, blocks fours, makes open fours, stops open
    // threes and otherwise extends its lines. Level 1 (its own node cap) must lose more
    // games than it wins, under free-style and under Renju, playing both colours.
    for (const Rule rule : {Rule::Freestyle, Rule::Renju}) {
        int score = 0;
        // Pairs of games (both colours, one seed), sampled under the sanitizers.
        for (std::uint64_t g = 0; g < 60; ++g)
            if (pinqi::test::sampled(g / 2)) score += play(rule, MinLevel, g % 2 == 0, g / 2);
        INFO(to_string(rule) << ": beginner net score " << score << " over the games");
        REQUIRE(score < 0);
    }
}

TEST_CASE("levels: level 2 beats the blocking player", "[gomoku_ai][levels]") {
    int score = 0;
    for (std::uint64_t g = 0; g < 20; ++g) score += play(Rule::Freestyle, 2, g % 2 == 0, g / 2);
    REQUIRE(score > 0);
}
