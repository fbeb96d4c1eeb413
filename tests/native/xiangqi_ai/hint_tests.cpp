#include <catch2/catch.hpp>

#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/hint.h"
#include "xiangqi/fen.h"

using namespace pinqi::xiangqi;

TEST_CASE("hint: scores in words a player understands", "[xiangqi_ai][hint]") {
    CHECK(ai::describe_score(Red, 10) == "the game is level");
    CHECK(ai::describe_score(Red, 80) == "red is slightly better");
    CHECK(ai::describe_score(Black, 200) == "black is better");
    CHECK(ai::describe_score(Black, -200) == "red is better");
    CHECK(ai::describe_score(Red, -900) == "black is winning");
    CHECK(ai::describe_score(Red, ai::mate_in(5)) == "red can mate in 3");
    CHECK(ai::describe_score(Red, ai::mated_in(4)) == "black can mate in 2");
    CHECK(ai::describe_score(Black, ai::RuleWin - 3) ==
          "black wins by the perpetual check/chase rule");
}

TEST_CASE("hint: best move and line in ICCS, WXF and Chinese", "[xiangqi_ai][hint]") {
    Position pos;
    // Mate in one for Red: the chariot on the back rank.
    REQUIRE(parse_fen("9/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1", pos).ok());
    ai::Engine engine(4);
    ai::ThinkOptions options;
    options.depth = 4;
    const ai::Hint h = ai::make_hint(pos, engine.think(pos, {}, options));
    REQUIRE(!h.pv_iccs.empty());
    CHECK(h.pv_iccs.front() == "b5d5");
    CHECK(h.pv_wxf.front() == "R8.6");
    CHECK(h.pv_chinese.front() == "车八平六");
    CHECK(h.mate_in == 1);
    CHECK(h.evaluation == "red can mate in 1");
    CHECK(h.pv_wxf.size() == h.pv_iccs.size());
}

TEST_CASE("hint: a line is cut at the first move that is not legal", "[xiangqi_ai][hint]") {
    Position pos;
    REQUIRE(parse_fen(StartFen, pos).ok());
    const auto line = ai::format_line(pos,
                                      {make_move(make_square(7, 2), make_square(4, 2)),
                                       make_move(make_square(0, 0), make_square(0, 9))},
                                      Notation::Wxf);
    REQUIRE(line.size() == 1);
    CHECK(line[0] == "C2.5");
}
