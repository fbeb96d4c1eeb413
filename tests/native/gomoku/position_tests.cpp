#include <algorithm>
#include <catch2/catch.hpp>

#include "board_builder.h"
#include "gomoku/forbidden.h"
#include "gomoku/record.h"

using namespace pinqi::gomoku;

namespace {

// Black's open threes h8-i8-j8 (row) and i7-i8-i9 (column) cross at i8: as a
// move, the last of them would be a double three. White stands far away.
const std::vector<Point> CrossBlack = {{8, 6}, {8, 8}, {7, 7}, {9, 7}, {8, 7}};
const std::vector<Point> FarWhite = {{0, 0}, {0, 14}, {14, 0}, {14, 14}};

SetupRefusal refusal(int size, Rule rule, const Setup& setup) {
    return Game::from_position(size, rule, setup).refusal;
}

}  // namespace

TEST_CASE("a position is set up from stones in any order, not judged as if played",
          "[gomoku][position]") {
    // Played in this order, Black's last stone (i8) would be a forbidden double three.
    Board before =
        test::board_with({{8, 6}, {8, 8}, {7, 7}, {9, 7}}, {{0, 0}, {0, 14}, {14, 0}, {14, 14}});
    REQUIRE(forbidden_kind(before, {8, 7}) == Forbidden::DoubleThree);

    const SetupResult r = Game::from_position(15, Rule::Renju, CrossBlack, FarWhite, Stone::White);
    REQUIRE(r.ok());
    const Game& g = r.game;
    REQUIRE(g.board().stone_count() == 9);
    for (const Point p : CrossBlack) REQUIRE(g.board().at(p) == Stone::Black);
    for (const Point p : FarWhite) REQUIRE(g.board().at(p) == Stone::White);
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.history().empty());
    REQUIRE_FALSE(g.over());
}

TEST_CASE("set-up stones are no moves: the history starts after them and undo stops there",
          "[gomoku][position]") {
    SetupResult r =
        Game::from_position(15, Rule::Freestyle, {{7, 7}, {8, 8}}, {{7, 8}}, Stone::White);
    REQUIRE(r.ok());
    Game& g = r.game;
    REQUIRE(g.place({3, 3}) == PlaceError::Ok);
    REQUIRE(g.history().size() == 1);
    REQUIRE(g.history()[0].player == Stone::White);
    REQUIRE(g.turn() == Stone::Black);
    REQUIRE_FALSE(g.undo(2));
    REQUIRE(g.undo(1));
    REQUIRE(g.turn() == Stone::White);
    REQUIRE(g.board().stone_count() == 3);
    REQUIRE_FALSE(g.undo(1));
    REQUIRE(g.place({3, 3}) == PlaceError::Ok);
    g.restart();  // back to the setup, not to the empty board
    REQUIRE(g.history().empty());
    REQUIRE(g.board().stone_count() == 3);
    REQUIRE(g.board().at(8, 8) == Stone::Black);
    REQUIRE(g.turn() == Stone::White);
}

TEST_CASE("under Renju, forbidden points are judged on the set-up position", "[gomoku][position]") {
    // The same cross without its centre, Black to move: i8 is forbidden now.
    const std::vector<Point> black = {{8, 6}, {8, 8}, {7, 7}, {9, 7}};
    SetupResult r = Game::from_position(15, Rule::Renju, black, FarWhite, Stone::Black);
    REQUIRE(r.ok());
    Game& g = r.game;
    REQUIRE(g.check({8, 7}) == PlaceError::Forbidden);
    const auto forbidden = g.forbidden_points();
    REQUIRE(std::find(forbidden.begin(), forbidden.end(), Point{8, 7}) != forbidden.end());
    REQUIRE(g.place({8, 7}) == PlaceError::Forbidden);
    REQUIRE(g.board().at(8, 7) == Stone::Empty);
    REQUIRE(g.place({3, 3}) == PlaceError::Ok);
}

TEST_CASE("a winning move from a set-up position ends the game", "[gomoku][position]") {
    SetupResult r = Game::from_position(15, Rule::Freestyle, {{3, 7}, {4, 7}, {5, 7}, {6, 7}},
                                        {{3, 8}, {4, 8}, {5, 8}, {6, 8}}, Stone::Black);
    REQUIRE(r.ok());
    REQUIRE(r.game.place({7, 7}) == PlaceError::Ok);
    REQUIRE(r.game.outcome().status == Status::BlackWon);
    REQUIRE(r.game.outcome().line.size() == 5);
}

TEST_CASE("overlapping stones are refused with the point at fault", "[gomoku][position]") {
    SetupRefusal r = refusal(15, Rule::Freestyle, {{{7, 7}}, {{7, 7}}, {}, Stone::White});
    REQUIRE(r.code == SetupError::Overlap);
    REQUIRE(r.at == Point{7, 7});
    r = refusal(15, Rule::Freestyle, {{{7, 7}, {7, 7}}, {{1, 1}, {2, 2}}, {}, Stone::Black});
    REQUIRE(r.code == SetupError::Overlap);
    REQUIRE(to_string(r.code) == "overlap");
}

TEST_CASE("stones off the board, bad sizes and a side to move that is no side are refused",
          "[gomoku][position]") {
    SetupRefusal r = refusal(15, Rule::Freestyle, {{{15, 0}}, {}, {}, Stone::White});
    REQUIRE(r.code == SetupError::OutOfBounds);
    REQUIRE(r.at == Point{15, 0});
    REQUIRE(refusal(15, Rule::Freestyle, {{{-1, 3}}, {}, {}, Stone::White}).code ==
            SetupError::OutOfBounds);
    REQUIRE(refusal(4, Rule::Freestyle, {}).code == SetupError::BadSize);
    REQUIRE(refusal(21, Rule::Freestyle, {}).code == SetupError::BadSize);
    REQUIRE(refusal(15, Rule::Freestyle, {{}, {}, {}, Stone::Empty}).code == SetupError::BadTurn);
    REQUIRE(refusal(15, Rule::Freestyle, {{}, {}, {}, Stone::Outside}).code == SetupError::BadTurn);
}

TEST_CASE("counts that no game reaches are refused, and so is a side to move they contradict",
          "[gomoku][position]") {
    const auto counts = [](std::vector<Point> black, std::vector<Point> white, Stone to_move) {
        return refusal(15, Rule::Freestyle, {std::move(black), std::move(white), {}, to_move}).code;
    };
    REQUIRE(counts({}, {}, Stone::Black) == SetupError::Ok);
    REQUIRE(counts({}, {}, Stone::White) == SetupError::Counts);
    REQUIRE(counts({{1, 1}}, {}, Stone::White) == SetupError::Ok);
    REQUIRE(counts({{1, 1}}, {}, Stone::Black) == SetupError::Counts);
    REQUIRE(counts({{1, 1}, {2, 2}}, {}, Stone::White) == SetupError::Counts);
    REQUIRE(counts({}, {{1, 1}}, Stone::Black) == SetupError::Counts);
    REQUIRE(counts({{1, 1}}, {{2, 2}}, Stone::Black) == SetupError::Ok);
    REQUIRE(counts({{1, 1}}, {{2, 2}}, Stone::White) == SetupError::Counts);
}

TEST_CASE("a five already on the board is refused under each rule's own idea of a five",
          "[gomoku][position]") {
    const std::vector<Point> five = {{2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}};
    const std::vector<Point> six = {{2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}};
    const std::vector<Point> white5 = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}};
    const std::vector<Point> white6 = {{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0}, {10, 0}};

    SetupRefusal r = refusal(15, Rule::Freestyle, {five, white5, {}, Stone::Black});
    REQUIRE(r.code == SetupError::Five);
    REQUIRE(r.line.size() == 5);
    REQUIRE(refusal(15, Rule::Freestyle, {six, white6, {}, Stone::Black}).code == SetupError::Five);
    REQUIRE(refusal(15, Rule::Standard, {five, white5, {}, Stone::Black}).code == SetupError::Five);
    // Under the standard rule an overline wins nothing: the game goes on.
    REQUIRE(refusal(15, Rule::Standard, {six, white6, {}, Stone::Black}).code == SetupError::Ok);
    // Under Renju Black can never have played an overline; White's six wins.
    r = refusal(15, Rule::Renju, {six, white6, {}, Stone::Black});
    REQUIRE(r.code == SetupError::Overline);
    REQUIRE(r.line.size() == 6);
    REQUIRE(refusal(15, Rule::Renju, {white6, six, {}, Stone::Black}).code == SetupError::Five);
}

TEST_CASE("a full board without a five is a drawn position", "[gomoku][position]") {
    Setup setup;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x)
            ((x + 2 * y) % 4 < 2 ? setup.black : setup.white).push_back({x, y});
    setup.to_move = Stone::White;  // 13 black, 12 white
    SetupResult r = Game::from_position(5, Rule::Freestyle, setup);
    REQUIRE(r.ok());
    REQUIRE(r.game.outcome().status == Status::Draw);
    REQUIRE(r.game.place({0, 0}) == PlaceError::GameOver);
}

TEST_CASE("blocked stones stop lines for both sides and may stand for either side's moves",
          "[gomoku][position]") {
    // Black's four h8..k8 with the fifth points blocked and empty: no five yet.
    Setup setup;
    setup.black = {{7, 7}, {8, 7}, {9, 7}, {10, 7}, {0, 0}, {2, 0}};
    setup.white = {{7, 9}, {8, 9}};
    setup.blocked = {{11, 7}, {12, 7}, {13, 7}, {14, 7}};
    setup.to_move = Stone::Black;  // 6 - 2 = 4 blocked stones, all White's
    SetupResult r = Game::from_position(15, Rule::Freestyle, setup);
    REQUIRE(r.ok());
    Game& g = r.game;
    REQUIRE(g.check({11, 7}) == PlaceError::Occupied);
    REQUIRE(g.place({0, 14}) == PlaceError::Ok);
    REQUIRE(g.place({1, 14}) == PlaceError::Ok);
    REQUIRE(g.place({6, 7}) == PlaceError::Ok);  // five: f8..k8 (6..10)
    REQUIRE(g.outcome().status == Status::BlackWon);

    setup.to_move = Stone::White;  // 4 blocked stones cannot split into a one-stone lead of 4
    REQUIRE(refusal(15, Rule::Freestyle, setup).code == SetupError::Counts);
    setup.blocked.pop_back();  // 3 blocked: 3 of White's + 0 of Black's leaves Black one ahead
    REQUIRE(refusal(15, Rule::Freestyle, setup).code == SetupError::Ok);
}

TEST_CASE("a record of a set-up game keeps its stones and side to move", "[gomoku][position]") {
    SetupResult r = Game::from_position(15, Rule::Renju, CrossBlack, FarWhite, Stone::White);
    REQUIRE(r.ok());
    REQUIRE(r.game.place({3, 3}) == PlaceError::Ok);
    const std::string text = to_record(r.game);
    REQUIRE(text.find("[ToMove \"white\"]") != std::string::npos);
    const RecordResult back = parse_record(text);
    REQUIRE(back.ok);
    REQUIRE(back.game.setup().black == CrossBlack);
    REQUIRE(back.game.setup().white == FarWhite);
    REQUIRE(back.game.setup().to_move == Stone::White);
    REQUIRE(back.game.history().size() == 1);
    REQUIRE(to_record(back.game) == text);

    const RecordResult bad =
        parse_record("[Black \"h8\"]\n[White \"h8\"]\n");  // the same point twice
    REQUIRE_FALSE(bad.ok);
    REQUIRE(bad.move_index == -1);
}

TEST_CASE("a refusal without a stone at fault names no point", "[gomoku][position]") {
    REQUIRE(refusal(4, Rule::Freestyle, {}).at == Point{-1, -1});
    REQUIRE(refusal(15, Rule::Freestyle, {{}, {}, {}, Stone::White}).at == Point{-1, -1});
}
