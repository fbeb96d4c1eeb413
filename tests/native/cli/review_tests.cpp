#include <catch2/catch.hpp>
#include <string>

#include "run_cli.h"

using pinqi::test::run_cli;

TEST_CASE("review: a Gomoku record is judged move by move, a missed block is a blunder",
          "[cli][review]") {
    // White answers Black's open three (h8 i8 j8) on the edge: Black makes an open four.
    const std::string out =
        run_cli("review gomoku --nodes 2000", "1. h8 a1 2. i8 a2 3. j8 a3 4. k8 a4 5. l8\n");
    REQUIRE(out.rfind("{\"moves\":9,", 0) == 0);
    const auto grades = out.substr(out.find("\"grades\":["));
    // The sixth move (index 5) is White's a3.
    std::size_t at = grades.find('[') + 1;
    for (int i = 0; i < 5; ++i) at = grades.find(',', at) + 1;
    REQUIRE(grades.compare(at, 9, "\"blunder\"") == 0);
}

TEST_CASE("review: a Xiangqi game from its FEN gets one grade per move", "[cli][review]") {
    const std::string out = run_cli(
        "review xiangqi --nodes 2000",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7\n");
    REQUIRE(out.rfind("{\"moves\":2,", 0) == 0);
    REQUIRE(out.find("\"grades\":[\"") != std::string::npos);
}

TEST_CASE("review: bad games and budgets print nothing on stdout", "[cli][review]") {
    REQUIRE(run_cli("review gomoku --nodes 100", "1. h8 h8\n").empty());
    REQUIRE(run_cli("review xiangqi --nodes 100", "not a fen\n").empty());
    REQUIRE(
        run_cli(
            "review xiangqi --nodes 100",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves a0a9\n")
            .empty());
    REQUIRE(run_cli("review chess --nodes 100", "").empty());
    REQUIRE(run_cli("review gomoku", "1. h8\n").empty());
    REQUIRE(run_cli("review gomoku --nodes 0", "1. h8\n").empty());
    REQUIRE(run_cli("review gomoku --ms -5", "1. h8\n").empty());
    REQUIRE(run_cli("review gomoku --depth 3", "1. h8\n").empty());
}
