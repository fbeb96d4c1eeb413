// The tactics suite: the top level must find the one right move in each
// mined position (mates in 1-3, defences against mate, winning captures) and
// must not walk into a forbidden perpetual check.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <string>

#include "sample.h"
#include "tactics_positions.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

TEST_CASE("tactics: the top level finds the unique answer in every mined position",
          "[xiangqi_ai][tactics]") {
    STATIC_REQUIRE(sizeof(Tactics) / sizeof(Tactics[0]) >= 60);
    ai::Engine engine(16);
    int solved = 0, total = 0, slowest_ms = 0;
    for (std::size_t i = 0; i < std::size(Tactics); ++i) {
        if (!pinqi::test::sampled(i)) continue;
        const Tactic& t = Tactics[i];
        Position pos;
        REQUIRE(parse_fen(t.fen, pos).ok());
        ai::ThinkOptions options;
        options.nodes = 250'000;  // a budget in nodes, so the result never depends on the machine
        const auto start = std::chrono::steady_clock::now();
        const ai::SearchResult r = engine.think(pos, {}, options);
        const int ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                               std::chrono::steady_clock::now() - start)
                               .count());
        slowest_ms = std::max(slowest_ms, ms);
        ++total;
        INFO(t.kind << " " << t.fen << " expected " << t.answer << " got " << to_iccs(r.best)
                    << " score " << r.score << " depth " << r.depth);
        CHECK(to_iccs(r.best) == t.answer);
        solved += to_iccs(r.best) == t.answer;
    }
    WARN("tactics: solved " << solved << "/" << total << ", slowest " << slowest_ms << " ms");
}

TEST_CASE("tactics: mates are reported with their distance", "[xiangqi_ai][tactics]") {
    ai::Engine engine(16);
    for (const Tactic& t : Tactics) {
        const std::string kind = t.kind;
        if (kind.rfind("mate", 0) != 0) continue;
        const int moves = kind[4] - '0';
        Position pos;
        REQUIRE(parse_fen(t.fen, pos).ok());
        ai::ThinkOptions options;
        options.nodes = 250'000;
        const ai::SearchResult r = engine.think(pos, {}, options);
        INFO(t.fen << " score " << r.score);
        CHECK(ai::mate_moves(r.score) == moves);
    }
}

// Red checks with the chariot on a8/a9 while Black's general steps f8/f9.
// The position has come round twice; a third a9a8+ loses by perpetual check.
TEST_CASE("tactics: the engine never walks into a forbidden perpetual check",
          "[xiangqi_ai][tactics][repetition]") {
    const char* fen = "9/5k3/R8/9/7c1/8r/9/9/9/2BAKAB2 w - - 0 1";
    Game game;
    REQUIRE(game.reset(fen).ok());
    for (const char* m : {"a7a8", "f8f9", "a8a9", "f9f8", "a9a8", "f8f9", "a8a9", "f9f8"})
        REQUIRE(game.play(std::string_view(m)).ok());
    REQUIRE_FALSE(game.result().over());
    {
        Game trial = game;
        REQUIRE(trial.play(std::string_view("a9a8")).ok());
        REQUIRE(trial.result().reason == EndReason::PerpetualCheck);  // the rules agree
    }
    ai::Engine engine(16);
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
        ai::ThinkOptions options;
        options.level = level;
        options.nodes = 300'000;
        const ai::SearchResult r = engine.think(game, options);
        INFO("level " << level << " played " << to_iccs(r.best) << " score " << r.score);
        CHECK(to_iccs(r.best) != "a9a8");
        CHECK(r.score > -ai::DecisiveBound);
    }
}

// From a game against Fairy-Stockfish at 1000 ms: Red, lost, checked with the
// chariot f9/f8 while Black's general stepped e9/e8, and a third f8f9+ lost by
// the perpetual-check rule. Every other move is mated in 6. The search ranked
// any rule loss above any mate, so it broke the rule at once; now the later
// loss is the better one, and the engine plays on.
TEST_CASE("tactics: a lost side is mated later rather than lose by the repetition rule now",
          "[xiangqi_ai][tactics][repetition]") {
    Game game;
    REQUIRE(game.reset("3ak1b2/9/3a5/5R2p/3n5/4c4/4r3P/B6c1/5K3/6B2 w - - 0 45").ok());
    for (const char* m : {"f6f9", "e9e8", "f9f8", "e8e9", "f8f9", "e9e8", "f9f8", "e8e9"})
        REQUIRE(game.play(std::string_view(m)).ok());
    {
        Game trial = game;
        REQUIRE(trial.play(std::string_view("f8f9")).ok());
        REQUIRE(trial.result().reason == EndReason::PerpetualCheck);  // the rules agree
    }
    ai::Engine engine(16);
    ai::ThinkOptions options;
    options.depth = 16;
    const ai::SearchResult r = engine.think(game, options);
    INFO("played " << to_iccs(r.best) << " score " << r.score);
    CHECK(to_iccs(r.best) != "f8f9");
    CHECK(ai::is_mate(r.score));
    CHECK(ai::mate_moves(r.score) < 0);
}

// The rule-win band: a rule win ranks just below a mate at the same ply and above any
// later mate, and the table stores both relative to the node.
TEST_CASE("score: decisive results are ranked by distance, a mate before a rule win",
          "[xiangqi_ai][score]") {
    CHECK(ai::mate_in(3) > ai::rule_win_in(3));
    CHECK(ai::rule_win_in(3) > ai::mate_in(4));
    CHECK(-ai::rule_win_in(1) < ai::mated_in(8));  // the loser prefers the later mate
    CHECK(ai::is_decisive(ai::rule_win_in(ai::MaxPly)));
    CHECK_FALSE(ai::is_mate(ai::rule_win_in(5)));
    CHECK(ai::mate_moves(ai::mate_in(5)) == 3);
    CHECK(ai::mate_moves(ai::mated_in(4)) == -2);
    CHECK(ai::mate_moves(ai::rule_win_in(5)) == 0);
    for (const ai::Value v :
         {ai::mate_in(7), ai::mated_in(6), ai::rule_win_in(9), -ai::rule_win_in(4)})
        CHECK(ai::value_from_tt(ai::value_to_tt(v, 5), 5) == v);
    CHECK(ai::value_from_tt(ai::value_to_tt(ai::rule_win_in(9), 5), 2) == ai::rule_win_in(6));
}

// Red is a chariot down; moving the chariot back repeats a position in which
// nobody checked or chased, which the search scores as a draw and prefers.
TEST_CASE("tactics: a repetition without checks or chases scores as a draw",
          "[xiangqi_ai][tactics][repetition]") {
    Game game;
    REQUIRE(
        game.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1").ok());
    for (const char* m : {"a0a1", "i9i8", "a1a0", "i8i9", "a0a1", "i9i8"})
        REQUIRE(game.play(std::string_view(m)).ok());
    ai::Engine engine(16);
    ai::ThinkOptions options;
    options.depth = 6;
    const ai::SearchResult r = engine.think(game, options);
    CHECK(to_iccs(r.best) == "a1a0");
    CHECK(r.score == ai::Draw);
}

// Red's chariot chases Black's unprotected cannon as it shuttles a7/b7; a
// third b3a3 would lose by perpetual chase, although Red is a cannon down and
// would welcome a draw.
TEST_CASE("tactics: the engine never walks into a forbidden perpetual chase",
          "[xiangqi_ai][tactics][repetition]") {
    Game game;
    REQUIRE(game.reset("4k4/8r/c8/9/9/9/9/R8/4A4/3K5 w - - 0 1").ok());
    for (const char* m : {"a2a3", "a7b7", "a3b3", "b7a7", "b3a3", "a7b7", "a3b3", "b7a7"})
        REQUIRE(game.play(std::string_view(m)).ok());
    REQUIRE_FALSE(game.result().over());
    {
        Game trial = game;
        REQUIRE(trial.play(std::string_view("b3a3")).ok());
        REQUIRE(trial.result().reason == EndReason::PerpetualChase);  // the rules agree
    }
    ai::Engine engine(16);
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
        ai::ThinkOptions options;
        options.level = level;
        options.nodes = 200'000;
        const ai::SearchResult r = engine.think(game, options);
        INFO("level " << level << " played " << to_iccs(r.best) << " score " << r.score);
        CHECK(to_iccs(r.best) != "b3a3");
        CHECK(r.score > -ai::DecisiveBound);
    }
}
