// `pinqi uci` under a watchdog: every `go` gets a `bestmove`, whatever its
// arguments, within its limit plus 100 ms; `stop`, `ponderhit`, `isready` and
// `quit` are answered while a search or a perft runs. See timing.h for the tries.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

#include "child_process.h"
#include "timing.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

using pinqi::test::ChildProcess;
using pinqi::test::Clock;
using pinqi::test::ms_since;
using pinqi::test::on_some_try;
using pinqi::test::Slack;

namespace {

// A middle-game position with plenty to think about.
const std::string Middle = "position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7";
const std::vector<std::string> MiddleMoves = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};

bool legal_in_middle(const std::string& move) {
    using namespace pinqi::xiangqi;
    Position pos;
    parse_fen(StartFen, pos);
    for (const std::string& m : MiddleMoves) pos.do_move(parse_iccs(pos, m).move);
    return parse_iccs(pos, move).status.ok();
}

struct Engine {
    ChildProcess child{"uci"};
    bool ready = false;

    Engine() {
        child.send("uci");
        for (auto line = child.line_within(60'000); line; line = child.line_within(60'000))
            if (*line == "uciok") break;
        child.send("isready");
        ready = child.line_within(60'000) == std::optional<std::string>("readyok");
    }
    ~Engine() { child.send("quit"); }

    // The move of the next bestmove line within `ms` (info lines skipped), or "".
    std::string bestmove_within(long long ms) {
        const auto start = Clock::now();
        while (true) {
            const long long left = ms - ms_since(start);
            const auto line = child.line_within(left < 0 ? 0 : left);
            if (!line) return "";
            if (line->rfind("bestmove ", 0) == 0) return line->substr(9, line->find(' ', 9) - 9);
        }
    }
    // "" when a legal bestmove (in the middle game) comes within `ms`.
    std::string legal_bestmove_within(long long ms) {
        const std::string best = bestmove_within(ms);
        if (best.empty()) return "no bestmove within " + std::to_string(ms) + " ms";
        if (!legal_in_middle(best)) return "bestmove " + best + " is not legal";
        return "";
    }
    // Nothing but info lines for `ms`.
    std::string silent_for(long long ms) {
        const auto start = Clock::now();
        while (ms_since(start) < ms) {
            const auto line = child.line_within(ms - ms_since(start));
            if (!line) return "";
            if (line->rfind("info", 0) != 0) return "said '" + *line + "' too early";
        }
        return "";
    }
};

void require_on_some_try(const std::function<std::string(Engine&)>& attempt) {
    const std::string failure = on_some_try([&]() -> std::string {
        Engine engine;
        if (!engine.ready) return "the handshake was not answered";
        return attempt(engine);
    });
    INFO(failure);
    REQUIRE(failure.empty());
}

}  // namespace

TEST_CASE("uci watchdog: every clock and limit variant of go answers within its limit + 100 ms",
          "[watchdog][uci]") {
    struct Variant {
        const char* go;
        long long limit_ms;
        std::vector<std::string> only;  // when not empty: the bestmove is one of these
    };
    const Variant variants[] = {
        {"go wtime 0 btime 0", 0, {}},  // no time left: move at once
        {"go wtime 0 btime 60000 winc 0 binc 0", 0, {}},
        {"go wtime -500 btime -500", 0, {}},  // negative times
        {"go btime 5000 wtime -1 winc -20 movestogo -3", 0, {}},
        {"go movetime 0", 0, {}},
        {"go movetime -40", 0, {}},
        {"go movetime 300", 300, {}},
        {"go wtime 3000 btime 3000 winc 0 binc 0", 3000 / 3, {}},  // at most a third of the clock
        {"go wtime 99999999999999999999 btime 1 movetime 200", 200, {}},
        {"go nodes 1", 0, {}},
        {"go nodes 0", 0, {}},
        {"go nodes -7", 0, {}},
        {"go depth 1", 0, {}},
        {"go depth 0", 0, {}},
        {"go depth -3", 0, {}},
        {"go mate 1", 0, {}},
        {"go mate 0", 0, {}},
        {"go searchmoves a0a1 i3i4 movetime 200", 200, {"a0a1", "i3i4"}},
        {"go searchmoves z9z9 movetime 100", 100, {}},
        {"go movetime 100 bogus 17 depth x", 100, {}},
    };
    for (const Variant& v : variants) {
        INFO(v.go);
        require_on_some_try([&](Engine& engine) -> std::string {
            engine.child.send(Middle);
            engine.child.send(v.go);
            const auto sent = Clock::now();
            const std::string best = engine.bestmove_within(v.limit_ms + Slack);
            if (best.empty())
                return "no bestmove within " + std::to_string(v.limit_ms + Slack) + " ms";
            if (!legal_in_middle(best)) return "bestmove " + best + " is not legal";
            if (!v.only.empty() && std::find(v.only.begin(), v.only.end(), best) == v.only.end())
                return "bestmove " + best + " is not among the searchmoves";
            if (ms_since(sent) > v.limit_ms + Slack) return "late";
            return "";
        });
    }
}

TEST_CASE("uci watchdog: go mate finds the mate and answers", "[watchdog][uci]") {
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send("position fen 9/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1");
        engine.child.send("go mate 1");
        const std::string best = engine.bestmove_within(Slack);
        return best == "b5d5" ? "" : "bestmove '" + best + "', not the mate b5d5";
    });
}

TEST_CASE("uci watchdog: depth 2147483648 is a depth limit, not a wrap into none",
          "[watchdog][uci]") {
    // At level 1 (two plies at most) a huge depth still stops at the level's own depth.
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send("setoption name Level value 1");
        engine.child.send(Middle);
        engine.child.send("go depth 2147483648");
        return engine.legal_bestmove_within(Slack);
    });
    // At the top level it is as good as infinite, and stop ends it at once.
    for (const char* go : {"go depth 2147483648", "go depth 99999999999999999999999",
                           "go nodes 99999999999999999999", "go infinite"}) {
        INFO(go);
        require_on_some_try([&](Engine& engine) -> std::string {
            engine.child.send(Middle);
            engine.child.send(go);
            if (auto f = engine.silent_for(300); !f.empty()) return f;
            engine.child.send("stop");
            return engine.legal_bestmove_within(Slack);
        });
    }
}

TEST_CASE("uci watchdog: go ponder waits for ponderhit, then keeps to the clock it was given",
          "[watchdog][uci]") {
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send(Middle);
        engine.child.send("go ponder wtime 1500 btime 1500");
        if (auto f = engine.silent_for(400); !f.empty()) return f;  // pondering: no bestmove
        engine.child.send("ponderhit");
        // The clock starts at ponderhit: at most a third of it.
        return engine.legal_bestmove_within(1500 / 3 + Slack);
    });
    // A ponder search that finishes on its own still waits; stop ends it.
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send(Middle);
        engine.child.send("go ponder depth 2");
        if (auto f = engine.silent_for(300); !f.empty()) return f;
        engine.child.send("stop");
        return engine.legal_bestmove_within(Slack);
    });
}

TEST_CASE("uci watchdog: go perft runs off the input thread: isready, stop and quit answer at once",
          "[watchdog][uci]") {
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send("position startpos");
        engine.child.send("go perft 7");  // minutes of work
        engine.child.send("isready");
        if (engine.child.line_within(Slack) != std::optional<std::string>("readyok"))
            return "isready was not answered during perft";
        engine.child.send("stop");
        const auto stopped = engine.child.line_within(Slack);
        if (!stopped || stopped->find("perft stopped") == std::string::npos)
            return "stop did not end perft";
        engine.child.send("isready");
        if (engine.child.line_within(Slack) != std::optional<std::string>("readyok"))
            return "isready was not answered after perft";
        return "";
    });
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send("position startpos");
        engine.child.send("go perft 7");
        engine.child.send("quit");
        return engine.child.exits_within(Slack) ? "" : "quit did not end perft";
    });
}

TEST_CASE("uci watchdog: quit during a search ends the engine at once", "[watchdog][uci]") {
    require_on_some_try([](Engine& engine) -> std::string {
        engine.child.send(Middle);
        engine.child.send("go infinite");
        if (auto f = engine.silent_for(200); !f.empty()) return f;
        engine.child.send("quit");
        return engine.child.exits_within(Slack) ? "" : "quit did not end the search";
    });
}
