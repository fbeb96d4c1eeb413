// Drives the built `pinqi uci` binary through stdin, as a Xiangqi GUI would.
#include <catch2/catch.hpp>

#include "cli/run_cli.h"
#include "xiangqi/perft.h"
#include "xiangqi_test_helpers.h"

using pinqi::test::run_cli;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("uci: handshake, position with moves, go perft and d", "[xiangqi][uci]") {
    const std::string out = run_cli(
        "uci",
        "uci\nisready\nucinewgame\nposition startpos moves h2e2 h9g7\ngo perft 2\nd\nquit\n");
    CHECK(has(out, "id name Pinqi"));
    CHECK(has(out, "uciok\n"));
    CHECK(has(out, "readyok\n"));
    const std::string fen =
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";
    auto pos = pinqi::xiangqi::test::position(fen);
    CHECK(has(out, "Nodes searched: " + std::to_string(pinqi::xiangqi::perft(pos, 2)) + "\n"));
    CHECK(has(out, "e2e6: "));
    CHECK(has(out, "Fen: " + fen));
}

TEST_CASE("uci: go perft from a FEN prints the published count", "[xiangqi][uci]") {
    const std::string out = run_cli(
        "uci", "position fen 4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1\ngo perft 4\nquit\n");
    CHECK(
        has(out, "Nodes searched: 92741\n"));  // chessprogramming wiki, Chinese Chess Perft Results
}

TEST_CASE("uci: unknown or malformed commands print an error and the engine keeps running",
          "[xiangqi][uci]") {
    const std::string out = run_cli("uci",
                                    "bogus\nposition fen 9/9 w\nposition startpos moves h2h8\n"
                                    "go perft x\nposition\nisready\nquit\n");
    CHECK(has(out, "error: unknown command 'bogus'"));
    CHECK(has(out, "error: FEN"));
    CHECK(has(out, "error: move h2h8"));
    CHECK(has(out, "error: only 'go perft N'"));
    CHECK(has(out, "readyok\n"));
}
