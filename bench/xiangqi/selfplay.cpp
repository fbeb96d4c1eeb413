// xiangqi_selfplay: plays fast self-play games and writes their quiet
// positions with the game's result, the data of the evaluation tuner.
//
//   xiangqi_selfplay [--games N] [--nodes N] [--seed S] [--first G] > positions.txt
//
// Each game starts with 6-9 random legal plies, kept only if a depth-6 search
// then scores the position within ±150 centipawns. Both sides then play at N
// nodes a move (default 4000), keeping their table between moves; our rules
// referee the game. A game whose search score stays beyond ±1500 for both
// sides for 8 plies in a row is adjudicated to the side ahead; one still going
// at ply 300 is a draw. Written are the positions after the random plies where
// the side to move is not in check and the chosen move is not a capture, one
// per line: "FEN;result;score", the result from Red's side (1, 0.5 or 0) and
// the search's score of the position, also from Red's side (centipawns).
// Game g of a run uses seed S + g, so runs can be split with --first and joined.
// bench/xiangqi/tune.sh runs it to make the tuning data.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "common/random.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

struct Options {
    int games = 100;
    int first = 0;
    std::uint64_t nodes = 4000;
    std::uint64_t seed = 1;
};

// Plays random plies until a balanced start is found.
bool random_start(Game& game, Random& rng, ai::Engine& engine) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        game.restart();
        const int plies = 6 + int(rng.below(4));
        for (int i = 0; i < plies && !game.result().over(); ++i) {
            Position pos = game.scratch();
            MoveList list;
            generate_legal(pos, list);
            game.play(list.moves[rng.below(std::uint32_t(list.size))]);
        }
        if (game.result().over()) continue;
        ai::ThinkOptions o;
        o.depth = 6;
        const ai::SearchResult r = engine.think(game, o);
        if (std::abs(r.score) <= 150) return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--games"))
            opt.games = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--first"))
            opt.first = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--nodes"))
            opt.nodes = std::strtoull(argv[i + 1], nullptr, 10);
        else if (!std::strcmp(argv[i], "--seed"))
            opt.seed = std::strtoull(argv[i + 1], nullptr, 10);
        else {
            std::fprintf(stderr, "unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    ai::Engine engine(8);
    long long written = 0;
    int red = 0, black = 0, draws = 0;
    for (int g = opt.first; g < opt.first + opt.games; ++g) {
        Random rng(opt.seed + std::uint64_t(g) * 0x9E3779B97F4A7C15ull);
        Game game;
        engine.clear();
        if (!random_start(game, rng, engine)) continue;
        std::vector<std::pair<std::string, int>> fens;
        double result = 0.5;
        int decisive_run = 0, decisive_sign = 0;
        while (!game.result().over() && game.history().size() < 300) {
            ai::ThinkOptions o;
            o.nodes = opt.nodes;
            o.fresh_hash = false;
            o.seed = std::uint64_t(g);
            const ai::SearchResult r = engine.think(game, o);
            const Position& pos = game.position();
            if (r.best == NoMove) break;
            const int red_score = pos.side_to_move() == Red ? r.score : -r.score;
            if (!pos.in_check() && pos.piece_on(to_sq(r.best)) == NoPiece)
                fens.push_back({to_fen(pos), red_score});
            const int sign = red_score >= 1500 ? 1 : red_score <= -1500 ? -1 : 0;
            decisive_run = sign != 0 && sign == decisive_sign ? decisive_run + 1 : sign != 0;
            decisive_sign = sign;
            if (decisive_run >= 8) {
                result = sign > 0 ? 1.0 : 0.0;
                break;
            }
            if (!game.play(r.best).ok()) break;
        }
        if (game.result().over()) {
            const Outcome o = game.result().outcome;
            result = o == Outcome::RedWins ? 1.0 : o == Outcome::BlackWins ? 0.0 : 0.5;
        }
        result == 1.0 ? ++red : result == 0.0 ? ++black : ++draws;
        for (const auto& [fen, score] : fens) std::printf("%s;%g;%d\n", fen.c_str(), result, score);
        written += (long long)fens.size();
        std::fflush(stdout);
        if ((g + 1) % 50 == 0)
            std::fprintf(stderr, "games %d  positions %lld  red %d black %d draws %d\n",
                         g + 1 - opt.first, written, red, black, draws);
    }
    std::fprintf(stderr, "done: positions %lld  red %d black %d draws %d\n", written, red, black,
                 draws);
    return 0;
}
