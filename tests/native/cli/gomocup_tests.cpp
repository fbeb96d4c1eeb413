#include <catch2/catch.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "gomocup_session.h"
#include "run_cli.h"

using pinqi::test::run_cli;

TEST_CASE("gomocup: START answers OK for 5..20 and ERROR otherwise", "[cli][gomocup]") {
    REQUIRE(run_cli("gomocup", "START 15\nEND\n") == "OK\n");
    REQUIRE(run_cli("gomocup", "START 20\nSTART 5\nEND\n") == "OK\nOK\n");
    REQUIRE(run_cli("gomocup", "START 21\nEND\n").rfind("ERROR", 0) == 0);
    REQUIRE(run_cli("gomocup", "START x\nEND\n").rfind("ERROR", 0) == 0);
}

TEST_CASE("gomocup: ABOUT names the brain", "[cli][gomocup]") {
    REQUIRE(run_cli("gomocup", "ABOUT\nEND\n").find("name=\"pinqi\"") != std::string::npos);
}

TEST_CASE("gomocup: YXSHOWFORBID lists black's renju forbidden points as xxyy", "[cli][gomocup]") {
    // Own stones are Black (4 stones: even count, Black to move).
    const std::string input =
        "START 15\nINFO rule "
        "4\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "YXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nFORBID 0907.\n");
}

TEST_CASE("gomocup: no forbidden points outside renju", "[cli][gomocup]") {
    const std::string input =
        "START 15\nINFO rule "
        "1\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "YXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nFORBID .\n");
}

TEST_CASE("gomocup: RESTART clears the board", "[cli][gomocup]") {
    const std::string input =
        "START 15\nINFO rule "
        "4\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "RESTART\nYXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nOK\nFORBID .\n");
}

namespace {

std::size_t count_of(const std::string& text, const std::string& word) {
    std::size_t n = 0;
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1))
        ++n;
    return n;
}

}  // namespace

TEST_CASE("gomocup: malformed input gets ERROR and the brain keeps running", "[cli][gomocup]") {
    const std::string out = run_cli("gomocup",
                                    "RESTART\nSTART 15\nINFO rule x\nYXBOARD\n7,7\nDONE\n"
                                    "YXBOARD\n7,7,1\n7,7,2\nDONE\nABOUT\nEND\n");
    // RESTART before START, malformed board line, overlapping stones; an INFO
    // value the brain cannot use is ignored, as the protocol asks.
    REQUIRE(count_of(out, "ERROR") == 3);
    REQUIRE(out.find("ERROR board refused: overlap at 7,7") != std::string::npos);
    REQUIRE(out.find("name=\"pinqi\"") != std::string::npos);
}

TEST_CASE("gomocup: unknown commands are answered UNKNOWN, as the protocol asks",
          "[cli][gomocup]") {
    const std::string out = run_cli("gomocup", "FOO\nSTART 15\nYXHASHCLEAR\nyxfoo 1\nEND\n");
    REQUIRE(out == "UNKNOWN command FOO\nOK\nUNKNOWN command YXHASHCLEAR\nUNKNOWN command YXFOO\n");
}

TEST_CASE(
    "gomocup: YXBOARD sets up a Renju position even when its stones, replayed in the given "
    "order, would pass through a forbidden point",
    "[cli][gomocup]") {
    // Black's i7 i9 h8 j8 i8 (listed last, i8 would be a double three as a
    // move) against four white corner stones: White (own) is to move.
    const std::string board =
        "8,8,2\n0,0,1\n8,6,2\n0,14,1\n7,7,2\n14,0,1\n9,7,2\n14,14,1\n8,7,2\nDONE\n";
    const std::string out =
        run_cli("gomocup", "START 15\nINFO rule 4\nYXBOARD\n" + board + "YXSHOWFORBID\nEND\n");
    REQUIRE(out == "OK\nFORBID .\n");
}

TEST_CASE("gomocup: BOARD accepts field 3 (continuous-game marks) as stones of neither side",
          "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO max_node 20000");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    // A finished five turned to marks (field 3) and a fresh four of the
    // opponent's that must be blocked at 5,10 (its other end is a mark).
    brain.send(
        "BOARD\n0,0,3\n1,0,3\n2,0,3\n3,0,3\n4,0,3\n1,10,3\n2,10,2\n3,10,2\n4,10,2\n"
        "6,10,2\n9,9,1\n9,3,1\n3,3,1\nDONE");
    REQUIRE(brain.answer() == "5,10");
}

TEST_CASE("gomocup: BOARD refuses what no game reaches: a five, overlapping stones, counts",
          "[cli][gomocup]") {
    const auto board = [](const std::string& rows) {
        return run_cli("gomocup", "START 15\nYXBOARD\n" + rows + "DONE\nEND\n");
    };
    REQUIRE(board("0,0,1\n1,0,1\n2,0,1\n3,0,1\n4,0,1\n0,5,2\n2,5,2\n4,5,2\n6,5,2\n8,5,2\n") ==
            "OK\nERROR board refused: five at 0,0\n");
    REQUIRE(board("0,0,1\n0,0,2\n") == "OK\nERROR board refused: overlap at 0,0\n");
    REQUIRE(board("0,0,1\n1,1,1\n2,2,1\n") == "OK\nERROR board refused: counts\n");
    REQUIRE(board("0,0,1\n1,1,2\n") == "OK\n");
}

TEST_CASE("gomocup: TAKEBACK after BOARD takes back a stone of the side that moved last",
          "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO max_node 5000");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    brain.send("YXBOARD\n7,7,2\n8,8,1\n9,9,2\nDONE");  // own = White, to move
    brain.send("TAKEBACK 8,8");                        // White did not move last
    REQUIRE(brain.answer().rfind("ERROR", 0) == 0);
    brain.send("TAKEBACK 9,9");
    REQUIRE(brain.answer() == "OK");
    brain.send("TAKEBACK 8,8");
    REQUIRE(brain.answer() == "OK");
    brain.send("TAKEBACK 7,7");
    REQUIRE(brain.answer() == "OK");
    brain.send("BEGIN");  // the board is empty again
    REQUIRE(brain.answer() == "7,7");
}

TEST_CASE("gomocup: END stops reading", "[cli][gomocup]") {
    REQUIRE(run_cli("gomocup", "END\nSTART 15\n").empty());
}

// ---- The brain: BEGIN, TURN, BOARD, TAKEBACK, INFO and search messages ----

#include <cstdlib>

#include "../../../bench/gomoku/baseline.h"
#include "gomoku/game.h"

namespace {

using pinqi::gomoku::Game;
using pinqi::gomoku::PlaceError;
using pinqi::gomoku::Point;

// "x,y" to a point; {-1,-1} for anything else.
Point parse_move(const std::string& line) {
    const auto comma = line.find(',');
    if (comma == std::string::npos || line.find_first_not_of("0123456789,") != std::string::npos)
        return {-1, -1};
    return {std::atoi(line.substr(0, comma).c_str()), std::atoi(line.substr(comma + 1).c_str())};
}

std::string move_text(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

}  // namespace

TEST_CASE("gomocup: a full game against the baseline, every answer legal, the brain wins",
          "[cli][gomocup][brain]") {
    for (const int rule_bits : {0, 4}) {
        pinqi::test::GomocupProcess brain;
        brain.send("INFO max_node 20000");
        brain.send("INFO timeout_turn 5000");
        brain.send("INFO rule " + std::to_string(rule_bits));
        brain.send("START 15");
        REQUIRE(brain.answer() == "OK");
        Game game(15, rule_bits == 4 ? pinqi::gomoku::Rule::Renju : pinqi::gomoku::Rule::Freestyle);
        brain.send("BEGIN");
        while (true) {
            const Point mine = parse_move(brain.answer());
            INFO("after " << game.history().size() << " stones");
            REQUIRE(game.place(mine) == PlaceError::Ok);
            REQUIRE(brain.messages().find("MESSAGE depth") != std::string::npos);
            if (game.over()) break;
            const Point theirs = pinqi::gomoku::baseline::baseline_move(game);
            REQUIRE(game.place(theirs) == PlaceError::Ok);
            if (game.over()) break;
            brain.send("TURN " + move_text(theirs));
        }
        REQUIRE(game.outcome().winner() == pinqi::gomoku::Stone::Black);
    }
}

TEST_CASE("gomocup: INFO thread_num sets the search threads from the next move, 1 to 64",
          "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO max_node 30000");
    brain.send("INFO thread_num 3");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    Game game(15, pinqi::gomoku::Rule::Freestyle);
    for (const Point p : {Point{7, 7}, Point{8, 8}, Point{6, 8}}) game.place(p);
    brain.send("BOARD\n7,7,2\n8,8,1\n6,8,2\nDONE");
    Point p = parse_move(brain.answer());
    REQUIRE(game.place(p) == PlaceError::Ok);
    CHECK(brain.messages().find(" threads 3 ") != std::string::npos);
    // Out of range: at least one thread.
    brain.send("INFO thread_num 0");
    const Point theirs = pinqi::gomoku::baseline::baseline_move(game);
    REQUIRE(game.place(theirs) == PlaceError::Ok);
    brain.send("TURN " + move_text(theirs));
    p = parse_move(brain.answer());
    REQUIRE(game.place(p) == PlaceError::Ok);
    CHECK(brain.messages().find(" threads 1 ") != std::string::npos);
}

TEST_CASE("gomocup: BOARD resumes a position and the brain moves in it", "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO max_node 20000");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    // Own (black) h8 i8 j8 k8 against white h9 i9 j9 k7: five at g8 or l8.
    brain.send("BOARD\n7,7,1\n7,6,2\n8,7,1\n8,6,2\n9,7,1\n9,6,2\n10,7,1\n10,8,2\nDONE");
    const Point p = parse_move(brain.answer());
    REQUIRE(((p == Point{6, 7}) || (p == Point{11, 7})));
    // A second BOARD replaces the first: the opponent's four must be blocked.
    brain.send("BOARD\n6,6,1\n7,6,2\n0,0,1\n8,6,2\n2,0,1\n9,6,2\n4,0,1\n10,6,2\nDONE");
    REQUIRE(brain.answer() == "11,6");
}

TEST_CASE("gomocup: TAKEBACK removes the last stone, then play goes on from there",
          "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO max_node 5000");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    brain.send("TURN 7,7");
    const std::string reply = brain.answer();
    REQUIRE(parse_move(reply).x >= 0);
    brain.send("TAKEBACK 0,0");
    REQUIRE(brain.answer().rfind("ERROR", 0) == 0);
    brain.send("TAKEBACK " + reply);
    REQUIRE(brain.answer() == "OK");
    brain.send("TAKEBACK 7,7");
    REQUIRE(brain.answer() == "OK");
    // The board is empty again: BEGIN is allowed and takes the centre.
    brain.send("BEGIN");
    REQUIRE(brain.answer() == "7,7");
}

TEST_CASE("gomocup: a time budget is answered with progress messages and a reported time",
          "[cli][gomocup][brain]") {
    pinqi::test::GomocupProcess brain;
    brain.send("INFO timeout_turn 200");
    brain.send("INFO timeout_match 100000");
    brain.send("INFO time_left 100000");
    brain.send("INFO max_memory 83886080");
    brain.send("INFO game_type 1");
    brain.send("START 15");
    REQUIRE(brain.answer() == "OK");
    brain.send("BOARD\n7,7,2\n8,8,1\n8,6,2\nDONE");
    const Point p = parse_move(brain.answer());
    REQUIRE(p.x >= 0);
    const std::string& m = brain.messages();
    REQUIRE(m.find("MESSAGE depth") != std::string::npos);
    REQUIRE(m.find(" eval ") != std::string::npos);
    REQUIRE(m.find(" nodes ") != std::string::npos);
    REQUIRE(m.find(" nps ") != std::string::npos);
    // The brain's own clock: the search stops at 90% of the turn less 20 ms.
    const auto at = m.rfind(" time ");
    REQUIRE(at != std::string::npos);
    REQUIRE(std::atoi(m.c_str() + at + 6) <= 200);
}

TEST_CASE("gomocup: TURN errors leave the brain running", "[cli][gomocup][brain]") {
    const std::string out =
        run_cli("gomocup", "TURN 7,7\nSTART 15\nTURN 7\nTURN 99,99\nABOUT\nEND\n");
    std::size_t errors = 0;
    for (std::size_t at = out.find("ERROR"); at != std::string::npos;
         at = out.find("ERROR", at + 1))
        ++errors;
    REQUIRE(errors == 3);
    REQUIRE(out.find("name=\"pinqi\"") != std::string::npos);
}

TEST_CASE("gomocup: SWAP2BOARD answers three stones, a swap, a move or two stones",
          "[cli][gomocup][swap2]") {
    const std::string out = run_cli("gomocup",
                                    "START 15\nINFO max_node 20000\n"
                                    "SWAP2BOARD\nDONE\n"
                                    "SWAP2BOARD\n7,7\n0,0\n7,8\n14,0\n7,9\nDONE\n"
                                    "SWAP2BOARD\n0,0\n7,7\n14,14\nDONE\n"
                                    "SWAP2BOARD\n7,7\nDONE\nEND\n");
    // OK, three stones, SWAP (Black's open three), a move for White, an error (one stone).
    const auto lines = [&] {
        std::vector<std::string> v;
        std::size_t at = 0;
        while (at < out.size()) {
            const auto end = out.find('\n', at);
            const std::string line = out.substr(at, end - at);
            if (line.rfind("MESSAGE", 0) != 0) v.push_back(line);
            at = end == std::string::npos ? out.size() : end + 1;
        }
        return v;
    }();
    REQUIRE(lines.size() == 5);
    REQUIRE(lines[0] == "OK");
    int x[3], y[3];
    REQUIRE(std::sscanf(lines[1].c_str(), "%d,%d %d,%d %d,%d", &x[0], &y[0], &x[1], &y[1], &x[2],
                        &y[2]) == 6);
    REQUIRE(lines[2] == "SWAP");
    REQUIRE(std::sscanf(lines[3].c_str(), "%d,%d", &x[0], &y[0]) == 2);
    REQUIRE(lines[3].find(' ') == std::string::npos);
    REQUIRE(lines[4].rfind("ERROR", 0) == 0);
}

// ---- Renju: Black to move where every empty point, or the block, is forbidden ----

namespace {

// A BOARD command for Black (own, field 1) to move: rows top to bottom, 'B'
// Black, 'W' White, '.' empty.
std::string board_of_rows(const std::vector<std::string>& rows) {
    std::string text = "BOARD\n";
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            if (rows[y][x] != '.')
                text += std::to_string(x) + "," + std::to_string(y) + "," +
                        (rows[y][x] == 'B' ? "1" : "2") + "\n";
    return text + "DONE";
}

// 224 stones, no five and no overline on the board; the one empty point, 7,7,
// would make six black stones in row 7: an overline, forbidden to Black.
const std::vector<std::string> OnlyForbiddenLeft = {
    "WWWBBBBWWWBWBBB", "BBBBWBBWWWWBBWW", "WWBWWBBBBWBBBWB", "BBWWBWWWWBWWBWW", "WBWBWBBBWWBBWBB",
    "WWWWBBWWWBWWWWB", "BBBWWWBWWWBBBWW", "BBWWBBB.BBWWBBB", "WBWWWWBBWBWBWWB", "WWWBWBWBWBBWBWW",
    "BBWBWWWBBWWBBBB", "BWBWBBBWWWBWWBB", "WWWWBBWBBBBWWWB", "BBBBWBWWWBWBWBW", "WBWWBBBBWBBWWWB"};

// 222 stones; of the three empty points 7,7 and 7,11 are overlines for Black,
// 12,2 is legal.
const std::vector<std::string> OneLegalLeft = {
    "BBBWWWBWWWBWWBW", "BWBWBWBWBBWWBWB", "WBWBWBWWBWWB.BW", "BWBBWBWBBBWBWBW", "BWWWBWWBWWWWBWB",
    "WBBBBWWBBWBWBBW", "BBWBWWBWWBBWWBB", "BWWWBBB.BBWBBBB", "WWBBBWBWBBWBWWW", "BBBWBWWBBWBWBBB",
    "BWWBWBWWWWBBWWW", "WWBWBBB.BBWBWBB", "WBWWBWWWWBBWWWW", "WBWBWBWWBWBWWBW", "WBBBWBWBWWWBBBB"};

}  // namespace

TEST_CASE("gomocup: Renju Black with only forbidden points left answers ERROR, saying why",
          "[cli][gomocup][renju]") {
    const std::string out =
        run_cli("gomocup", "START 15\nINFO rule 4\n" + board_of_rows(OnlyForbiddenLeft) +
                               "\nYXSHOWFORBID\nEND\n");
    REQUIRE(out ==
            "OK\nERROR no legal move: every empty point is forbidden to Black (Renju), so the "
            "game cannot go on\nFORBID 0707.\n");
}

TEST_CASE("gomocup: Renju Black answers the legal point when the others are forbidden",
          "[cli][gomocup][renju]") {
    pinqi::test::GomocupProcess brain;
    REQUIRE(brain.start({"INFO rule 4"}));
    brain.send(board_of_rows(OneLegalLeft));
    REQUIRE(brain.answer() == "12,2");
}

TEST_CASE("gomocup: Renju Black whose only block is forbidden still answers a legal point",
          "[cli][gomocup][renju]") {
    // White's four 3..6,7 (closed by Black at 2,7) can only be blocked at 7,7,
    // which would give Black six in column 7 (4..9): an overline. Black loses,
    // but owes a legal move.
    pinqi::test::GomocupProcess brain;
    REQUIRE(brain.start({"INFO rule 4", "INFO max_node 20000"}));
    brain.send(
        "BOARD\n2,7,1\n7,4,1\n7,5,1\n7,6,1\n7,8,1\n7,9,1\n3,7,2\n4,7,2\n5,7,2\n6,7,2\n0,0,2\n"
        "14,14,2\nDONE");
    const Point p = parse_move(brain.answer());
    REQUIRE(p.x >= 0);
    REQUIRE(!(p == Point{7, 7}));
    const pinqi::gomoku::SetupResult setup = Game::from_position(
        15, pinqi::gomoku::Rule::Renju, {{2, 7}, {7, 4}, {7, 5}, {7, 6}, {7, 8}, {7, 9}},
        {{3, 7}, {4, 7}, {5, 7}, {6, 7}, {0, 0}, {14, 14}}, pinqi::gomoku::Stone::Black);
    REQUIRE(setup.ok());
    Game game = setup.game;
    REQUIRE(game.place(p) == PlaceError::Ok);
}
