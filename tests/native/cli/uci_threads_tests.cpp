// The UCI session's Threads option and `pinqi bench xiangqi --threads`.
#include <catch2/catch.hpp>
#include <string>

#include "run_cli.h"

using pinqi::test::run_cli;

namespace {

bool has_line(const std::string& out, const std::string& line) {
    return ("\n" + out).find("\n" + line + "\n") != std::string::npos;
}

}  // namespace

TEST_CASE("uci: the Threads option is offered, and a search on 3 threads answers a legal move",
          "[cli][uci][threads]") {
    const std::string out = run_cli("uci",
                                    "uci\nsetoption name Threads value 3\nisready\n"
                                    "position startpos moves h2e2\ngo depth 6\n");
    INFO(out);
    CHECK(has_line(out, "option name Threads type spin default 1 min 1 max 64"));
    CHECK(out.find("error") == std::string::npos);
    CHECK(has_line(out, "readyok"));
    const auto at = out.find("bestmove ");
    REQUIRE(at != std::string::npos);
    // Black's replies to the central cannon that the rules allow start on ranks 6-9.
    const std::string move = out.substr(at + 9, 4);
    CHECK(move[1] >= '6');
}

TEST_CASE("uci: Threads outside 1..64 is refused and the session goes on", "[cli][uci][threads]") {
    const std::string out = run_cli("uci",
                                    "setoption name Threads value 0\nsetoption name Threads value "
                                    "65\nposition startpos\ngo depth 3\n");
    INFO(out);
    CHECK(has_line(out,
                   "info string error: unknown option or bad value: setoption name Threads "
                   "value 0"));
    CHECK(has_line(out,
                   "info string error: unknown option or bad value: setoption name Threads "
                   "value 65"));
    CHECK(out.find("bestmove ") != std::string::npos);
}

TEST_CASE("bench xiangqi: --threads and --multipv are taken, bad counts refused",
          "[cli][bench][threads]") {
    const std::string out = run_cli("bench xiangqi --depth 4 --threads 2 --multipv 2", "");
    INFO(out);
    CHECK(out.find("Threads: 2\n") != std::string::npos);
    CHECK(out.find("Lines: 2\n") != std::string::npos);
    CHECK(out.find("Cost of 2 lines: ") != std::string::npos);
    CHECK(run_cli("bench xiangqi --threads 0", "") == "bench xiangqi: --threads expects 1..64\n");
    CHECK(run_cli("bench xiangqi --multipv x", "") == "bench xiangqi: --multipv expects 1..16\n");
}
