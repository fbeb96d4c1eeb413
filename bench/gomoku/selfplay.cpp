#include "selfplay.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "common/random.h"
#include "gomoku/ai/engine.h"
#include "gomoku/notation.h"

namespace pinqi::gomoku::bench {

namespace {

// 3 to 7 random legal stones within three points of the centre, none making five.
Game random_opening(Rule rule, Random& random) {
    while (true) {
        Game game(DefaultSize, rule);
        const int c = DefaultSize / 2;
        const int stones = 3 + static_cast<int>(random.below(5));
        int tries = 0;
        while (static_cast<int>(game.history().size()) < stones && tries++ < 200) {
            const Point p{c - 3 + static_cast<int>(random.below(7)),
                          c - 3 + static_cast<int>(random.below(7))};
            Game next = game;
            if (next.place(p) == PlaceError::Ok && !next.over()) game = next;
        }
        if (static_cast<int>(game.history().size()) == stones) return game;
    }
}

}  // namespace

int run_selfplay(const SelfplayOptions& options) {
    std::ofstream out(options.out, std::ios::app);
    if (!out) {
        std::fprintf(stderr, "selfplay: cannot write %s\n", options.out.c_str());
        return 1;
    }
    Random random(options.seed * 0x9E3779B97F4A7C15ull + 17);
    ai::Engine engine(16);
    int results[3] = {};
    for (int g = 0; g < options.games; ++g) {
        Game game = random_opening(options.rule, random);
        const int opening = static_cast<int>(game.history().size());
        engine.clear_hash();
        int result = 0;
        std::string scores;
        while (!game.over()) {
            ai::ThinkOptions o;
            o.nodes = options.nodes;
            const ai::ThinkResult r = engine.think(game, o);
            if (!r.has_move) break;
            scores += r.decided ? std::string(" x") : ' ' + std::to_string(r.score);
            if (ai::is_win_score(r.score) || ai::is_loss_score(r.score)) {
                // The search sees the end: adjudicated for the side it favours.
                const bool mover_wins = ai::is_win_score(r.score);
                result = (game.turn() == Stone::Black) == mover_wins ? 1 : 2;
                game.place(r.move);
                break;
            }
            game.place(r.move);
        }
        if (game.over()) {
            const Stone w = game.outcome().winner();
            result = w == Stone::Black ? 1 : w == Stone::White ? 2 : 0;
        }
        ++results[result];
        out << to_string(options.rule) << ' ' << result << ' ' << opening;
        for (const MoveRecord& m : game.history()) out << ' ' << to_notation(m.point, DefaultSize);
        if (options.scores) out << " |" << scores;
        out << '\n';
        out.flush();
        if ((g + 1) % 20 == 0)
            std::fprintf(stderr, "  %d games: black %d, white %d, draws %d\n", g + 1, results[1],
                         results[2], results[0]);
    }
    return 0;
}

}  // namespace pinqi::gomoku::bench
