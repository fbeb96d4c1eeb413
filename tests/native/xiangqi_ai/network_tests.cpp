// The shipped network (web/src/networks/xiangqi.pqnn) in the engine the app plays
// with: the top level evaluates with it and the others do not, and with it the top
// level still solves the whole tactics suite.
#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "cli/evalfile.h"
#include "fen_position.h"
#include "sample.h"
#include "tactics_positions.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

namespace {

std::shared_ptr<const ai::nnue::Network> shipped_network() {
    static const std::shared_ptr<const ai::nnue::Network> network = [] {
        std::shared_ptr<const ai::nnue::Network> n;
        const std::string error =
            pinqi::cli::read_network(PINQI_SOURCE_DIR "/web/src/networks/xiangqi.pqnn", n);
        INFO(error);
        REQUIRE(error.empty());
        return n;
    }();
    return network;
}

const char* Middlegame =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1";

ai::SearchResult search(int level, ai::Engine::NetworkUse use, bool with_network) {
    ai::Engine engine(8);
    if (with_network) engine.set_network(shipped_network());
    engine.set_network_use(use);
    ai::ThinkOptions options;
    options.level = level;
    options.seed = 5;
    options.nodes = 20'000;
    return engine.think(from_fen(Middlegame), {}, options);
}

}  // namespace

TEST_CASE("network: only the top level evaluates with it", "[xiangqi_ai][nnue][levels]") {
    using Use = ai::Engine::NetworkUse;
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
        const bool uses = level == ai::MaxLevel;
        CHECK(ai::level_settings(level).network == uses);
        const ai::SearchResult by_level = search(level, Use::ByLevel, true);
        const ai::SearchResult expected = search(level, uses ? Use::Always : Use::Never, true);
        INFO("level " << level);
        CHECK(by_level.best == expected.best);
        CHECK(by_level.score == expected.score);
        CHECK(by_level.nodes == expected.nodes);
        if (uses) {  // and it is not the hand-crafted search (the budget fixes the nodes)
            const ai::SearchResult hand_crafted = search(level, Use::ByLevel, false);
            INFO("scores " << by_level.score << " " << hand_crafted.score);
            CHECK(by_level.score != hand_crafted.score);
        }
    }
}

TEST_CASE("network: the top level with it finds the unique answer in every mined position",
          "[xiangqi_ai][nnue][tactics]") {
    ai::Engine engine(16);
    engine.set_network(shipped_network());
    for (std::size_t i = 0; i < std::size(Tactics); ++i) {
        if (!pinqi::test::sampled(i)) continue;
        const Tactic& t = Tactics[i];
        ai::ThinkOptions options;
        options.nodes = 250'000;  // as the hand-crafted suite (tactics_tests.cpp)
        const ai::SearchResult r = engine.think(from_fen(t.fen), {}, options);
        INFO(t.kind << " " << t.fen << " expected " << t.answer << " got " << to_iccs(r.best)
                    << " score " << r.score << " depth " << r.depth);
        CHECK(to_iccs(r.best) == t.answer);
    }
}
