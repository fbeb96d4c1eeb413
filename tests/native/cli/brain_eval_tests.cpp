// The evaluation `gomoku_match check-openings` reads from a Gomocup brain's MESSAGE lines.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "../../../bench/gomoku/brain_eval.h"

using pinqi::gomoku::bench::last_brain_eval;
using pinqi::gomoku::bench::parse_brain_eval;

TEST_CASE("brain eval: Rapfi's end-of-search message", "[cli][brain-eval]") {
    const auto e =
        parse_brain_eval("MESSAGE Speed 364K | Depth 17-30 | Eval -136 | Node 353K | Time 970ms");
    REQUIRE(e);
    CHECK(e->value == -136);
    CHECK(e->mate == 0);
    const auto zero = parse_brain_eval("MESSAGE Speed 1.2M | Depth 20-41 | Eval 0 | Node 2M");
    REQUIRE(zero);
    CHECK(zero->value == 0);
    const auto plus = parse_brain_eval("MESSAGE Speed 1M | Depth 9-12 | Eval +25 | Node 1M");
    REQUIRE(plus);
    CHECK(plus->value == 25);
}

TEST_CASE("brain eval: mates, in plies, for and against the side to move", "[cli][brain-eval]") {
    const auto win = parse_brain_eval("MESSAGE Speed 1M | Depth 9-12 | Eval +M15 | Node 1M");
    REQUIRE(win);
    CHECK(win->mate == 15);
    const auto loss = parse_brain_eval("MESSAGE Speed 1M | Depth 9-12 | Eval -M8 | Node 1M");
    REQUIRE(loss);
    CHECK(loss->mate == -8);
}

TEST_CASE("brain eval: the UCI-like 'ev' and pinqi's own 'eval'", "[cli][brain-eval]") {
    const auto uci = parse_brain_eval("MESSAGE depth 17-30 ev 44 n 353K n/ms 364 tm 970 pv h8 i9");
    REQUIRE(uci);
    CHECK(uci->value == 44);
    const auto ours = parse_brain_eval("MESSAGE depth 12 eval -31 nodes 100000 pv h8");
    REQUIRE(ours);
    CHECK(ours->value == -31);
}

TEST_CASE("brain eval: lines without a readable evaluation", "[cli][brain-eval]") {
    CHECK_FALSE(parse_brain_eval("MESSAGE Bestline F8 G9 F10 F9 G8 E8 D7 I10"));
    CHECK_FALSE(parse_brain_eval("MESSAGE Transposition table cleared."));
    CHECK_FALSE(parse_brain_eval("MESSAGE Speed 1M | Depth 1-1 | Eval VAL_NONE | Node 1"));
    CHECK_FALSE(parse_brain_eval("MESSAGE Evaluator loaded"));  // a word that starts with "eval"
    CHECK_FALSE(parse_brain_eval("MESSAGE prev 12"));           // "ev" inside a word
    CHECK_FALSE(parse_brain_eval("MESSAGE eval 12.5"));
    CHECK_FALSE(parse_brain_eval("MESSAGE Eval"));
}

TEST_CASE("brain eval: a search's evaluation is its last message that has one",
          "[cli][brain-eval]") {
    const std::vector<std::string> messages{
        "MESSAGE Speed 300K | Depth 10-20 | Eval 90 | Node 30K | Time 100ms",
        "MESSAGE Speed 364K | Depth 17-30 | Eval -136 | Node 353K | Time 970ms",
        "MESSAGE Bestline F8 G9 F10 F9 G8 E8 D7 I10",
    };
    const auto e = last_brain_eval(messages);
    REQUIRE(e);
    CHECK(e->value == -136);
    CHECK_FALSE(last_brain_eval({"MESSAGE Bestline F8 G9"}));
}
