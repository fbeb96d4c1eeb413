// The Gomoku search keeps to its time budget whatever kind of work fills it.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>

#include "gomoku/ai/engine.h"
#include "gomoku_ai/crowded_position.h"
#include "timing.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using pinqi::test::on_some_try;
using pinqi::test::within_five_percent;

TEST_CASE("the Gomoku search's clock counts VCF nodes: a crowded board keeps its budget within 5%",
          "[watchdog][gomoku_ai]") {
    SetupResult r = test::crowded_renju();
    REQUIRE(r.ok());
    for (const int budget : {1000, 600}) {
        const std::string failure = on_some_try([&]() -> std::string {
            Position pos = to_position(r.game);
            Searcher searcher(16);
            Limits limits;
            limits.time_ms = budget;
            const auto start = std::chrono::steady_clock::now();
            const SearchResult result = searcher.search(pos, limits);
            const long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::steady_clock::now() - start)
                                     .count();
            if (result.move == NoCell) return "no move";
            if (ms > within_five_percent(budget))
                return "budget " + std::to_string(budget) + " ms: searched " + std::to_string(ms) +
                       " ms to depth " + std::to_string(result.depth);
            return "";
        });
        INFO(failure);
        REQUIRE(failure.empty());
    }
}
