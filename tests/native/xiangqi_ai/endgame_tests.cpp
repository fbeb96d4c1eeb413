// Endgame knowledge: material balances that the manuals call drawn are
// scaled towards a draw; winning ones are left alone.
#include <catch2/catch.hpp>

#include "xiangqi/ai/endgame.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/fen.h"

using namespace pinqi::xiangqi;

namespace {

int red_scale(const char* fen) {
    Position pos;
    REQUIRE(parse_fen(fen, pos).ok());
    return ai::endgame_scale(ai::count_material(pos), Red);
}

}  // namespace

TEST_CASE("endgame: a lone chariot against full defence is drawish, against less it wins",
          "[xiangqi_ai][endgame]") {
    CHECK(red_scale("2bakab2/9/9/9/9/9/9/9/R8/3K5 w - - 0 1") < 16);
    CHECK(red_scale("3akab2/9/9/9/9/9/9/9/R8/3K5 w - - 0 1") == ai::NormalScale);
}

TEST_CASE("endgame: a chariot against a horse or cannon with full defence is drawish",
          "[xiangqi_ai][endgame]") {
    CHECK(red_scale("2bakab2/9/4n4/9/9/9/9/9/R8/3K5 w - - 0 1") <= 16);
    CHECK(red_scale("2bakab2/9/4c4/9/9/9/9/9/R8/3K5 w - - 0 1") <= 16);
}

TEST_CASE("endgame: a lone horse beats one defender but not two", "[xiangqi_ai][endgame]") {
    CHECK(red_scale("3ak4/9/9/9/9/9/9/9/N8/3K5 w - - 0 1") == ai::NormalScale);
    CHECK(red_scale("3aka3/9/9/9/9/9/9/9/N8/3K5 w - - 0 1") < 16);
}

TEST_CASE("endgame: soldiers on the last rank or a lone soldier against two defenders cannot win",
          "[xiangqi_ai][endgame]") {
    CHECK(red_scale("P3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1") < 8);
    CHECK(red_scale("3aka3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1") < 16);
    CHECK(red_scale("4k4/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1") == ai::NormalScale);
}

TEST_CASE("endgame: a lone cannon wins only with its own advisors against a bare general",
          "[xiangqi_ai][endgame]") {
    CHECK(red_scale("4k4/9/9/9/9/9/9/9/C8/3K5 w - - 0 1") < 8);
    CHECK(red_scale("4k4/9/9/9/9/9/9/9/C3A4/3K5 w - - 0 1") == ai::NormalScale);
    CHECK(red_scale("3ak4/9/9/9/9/9/9/9/C3A4/3K5 w - - 0 1") < 16);
}

TEST_CASE("endgame: the evaluation of a drawn ending stays small however much material is up",
          "[xiangqi_ai][endgame]") {
    Position pos;
    REQUIRE(parse_fen("2bakab2/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", pos).ok());
    CHECK(ai::evaluate(pos) < 200);
    REQUIRE(parse_fen("3akab2/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", pos).ok());
    CHECK(ai::evaluate(pos) > 500);
}
