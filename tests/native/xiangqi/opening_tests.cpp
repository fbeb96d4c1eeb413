#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "xiangqi/fen.h"
#include "xiangqi/notation.h"
#include "xiangqi/openings.h"

using namespace pinqi::xiangqi;

namespace {

// The moves of a game written in Chinese notation, from the start position.
std::vector<Move> moves_of(const std::vector<std::string>& chinese) {
    Position pos;
    REQUIRE(parse_fen(StartFen, pos).ok());
    std::vector<Move> out;
    for (const std::string& text : chinese) {
        const ParsedMove m = parse_chinese(pos, text);
        INFO(text);
        REQUIRE(m.status.ok());
        pos.do_move(m.move);
        out.push_back(m.move);
    }
    return out;
}

std::string name_of(const std::vector<std::string>& chinese) {
    const auto match = identify_opening(StartFen, moves_of(chinese));
    return match ? std::string(match->opening->id) : std::string("none");
}

}  // namespace

TEST_CASE("the opening table is sound: every line parses, one name per position",
          "[xiangqi][openings]") {
    for (const std::string& problem : opening_table_problems()) INFO(problem);
    REQUIRE(opening_table_problems().empty());
}

TEST_CASE("the table names at least 40 openings, each with an id and both names",
          "[xiangqi][openings]") {
    REQUIRE(openings().size() >= 40);
    std::set<std::string_view> ids;
    for (const Opening& o : openings()) {
        REQUIRE(ids.insert(o.id).second);
        REQUIRE_FALSE(o.chinese.empty());
        REQUIRE_FALSE(o.english.empty());
    }
    for (const char* family :
         {"中炮对屏风马", "顺炮", "列炮", "飞相局", "仙人指路", "起马局", "过宫炮"}) {
        bool found = false;
        for (const Opening& o : openings()) found = found || o.chinese == family;
        INFO(family);
        REQUIRE(found);
    }
}

TEST_CASE("Central Cannon vs Screen Horses is named in the book order and in a transposed order",
          "[xiangqi][openings]") {
    const std::string book =
        name_of({"炮二平五", "马8进7", "马二进三", "车9平8", "车一平二", "马2进3"});
    REQUIRE(book == "central-cannon-straight-chariot-vs-screen-horses");
    // Black develops in another order; the position is the same.
    REQUIRE(name_of({"炮二平五", "马2进3", "马二进三", "马8进7", "车一平二", "车9平8"}) == book);
    // Both sides change their order: the second cannon comes first, the horses swap.
    REQUIRE(name_of({"炮八平六", "马2进3", "炮二平五", "马8进7", "马二进三"}) ==
            "five-six-cannons-vs-screen-horses");
    REQUIRE(name_of({"炮二平五", "马8进7", "马二进三", "马2进3", "炮八平六"}) ==
            "five-six-cannons-vs-screen-horses");
}

TEST_CASE("an opening played on the other wing is the same opening", "[xiangqi][openings]") {
    REQUIRE(name_of({"炮八平五"}) == "central-cannon");
    REQUIRE(name_of({"炮八平五", "炮2平5"}) == "same-direction-cannons");
    REQUIRE(name_of({"炮八平五", "炮8平5"}) == "opposite-direction-cannons");
    REQUIRE(name_of({"兵三进一", "炮8平7"}) == "pawn-vs-cannon-behind-pawn");
}

TEST_CASE("a branch is named once the game reaches it, and the name stays after the book ends",
          "[xiangqi][openings]") {
    const std::vector<std::string> line = {"炮二平五", "马8进7", "马二进三", "车9平8",
                                           "车一平二", "马2进3", "车二进六"};
    const auto match = identify_opening(StartFen, moves_of(line));
    REQUIRE(match);
    REQUIRE(std::string(match->opening->chinese) == "中炮过河车对屏风马");
    REQUIRE(match->ply == 7);
    std::vector<std::string> longer = line;
    longer.push_back("卒7进1");
    longer.push_back("兵七进一");
    const auto later = identify_opening(StartFen, moves_of(longer));
    REQUIRE(later);
    REQUIRE(later->opening == match->opening);
    REQUIRE(later->ply == 7);
}

TEST_CASE("a game from another start, or one with no named position, has no opening",
          "[xiangqi][openings]") {
    REQUIRE_FALSE(
        identify_opening("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", std::vector<Move>{}).has_value());
    REQUIRE(name_of({"兵五进一"}) == "none");
    REQUIRE_FALSE(identify_opening(StartFen, {}).has_value());
}

TEST_CASE("an illegal move ends the reading: no opening", "[xiangqi][openings]") {
    REQUIRE_FALSE(identify_opening(StartFen, {make_move(0, 80)}).has_value());
}
