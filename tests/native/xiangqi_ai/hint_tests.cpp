#include <catch2/catch.hpp>

#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/hint.h"
#include "xiangqi/fen.h"

using namespace pinqi::xiangqi;

TEST_CASE("hint: scores as a verdict with the side ahead and the moves to mate",
          "[xiangqi_ai][hint]") {
    using ai::Verdict;
    CHECK(ai::evaluate_score(Red, 10).verdict == Verdict::Level);
    CHECK(ai::evaluate_score(Red, 80) == ai::Evaluation{Verdict::SlightlyBetter, Red, 0});
    CHECK(ai::evaluate_score(Black, 200) == ai::Evaluation{Verdict::Better, Black, 0});
    CHECK(ai::evaluate_score(Black, -200) == ai::Evaluation{Verdict::Better, Red, 0});
    CHECK(ai::evaluate_score(Red, -900) == ai::Evaluation{Verdict::Winning, Black, 0});
    CHECK(ai::evaluate_score(Red, ai::mate_in(5)) == ai::Evaluation{Verdict::CanMate, Red, 3});
    CHECK(ai::evaluate_score(Red, ai::mated_in(4)) == ai::Evaluation{Verdict::CanMate, Black, 2});
    CHECK(ai::evaluate_score(Black, ai::rule_win_in(3)) ==
          ai::Evaluation{Verdict::RuleWin, Black, 0});
    CHECK(std::string(ai::verdict_name(Verdict::SlightlyBetter)) == "slightly_better");
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
    CHECK(h.evaluation == ai::Evaluation{ai::Verdict::CanMate, Red, 1});
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
