#include <catch2/catch.hpp>

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
        "START 15\nINFO rule 4\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "YXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nFORBID 0907.\n");
}

TEST_CASE("gomocup: no forbidden points outside renju", "[cli][gomocup]") {
    const std::string input =
        "START 15\nINFO rule 1\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "YXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nFORBID .\n");
}

TEST_CASE("gomocup: RESTART clears the board", "[cli][gomocup]") {
    const std::string input =
        "START 15\nINFO rule 4\nYXBOARD\n7,7,1\n0,0,2\n8,7,1\n14,0,2\n9,5,1\n0,14,2\n9,6,1\n14,14,2\nDONE\n"
        "RESTART\nYXSHOWFORBID\nEND\n";
    REQUIRE(run_cli("gomocup", input) == "OK\nOK\nFORBID .\n");
}

TEST_CASE("gomocup: malformed input gets ERROR and the brain keeps running", "[cli][gomocup]") {
    const std::string out = run_cli("gomocup",
                                    "FOO\nRESTART\nSTART 15\nINFO rule x\nYXBOARD\n7,7\nDONE\n"
                                    "YXBOARD\n7,7,1\n7,7,2\nDONE\nABOUT\nEND\n");
    // FOO, RESTART before START, bad rule, malformed board line, occupied point.
    std::size_t errors = 0;
    for (std::size_t at = out.find("ERROR"); at != std::string::npos; at = out.find("ERROR", at + 1)) ++errors;
    REQUIRE(errors == 5);
    REQUIRE(out.find("name=\"pinqi\"") != std::string::npos);
}

TEST_CASE("gomocup: END stops reading", "[cli][gomocup]") {
    REQUIRE(run_cli("gomocup", "END\nSTART 15\n").empty());
}
