// Gomoku puzzles from the engine's own self-play: VCF wins of 3..8 fours and
// VCT wins of 3..7 moves, in free-style, standard and Renju, each proven by
// the threat prover, with every winning first move listed, the defender's
// longest resistance as the reply, and the judge (the package's checker)
// re-checking every step and every listed first move. One JSON object a line.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "common/puzzle_rating.h"
#include "common/random.h"
#include "gomoku/ai/engine.h"
#include "gomoku/notation.h"
#include "gomoku/puzzle/puzzle.h"
#include "puzzle_tools.h"
#include "records.h"

using namespace pinqi;
using namespace pinqi::gomoku;
using gomoku::puzzle::Puzzle;
using gomoku::puzzle::ThreatKind;
using gomoku::puzzle::ThreatProver;

namespace {

// The generator's own proof budget: larger than the judge's, since it proves
// uniqueness (every other first move fails) once, offline.
constexpr std::uint64_t GeneratorNodes = 3'000'000;
// The proof budget of each first move that refused_win tries.
constexpr std::uint64_t FirstMoveNodes = 1'000'000;
constexpr int MinVcfFours = 3, MaxVcfFours = 8;
constexpr int MinVctMoves = 3, MaxVctMoves = 7;

struct Bucket {
    Rule rule;
    ThreatKind kind;
    int want;
    int have = 0;
};

std::string points_text(const std::vector<Point>& points, int size) {
    std::string out;
    for (const Point p : points) {
        if (!out.empty()) out += ' ';
        out += to_notation(p, size);
    }
    return out;
}

bool has_open_four(const ai::Position& pos, Stone s) {
    bool any = false;
    pos.flex4s(s).for_each([&](int c) { any = any || !pos.forbidden_for(c, s); });
    return any;
}

// The first move the judge refuses although it wins within the puzzle's length by
// threats, fours or threes, whatever the puzzle's kind (the judge accepts any forced win):
// every four and three is tried, each proven on its own budget (a move not proven within
// it is not held against the judge). "" when the judge accepts every one.
std::string refused_win(const Puzzle& puzzle, const Game& start) {
    ai::Position pos = ai::to_position(start);
    for (int c = 0; c < pos.size() * pos.size(); ++c) {
        if (pos.at(c) != Stone::Empty) continue;
        ThreatProver prover(ThreatKind::Vct, FirstMoveNodes);
        if (!prover.move_wins(pos, c, puzzle.length).value_or(false)) continue;
        const auto j = gomoku::puzzle::judge(puzzle, {}, pos.point(c));
        if (!j.code.empty() || j.verdict == gomoku::puzzle::Verdict::Wrong)
            return to_notation(pos.point(c), puzzle.size);
    }
    return "";
}

// The main line: the first winning move at the shortest length, the longest
// defence, again, until the five. Empty when something cannot be proven.
std::vector<Point> main_line(const Game& start, ThreatKind kind, int length) {
    Game game = start;
    ai::Position pos = ai::to_position(game);
    ThreatProver prover(kind, GeneratorNodes);
    std::vector<Point> line;
    int budget = length;
    while (true) {
        const auto shortest = prover.shortest_win(pos, budget);
        if (!shortest || *shortest == 0) return {};
        const auto move = prover.winning_move(pos, *shortest);
        if (!move || *move == ai::NoCell) return {};
        const Point p = pos.point(*move);
        if (game.place(p) != PlaceError::Ok) return {};
        pos.make(*move);
        line.push_back(p);
        if (game.over())
            return game.outcome().winner() != Stone::Empty ? line : std::vector<Point>{};
        const ThreatProver::Defence d = prover.longest_defence(pos, *shortest - 1);
        if (!d.complete || d.holds || d.move == ai::NoCell) return {};
        const Point q = pos.point(d.move);
        if (game.place(q) != PlaceError::Ok || game.over()) return {};
        pos.make(d.move);
        line.push_back(q);
        budget = d.moves_left;
    }
}

// The package's judge, with the data's shortcuts removed, must agree with the data.
bool judge_agrees(const Puzzle& puzzle) {
    Puzzle proof_only = puzzle;
    proof_only.solution.clear();
    proof_only.first_moves.clear();
    std::vector<Point> line;
    for (std::size_t i = 0; i < puzzle.solution.size(); i += 2) {
        const auto j = gomoku::puzzle::judge(proof_only, line, puzzle.solution[i]);
        if (!j.code.empty()) return false;
        const bool last = i + 1 == puzzle.solution.size();
        if (last) return j.verdict == gomoku::puzzle::Verdict::Solved;
        if (j.verdict != gomoku::puzzle::Verdict::Correct || !(j.reply == puzzle.solution[i + 1]))
            return false;
        line.push_back(puzzle.solution[i]);
        line.push_back(puzzle.solution[i + 1]);
    }
    for (const Point p : puzzle.first_moves) {
        const auto j = gomoku::puzzle::judge(proof_only, {}, p);
        if (!j.code.empty() || j.verdict == gomoku::puzzle::Verdict::Wrong) return false;
    }
    return true;
}

struct Found {
    Puzzle puzzle;
    PuzzleFeatures features;
};

// A puzzle of `kind` in this position, or nothing.
std::optional<Found> probe(const Game& game, ThreatKind kind) {
    ai::Position pos = ai::to_position(game);
    const Stone us = pos.side_to_move(), them = opponent(us);
    if (pos.fives(us).any() || pos.fives(them).any() || has_open_four(pos, us)) return {};
    const int min_moves = kind == ThreatKind::Vcf ? MinVcfFours + 1 : MinVctMoves;
    const int max_moves = kind == ThreatKind::Vcf ? MaxVcfFours + 1 : MaxVctMoves;
    if (kind == ThreatKind::Vct) {
        // A VCT puzzle has no continuous-four win at all: that would be the easier puzzle.
        ai::VcfSolver vcf;
        if (vcf.solve(pos, 30)) return {};
    }
    ThreatProver finder(kind, GeneratorNodes);
    const auto length = finder.shortest_win(pos, max_moves);
    if (!length || *length < min_moves) return {};
    Found f;
    f.features.effort = finder.nodes();
    f.features.length = *length;
    ThreatProver lister(kind, GeneratorNodes);
    const auto firsts = lister.winning_moves(pos, *length);
    if (!firsts || firsts->empty()) return {};
    Puzzle& p = f.puzzle;
    p.rule = game.rule();
    p.size = game.size();
    for (const MoveRecord& m : game.history()) p.setup.push_back(m.point);
    p.kind = kind;
    p.length = *length;
    for (const int c : *firsts) p.first_moves.push_back(pos.point(c));
    p.solution = main_line(game, kind, *length);
    if (p.solution.empty()) return {};
    if (!judge_agrees(p) || !refused_win(p, game).empty()) return {};
    f.features.first_moves = static_cast<int>(p.first_moves.size());
    const ai::CellSet& offered = kind == ThreatKind::Vcf ? pos.fours(us) : pos.threes(us);
    f.features.candidates = std::max(offered.count(), 1);
    if (kind == ThreatKind::Vct) {
        // Threes in the solution: the player's moves that are not fours.
        ai::Position walk = pos;
        for (std::size_t i = 0; i < p.solution.size(); ++i) {
            const int c = walk.cell(p.solution[i].x, p.solution[i].y);
            if (i % 2 == 0 && !walk.fours(us).test(c)) ++f.features.quiet_moves;
            walk.make(c);
        }
    }
    return f;
}

std::vector<Point> opening(Random& random, int size) {
    const int c = size / 2;
    std::vector<Point> stones{{c, c}};
    const int count = 2 + static_cast<int>(random.below(3));
    while (static_cast<int>(stones.size()) < count) {
        const Point p{c + static_cast<int>(random.below(5)) - 2,
                      c + static_cast<int>(random.below(5)) - 2};
        bool used = false;
        for (const Point q : stones) used = used || q == p;
        if (!used) stones.push_back(p);
    }
    return stones;
}

void print(const Found& f, const Bucket& b, int game_index, int ply) {
    const Puzzle& p = f.puzzle;
    const char* kind = p.kind == ThreatKind::Vcf ? "vcf" : "vct";
    std::printf(
        "{\"id\":\"gomoku-%s-%s-%03d\",\"rule\":\"%s\",\"size\":%d,\"kind\":\"%s\",\"length\":%d,"
        "\"rating\":%d,\"setup\":\"%s\",\"solution\":\"%s\",\"firstMoves\":\"%s\","
        "\"effort\":%llu,\"source\":\"game %d ply %d\"}\n",
        std::string(to_string(p.rule)).c_str(), kind, b.have + 1,
        std::string(to_string(p.rule)).c_str(), p.size, kind, p.length, puzzle_rating(f.features),
        points_text(p.setup, p.size).c_str(), points_text(p.solution, p.size).c_str(),
        points_text(p.first_moves, p.size).c_str(),
        static_cast<unsigned long long>(f.features.effort), game_index, ply);
    std::fflush(stdout);
}

}  // namespace

int run_gomoku_puzzles(const PuzzleToolOptions& options) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<Bucket> buckets;
    for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju})
        for (const ThreatKind kind : {ThreatKind::Vcf, ThreatKind::Vct})
            buckets.push_back({rule, kind, options.per_bucket});
    std::set<std::uint64_t> seen;
    ai::Engine black(8), white(8);
    int games = 0;
    for (; games < options.max_games; ++games) {
        bool all_full = true;
        for (const Bucket& b : buckets) all_full = all_full && b.have >= b.want;
        if (all_full) break;
        Random random(options.seed * 1'000'003ull + static_cast<std::uint64_t>(games));
        const Rule rule = static_cast<Rule>(games % 3);
        Game game(DefaultSize, rule);
        for (const Point p : opening(random, DefaultSize)) game.place(p);
        // Unequal, noisy players make the mistakes that leave forced wins on the board.
        const int levels[2] = {2 + static_cast<int>(random.below(2)),
                               2 + static_cast<int>(random.below(2))};
        const std::uint64_t game_seed = random.next();
        black.clear_hash();
        white.clear_hash();
        bool found[2] = {false, false};
        while (!game.over() && game.history().size() < 160) {
            const int ply = static_cast<int>(game.history().size());
            for (int k = 0; k < 2 && ply >= 6; ++k) {
                const ThreatKind kind = k == 0 ? ThreatKind::Vcf : ThreatKind::Vct;
                Bucket* bucket = nullptr;
                for (Bucket& b : buckets)
                    if (b.rule == rule && b.kind == kind) bucket = &b;
                if (found[k] || bucket->have >= bucket->want) continue;
                const auto f = probe(game, kind);
                if (!f) continue;
                const std::uint64_t key = ai::to_position(game).key() ^ static_cast<int>(rule);
                if (!seen.insert(key).second) continue;
                print(*f, *bucket, games, ply);
                ++bucket->have;
                found[k] = true;
            }
            const bool black_moves = game.turn() == Stone::Black;
            ai::ThinkOptions o;
            o.level = levels[black_moves ? 0 : 1];
            o.nodes = options.nodes;
            o.seed = game_seed + static_cast<std::uint64_t>(ply);
            const ai::ThinkResult r = (black_moves ? black : white).think(game, o);
            if (!r.has_move || game.place(r.move) != PlaceError::Ok) break;
        }
        if ((games + 1) % 10 == 0) {
            std::fprintf(stderr, "gomoku: %d games,", games + 1);
            for (const Bucket& b : buckets)
                std::fprintf(stderr, " %s/%s %d", std::string(to_string(b.rule)).c_str(),
                             b.kind == ThreatKind::Vcf ? "vcf" : "vct", b.have);
            std::fprintf(stderr, "\n");
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "gomoku: %d games in %.0f s\n", games, secs);
    return 0;
}

namespace {

std::vector<Point> parse_points(const std::string& text, int size) {
    std::vector<Point> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        if (const auto p = parse_notation(std::string_view(text).substr(i, j - i), size))
            out.push_back(*p);
        else
            out.push_back({-1, -1});
        i = j + 1;
    }
    return out;
}

// Why the record fails its re-proof, or "".
std::string reprove(const PuzzleRecord& r, bool exhaustive) {
    Puzzle p;
    p.rule = parse_rule(r.at("rule")).value_or(Rule::Freestyle);
    p.size = std::stoi(r.at("size"));
    p.kind = r.at("kind") == "vct" ? ThreatKind::Vct : ThreatKind::Vcf;
    p.length = std::stoi(r.at("length"));
    p.setup = parse_points(r.at("setup"), p.size);
    p.solution = parse_points(r.at("solution"), p.size);
    p.first_moves = parse_points(r.at("firstMoves"), p.size);
    Game game(p.size, p.rule);
    for (const Point q : p.setup)
        if (game.place(q) != PlaceError::Ok) return "the setup does not replay";
    if (game.over()) return "the setup is a finished game";
    ai::Position pos = ai::to_position(game);
    if (p.kind == ThreatKind::Vct) {
        ai::VcfSolver vcf;
        if (vcf.solve(pos, 30)) return "a VCT puzzle with a VCF";
    }
    ThreatProver finder(p.kind, GeneratorNodes);
    finder.set_exhaustive_defence(exhaustive);
    const auto shortest = finder.shortest_win(pos, p.length);
    if (!shortest) return "the shortest win is not proven within the budget";
    if (*shortest != p.length) return "the shortest win takes " + std::to_string(*shortest);
    ThreatProver lister(p.kind, GeneratorNodes);
    lister.set_exhaustive_defence(exhaustive);
    const auto firsts = lister.winning_moves(pos, p.length);
    if (!firsts) return "the winning first moves are not proven within the budget";
    std::vector<Point> listed;
    for (const int c : *firsts) listed.push_back(pos.point(c));
    if (listed != p.first_moves)
        return "the winning first moves differ: " + points_text(listed, p.size);
    if (!judge_agrees(p)) return "the judge disagrees with the solution";
    if (const std::string m = refused_win(p, game); !m.empty())
        return "the judge refuses " + m + ", which wins within the length";
    return "";
}

}  // namespace

int verify_gomoku_puzzles(const char* path, bool exhaustive_defence) {
    const auto t0 = std::chrono::steady_clock::now();
    const auto records = read_puzzle_records(path);
    int failures = 0;
    for (const PuzzleRecord& r : records) {
        const std::string why = reprove(r, exhaustive_defence);
        if (!why.empty()) {
            std::printf("%s: %s\n", r.at("id").c_str(), why.c_str());
            ++failures;
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("gomoku puzzles: %zu re-proved%s, %d failed, %.0f s\n", records.size(),
                exhaustive_defence ? " (every reply tried)" : "", failures, secs);
    return failures;
}
