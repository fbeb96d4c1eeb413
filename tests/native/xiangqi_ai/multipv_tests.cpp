#include <catch2/catch.hpp>
#include <set>

#include "line_depth_check.h"
#include "xiangqi/ai/bench.h"
#include "xiangqi/ai/multipv.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::ai;

TEST_CASE("multipv: the mate is the first line, then distinct lines, best first",
          "[xiangqi_ai][multipv]") {
    Game game;
    REQUIRE(game.reset("1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1").ok());
    Engine engine(16);
    LinesOptions options;
    options.lines = 3;
    options.max_depth = 4;
    std::vector<int> depths;
    const auto last = best_lines(engine, game, options, [&](int depth, const auto& lines) {
        depths.push_back(depth);
        REQUIRE(lines.size() == 3);
        std::set<Move> moves;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            moves.insert(lines[i].move);
            REQUIRE_FALSE(lines[i].pv.empty());
            CHECK(lines[i].pv.front() == lines[i].move);
            if (i > 0) CHECK(lines[i - 1].score >= lines[i].score);
        }
        CHECK(moves.size() == 3);
        return true;
    });
    CHECK(depths == std::vector<int>{1, 2, 3, 4});
    REQUIRE(last.size() == 3);
    CHECK(to_iccs(last[0].move) == "b5d5");  // another line may mate too
    CHECK(mate_moves(last[0].score) == 1);
}

TEST_CASE("multipv: fewer lines when there are fewer legal moves, none when the game is over",
          "[xiangqi_ai][multipv]") {
    Game game;
    // A bare black king: a handful of moves.
    REQUIRE(game.reset("4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1").ok());
    MoveList legal;
    Position pos = game.position();
    generate_legal(pos, legal);
    Engine engine(16);
    LinesOptions options;
    options.lines = 5;
    options.max_depth = 2;
    const auto lines = best_lines(engine, game, options);
    CHECK(int(lines.size()) == std::min(legal.size, 5));
    Game mated;
    REQUIRE(mated.reset("1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1").ok());
    REQUIRE(mated.play(std::string_view("b5d5")).ok());
    CHECK(best_lines(engine, mated, options).empty());
}

TEST_CASE("multipv: lines after the first are searched shallower unless they beat line 1",
          "[xiangqi_ai][multipv]") {
    Game game;
    for (const char* m : {"h2e2", "h9g7", "h0g2"}) REQUIRE(game.play(std::string_view(m)).ok());
    Engine engine(16);
    LinesOptions options;
    options.lines = 3;
    options.max_depth = 9;
    pinqi::test::LineDepthCheck check;
    best_lines(engine, game, options, [&](int depth, const auto& lines) {
        check(depth, lines);
        return true;
    });
    CHECK(check.reported > 0);
    CHECK(check.shallower > 0);
}

TEST_CASE("multipv: three lines cost at most 1.6 times one line at the same depth",
          "[xiangqi_ai][multipv]") {
    // Issue 24 §4, on the bench positions without a forced mate (where one line's search is
    // cut short by the mate's bounds). Nodes: the same on every machine. Three lines all at
    // one depth cost 2.6 times one line here.
    const BenchReport one = run_bench(10, 1, 1), three = run_bench(10, 1, 3);
    REQUIRE(one.lines.size() == three.lines.size());
    std::uint64_t one_nodes = 0, three_nodes = 0;
    for (std::size_t i = 0; i < one.lines.size(); ++i)
        if (!one.lines[i].mate)
            one_nodes += one.lines[i].nodes, three_nodes += three.lines[i].nodes;
    REQUIRE(one_nodes > 0);
    INFO("one line " << one_nodes << " nodes, three lines " << three_nodes);
    CHECK(double(three_nodes) <= 1.6 * double(one_nodes));
}
