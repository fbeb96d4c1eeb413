#include "mine_threats.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <vector>

#include "../../tests/native/gomoku_ai/tactics_positions.h"
#include "common/random.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/movegen.h"
#include "gomoku/ai/vcf.h"
#include "gomoku/ai/vct.h"
#include "gomoku/notation.h"
#include "openings.h"

namespace pinqi::gomoku::bench {

namespace {

constexpr std::uint64_t SolveNodes = 2'000'000;
constexpr int VctDepth = 10;

// A solver's verdict: won, not won, or not known within the budget.
enum class Verdict { Won, NotWon, Unknown };

Verdict vcf(ai::Position& pos) {
    ai::VcfSolver solver;
    solver.set_node_limit(SolveNodes);
    if (solver.solve(pos, 30)) return Verdict::Won;
    return solver.aborted() ? Verdict::Unknown : Verdict::NotWon;
}

// One threat table for every solve: the positions a qualification solves are
// the same few moves apart, so their proofs are shared.
ai::ThreatTable& shared_table() {
    static ai::ThreatTable table(20);
    return table;
}

Verdict vct(ai::Position& pos, int depth) {
    ai::VctSolver solver(&shared_table());
    if (solver.solve(pos, depth, SolveNodes)) return Verdict::Won;
    return solver.aborted() ? Verdict::Unknown : Verdict::NotWon;
}

// Does the side to move win by fours, or by threes and fours?
Verdict threat_win(ai::Position& pos, int depth) {
    const Verdict f = vcf(pos);
    if (f == Verdict::Won) return f;
    const Verdict t = vct(pos, depth);
    if (t == Verdict::Won) return t;
    return f == Verdict::Unknown || t == Verdict::Unknown ? Verdict::Unknown : Verdict::NotWon;
}

std::vector<int> legal_moves(const ai::Position& pos) {
    std::vector<int> out;
    const Stone us = pos.side_to_move();
    for (int c = 0; c < pos.cells(); ++c)
        if (pos.at(c) == Stone::Empty && !pos.forbidden_for(c, us)) out.push_back(c);
    return out;
}

// The attacker has just moved: is every reply of the defender lost to a threat win?
Verdict every_reply_loses(ai::Position& pos) {
    const Stone def = pos.side_to_move();
    if (pos.fives(def).any()) return Verdict::NotWon;
    bool unknown = false;
    for (const int r : legal_moves(pos)) {
        pos.make(r);
        const Verdict v = pos.fives(opponent(def)).any() ? Verdict::Won : threat_win(pos, VctDepth);
        pos.unmake();
        if (v == Verdict::NotWon) return v;
        unknown = unknown || v == Verdict::Unknown;
    }
    return unknown ? Verdict::Unknown : Verdict::Won;
}

// VCT kind: the winning first moves, empty when the position does not qualify.
std::vector<int> vct_points(ai::Position& pos) {
    const Stone us = pos.side_to_move();
    if (ai::duty_of(pos) != ai::Duty::Free || !pos.threes(us).any()) return {};
    if (vcf(pos) != Verdict::NotWon) return {};
    if (vct(pos, VctDepth) != Verdict::Won) return {};
    std::vector<int> wins;
    std::vector<int> candidates;
    pos.threes(us).for_each([&](int c) {
        if (!pos.forbidden_for(c, us)) candidates.push_back(c);
    });
    for (const int m : candidates) {
        pos.make(m);
        const Verdict v = every_reply_loses(pos);
        pos.unmake();
        if (v == Verdict::Unknown) return {};
        if (v == Verdict::Won) wins.push_back(m);
    }
    return wins;
}

// Counter kind: the saving moves, empty when the position does not qualify.
std::vector<int> counter_points(ai::Position& pos) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(them).any() || pos.fives(us).any()) return {};
    // No four to make, no counter-four: skip before any solving.
    bool can_four = false;
    for (int c = 0; c < pos.cells() && !can_four; ++c)
        can_four = pos.at(c) == Stone::Empty && !pos.forbidden_for(c, us) &&
                   pos.cls(c, us) >= ai::CellClass::Four;
    if (!can_four) return {};
    if (threat_win(pos, VctDepth) != Verdict::NotWon) return {};  // we attack instead
    pos.make_null();
    const Verdict threat = threat_win(pos, VctDepth);
    pos.unmake_null();
    if (threat != Verdict::Won) return {};
    // Moves near the stones first: a quiet defence, which disqualifies the
    // position, is found after a few solves instead of after every move.
    std::vector<int> moves = legal_moves(pos);
    const auto distance = [&](int c) {
        int best = 99;
        const Point p = pos.point(c);
        for (int o = 0; o < pos.cells(); ++o)
            if (pos.at(o) != Stone::Empty) {
                const Point q = pos.point(o);
                best = std::min(best, std::max(std::abs(p.x - q.x), std::abs(p.y - q.y)));
            }
        return best;
    };
    std::vector<int> near(pos.cells(), 0);
    for (const int m : moves) near[m] = distance(m);
    std::stable_sort(moves.begin(), moves.end(), [&](int a, int b) { return near[a] < near[b]; });
    std::vector<int> saving;
    for (const int m : moves) {
        pos.make(m);
        const Verdict v = threat_win(pos, VctDepth);
        pos.unmake();
        if (v == Verdict::Unknown) return {};
        if (v == Verdict::NotWon) {
            if (pos.cls(m, us) < ai::CellClass::Four) return {};  // a quiet defence exists
            saving.push_back(m);
        }
    }
    return saving;
}

// The position's stones, Black's then White's, each sorted: the same for every move order.
std::vector<int> stones_of(const ai::Position& pos) {
    std::vector<int> out;
    for (const Stone colour : {Stone::Black, Stone::White}) {
        for (int c = 0; c < pos.cells(); ++c)
            if (pos.at(c) == colour) out.push_back(c);
        out.push_back(-1);
    }
    return out;
}

const char* rule_name(Rule r) {
    return r == Rule::Renju ? "Renju" : r == Rule::Standard ? "Standard" : "Freestyle";
}

}  // namespace

int run_mine_threats(const MineOptions& options) {
    ai::Engine noisy_a(4), noisy_b(4), solver_engine(16);
    const std::vector<Opening> openings = load_openings(options.openings, DefaultSize);
    std::set<std::vector<int>> printed;  // the stones of each position printed, by colour
    int found = 0;
    for (int g = 0; g < options.games && found < options.wanted; ++g) {
        Random random(static_cast<std::uint64_t>(options.seed) * 7919 +
                      static_cast<std::uint64_t>(g));
        Game game(DefaultSize, options.rule);
        if (openings.empty()) {
            const int c = DefaultSize / 2;
            game.place({c, c});
        } else {
            for (const Point p : openings[static_cast<std::size_t>(g) % openings.size()].stones)
                game.place(p);
        }
        while (!game.over() && game.history().size() < 100 && found < options.wanted) {
            ai::Position pos = ai::to_position(game);
            std::vector<int> points = options.kind == "vct" ? vct_points(pos) : counter_points(pos);
            if (!points.empty() && !printed.insert(stones_of(pos)).second) break;
            if (!points.empty()) {
                ai::ThinkOptions o;
                o.nodes = ai::test::TacticsNodes;
                solver_engine.clear_hash();
                const ai::ThinkResult r = solver_engine.think(game, o);
                bool hit = false;
                for (const int p : points) hit = hit || pos.point(p) == r.move;
                std::printf(
                    "%s{\"%s mined %d.%zu\", Rule::%s, \"\", \"\", \"",
                    hit ? "" : "// missed: ", options.kind == "vct" ? "VCT" : "counter-four",
                    options.seed * 1000 + g, game.history().size(), rule_name(options.rule));
                for (std::size_t i = 0; i < game.history().size(); ++i)
                    std::printf("%s%s", i ? " " : "",
                                to_notation(game.history()[i].point, DefaultSize).c_str());
                std::printf("\", Expect::Move, \"");
                for (std::size_t i = 0; i < points.size(); ++i)
                    std::printf("%s%s", i ? " " : "",
                                to_notation(pos.point(points[i]), DefaultSize).c_str());
                std::printf("\"},\n");
                std::fflush(stdout);
                found += hit;
                break;  // one position per game
            }
            ai::ThinkOptions o;
            o.level = game.history().size() % 2 ? 2 : 3;
            o.nodes = 20'000;
            o.seed = random.next();
            ai::Engine& mover = game.history().size() % 2 ? noisy_a : noisy_b;
            const ai::ThinkResult r = mover.think(game, o);
            if (!r.has_move || game.place(r.move) != PlaceError::Ok) break;
        }
    }
    std::fprintf(stderr, "%d positions\n", found);
    return 0;
}

}  // namespace pinqi::gomoku::bench
