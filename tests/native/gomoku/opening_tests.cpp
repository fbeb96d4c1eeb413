#include <catch2/catch.hpp>

#include "gomoku/opening.h"
#include "gomoku/record.h"

using namespace pinqi::gomoku;

namespace {

OpeningState state_of(const Opening& o, const Game& g) {
    OpeningState s;
    REQUIRE(o.state(g, s).empty());
    return s;
}

// Swap2's first three stones: black h8, white i9, black j8.
void three_stones(Opening& o, Game& g) {
    REQUIRE(o.place(g, {7, 7}).empty());
    REQUIRE(o.place(g, {8, 6}).empty());
    REQUIRE(o.place(g, {9, 7}).empty());
}

}  // namespace

TEST_CASE("swap2: the first player places three stones of both colours, then the second chooses",
          "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    for (int i = 0; i < 3; ++i) {
        const OpeningState s = state_of(o, g);
        REQUIRE(s.step == OpeningStep::Place);
        REQUIRE(s.actor == Seat::First);
        REQUIRE(o.place(g, {6 + i, 7 + (i % 2)}).empty());
    }
    REQUIRE(g.history()[1].player == Stone::White);
    const OpeningState s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Choose);
    REQUIRE(s.actor == Seat::Second);
    REQUIRE(s.may_place_two);
    REQUIRE_FALSE(s.colours_settled);
}

TEST_CASE("swap2: the second player taking Black makes the first player White, who moves next",
          "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.choose(g, Stone::Black).empty());
    const OpeningState s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Done);
    REQUIRE(s.colours_settled);
    REQUIRE(s.black == Seat::Second);
    REQUIRE(s.actor == Seat::First);  // White's fourth stone
}

TEST_CASE("swap2: the second player taking White places the fourth stone", "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.choose(g, Stone::White).empty());
    const OpeningState s = state_of(o, g);
    REQUIRE(s.black == Seat::First);
    REQUIRE(s.actor == Seat::Second);
    REQUIRE(o.place(g, {1, 1}).empty());
    REQUIRE(state_of(o, g).actor == Seat::First);
}

TEST_CASE("swap2: placing two more stones hands the choice back to the first player",
          "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.place_two(g).empty());
    REQUIRE(state_of(o, g).step == OpeningStep::Place);
    REQUIRE(state_of(o, g).actor == Seat::Second);
    REQUIRE(o.place(g, {3, 3}).empty());  // white
    REQUIRE(o.place(g, {4, 4}).empty());  // black
    OpeningState s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Choose);
    REQUIRE(s.actor == Seat::First);
    REQUIRE_FALSE(s.may_place_two);
    REQUIRE(o.place_two(g) == "wrong_step");
    REQUIRE(o.choose(g, Stone::White).empty());
    s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Done);
    REQUIRE(s.black == Seat::Second);
    REQUIRE(s.actor == Seat::First);  // White's sixth stone
}

TEST_CASE("swap2: a stone while a choice is due, or a choice while a stone is due, is refused",
          "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    REQUIRE(o.choose(g, Stone::Black) == "wrong_step");
    REQUIRE(o.place_two(g) == "wrong_step");
    REQUIRE(o.offer(g, {1, 1}, {2, 2}) == "wrong_step");
    three_stones(o, g);
    REQUIRE(o.place(g, {1, 1}) == "wrong_step");
    REQUIRE(g.history().size() == 3);
    REQUIRE(o.place(g, {7, 7}) == "wrong_step");  // the step is checked before the point
    REQUIRE(o.decisions().empty());
}

TEST_CASE("an opening refuses a stone the rules refuse, and changes nothing", "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    REQUIRE(o.place(g, {7, 7}).empty());
    REQUIRE(o.place(g, {7, 7}) == "occupied");
    REQUIRE(o.place(g, {15, 0}) == "out_of_bounds");
    REQUIRE(g.history().size() == 1);
}

TEST_CASE("swap2: an AI answer (Gomocup SWAP2BOARD) applies whole or not at all",
          "[gomoku][opening]") {
    SECTION("two stones") {
        Game g(15, Rule::Freestyle);
        Opening o(OpeningRule::Swap2);
        three_stones(o, g);
        Swap2Answer a{Swap2Answer::Kind::PlaceTwo, {3, 3}, {4, 4}};
        REQUIRE(o.apply(g, a).empty());
        REQUIRE(g.history().size() == 5);
        REQUIRE(state_of(o, g).step == OpeningStep::Choose);
    }
    SECTION("a second stone on an occupied point takes nothing") {
        Game g(15, Rule::Freestyle);
        Opening o(OpeningRule::Swap2);
        three_stones(o, g);
        Swap2Answer a{Swap2Answer::Kind::PlaceTwo, {3, 3}, {7, 7}};
        REQUIRE(o.apply(g, a) == "occupied");
        REQUIRE(g.history().size() == 3);
        REQUIRE(o.decisions().empty());
        REQUIRE(state_of(o, g).step == OpeningStep::Choose);
    }
    SECTION("a move: the deciding player takes White and plays it") {
        Game g(15, Rule::Freestyle);
        Opening o(OpeningRule::Swap2);
        three_stones(o, g);
        REQUIRE(o.apply(g, {Swap2Answer::Kind::Move, {8, 8}, {}}).empty());
        const OpeningState s = state_of(o, g);
        REQUIRE(s.black == Seat::First);
        REQUIRE(g.history().size() == 4);
    }
    SECTION("swap: the deciding player takes Black") {
        Game g(15, Rule::Freestyle);
        Opening o(OpeningRule::Swap2);
        three_stones(o, g);
        REQUIRE(o.apply(g, {Swap2Answer::Kind::Swap, {}, {}}).empty());
        REQUIRE(state_of(o, g).black == Seat::Second);
    }
}

TEST_CASE("undo takes back a decision before the stone it came after", "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.place_two(g).empty());
    REQUIRE(o.place(g, {3, 3}).empty());
    REQUIRE(o.undo(g));  // the stone
    REQUIRE(g.history().size() == 3);
    REQUIRE(o.decisions().size() == 1);
    REQUIRE(o.undo(g));  // the decision
    REQUIRE(o.decisions().empty());
    REQUIRE(state_of(o, g).step == OpeningStep::Choose);
    for (int i = 0; i < 3; ++i) REQUIRE(o.undo(g));
    REQUIRE_FALSE(o.undo(g));
}

TEST_CASE("a decision is dropped when the game it was taken on changes elsewhere",
          "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.choose(g, Stone::White).empty());
    g.undo(1);
    g.place({1, 1});  // a different third stone, placed past the opening
    REQUIRE(state_of(o, g).step == OpeningStep::Choose);
    o.sync(g);
    REQUIRE(o.decisions().empty());
}

TEST_CASE("a game that went past a due decision does not follow the opening", "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{9, 9}, Point{1, 1}}) g.place(p);
    Opening o(OpeningRule::Swap2);
    OpeningState s;
    REQUIRE(o.state(g, s) == "bad_record");
}

TEST_CASE("rif: the first three stones go to the centre, the 3x3 and the 5x5 squares",
          "[gomoku][opening]") {
    Game g(15, Rule::Renju);
    Opening o(OpeningRule::Rif);
    REQUIRE(state_of(o, g).area == 1);
    REQUIRE(o.place(g, {6, 7}) == "outside_area");
    REQUIRE(o.place(g, {7, 7}).empty());
    REQUIRE(state_of(o, g).area == 3);
    REQUIRE(o.place(g, {9, 7}) == "outside_area");
    REQUIRE(o.place(g, {8, 6}).empty());
    REQUIRE(state_of(o, g).area == 5);
    REQUIRE(o.place(g, {10, 7}) == "outside_area");
    REQUIRE(o.place(g, {9, 7}).empty());
    REQUIRE(g.history().size() == 3);
}

TEST_CASE("rif: swap, the fourth stone, two unlike fifth moves, White picks one",
          "[gomoku][opening]") {
    Game g(15, Rule::Renju);
    Opening o(OpeningRule::Rif);
    REQUIRE(o.place(g, {7, 7}).empty());
    REQUIRE(o.place(g, {7, 6}).empty());  // direct opening: h9
    REQUIRE(o.place(g, {7, 5}).empty());  // h10: symmetric about the vertical line
    OpeningState s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Choose);
    REQUIRE_FALSE(s.may_place_two);
    REQUIRE(o.place_two(g) == "wrong_step");
    REQUIRE(o.choose(g, Stone::Black).empty());  // the second player swaps
    s = state_of(o, g);
    REQUIRE(s.black == Seat::Second);
    REQUIRE(s.step == OpeningStep::Place);
    REQUIRE(s.actor == Seat::First);
    REQUIRE(s.area == 0);
    REQUIRE(o.place(g, {7, 8}).empty());  // the fourth stone keeps the vertical symmetry
    s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Offer);
    REQUIRE(s.actor == Seat::Second);
    // Mirror images across the vertical line through the centre are alike.
    REQUIRE(o.offer(g, {5, 6}, {9, 6}) == "bad_offer");
    REQUIRE(o.offer(g, {5, 6}, {5, 6}) == "bad_offer");
    REQUIRE(o.offer(g, {7, 7}, {5, 6}) == "bad_offer");
    REQUIRE(o.offer(g, {5, 6}, {9, 4}).empty());
    s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Select);
    REQUIRE(s.actor == Seat::First);
    REQUIRE(s.offered.size() == 2);
    REQUIRE(o.place(g, {1, 1}) == "not_offered");
    REQUIRE(o.place(g, {9, 4}).empty());
    s = state_of(o, g);
    REQUIRE(s.step == OpeningStep::Done);
    REQUIRE(s.actor == Seat::First);  // White plays the sixth move
}

TEST_CASE("rif is played on a 15x15 board under Renju only", "[gomoku][opening]") {
    REQUIRE(Opening::check_settings(OpeningRule::Rif, 15, Rule::Renju).empty());
    REQUIRE(Opening::check_settings(OpeningRule::Rif, 15, Rule::Freestyle) == "bad_settings");
    REQUIRE(Opening::check_settings(OpeningRule::Rif, 19, Rule::Renju) == "bad_settings");
    REQUIRE(Opening::check_settings(OpeningRule::Swap2, 15, Rule::Standard).empty());
}

TEST_CASE("an opening is written into the record and replayed from it", "[gomoku][opening]") {
    Game g(15, Rule::Freestyle);
    Opening o(OpeningRule::Swap2);
    three_stones(o, g);
    REQUIRE(o.place_two(g).empty());
    REQUIRE(o.place(g, {3, 3}).empty());
    REQUIRE(o.place(g, {4, 4}).empty());
    REQUIRE(o.choose(g, Stone::Black).empty());
    REQUIRE(o.place(g, {10, 10}).empty());
    const std::string record = to_record(g, o);
    REQUIRE(record.find("[Opening \"swap2\"]") != std::string::npos);
    REQUIRE(record.find("[OpeningSteps \"3 place-two, 5 black\"]") != std::string::npos);
    // A reader that knows nothing of openings still gets the moves.
    REQUIRE(parse_record(record).ok);
    const OpeningRecordResult back = parse_opening_record(record);
    REQUIRE(back.code.empty());
    REQUIRE(back.opening.has_value());
    REQUIRE(back.game.history().size() == 6);
    OpeningState s;
    REQUIRE(back.opening->state(back.game, s).empty());
    REQUIRE(s.black == Seat::First);
    REQUIRE(s.step == OpeningStep::Done);
}

TEST_CASE("a record whose moves break its opening is refused", "[gomoku][opening]") {
    const std::string record =
        "[Game \"Gomoku\"]\n[Rule \"renju\"]\n[Opening \"rif\"]\n[OpeningSteps \"3 white\"]\n"
        "1. a1 h9 2. h10\n";  // the first stone is not on the centre
    REQUIRE(parse_opening_record(record).code == "bad_record");
    const std::string skipped =
        "[Game \"Gomoku\"]\n[Opening \"swap2\"]\n[OpeningSteps \"\"]\n1. h8 i9 2. j8 a1\n";
    REQUIRE(parse_opening_record(skipped).code == "bad_record");
    const std::string unknown = "[Game \"Gomoku\"]\n[Opening \"pro\"]\n1. h8\n";
    REQUIRE(parse_opening_record(unknown).code == "bad_record");
}

TEST_CASE("opening decisions read back as they are written", "[gomoku][opening]") {
    for (const char* text : {"3 black", "3 white", "3 place-two", "4 offer f9 j11"}) {
        const auto d = parse_decision(text, 15);
        REQUIRE(d.has_value());
        REQUIRE(to_string(*d, 15) == text);
    }
    REQUIRE_FALSE(parse_decision("3 purple", 15));
    REQUIRE_FALSE(parse_decision("9 black", 15));
    REQUIRE_FALSE(parse_decision("4 offer z9 j11", 15));
}
