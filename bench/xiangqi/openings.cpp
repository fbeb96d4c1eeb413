// xiangqi_openings: turns well-known opening lines into the balanced opening
// set of xiangqi_match.
//
//   xiangqi_openings <lines file> [--variants K] [--extend E] [--depth D]
//                    [--margin CP] [--seed S]
//
// Every line of the input (ICCS moves; '#' starts a comment) is checked move
// by move through the rules, then written as is and in K variants, each
// extended by E more plies drawn at random among the moves that score within
// 25 centipawns of the best at depth D-2. A line is kept when its final
// position scores within ±CP at depth D and the position is new. Output: one
// opening per line, ICCS moves then "# score". bench/xiangqi/openings.txt was made by
//   xiangqi_openings bench/xiangqi/opening-lines.txt --variants 1 --extend 2
//       --depth 10 --margin 80 --seed 1
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/random.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

ai::Value search_score(ai::Engine& engine, const Position& pos, int depth) {
    ai::ThinkOptions o;
    o.depth = depth;
    return engine.think(pos, {}, o).score;
}

Move near_best_move(ai::Engine& engine, Position& pos, int depth, Random& rng) {
    MoveList moves;
    generate_legal(pos, moves);
    std::vector<std::pair<ai::Value, Move>> scored;
    for (Move m : moves) {
        const UndoInfo u = pos.do_move(m);
        scored.push_back({-search_score(engine, pos, depth), m});
        pos.undo_move(m, u);
    }
    std::sort(scored.begin(), scored.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; });
    size_t near = 1;
    while (near < scored.size() && scored[near].first >= scored[0].first - 25) ++near;
    return scored[rng.below(std::uint32_t(near))].second;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: xiangqi_openings <lines file> [--variants K] [--extend E] "
                     "[--depth D] [--margin CP] [--seed S]\n");
        return 2;
    }
    int variants = 1, extend = 2, depth = 10, margin = 80;
    std::uint64_t seed = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--variants"))
            variants = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--extend"))
            extend = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--depth"))
            depth = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--margin"))
            margin = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            seed = std::strtoull(argv[i + 1], nullptr, 10);
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "cannot read '%s'\n", argv[1]);
        return 2;
    }
    Random rng(seed);
    ai::Engine engine(16);
    std::set<Key> seen;
    int line_number = 0;
    for (std::string text; std::getline(in, text);) {
        ++line_number;
        std::istringstream words(text.substr(0, text.find('#')));
        Position base;
        parse_fen(StartFen, base);
        std::vector<Move> line;
        for (std::string w; words >> w;) {
            const ParsedMove m = parse_iccs(base, w);
            if (!m.status.ok()) {
                std::fprintf(stderr, "line %d: %s: %s\n", line_number, w.c_str(),
                             m.status.message.c_str());
                return 1;
            }
            line.push_back(m.move);
            base.do_move(m.move);
        }
        if (line.empty()) continue;
        for (int v = 0; v <= variants; ++v) {
            Position pos = base;
            std::vector<Move> moves = line;
            for (int e = 0; v > 0 && e < extend; ++e) {
                const Move m = near_best_move(engine, pos, depth - 2, rng);
                moves.push_back(m);
                pos.do_move(m);
            }
            if (!seen.insert(pos.key()).second) continue;
            const ai::Value score = search_score(engine, pos, depth);
            if (std::abs(score) > margin) {
                std::fprintf(stderr, "line %d variant %d dropped: score %+d\n", line_number, v,
                             score);
                continue;
            }
            for (Move m : moves) std::printf("%s ", to_iccs(m).c_str());
            std::printf("# %+d\n", score);
            std::fflush(stdout);
        }
    }
    return 0;
}
