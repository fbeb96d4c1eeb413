// xiangqi_tactics: the tactics suite of tests/native/xiangqi_ai at the top
// level with a wall-clock budget per position (default 1000 ms), printing for
// each position the time at which the final, correct answer was first found.
//
//   xiangqi_tactics [--ms N] [--net FILE]
//
// --net FILE: with that network, which the top level evaluates with (as in the app).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "../../tests/native/xiangqi_ai/tactics_positions.h"
#include "cli/evalfile.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

int main(int argc, char** argv) {
    int budget = 1000;
    std::shared_ptr<const ai::nnue::Network> network;
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "--ms") && i + 1 < argc)
            budget = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--net") && i + 1 < argc)
            network = pinqi::cli::read_network_or_exit(argv[++i]);
    ai::Engine engine(16);
    engine.set_network(std::move(network));
    int solved = 0, total = 0, slowest = 0;
    for (const Tactic& t : Tactics) {
        Position pos;
        if (!parse_fen(t.fen, pos).ok()) continue;
        int found_at = -1;
        ai::ThinkOptions options;
        options.time_ms = budget;
        options.progress = [&](const ai::IterationReport& r) {
            const bool right = !r.pv.empty() && to_iccs(r.pv.front()) == t.answer;
            if (right && found_at < 0) found_at = r.elapsed_ms;
            if (!right) found_at = -1;
        };
        const ai::SearchResult r = engine.think(pos, {}, options);
        const bool ok = to_iccs(r.best) == t.answer;
        ++total;
        solved += ok;
        if (ok && found_at > slowest) slowest = found_at;
        std::printf("%-8s %-52s %s  %s  found at %d ms, depth %d\n", t.kind, t.fen,
                    ok ? "ok  " : "MISS", to_iccs(r.best).c_str(), ok ? found_at : -1, r.depth);
    }
    std::printf("solved %d/%d within %d ms each; slowest time to the answer %d ms\n", solved, total,
                budget, slowest);
    return solved == total ? 0 : 1;
}
