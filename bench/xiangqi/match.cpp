// xiangqi_match: plays games between two Xiangqi players and prints the score.
//
//   xiangqi_match <A> <B> [--games N] [--seed S] [--max-plies P] [--quiet]
//
// A player is "level:K" (optionally "level:K:nodes=N" or ":depth=D" or
// ":no-<term>" to switch off an evaluation term: pst, mobility, safety, soldiers,
// coordination; ":material" for material only; ":no-null", ":no-lmr",
// ":no-futility", ":no-checkext" for search techniques; ":hist-lmr" and
// ":mob=PERCENT" for experiments), "greedy" (1-ply baseline)
// or "ab3" (depth-3 material alpha-beta baseline). Games start from the
// initial position after 2..6 random legal plies; each opening is played
// twice with colours swapped. Scores are from A's point of view.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "common/random.h"
#include "xiangqi/ai/baseline.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

struct Player {
    std::string spec;
    enum Kind { Level, Greedy, Material3 } kind = Level;
    ai::ThinkOptions options;
    ai::Engine* engine = nullptr;
};

Player parse_player(const std::string& spec) {
    Player p;
    p.spec = spec;
    if (spec == "greedy") {
        p.kind = Player::Greedy;
        return p;
    }
    if (spec == "ab3") {
        p.kind = Player::Material3;
        return p;
    }
    if (spec.rfind("level:", 0) != 0) {
        std::fprintf(stderr, "bad player '%s'\n", spec.c_str());
        std::exit(2);
    }
    size_t at = 6;
    p.options.level = std::atoi(spec.c_str() + at);
    while ((at = spec.find(':', at)) != std::string::npos) {
        ++at;
        const std::string part = spec.substr(at, spec.find(':', at) - at);
        if (part.rfind("nodes=", 0) == 0)
            p.options.nodes = std::strtoull(part.c_str() + 6, nullptr, 10);
        else if (part.rfind("depth=", 0) == 0)
            p.options.depth = std::atoi(part.c_str() + 6);
        else if (part == "no-pst")
            p.options.terms.piece_squares = false;
        else if (part == "no-mobility")
            p.options.terms.mobility = false;
        else if (part == "no-safety")
            p.options.terms.general_safety = false;
        else if (part == "no-soldiers")
            p.options.terms.soldiers = false;
        else if (part == "no-coordination")
            p.options.terms.coordination = false;
        else if (part == "material")
            p.options.terms = ai::EvalTerms::material_only();
        else if (part == "no-null")
            p.options.features.null_move = false;
        else if (part == "no-lmr")
            p.options.features.late_move_reductions = false;
        else if (part == "no-futility")
            p.options.features.futility = false;
        else if (part == "hist-lmr")
            p.options.features.history_reductions = true;
        else if (part.rfind("mob=", 0) == 0)
            p.options.terms.mobility_percent = std::atoi(part.c_str() + 4);
        else if (part == "no-checkext")
            p.options.features.check_extension = false;
        else {
            std::fprintf(stderr, "bad option '%s'\n", part.c_str());
            std::exit(2);
        }
    }
    p.engine = new ai::Engine(16);
    return p;
}

Move choose(Player& p, const Game& game, Random& rng, std::uint64_t seed) {
    Position pos = game.scratch();
    switch (p.kind) {
        case Player::Greedy:
            return ai::greedy_move(pos, rng);
        case Player::Material3:
            return ai::material_search_move(pos, 3, rng);
        default: {
            ai::ThinkOptions o = p.options;
            o.seed = seed;
            return p.engine->think(game, o).best;
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: xiangqi_match <A> <B> [--games N] [--seed S] [--max-plies P]\n");
        return 2;
    }
    Player players[2] = {parse_player(argv[1]), parse_player(argv[2])};
    int games = 100, max_plies = 300;
    std::uint64_t seed = 1;
    bool quiet = false;
    for (int i = 3; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--games") && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--max-plies") && i + 1 < argc)
            max_plies = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--quiet"))
            quiet = true;
    }
    int wins = 0, draws = 0, losses = 0;
    Random openings(seed);
    std::vector<Move> opening;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0) {
            // A fresh random opening, replayed with colours swapped in the next game.
            Game probe;
            opening.clear();
            const int plies = 2 + int(openings.below(5));
            for (int i = 0; i < plies && !probe.result().over(); ++i) {
                Position pos = probe.scratch();
                MoveList list;
                generate_legal(pos, list);
                const Move m = list.moves[openings.below(std::uint32_t(list.size))];
                opening.push_back(m);
                probe.play(m);
            }
        }
        const int a_colour = g % 2;  // A is Red in even games
        Game game;
        for (Move m : opening) game.play(m);
        Random rng(seed * 1000003 + std::uint64_t(g));
        while (!game.result().over() && int(game.history().size()) < max_plies) {
            const int side = game.position().side_to_move();
            Player& p = players[side == a_colour ? 0 : 1];
            const Move m =
                choose(p, game, rng, seed * 7919 + std::uint64_t(g) * 131 + game.history().size());
            if (m == NoMove || !game.play(m).ok()) {
                std::fprintf(stderr, "game %d: %s produced an illegal move\n", g, p.spec.c_str());
                return 1;
            }
        }
        const Outcome o = game.result().outcome;
        const char* how = game.result().over() ? reason_name(game.result().reason) : "ply limit";
        int r = 0;  // +1 A wins
        if (o == Outcome::RedWins) r = a_colour == Red ? 1 : -1;
        if (o == Outcome::BlackWins) r = a_colour == Black ? 1 : -1;
        r > 0 ? ++wins : r < 0 ? ++losses : ++draws;
        if (!quiet)
            std::printf("game %3d  A=%s  %-6s %-22s plies %3zu   running +%d =%d -%d\n", g + 1,
                        a_colour == Red ? "red  " : "black",
                        r > 0   ? "A wins"
                        : r < 0 ? "B wins"
                                : "draw",
                        how, game.history().size(), wins, draws, losses);
        std::fflush(stdout);
    }
    const double score = (wins + 0.5 * draws) / (games > 0 ? games : 1);
    std::printf("%s vs %s: +%d =%d -%d  score %.1f%% over %d games\n", players[0].spec.c_str(),
                players[1].spec.c_str(), wins, draws, losses, 100.0 * score, games);
    return 0;
}
