// xiangqi_tactics: the tactics suite of tests/native/xiangqi_ai at the top
// level with a wall-clock budget per position (default 1000 ms), printing for
// each position the time at which the final, correct answer was first found.
//
//   xiangqi_tactics [--ms N]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "../../tests/native/xiangqi_ai/tactics_positions.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

int main(int argc, char** argv) {
    int budget = 1000;
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "--ms") && i + 1 < argc) budget = std::atoi(argv[++i]);
    ai::Engine engine(16);
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
