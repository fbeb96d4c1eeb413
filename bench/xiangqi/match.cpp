// xiangqi_match: plays games between two Xiangqi players and prints the score
// with an Elo estimate and its 95% interval. Our own rules (core/xiangqi/game)
// referee every game: mate, stalemate, the AXF repetition rules, the 120-ply
// rule and insufficient material; a player's own idea of the result is ignored.
//
//   xiangqi_match <A> <B> [--games N] [--openings FILE] [--seed S]
//                 [--max-plies P] [--pgn FILE] [--quiet] [--adjudicate] [--first-game K]
//
// Players:
//   level:K[:opt...]   the Pinqi AI in this process. Options: movetime=MS,
//                      tc=BASE+INC (ms, a sudden-death clock), nodes=N, depth=D;
//                      net=FILE (a network file: the levels that use one evaluate
//                      with it, as in the app);
//                      evaluation switches no-pst, no-mobility, no-safety,
//                      no-soldiers, no-coordination, no-threats, no-endgames,
//                      material; search switches
//                      no-null, no-lmr, no-futility, no-checkext, no-singular,
//                      no-probcut, no-qchecks; exp=N (SearchFeatures::experiment).
//   uci:CMD[,k=v...]   a UCI engine run as `sh -c CMD`. Every k=v is sent as
//                      "setoption name k value v", except movetime=MS, tc=BASE+INC,
//                      nodes=N (go nodes N: an A/B of two builds that a busy
//                      machine cannot skew) and ranks=1 (the engine numbers ranks
//                      1-10, not ICCS 0-9).
//   greedy, ab3        1-ply and depth-3 material baselines.
//
// Openings: each line of FILE is a sequence of ICCS moves from the start ('#'
// starts a comment); without a file, 2..6 random legal plies. Each opening is
// played twice with colours swapped. Scores are from A's point of view.
//
// --first-game K starts at game K (1-based) with its opening and seed, so that a cut match
// resumes where its log ends (the PGN file is appended); the totals are this run's.
//
// --adjudicate ends a game early on the players' own scores, as cutechess-cli's
// -resign and -draw do (the rules still referee every move played):
//   resign  for 6 plies in a row both players agree that one side is ahead by
//           at least 800 cp (a mate score counts): that side wins;
//   draw    from ply 68 on, for 16 plies in a row every score is within 20 cp
//           (fishtest's -draw movenumber=34 movecount=8 score=20).
// Both need a score from every move in the window (greedy and ab3 give none).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/evalfile.h"
#include "common/random.h"
#include "uci_engine.h"
#include "xiangqi/ai/baseline.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

using SteadyClock = std::chrono::steady_clock;

struct Player {
    std::string spec;
    enum Kind { Level, Uci, Greedy, Material3 } kind = Level;
    ai::ThinkOptions options;
    std::unique_ptr<ai::Engine> engine;
    std::unique_ptr<bench::UciEngine> uci;
    int movetime = 0;             // per move; 0: none
    long long uci_nodes = 0;      // a UCI engine's node budget per move (go nodes); 0: none
    int base_ms = 0, inc_ms = 0;  // a clock; base 0: none
    // Totals over the match.
    long long depth_sum = 0, moves = 0, time_losses = 0, slowest_ms = 0;
};

bool parse_tc(const std::string& text, Player& p) {
    const size_t plus = text.find('+');
    p.base_ms = std::atoi(text.c_str());
    p.inc_ms = plus == std::string::npos ? 0 : std::atoi(text.c_str() + plus + 1);
    return p.base_ms > 0;
}

[[noreturn]] void bad_spec(const std::string& what) {
    std::fprintf(stderr, "bad player option '%s'\n", what.c_str());
    std::exit(2);
}

void parse_uci_player(const std::string& spec, Player& p) {
    p.kind = Player::Uci;
    std::vector<std::string> parts;
    std::stringstream ss(spec.substr(4));
    for (std::string part; std::getline(ss, part, ',');) parts.push_back(part);
    if (parts.empty() || parts[0].empty()) bad_spec(spec);
    std::vector<std::pair<std::string, std::string>> options;
    bool ranks_from_one = false;
    for (size_t i = 1; i < parts.size(); ++i) {
        const size_t eq = parts[i].find('=');
        if (eq == std::string::npos) bad_spec(parts[i]);
        const std::string key = parts[i].substr(0, eq), value = parts[i].substr(eq + 1);
        if (key == "movetime")
            p.movetime = std::atoi(value.c_str());
        else if (key == "nodes")
            p.uci_nodes = std::atoll(value.c_str());
        else if (key == "tc") {
            if (!parse_tc(value, p)) bad_spec(parts[i]);
        } else if (key == "ranks")
            ranks_from_one = value == "1";
        else
            options.emplace_back(key, value);
    }
    p.uci = std::make_unique<bench::UciEngine>(parts[0], options, ranks_from_one);
    if (!p.uci->start()) std::exit(2);
}

void parse_level_player(const std::string& spec, Player& p) {
    std::shared_ptr<const ai::nnue::Network> network;
    size_t at = 6;
    p.options.level = std::atoi(spec.c_str() + at);
    while ((at = spec.find(':', at)) != std::string::npos) {
        ++at;
        const std::string part = spec.substr(at, spec.find(':', at) - at);
        auto value = [&](const char* key) { return part.c_str() + std::strlen(key); };
        if (part.rfind("nodes=", 0) == 0)
            p.options.nodes = std::strtoull(value("nodes="), nullptr, 10);
        else if (part.rfind("depth=", 0) == 0)
            p.options.depth = std::atoi(value("depth="));
        else if (part.rfind("movetime=", 0) == 0)
            p.movetime = std::atoi(value("movetime="));
        else if (part.rfind("net=", 0) == 0)
            network = cli::read_network_or_exit(value("net="));
        else if (part.rfind("tc=", 0) == 0) {
            if (!parse_tc(value("tc="), p)) bad_spec(part);
        } else if (part == "no-pst")
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
        else if (part == "no-singular")
            p.options.features.singular = false;
        else if (part == "no-probcut")
            p.options.features.probcut = false;
        else if (part == "no-qchecks")
            p.options.features.qsearch_checks = false;
        else if (part.rfind("exp=", 0) == 0)
            p.options.features.experiment = std::atoi(value("exp="));
        else if (part == "no-threats")
            p.options.terms.threats = false;
        else if (part == "no-endgames")
            p.options.terms.endgames = false;
        else if (part == "no-checkext")
            p.options.features.check_extension = false;
        else
            bad_spec(part);
    }
    // Clock play keeps the table between moves, as a real game does.
    p.options.fresh_hash = p.movetime == 0 && p.base_ms == 0;
    p.engine = std::make_unique<ai::Engine>(16);
    p.engine->set_network(std::move(network));
}

std::unique_ptr<Player> parse_player(const std::string& spec) {
    auto p = std::make_unique<Player>();
    p->spec = spec;
    if (spec == "greedy")
        p->kind = Player::Greedy;
    else if (spec == "ab3")
        p->kind = Player::Material3;
    else if (spec.rfind("uci:", 0) == 0)
        parse_uci_player(spec, *p);
    else if (spec.rfind("level:", 0) == 0)
        parse_level_player(spec, *p);
    else
        bad_spec(spec);
    return p;
}

struct Choice {
    Move move = NoMove;
    int elapsed_ms = 0;
    int depth = 0;
    bool timed_out = false;
    bool scored = false;  // `score` holds the player's own score, centipawns for the mover
    int score = 0;
};

constexpr int ResignPlies = 6, ResignScore = 800;
constexpr int DrawFromPly = 68, DrawPlies = 16, DrawScore = 20;

// The adjudicated result from the last moves' scores, Red's view: +1 Red wins,
// -1 Black wins, 0 draw, or nothing. `red_scores` holds every move's score from
// Red's view (nullopt: the player gave none); `plies` is the game's length.
std::optional<int> adjudicate(const std::vector<std::optional<int>>& red_scores, int plies) {
    auto window = [&](int n, auto&& all) {
        if (int(red_scores.size()) < n) return false;
        for (auto it = red_scores.end() - n; it != red_scores.end(); ++it)
            if (!*it || !all(**it)) return false;
        return true;
    };
    if (window(ResignPlies, [](int s) { return s >= ResignScore; })) return 1;
    if (window(ResignPlies, [](int s) { return s <= -ResignScore; })) return -1;
    if (plies >= DrawFromPly && window(DrawPlies, [](int s) { return std::abs(s) <= DrawScore; }))
        return 0;
    return std::nullopt;
}

// The player's move; `clock` holds both sides' remaining time (ms) when the player has a clock.
Choice choose(Player& p, const Game& game, Random& rng, std::uint64_t seed, const int clock[2]) {
    Choice c;
    Position pos = game.scratch();
    const Color us = pos.side_to_move();
    const auto start = SteadyClock::now();
    switch (p.kind) {
        case Player::Greedy:
            c.move = ai::greedy_move(pos, rng);
            break;
        case Player::Material3:
            c.move = ai::material_search_move(pos, 3, rng);
            break;
        case Player::Uci: {
            std::vector<std::string> moves;
            for (const auto& e : game.history()) moves.push_back(e.iccs);
            std::string go;
            int wait = 0;
            if (p.base_ms) {
                go = "wtime " + std::to_string(clock[Red]) + " btime " +
                     std::to_string(clock[Black]) + " winc " + std::to_string(p.inc_ms) + " binc " +
                     std::to_string(p.inc_ms);
                wait = clock[us] + 2000;
            } else if (p.movetime) {
                go = "movetime " + std::to_string(p.movetime);
                wait = p.movetime + 5000;
            } else if (p.uci_nodes) {
                go = "nodes " + std::to_string(p.uci_nodes);
                wait = 600000;
            } else {
                go = "depth 8";
                wait = 600000;
            }
            const bench::UciReply r = p.uci->play(moves, go, wait);
            c.depth = r.depth;
            c.timed_out = r.timed_out;
            c.scored = r.depth > 0;
            c.score = r.mate ? (r.score > 0 ? ai::Mate : -ai::Mate) : r.score;
            if (!r.move.empty()) {
                const ParsedMove m = parse_iccs(pos, r.move);
                if (m.status.ok()) c.move = m.move;
            }
            break;
        }
        case Player::Level: {
            ai::ThinkOptions o = p.options;
            o.seed = seed;
            if (p.base_ms) {
                o.clock.time[Red] = clock[Red];
                o.clock.time[Black] = clock[Black];
                o.clock.increment[Red] = o.clock.increment[Black] = p.inc_ms;
            } else if (p.movetime) {
                o.time_ms = p.movetime;
            }
            const ai::SearchResult r = p.engine->think(game, o);
            c.move = r.best;
            c.depth = r.depth;
            c.scored = r.depth > 0;
            c.score = r.score;
            break;
        }
    }
    c.elapsed_ms = int(
        std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - start).count());
    return c;
}

std::vector<std::vector<std::string>> read_openings(const std::string& path) {
    std::vector<std::vector<std::string>> out;
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "cannot read openings '%s'\n", path.c_str());
        std::exit(2);
    }
    for (std::string line; std::getline(in, line);) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::vector<std::string> moves;
        for (std::string w; words >> w;) moves.push_back(w);
        if (!moves.empty()) out.push_back(moves);
    }
    return out;
}

// Elo difference for a score fraction.
double elo(double score) {
    score = std::min(std::max(score, 1e-6), 1 - 1e-6);
    return -400.0 * std::log10(1.0 / score - 1.0);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: xiangqi_match <A> <B> [--games N] [--openings FILE] [--seed S] "
                     "[--max-plies P] [--pgn FILE] [--quiet] [--adjudicate] [--first-game K]\n");
        return 2;
    }
    std::unique_ptr<Player> players[2] = {parse_player(argv[1]), parse_player(argv[2])};
    int games = 100, max_plies = 400, first_game = 1;
    std::uint64_t seed = 1;
    bool quiet = false, adjudicating = false;
    std::string openings_path, pgn_path;
    for (int i = 3; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--games") && i + 1 < argc)
            games = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--max-plies") && i + 1 < argc)
            max_plies = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--openings") && i + 1 < argc)
            openings_path = argv[++i];
        else if (!std::strcmp(argv[i], "--pgn") && i + 1 < argc)
            pgn_path = argv[++i];
        else if (!std::strcmp(argv[i], "--quiet"))
            quiet = true;
        else if (!std::strcmp(argv[i], "--first-game") && i + 1 < argc)
            first_game = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--adjudicate"))
            adjudicating = true;
        else {
            std::fprintf(stderr, "unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    std::vector<std::vector<std::string>> book;
    if (!openings_path.empty()) book = read_openings(openings_path);
    std::FILE* pgn =
        pgn_path.empty() ? nullptr : std::fopen(pgn_path.c_str(), first_game > 1 ? "a" : "w");

    int wins = 0, draws = 0, losses = 0, red_points2 = 0;
    double sum_sq = 0;
    std::map<std::string, int> reasons;
    Random openings(seed);
    std::vector<Move> opening;
    for (int g = 0; g < games; ++g) {
        if (g % 2 == 0) {
            // A fresh opening, replayed with colours swapped in the next game.
            opening.clear();
            Game probe;
            if (!book.empty()) {
                for (const std::string& text : book[size_t(g / 2) % book.size()]) {
                    Position pos = probe.scratch();
                    const ParsedMove m = parse_iccs(pos, text);
                    if (!m.status.ok() || !probe.play(m.move).ok()) {
                        std::fprintf(stderr, "opening %d: bad move '%s'\n", g / 2 + 1,
                                     text.c_str());
                        return 2;
                    }
                    opening.push_back(m.move);
                }
            } else {
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
        }
        if (g < first_game - 1) continue;  // resuming: the openings before it still drawn
        const int a_colour = g % 2;        // A is Red in even games
        Game game;
        for (Move m : opening) game.play(m);
        for (auto& p : players)
            if (p->uci)
                p->uci->new_game();
            else if (p->engine)
                p->engine->clear();
        int clock[2];
        clock[a_colour] = players[0]->base_ms;
        clock[1 - a_colour] = players[1]->base_ms;
        Random rng(seed * 1000003 + std::uint64_t(g));
        int r = 0;  // +1: A wins
        std::string how;
        long long depth_sum[2] = {0, 0}, move_count[2] = {0, 0};
        std::vector<std::optional<int>> red_scores;
        while (!game.result().over() && int(game.history().size()) < max_plies) {
            const Color side = game.position().side_to_move();
            const int who = side == a_colour ? 0 : 1;
            Player& p = *players[who];
            const Choice c = choose(
                p, game, rng, seed * 7919 + std::uint64_t(g) * 131 + game.history().size(), clock);
            p.slowest_ms = std::max<long long>(p.slowest_ms, c.elapsed_ms);
            if (p.base_ms) {
                clock[side] -= c.elapsed_ms;
                if (clock[side] <= 0 || c.timed_out) {
                    ++p.time_losses;
                    r = who == 0 ? -1 : 1;
                    how = "time forfeit";
                    break;
                }
                clock[side] += p.inc_ms;
            }
            if (c.move == NoMove || !game.play(c.move).ok()) {
                r = who == 0 ? -1 : 1;
                how = c.timed_out ? "no reply" : "illegal move";
                std::fprintf(stderr, "game %d: %s gave no legal move\n", g + 1, p.spec.c_str());
                break;
            }
            if (c.depth > 0) {
                depth_sum[who] += c.depth;
                ++move_count[who];
            }
            red_scores.push_back(c.scored ? std::optional<int>(side == Red ? c.score : -c.score)
                                          : std::nullopt);
            if (adjudicating && !game.result().over()) {
                if (const std::optional<int> red =
                        adjudicate(red_scores, int(game.history().size()))) {
                    r = *red == 0 ? 0 : (*red > 0) == (a_colour == Red) ? 1 : -1;
                    how = *red == 0 ? "adjudicated draw" : "adjudicated";
                    break;
                }
            }
        }
        if (how.empty()) {
            const Outcome o = game.result().outcome;
            how = game.result().over() ? reason_name(game.result().reason) : "ply limit";
            if (o == Outcome::RedWins) r = a_colour == Red ? 1 : -1;
            if (o == Outcome::BlackWins) r = a_colour == Black ? 1 : -1;
        }
        r > 0 ? ++wins : r < 0 ? ++losses : ++draws;
        const double x = r > 0 ? 1.0 : r < 0 ? 0.0 : 0.5;
        sum_sq += x * x;
        red_points2 += a_colour == Red ? int(2 * x) : 2 - int(2 * x);
        ++reasons[(r > 0 ? "A won by " : r < 0 ? "B won by " : "draw by ") + how];
        for (int i = 0; i < 2; ++i) {
            players[i]->depth_sum += depth_sum[i];
            players[i]->moves += move_count[i];
        }
        if (pgn) {
            std::fprintf(pgn, "[Game \"%d\"]\n[Red \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n",
                         g + 1, players[a_colour == Red ? 0 : 1]->spec.c_str(),
                         players[a_colour == Red ? 1 : 0]->spec.c_str(),
                         (r > 0) == (a_colour == Red) && r != 0 ? "1-0"
                         : r == 0                               ? "1/2-1/2"
                                                                : "0-1");
            std::fprintf(pgn, "[Reason \"%s\"]\n[OpeningPlies \"%zu\"]\n", how.c_str(),
                         opening.size());
            for (const auto& e : game.history()) std::fprintf(pgn, "%s ", e.iccs.c_str());
            std::fprintf(pgn, "\n\n");
            std::fflush(pgn);
        }
        if (!quiet)
            std::printf(
                "game %3d  A=%s  %-6s %-22s plies %3zu  depth A %.1f B %.1f   running +%d =%d "
                "-%d\n",
                g + 1, a_colour == Red ? "red  " : "black",
                r > 0   ? "A wins"
                : r < 0 ? "B wins"
                        : "draw",
                how.c_str(), game.history().size(),
                move_count[0] ? double(depth_sum[0]) / double(move_count[0]) : 0.0,
                move_count[1] ? double(depth_sum[1]) / double(move_count[1]) : 0.0, wins, draws,
                losses);
        std::fflush(stdout);
    }
    if (pgn) std::fclose(pgn);
    const int played = wins + draws + losses, n = played > 0 ? played : 1;
    const double score = (wins + 0.5 * draws) / n;
    const double variance = std::max(0.0, sum_sq / n - score * score);
    const double margin = 1.96 * std::sqrt(variance / n);
    std::printf("%s vs %s: +%d =%d -%d  score %.1f%% over %d games\n", players[0]->spec.c_str(),
                players[1]->spec.c_str(), wins, draws, losses, 100.0 * score, played);
    std::printf("Elo %+.0f  95%% interval [%+.0f, %+.0f]\n", elo(score), elo(score - margin),
                elo(score + margin));
    std::printf("Red scored %.1f%% of the points\n", 100.0 * red_points2 / (2.0 * n));
    for (const auto& p : players)
        std::printf("%s: mean depth %.1f, slowest move %lld ms, time losses %lld\n",
                    p->spec.c_str(), p->moves ? double(p->depth_sum) / double(p->moves) : 0.0,
                    p->slowest_ms, p->time_losses);
    std::printf("endings:");
    const char* separator = " ";
    for (const auto& [name, count] : reasons) {
        std::printf("%s%s %d", separator, name.c_str(), count);
        separator = ", ";
    }
    std::printf("\n");
    return 0;
}
