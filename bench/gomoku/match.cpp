// Gomoku matches and position mining, run by hand (never in ctest):
//   gomoku_match match --a 4 --b baseline --games 200 --rule freestyle --nodes-a 50000
//   gomoku_match match --a brain:"build/native/bin/pinqi gomocup" --b brain:"<other brain>"
//                      --time-a 1000 --time-b 200 --rule renju --openings <file> --games 100
//                      [--threads-a N] [--threads-b N] [--optimum-a T] [--optimum-b T]
//                      [--first-game K]
//   gomoku_match openings --rule renju --count 50 --nodes 200000 --out <file>
//                         [--white-within 2] [--black-within 3]
//   gomoku_match check-openings --brain "<command>" --rule renju --in <candidates>
//                               --out <file> [--time 1000] [--max-eval 40] [--count 50]
//                               [--repeat 1] [--threads 1] [--note TEXT]
//   gomoku_match mine --rule renju --games 50
//   gomoku_match mine-threats --rule renju --kind vct|counter --games 200 --wanted 10
//                             [--openings bench/gomoku/openings/renju.txt]
//   gomoku_match tactics [--time-ms N] [--only TEXT]
// A player is a level (1..4), "baseline", "blocker" (blocks fives, fours and open threes) or
// "brain:<command>", a Gomocup brain run as a child process, given its turn time by INFO
// timeout_turn (and a node budget by INFO max_node). `--clock cpu` times in-process engines
// by their thread's CPU time, for A/B matches on a busy machine. Each opening is played twice with
// the colours swapped; the rules code referees (a forbidden or occupied point loses).
// --optimum-a/-b T: an in-process engine starts no iteration after T tenths of its turn (an
// A/B of time use). --threads-a/-b give a brain INFO thread_num N (default 1). --first-game K
// starts at game K (1-based) with its opening, so that a cut match resumes where its log ends.
// GOMOKU_SLOW=<ms> prints every in-process engine move slower than that, with its position.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../../tests/native/gomoku_ai/blocker.h"
#include "../../tests/native/gomoku_ai/tactics_positions.h"
#include "baseline.h"
#include "brain.h"
#include "common/random.h"
#include "elo.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/time_budget.h"
#include "gomoku/ai/vcf.h"
#include "gomoku/notation.h"
#include "mine_threats.h"
#include "openings.h"

using namespace pinqi;
using namespace pinqi::gomoku;

namespace {

struct PlayerSpec {
    std::string name;
    int level = 0;      // 1..4 for the engine in this process
    std::string brain;  // a Gomocup brain's command
    bool baseline = false;
    bool blocker = false;
    std::uint64_t nodes = 0;
    int time_ms = 0;
    int threads = 1;         // a brain's INFO thread_num
    int optimum_tenths = 0;  // in-process engines: no new iteration after this many tenths of
                             // the turn's hard stop; 0: plan_move_time's
    bool cpu_clock = false;  // in-process engines: time is the thread's CPU time
};

class Player {
  public:
    explicit Player(PlayerSpec spec) : spec_(std::move(spec)) {
        if (!spec_.brain.empty())
            brain_ = std::make_unique<bench::GomocupBrain>(spec_.brain,
                                                           spec_.time_ms > 0 ? spec_.time_ms
                                                           : spec_.nodes > 0 ? 600'000
                                                                             : 1000,
                                                           256, spec_.nodes, spec_.threads);
        else if (spec_.level > 0)
            engine_ = std::make_unique<ai::Engine>(16);
    }

    // nullopt: the player gave no move (a brain that timed out or answered nonsense).
    std::optional<Point> move(const Game& game, std::uint64_t seed) {
        const auto t0 = std::chrono::steady_clock::now();
        std::optional<Point> p;
        if (brain_) {
            const bench::BrainMove m = brain_->move(game);
            p = m.move;
            last_message_ = m.last_message;
        } else if (spec_.blocker) {
            p = test::blocker_move(game);
        } else if (spec_.baseline) {
            p = baseline::baseline_move(game);
        } else {
            ai::ThinkOptions o;
            o.level = spec_.level;
            o.nodes = spec_.nodes;
            if (spec_.time_ms > 0) {
                // The budget a brain would take from INFO timeout_turn.
                ai::TimeControl tc;
                tc.turn_ms = spec_.time_ms;
                tc.stones = game.board().stone_count();
                const ai::TimeBudget budget = ai::plan_move_time(tc);
                o.time_ms = budget.maximum_ms;
                o.optimum_ms = spec_.optimum_tenths > 0
                                   ? std::max(budget.maximum_ms * spec_.optimum_tenths / 10, 1)
                                   : budget.optimum_ms;
            }
            o.clock = spec_.cpu_clock ? ai::ClockKind::ThreadCpu : ai::ClockKind::Wall;
            o.seed = seed;
            const ai::ThinkResult r = engine_->think(game, o);
            p = r.move;
            if (std::getenv("GOMOKU_SLOW") &&
                r.elapsed_ms > std::atoi(std::getenv("GOMOKU_SLOW"))) {
                std::fprintf(stderr, "slow move (%d ms, %llu nodes, %s):", r.elapsed_ms,
                             static_cast<unsigned long long>(r.nodes),
                             std::string(to_string(game.rule())).c_str());
                for (const auto& m : game.history())
                    std::fprintf(stderr, " %s", to_notation(m.point, game.size()).c_str());
                std::fprintf(stderr, "\n");
            }
        }
        const int ms = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                            std::chrono::steady_clock::now() - t0)
                                            .count());
        think_ms_ += ms;
        ++moves_;
        if (ms > max_ms_) max_ms_ = ms;
        if (spec_.time_ms > 0 && ms > spec_.time_ms) ++overruns_;
        return p;
    }
    void new_game(int size, Rule rule) {
        if (brain_) brain_->new_game(size, rule);
        if (engine_) engine_->clear_hash();
    }
    const PlayerSpec& spec() const { return spec_; }
    double mean_ms() const { return moves_ ? double(think_ms_) / moves_ : 0; }
    int max_ms() const { return max_ms_; }
    int overruns() const { return overruns_; }
    const std::string& last_message() const { return last_message_; }

  private:
    PlayerSpec spec_;
    std::unique_ptr<ai::Engine> engine_;
    std::unique_ptr<bench::GomocupBrain> brain_;
    long think_ms_ = 0;
    long moves_ = 0;
    int max_ms_ = 0;
    int overruns_ = 0;
    std::string last_message_;
};

std::vector<Point> random_opening(int index, int size) {
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

struct GameRecord {
    int result = 0;  // 1: black won, 2: white won, 0: draw
    std::string note;
    Game game;
    bool forfeit = false;
};

// Under Renju, Black may be left with only forbidden points on a nearly full
// board: our Game ends that in a draw (reason "only_forbidden"), so the referee
// never waits for a move that cannot come.
GameRecord play(Rule rule, const std::vector<Point>& start, Player& black, Player& white,
                std::uint64_t seed) {
    GameRecord rec{0, "", Game(DefaultSize, rule)};
    Game& game = rec.game;
    for (Point p : start) game.place(p);
    black.new_game(DefaultSize, rule);
    white.new_game(DefaultSize, rule);
    while (!game.over()) {
        const bool black_to_move = game.turn() == Stone::Black;
        Player& mover = black_to_move ? black : white;
        const std::optional<Point> p = mover.move(game, seed);
        const PlaceError verdict = p ? game.place(*p) : PlaceError::OutOfBounds;
        if (verdict != PlaceError::Ok) {
            rec.note = mover.spec().name +
                       (p ? " played " + std::to_string(p->x) + "," + std::to_string(p->y) + " (" +
                                std::string(to_string(verdict)) + ")"
                          : " gave no move");
            std::fprintf(stderr, "  forfeit: %s after", rec.note.c_str());
            for (const MoveRecord& m : game.history())
                std::fprintf(stderr, " %s", to_notation(m.point, game.size()).c_str());
            std::fprintf(stderr, "\n");
            rec.result = black_to_move ? 2 : 1;
            rec.forfeit = true;
            return rec;
        }
    }
    const Stone w = game.outcome().winner();
    rec.result = w == Stone::Black ? 1 : w == Stone::White ? 2 : 0;
    if (game.outcome().reason() == "only_forbidden")
        rec.note = "Black had only forbidden points: a draw";
    return rec;
}

PlayerSpec parse_player(const std::string& text) {
    PlayerSpec p;
    p.name = text;
    if (text.rfind("brain:", 0) == 0) {
        p.brain = text.substr(6);
        p.name = "brain";
    } else if (text == "baseline") {
        p.baseline = true;
    } else if (text == "blocker") {
        p.blocker = true;
    } else {
        p.level = std::atoi(text.c_str() + (text.rfind("level:", 0) == 0 ? 6 : 0));
        if (p.level < ai::MinLevel || p.level > ai::MaxLevel) {
            std::fprintf(stderr, "unknown player '%s'\n", text.c_str());
            std::exit(2);
        }
        p.name = "level " + std::to_string(p.level);
    }
    return p;
}

int run_match(int argc, char** argv) {
    std::string a_text = "4", b_text = "baseline", openings_path, log_path;
    std::string a_name, b_name;
    int games = 200, first_game = 1;
    Rule rule = Rule::Freestyle;
    std::uint64_t nodes_a = 0, nodes_b = 0;
    int time_a = 0, time_b = 0, threads_a = 1, threads_b = 1, optimum_a = 0, optimum_b = 0;
    bool cpu_clock = false;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--a")
            a_text = v;
        else if (k == "--b")
            b_text = v;
        else if (k == "--name-a")
            a_name = v;
        else if (k == "--name-b")
            b_name = v;
        else if (k == "--games")
            games = std::atoi(v.c_str());
        else if (k == "--rule")
            rule = parse_rule(v).value_or(Rule::Freestyle);
        else if (k == "--nodes-a")
            nodes_a = std::strtoull(v.c_str(), nullptr, 10);
        else if (k == "--nodes-b")
            nodes_b = std::strtoull(v.c_str(), nullptr, 10);
        else if (k == "--time-a")
            time_a = std::atoi(v.c_str());
        else if (k == "--time-b")
            time_b = std::atoi(v.c_str());
        else if (k == "--threads-a")
            threads_a = std::atoi(v.c_str());
        else if (k == "--threads-b")
            threads_b = std::atoi(v.c_str());
        else if (k == "--optimum-a")
            optimum_a = std::atoi(v.c_str());
        else if (k == "--optimum-b")
            optimum_b = std::atoi(v.c_str());
        else if (k == "--first-game")
            first_game = std::max(1, std::atoi(v.c_str()));
        else if (k == "--openings")
            openings_path = v;
        else if (k == "--log")
            log_path = v;
        else if (k == "--clock")
            cpu_clock = v == "cpu";
        else {
            std::fprintf(stderr, "unknown option %s\n", k.c_str());
            return 2;
        }
    }
    PlayerSpec a = parse_player(a_text), b = parse_player(b_text);
    a.nodes = nodes_a, b.nodes = nodes_b, a.time_ms = time_a, b.time_ms = time_b;
    a.cpu_clock = b.cpu_clock = cpu_clock;
    a.threads = threads_a, b.threads = threads_b;
    a.optimum_tenths = optimum_a, b.optimum_tenths = optimum_b;
    if (!a_name.empty()) a.name = a_name;
    if (!b_name.empty()) b.name = b_name;
    if (a.name == b.name) a.name += " (A)", b.name += " (B)";
    std::vector<bench::Opening> openings;
    if (!openings_path.empty()) {
        openings = bench::load_openings(openings_path, DefaultSize);
        if (openings.empty()) {
            std::fprintf(stderr, "no openings in %s\n", openings_path.c_str());
            return 2;
        }
    }
    std::ofstream log;
    if (!log_path.empty()) log.open(log_path, first_game > 1 ? std::ios::app : std::ios::out);
    Player pa(a), pb(b);
    int wins = 0, losses = 0, draws = 0, forfeits_a = 0, forfeits_b = 0;
    int a_black_wins = 0, a_white_wins = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int g = first_game - 1; g < games; ++g) {
        const int pair = g / 2;
        const auto start = openings.empty()
                               ? random_opening(pair, DefaultSize)
                               : openings[static_cast<std::size_t>(pair) % openings.size()].stones;
        const bool a_black = g % 2 == 0;
        const GameRecord rec = a_black ? play(rule, start, pa, pb, static_cast<std::uint64_t>(g))
                                       : play(rule, start, pb, pa, static_cast<std::uint64_t>(g));
        const bool a_won = (rec.result == 1 && a_black) || (rec.result == 2 && !a_black);
        if (rec.forfeit) (a_won ? forfeits_b : forfeits_a)++;
        if (rec.result == 0)
            ++draws;
        else if (a_won)
            ++wins, (a_black ? a_black_wins : a_white_wins)++;
        else
            ++losses;
        if (log) {
            log << "game " << g + 1 << " A=" << (a_black ? "black" : "white") << " result "
                << (rec.result == 1   ? "1-0"
                    : rec.result == 2 ? "0-1"
                                      : "1/2")
                << ' ' << rec.note << ":";
            for (const MoveRecord& m : rec.game.history())
                log << ' ' << to_notation(m.point, DefaultSize);
            log << '\n';
            log.flush();
        }
        if ((g + 1) % 10 == 0 || g + 1 == games) {
            const auto e = bench::estimate_elo(wins, draws, losses);
            std::fprintf(stderr, "  %d games: +%d =%d -%d, Elo %+.0f [%+.0f, %+.0f]\n", g + 1, wins,
                         draws, losses, e.elo, e.low, e.high);
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const auto e = bench::estimate_elo(wins, draws, losses);
    std::printf(
        "%s vs %s, %s, %d games: A +%d =%d -%d (A wins as black %d, as white %d), score %.1f%%, "
        "Elo %+.0f (95%% [%+.0f, %+.0f]); forfeits A %d, B %d\n",
        a.name.c_str(), b.name.c_str(), std::string(to_string(rule)).c_str(), wins + draws + losses,
        wins, draws, losses, a_black_wins, a_white_wins, 100.0 * e.score, e.elo, e.low, e.high,
        forfeits_a, forfeits_b);
    std::printf(
        "  A: mean %.1f ms/move, max %d, over time %d; B: mean %.1f ms/move, max %d, over time "
        "%d; %.0f s\n",
        pa.mean_ms(), pa.max_ms(), pa.overruns(), pb.mean_ms(), pb.max_ms(), pb.overruns(), secs);
    return 0;
}

int run_openings(int argc, char** argv) {
    Rule rule = Rule::Freestyle;
    int count = 50;
    std::uint64_t nodes = 200'000;
    int white_within = 2, black_within = 3;
    std::string out;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--rule") rule = parse_rule(v).value_or(Rule::Freestyle);
        if (k == "--count") count = std::atoi(v.c_str());
        if (k == "--nodes") nodes = std::strtoull(v.c_str(), nullptr, 10);
        if (k == "--out") out = v;
        if (k == "--white-within") white_within = std::atoi(v.c_str());
        if (k == "--black-within") black_within = std::atoi(v.c_str());
    }
    if (out.empty()) {
        std::fprintf(stderr, "openings: --out <file> is required\n");
        return 2;
    }
    return bench::generate_openings(rule, count, nodes, out, white_within, black_within) ? 0 : 1;
}

// Keeps the candidate openings an external Gomocup brain also judges balanced.
int run_check_openings(int argc, char** argv) {
    bench::CheckOptions o;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string k = argv[i], v = argv[i + 1];
        if (k == "--brain")
            o.brain = v;
        else if (k == "--rule")
            o.rule = parse_rule(v).value_or(Rule::Freestyle);
        else if (k == "--in")
            o.in = v;
        else if (k == "--out")
            o.out = v;
        else if (k == "--time")
            o.time_ms = std::atoi(v.c_str());
        else if (k == "--max-eval")
            o.max_eval = std::atoi(v.c_str());
        else if (k == "--count")
            o.count = std::atoi(v.c_str());
        else if (k == "--threads")
            o.threads = std::atoi(v.c_str());
        else if (k == "--repeat")
            o.repeat = std::atoi(v.c_str());
        else if (k == "--note")
            o.note = v;
        else {
            std::fprintf(stderr, "unknown option %s\n", k.c_str());
            return 2;
        }
    }
    if (o.brain.empty() || o.in.empty() || o.out.empty()) {
        std::fprintf(stderr, "check-openings: --brain, --in and --out are required\n");
        return 2;
    }
    return bench::check_openings(o);
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
        for (Point p : random_opening(g + 1000, DefaultSize)) game.place(p);
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
            game.place(mover.move(game, static_cast<std::uint64_t>(g)).value_or(Point{-1, -1}));
        }
    }
    return 0;
}

// Per-position native solve times of the tactics suite at the top level:
// under the suite's node budget, or with `--time-ms N` under a time budget
// (the acceptance run: every position solved within 1 s).
int run_tactics(int argc, char** argv) {
    int time_ms = 0;
    std::string only;  // --only TEXT: the positions whose name holds TEXT
    for (int i = 2; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--time-ms") == 0) time_ms = std::atoi(argv[i + 1]);
        if (std::strcmp(argv[i], "--only") == 0) only = argv[i + 1];
    }
    ai::Engine engine(16);
    double worst = 0, total = 0;
    int count = 0, solved_count = 0;
    for (const auto& t : ai::test::Tactics) {
        if (!only.empty() && std::string_view(t.name).find(only) == std::string_view::npos)
            continue;
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
    if (argc >= 2 && std::strcmp(argv[1], "openings") == 0) return run_openings(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "check-openings") == 0)
        return run_check_openings(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "mine") == 0) return run_mine(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "mine-threats") == 0) {
        bench::MineOptions o;
        for (int i = 2; i + 1 < argc; i += 2) {
            const std::string k = argv[i], v = argv[i + 1];
            if (k == "--rule") o.rule = parse_rule(v).value_or(Rule::Freestyle);
            if (k == "--kind") o.kind = v;
            if (k == "--games") o.games = std::atoi(v.c_str());
            if (k == "--wanted") o.wanted = std::atoi(v.c_str());
            if (k == "--seed") o.seed = std::atoi(v.c_str());
            if (k == "--openings") o.openings = v;
        }
        return bench::run_mine_threats(o);
    }
    if (argc >= 2 && std::strcmp(argv[1], "tactics") == 0) return run_tactics(argc, argv);
    std::fprintf(
        stderr,
        "usage: gomoku_match match|openings|check-openings|mine|mine-threats|tactics [options]\n");
    return 2;
}
