// Gomoku matches and position mining, run by hand (never in ctest):
//   gomoku_match match --a 4 --b baseline --games 200 --rule freestyle --nodes-a 50000
//   gomoku_match mine --rule renju --games 50
//   gomoku_match tactics
// GOMOKU_SLOW=<ms> prints every engine move slower than that, with its position.
// A player is a level (1..4) or "baseline". Openings are 2-3 stones near the
// centre, each played twice with the colours swapped.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "../../tests/native/gomoku_ai/tactics_positions.h"
#include "baseline.h"
#include "common/random.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/vcf.h"
#include "gomoku/notation.h"

using namespace pinqi;
using namespace pinqi::gomoku;

namespace {

struct PlayerSpec {
    std::string name;
    int level = 0;  // 0: the baseline
    std::uint64_t nodes = 0;
    int time_ms = 0;
};

class Player {
  public:
    explicit Player(PlayerSpec spec) : spec_(std::move(spec)), engine_(16) {}
    Point move(const Game& game, std::uint64_t seed) {
        if (spec_.level == 0) return baseline::baseline_move(game);
        ai::ThinkOptions o;
        o.level = spec_.level;
        o.nodes = spec_.nodes;
        o.time_ms = spec_.time_ms;
        o.seed = seed;
        const ai::ThinkResult r = engine_.think(game, o);
        think_ms_ += r.elapsed_ms;
        ++moves_;
        if (r.elapsed_ms > max_ms_) max_ms_ = r.elapsed_ms;
        if (std::getenv("GOMOKU_SLOW") && r.elapsed_ms > std::atoi(std::getenv("GOMOKU_SLOW"))) {
            std::fprintf(stderr, "slow move (%d ms, %llu nodes, %s):", r.elapsed_ms,
                         static_cast<unsigned long long>(r.nodes),
                         std::string(to_string(game.rule())).c_str());
            for (const auto& m : game.history())
                std::fprintf(stderr, " %s", to_notation(m.point, game.size()).c_str());
            std::fprintf(stderr, "\n");
        }
        return r.move;
    }
    void new_game() { engine_.clear_hash(); }
    const PlayerSpec& spec() const { return spec_; }
    double mean_ms() const { return moves_ ? double(think_ms_) / moves_ : 0; }
    int max_ms() const { return max_ms_; }

  private:
    PlayerSpec spec_;
    ai::Engine engine_;
    long think_ms_ = 0;
    long moves_ = 0;
    int max_ms_ = 0;
};

std::vector<Point> opening(int index, int size) {
    Random random(0x0BE9'1234ull + static_cast<std::uint64_t>(index) * 7919);
    const int c = size / 2;
    std::vector<Point> stones{{c, c}};
    const int count = 2 + index % 2;
    while (static_cast<int>(stones.size()) < count) {
        const Point p{c + static_cast<int>(random.below(5)) - 2,
                      c + static_cast<int>(random.below(5)) - 2};
        bool used = false;
        for (Point q : stones) used = used || q == p;
        if (!used) stones.push_back(p);
    }
    return stones;
}

// 1: black won, 2: white won, 0: draw.
int play(Rule rule, const std::vector<Point>& start, Player& black, Player& white,
         std::uint64_t seed) {
    Game game(DefaultSize, rule);
    for (Point p : start) game.place(p);
    black.new_game();
    white.new_game();
    while (!game.over()) {
        Player& mover = game.turn() == Stone::Black ? black : white;
        const Point p = mover.move(game, seed);
        if (game.place(p) != PlaceError::Ok) {
            std::fprintf(stderr, "illegal move %d,%d by %s\n", p.x, p.y, mover.spec().name.c_str());
            return game.turn() == Stone::Black ? 2 : 1;
        }
    }
    const Stone w = game.outcome().winner();
    return w == Stone::Black ? 1 : w == Stone::White ? 2 : 0;
}

PlayerSpec parse_player(const std::string& text) {
    PlayerSpec p;
    p.name = text;
    p.level = text == "baseline" ? 0 : std::atoi(text.c_str());
    return p;
}

int run_match(int argc, char** argv) {
    PlayerSpec a = parse_player("4"), b = parse_player("baseline");
    int games = 200;
    Rule rule = Rule::Freestyle;
    bool both_rules = false;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--a")
            a = parse_player(v);
        else if (k == "--b")
            b = parse_player(v);
        else if (k == "--games")
            games = std::atoi(v.c_str());
        else if (k == "--rule") {
            if (v == "mixed")
                both_rules = true;
            else
                rule = parse_rule(v).value_or(Rule::Freestyle);
        } else if (k == "--nodes-a")
            a.nodes = std::strtoull(v.c_str(), nullptr, 10);
        else if (k == "--nodes-b")
            b.nodes = std::strtoull(v.c_str(), nullptr, 10);
        else if (k == "--time-a")
            a.time_ms = std::atoi(v.c_str());
        else if (k == "--time-b")
            b.time_ms = std::atoi(v.c_str());
    }
    Player pa(a), pb(b);
    int wins = 0, losses = 0, draws = 0;
    int a_black_wins = 0, a_white_wins = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        const int pair = g / 2;
        const Rule r = both_rules ? (pair % 2 == 0 ? Rule::Freestyle : Rule::Renju) : rule;
        const auto start = opening(pair, DefaultSize);
        const bool a_black = g % 2 == 0;
        const int result = a_black ? play(r, start, pa, pb, g) : play(r, start, pb, pa, g);
        const bool a_won = (result == 1 && a_black) || (result == 2 && !a_black);
        if (result == 0)
            ++draws;
        else if (a_won)
            ++wins, (a_black ? a_black_wins : a_white_wins)++;
        else
            ++losses;
        if ((g + 1) % 20 == 0 || g + 1 == games)
            std::fprintf(stderr, "  %d games: %d-%d-%d\n", g + 1, wins, losses, draws);
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf(
        "%s vs %s, %s, %d games: A wins %d (as black %d, as white %d), losses %d, draws %d, score "
        "%.1f%%,"
        " A mean %.1f ms/move (max %d), %.0f s\n",
        a.name.c_str(), b.name.c_str(),
        both_rules ? "freestyle+renju" : std::string(to_string(rule)).c_str(), games, wins,
        a_black_wins, a_white_wins, losses, draws, 100.0 * (wins + 0.5 * draws) / games,
        pa.mean_ms(), pa.max_ms(), secs);
    return 0;
}

// Self-play between noisy levels; prints positions whose shortest VCF is 5..15 fours.
int run_mine(int argc, char** argv) {
    Rule rule = Rule::Freestyle;
    int games = 20;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--rule") rule = parse_rule(v).value_or(Rule::Freestyle);
        if (k == "--games") games = std::atoi(v.c_str());
    }
    Player p1(parse_player("2")), p2(parse_player("1"));
    for (int g = 0; g < games; ++g) {
        Game game(DefaultSize, rule);
        for (Point p : opening(g + 1000, DefaultSize)) game.place(p);
        while (!game.over() && game.history().size() < 120) {
            ai::Position pos = ai::to_position(game);
            ai::VcfSolver solver;
            std::vector<int> line;
            int depth = 0;
            for (int d = 1; d <= 15; ++d) {
                solver.clear_cache();
                if (solver.solve(pos, d, &line)) {
                    depth = d;
                    break;
                }
            }
            if (depth >= 5) {
                std::printf("{\"VCF mined %d\", Rule::%s, \"\", \"\", \"", g,
                            rule == Rule::Renju      ? "Renju"
                            : rule == Rule::Standard ? "Standard"
                                                     : "Freestyle");
                for (std::size_t i = 0; i < game.history().size(); ++i)
                    std::printf("%s%s", i ? " " : "",
                                to_notation(game.history()[i].point, DefaultSize).c_str());
                std::printf("\", Expect::Wins, \"\"},  // %s to move, VCF of %d fours\n",
                            std::string(to_string(game.turn())).c_str(), depth);
                break;
            }
            Player& mover = (g + static_cast<int>(game.history().size())) % 2 ? p1 : p2;
            game.place(mover.move(game, g));
        }
    }
    return 0;
}

// Per-position native solve times of the tactics suite at the top level:
// under the suite's node budget, or with `--time-ms N` under a time budget
// (the acceptance run: every position solved within 1 s).
int run_tactics(int argc, char** argv) {
    int time_ms = 0;
    for (int i = 2; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--time-ms") == 0) time_ms = std::atoi(argv[i + 1]);
    ai::Engine engine(16);
    double worst = 0, total = 0;
    int count = 0, solved_count = 0;
    for (const auto& t : ai::test::Tactics) {
        const Game game = ai::test::setup(t);
        ai::ThinkOptions o;
        if (time_ms > 0) {
            o.time_ms = time_ms;
        } else {
            o.nodes = ai::test::TacticsNodes;
        }
        engine.clear_hash();
        const auto t0 = std::chrono::steady_clock::now();
        const ai::ThinkResult r = engine.think(game, o);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        const bool ok = ai::test::solved(t, game, r);
        solved_count += ok;
        worst = ms > worst ? ms : worst;
        total += ms;
        ++count;
        std::printf("%-44s %-9s %-4s %8.2f ms  %s\n", t.name,
                    std::string(to_string(t.rule)).c_str(), ok ? "ok" : "FAIL", ms,
                    ai::to_string(r.reason).c_str());
    }
    std::printf("%d positions, %d solved, total %.1f ms, worst %.2f ms\n", count, solved_count,
                total, worst);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "match") == 0) return run_match(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "mine") == 0) return run_mine(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "tactics") == 0) return run_tactics(argc, argv);
    std::fprintf(stderr, "usage: gomoku_match match|mine|tactics [options]\n");
    return 2;
}
