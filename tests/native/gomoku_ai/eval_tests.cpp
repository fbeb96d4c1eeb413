#include <catch2/catch.hpp>

#include "gomoku/ai/eval.h"
#include "gomoku/ai/position.h"
#include "with_moves.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using pinqi::gomoku::test::with_moves;

// The evaluation's weights are fitted by scripts/tune-gomoku-eval.sh and compiled in from
// core/gomoku/ai/eval_weights.inc; the hand-made ones remain the tuning games' evaluation.

namespace {

bool colours_tied(const std::array<std::int16_t, WeightCount>& w, Rule rule) {
    const int at = static_cast<int>(rule) * WeightsPerRule;
    for (int i = 0; i < WeightsPerColour; ++i)
        if (w[at + i] != w[at + WeightsPerColour + i]) return false;
    return true;
}

bool rule_differs(const std::array<std::int16_t, WeightCount>& a,
                  const std::array<std::int16_t, WeightCount>& b, Rule rule) {
    const int at = static_cast<int>(rule) * WeightsPerRule;
    for (int i = at; i < at + WeightsPerRule; ++i)
        if (a[i] != b[i]) return true;
    return false;
}

}  // namespace

TEST_CASE(
    "eval: the fitted weights are built in for free-style and Renju, Black and White apart "
    "only in Renju; standard keeps the hand-made ones",
    "[gomoku_ai][eval]") {
    const auto& fitted = eval_weights();
    const auto hand = initial_weights();
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        INFO(to_string(rule));
        REQUIRE(rule_differs(fitted, hand, rule) == (rule != Rule::Standard));
        REQUIRE(colours_tied(fitted, rule) == (rule != Rule::Renju));
    }
}

TEST_CASE("eval: a side with an open three and the move stands better than one facing it",
          "[gomoku_ai][eval]") {
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        INFO(to_string(rule));
        // Black: an open three on row 7; White: three scattered stones. Black to move.
        Position pos = with_moves(rule, {{6, 7}, {3, 2}, {7, 7}, {11, 3}, {8, 7}, {2, 12}});
        REQUIRE(pos.side_to_move() == Stone::Black);
        const int black_to_move = pos.evaluate();
        REQUIRE(black_to_move > 0);
        // The same stones with White to move (White passes its turn back): White must defend.
        pos.make_null();
        REQUIRE(pos.evaluate() < 0);
        pos.unmake_null();
        // A closed three is worth less to Black than the open one.
        // White's stone at (5, 7) closes it; Black to move.
        const Position closed =
            with_moves(rule, {{6, 7}, {5, 7}, {7, 7}, {11, 3}, {8, 7}, {2, 12}});
        REQUIRE(closed.evaluate() < black_to_move);
    }
}
