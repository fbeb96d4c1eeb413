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
        "uci", "uci\nisready\nucinewgame\nposition startpos moves h2e2 h9g7\nd\ngo perft 2\n");
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
        "uci", "position fen 4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1\ngo perft 4\n");
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
    CHECK(has(out, "error: go perft expects a depth"));
    CHECK(has(out, "readyok\n"));
}

namespace {

using namespace pinqi::xiangqi;

// Runs a shell pipeline feeding `pinqi uci`, so commands can arrive while it thinks.
std::string run_uci_script(const std::string& script) {
    const std::string command = "(" + script + ") | " + std::string(PINQI_CLI_PATH) + " uci";
    std::string out;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
        pclose(pipe);
    }
    return out;
}

std::string bestmove(const std::string& out) {
    const auto at = out.rfind("bestmove ");
    if (at == std::string::npos) return "";
    return out.substr(at + 9, out.find('\n', at) - at - 9);
}

// Is `move` legal after `moves` from the start position?
bool legal_after(const std::vector<std::string>& moves, const std::string& move) {
    Position pos = pinqi::xiangqi::test::position(std::string(StartFen));
    for (const auto& m : moves) {
        const ParsedMove p = parse_iccs(pos, m);
        if (!p.status.ok()) return false;
        pos.do_move(p.move);
    }
    const ParsedMove p = parse_iccs(pos, move);
    return p.status.ok();
}

long long reported_time(const std::string& out) {
    const auto at = out.rfind("info string nodes ");
    if (at == std::string::npos) return -1;
    const auto t = out.find(" time ", at);
    return std::stoll(out.substr(t + 6));
}

}  // namespace

TEST_CASE("uci: a bad move in position applies the moves before it and says so", "[xiangqi][uci]") {
    // h2e2 twice: the second has no piece to move; the position is after the first.
    const std::string out =
        run_cli("uci", "position startpos moves h2e2 h2e2 h9g7\nd\ngo depth 2\n");
    CHECK(has(out, "error: move h2e2"));
    CHECK(has(out, "the position is the one after the 1 moves before it"));
    CHECK(has(out, "Fen: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"));
    CHECK(legal_after({"h2e2"}, bestmove(out)));
}

TEST_CASE("uci: a refused position leaves no position, never the previous one to search",
          "[xiangqi][uci]") {
    for (const char* bad :
         {"position fen 9/9 w", "position fen", "position", "position sideways"}) {
        const std::string out = run_cli(
            "uci", std::string("position startpos moves h2e2\n") + bad + "\ngo depth 2\nd\n");
        INFO(bad << "\n" << out);
        CHECK(has(out, "no position is set"));
        CHECK(has(out, "error: no position"));
        CHECK(bestmove(out) == "(none)");
        CHECK(has(out, "info string no position\n"));  // d
    }
    // A later valid position command is searched as usual.
    const std::string out = run_cli("uci", "position fen 9/9 w\nposition startpos\ngo depth 2\n");
    CHECK(legal_after({}, bestmove(out)));
}

TEST_CASE("uci: option names are case-insensitive", "[xiangqi][uci]") {
    const std::string out = run_cli("uci",
                                    "setoption name hash value 8\nsetoption name LEVEL value 1\n"
                                    "setoption name Clear hash\nsetoption name ponder value true\n"
                                    "position startpos\ngo depth 9\n");
    CHECK_FALSE(has(out, "error"));
    // Level 1 searches two plies however deep the request.
    CHECK_FALSE(has(out, "info depth 3 "));
    CHECK(legal_after({}, bestmove(out)));
}

TEST_CASE("uci: options are advertised and setoption accepts Hash and Level", "[xiangqi][uci]") {
    const std::string out =
        run_cli("uci",
                "uci\nsetoption name Hash value 8\nsetoption name Level value 2\n"
                "setoption name Colour value 3\nisready\nquit\n");
    CHECK(has(out, "option name Hash type spin"));
    CHECK(has(out, "option name Level type spin default 4 min 1 max 4"));
    CHECK(has(out, "error: unknown option or bad value: setoption name Colour value 3"));
    CHECK_FALSE(has(out, "name Hash value 8\n"));
    CHECK(has(out, "readyok\n"));
}

TEST_CASE("uci: go depth prints info lines and a legal bestmove", "[xiangqi][uci]") {
    const std::string out = run_cli("uci", "position startpos moves h2e2 h9g7\ngo depth 5\n");
    CHECK(has(out, "info depth 1 score cp "));
    CHECK(has(out, "info depth 5 score cp "));
    CHECK(has(out, " nodes "));
    CHECK(has(out, " nps "));
    CHECK(has(out, " pv "));
    CHECK(legal_after({"h2e2", "h9g7"}, bestmove(out)));
}

TEST_CASE("uci: a mate is reported as score mate", "[xiangqi][uci]") {
    const std::string out = run_cli("uci",
                                    "position fen 9/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1\n"
                                    "go depth 3\n");
    CHECK(has(out, "score mate 1 "));
    CHECK(bestmove(out) == "b5d5");
}

TEST_CASE("uci: go nodes, go movetime and a clock all end with a legal bestmove",
          "[xiangqi][uci]") {
    for (const char* go :
         {"go nodes 3000", "go movetime 200", "go wtime 2000 btime 2000 winc 0 binc 0",
          "go wtime 10000 btime 10000 movestogo 5"}) {
        const std::string out =
            run_cli("uci", std::string("position startpos moves h2e2\n") + go + "\n");
        INFO(go << "\n" << out);
        CHECK(legal_after({"h2e2"}, bestmove(out)));
        if (std::string(go) == "go movetime 200")
            WARN("go movetime 200 took " << reported_time(out) << " ms (engine's own clock)");
    }
}

TEST_CASE("uci: stop during go infinite returns a legal bestmove at once", "[xiangqi][uci]") {
    const std::string out = run_uci_script(
        "printf 'position startpos moves b0c2\\ngo infinite\\n'; sleep 0.4; printf 'isready\\n';"
        " sleep 0.1; printf 'stop\\n'; sleep 0.2; printf 'quit\\n'");
    INFO(out);
    CHECK(has(out, "info depth 1 "));
    const auto ready = out.find("readyok");
    const auto best = out.find("bestmove");
    REQUIRE(ready != std::string::npos);
    REQUIRE(best != std::string::npos);
    CHECK(ready < best);  // answered while thinking
    CHECK(legal_after({"b0c2"}, bestmove(out)));
    // Stopped, so it thought for about the 0.5 s before the stop, not forever.
    WARN("go infinite stopped after " << reported_time(out) << " ms");
}

TEST_CASE("uci: bestmove is legal in every position of a self-played game", "[xiangqi][uci]") {
    std::vector<std::string> moves;
    for (int ply = 0; ply < 16; ++ply) {
        std::string input =
            "setoption name Level value " + std::to_string(1 + ply % 4) + "\nposition startpos";
        if (!moves.empty()) {
            input += " moves";
            for (const auto& m : moves) input += " " + m;
        }
        input += "\ngo nodes 2000\n";
        const std::string out = run_cli("uci", input);
        const std::string m = bestmove(out);
        INFO("ply " << ply << "\n" << out);
        REQUIRE(legal_after(moves, m));
        moves.push_back(m);
    }
}

TEST_CASE("uci: the repetition rules see the moves of the position command", "[xiangqi][uci]") {
    const std::string fen = "9/5k3/R8/9/7c1/8r/9/9/9/2BAKAB2 w - - 0 1";
    const std::string cycle = " moves a7a8 f8f9 a8a9 f9f8 a9a8 f8f9 a8a9 f9f8";
    // A third a9a8+ would lose by perpetual check.
    const std::string out = run_cli("uci", "position fen " + fen + cycle + "\ngo nodes 100000\n");
    INFO(out);
    CHECK_FALSE(bestmove(out).empty());
    CHECK(bestmove(out) != "a9a8");
    // Moves past the result our rules declare are still followed (other rule sets differ).
    const std::string past =
        run_cli("uci", "position fen " + fen + cycle + " a9a8 f8f9\ngo depth 3\nd\n");
    CHECK_FALSE(has(past, "error"));
    CHECK(has(past, "Fen: 5k3/R8/9/9/7c1/8r/9/9/9/2BAKAB2 w"));
    CHECK(bestmove(past) != "(none)");
}
