// Both protocol CLIs print every line exactly once, also when answers come at
// once (forced blocks, the opening move, perft 1) and the cores are busy: a
// line printed twice is read by a manager as the answer to its next command.
// The CLIs run as child processes on pipes, as a manager runs them.
#include <catch2/catch.hpp>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "busy_cores.h"
#include "watchdog/child_process.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

using pinqi::test::BusyCores;
using pinqi::test::ChildProcess;
using pinqi::test::scaled_rounds;

namespace {

constexpr long long AnswerMs = 60'000;  // a missing line fails the test instead of hanging it

// ---- Gomocup ----

// The brain's side of a session: every line it printed, checked as it comes.
class Brain {
  public:
    Brain() : child_("gomocup") {}
    ~Brain() { child_.send("END"); }

    void send(const std::string& line) { child_.send(line); }

    // Reads the next line that is not a MESSAGE; "" when it is `expected`,
    // else what came instead. MESSAGE lines with " reason " (one per answered
    // search) are counted.
    std::string expect(const std::string& expected) {
        while (true) {
            const auto line = child_.line_within(AnswerMs);
            if (!line) return "expected '" + expected + "', got nothing";
            if (line->rfind("MESSAGE", 0) == 0) {
                if (line->find(" reason ") != std::string::npos) ++reasons_;
                continue;
            }
            return *line == expected ? "" : "expected '" + expected + "', got '" + *line + "'";
        }
    }
    int reasons() const { return reasons_; }

    // Everything printed until the output ends (after END).
    std::string rest() {
        std::string out;
        while (const auto line = child_.line_within(AnswerMs)) out += *line + "\n";
        return out;
    }
    void close_input() { child_.close_input(); }

  private:
    ChildProcess child_;
    int reasons_ = 0;
};

// Black to move (own = field 1) on 15x15: White's four 3..6,7 is closed at 2,7
// by Black, so Black's only move is the block at 7,7, found without a search.
const std::string ForcedBlock =
    "BOARD\n2,7,1\n10,0,1\n0,12,1\n12,12,1\n3,7,2\n4,7,2\n5,7,2\n6,7,2\nDONE";

}  // namespace

TEST_CASE(
    "gomocup: one answer per TURN, BOARD and BEGIN over many instant answers with the cores busy",
    "[cli][gomocup][race]") {
    const int rounds = scaled_rounds(100);
    BusyCores busy;
    Brain brain;
    std::string failure;
    int searches = 0;
    int round = 0;
    const auto step = [&](const std::string& command, const std::string& answer, bool search) {
        if (!failure.empty()) return;
        brain.send(command);
        if (search) {
            ++searches;
            // INFO lines while the brain thinks are taken at once; the search goes on.
            for (int i = 0; i < 5; ++i) brain.send("INFO time_left 100000");
        }
        const std::string wrong = brain.expect(answer);
        if (!wrong.empty())
            failure = "after " + command.substr(0, command.find('\n')) + " in round " +
                      std::to_string(round) + ": " + wrong;
    };
    step("START 15", "OK", false);
    for (; round < rounds && failure.empty(); ++round) {
        if (round % 25 == 0) {
            step("RESTART", "OK", false);
            step("BEGIN", "7,7", true);
        }
        if (round % 5 == 0) {
            // A fresh position; its block taken back, and then White's last stone:
            // White is to move, and TURN plays that stone again.
            step(ForcedBlock, "7,7", true);
            step("TAKEBACK 7,7", "OK", false);
            step("TAKEBACK 6,7", "OK", false);
        }
        step("TURN 6,7", "7,7", true);
        step("TAKEBACK 7,7", "OK", false);
        step("TAKEBACK 6,7", "OK", false);
    }
    step("ABOUT", "name=\"pinqi\", version=\"0.1.0\", author=\"Pinqi\", country=\"-\"", false);
    INFO(failure);
    REQUIRE(failure.empty());
    REQUIRE(brain.reasons() == searches);
    brain.send("END");
    brain.close_input();
    REQUIRE(brain.rest().empty());
}

// ---- UCI ----

namespace {

using namespace pinqi::xiangqi;

// `count` positions with legal moves from random games (a fixed seed), with
// a few captures and checks in most of them.
std::vector<std::string> random_positions(int count) {
    std::mt19937 random(2024);
    std::vector<std::string> fens;
    while (static_cast<int>(fens.size()) < count) {
        Position pos;
        parse_fen(StartFen, pos);
        for (int ply = 0; ply < 120 && static_cast<int>(fens.size()) < count; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            fens.push_back(to_fen(pos));
            pos.do_move(list.moves[random() % static_cast<unsigned>(list.size)]);
        }
    }
    return fens;
}

// The root lines `go perft 1` prints for `fen`, in generate_legal's order.
std::vector<std::string> perft_one_lines(const std::string& fen) {
    Position pos;
    parse_fen(fen, pos);
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::string> lines;
    for (const Move m : list) lines.push_back(to_iccs(m) + ": 1");
    return lines;
}

class UciEngine {
  public:
    UciEngine() : child_("uci") {
        child_.send("uci");
        while (const auto line = child_.line_within(AnswerMs))
            if (*line == "uciok") break;
    }
    ~UciEngine() { child_.send("quit"); }

    void send(const std::string& line) { child_.send(line); }

    // Lines up to and including the one that `done` accepts; the `readyok`
    // lines are left out and counted. "" when the output ends first.
    std::vector<std::string> lines_until(const std::function<bool(const std::string&)>& done,
                                         int& readyoks) {
        std::vector<std::string> lines;
        while (const auto line = child_.line_within(AnswerMs)) {
            if (*line == "readyok") {
                ++readyoks;
                continue;
            }
            lines.push_back(*line);
            if (done(*line)) return lines;
        }
        static const std::string NoMore = "<no more output>";
        lines.push_back(NoMore);
        return lines;
    }
    std::optional<std::string> line() { return child_.line_within(AnswerMs); }
    void close_input() { child_.close_input(); }

  private:
    ChildProcess child_;
};

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

}  // namespace

TEST_CASE(
    "uci: go perft 1 prints each root move once and each go one bestmove, over many "
    "positions with the cores busy",
    "[cli][uci][race]") {
    constexpr int ReadyChecks = 5;
    const std::vector<std::string> fens = random_positions(scaled_rounds(400));
    BusyCores busy;
    UciEngine engine;
    std::string failure;
    for (std::size_t i = 0; i < fens.size() && failure.empty(); ++i) {
        const std::string& fen = fens[i];
        int readyoks = 0;
        engine.send("position fen " + fen);
        if (i % 10 == 9) {
            // A search: its info lines, one bestmove, and readyok while it runs.
            engine.send("go depth 1");
            engine.send("isready");
            const auto lines = engine.lines_until(
                [](const std::string& l) { return l.rfind("bestmove ", 0) == 0; }, readyoks);
            for (const std::string& l : lines)
                if (l.rfind("info ", 0) != 0 && l.rfind("bestmove ", 0) != 0)
                    failure =
                        "go depth 1 in " + fen + ": unexpected '" + l + "' in\n" + joined(lines);
            if (failure.empty() && readyoks == 0) {
                const auto more = engine.line();
                if (more != std::optional<std::string>("readyok"))
                    failure = "go depth 1 in " + fen + ": expected readyok, got '" +
                              more.value_or("<nothing>") + "'";
            } else if (failure.empty() && readyoks != 1) {
                failure = "go depth 1 in " + fen + ": " + std::to_string(readyoks) + " readyok";
            }
            continue;
        }
        // perft 1, with isready (answered at once) while it prints.
        engine.send("go perft 1");
        for (int k = 0; k < ReadyChecks; ++k) engine.send("isready");
        std::vector<std::string> expected = perft_one_lines(fen);
        const std::string nodes = "Nodes searched: " + std::to_string(expected.size());
        expected.push_back("");
        expected.push_back(nodes);
        auto lines = engine.lines_until(
            [](const std::string& l) { return l.rfind("info string time ", 0) == 0; }, readyoks);
        const auto blank = engine.lines_until([](const std::string&) { return true; }, readyoks);
        lines.pop_back();  // the time line varies
        if (lines != expected || blank != std::vector<std::string>{""}) {
            failure = "go perft 1 in position " + std::to_string(i) + ", " + fen + ": expected\n" +
                      joined(expected) + "got\n" + joined(lines) + "then\n" + joined(blank);
            break;
        }
        while (failure.empty() && readyoks < ReadyChecks) {
            const auto more = engine.line();
            if (more == std::optional<std::string>("readyok"))
                ++readyoks;
            else
                failure = "go perft 1 in " + fen + ": expected readyok, got '" +
                          more.value_or("<nothing>") + "'";
        }
        if (failure.empty() && readyoks != ReadyChecks)
            failure = "go perft 1 in " + fen + ": " + std::to_string(readyoks) + " readyok";
    }
    INFO(failure);
    REQUIRE(failure.empty());
    // Nothing more comes: no late copy of any line.
    engine.send("isready");
    REQUIRE(engine.line() == std::optional<std::string>("readyok"));
    engine.send("quit");
    engine.close_input();
    REQUIRE(engine.line() == std::nullopt);
}
