// Xiangqi puzzles from the engine's own self-play: mates in 1..5 proven by
// the mate prover (every first mating move listed, the longest defence as the
// reply), and material-winning tactics verified by the AI's search (the first
// move clearly best, the gain realised on the board), each re-checked step by
// step by the judge (the package's checker). One JSON object a line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "common/puzzle_rating.h"
#include "common/random.h"
#include "puzzle_tools.h"
#include "records.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/puzzle/mate_prover.h"
#include "xiangqi/puzzle/material.h"
#include "xiangqi/puzzle/puzzle.h"

using namespace pinqi;
using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::puzzle;

namespace {

constexpr std::uint64_t GeneratorMateNodes = 2'000'000;
// The first look for a mate in every position of a game: cheaper, and a mate it
// cannot prove within this is left alone.
constexpr std::uint64_t FinderMateNodes = 200'000;
constexpr int MaxMate = 5;
constexpr int MaxMaterialMoves = 4;
// The material tactic's first move must beat every other move by this much.
constexpr int UniqueMargin = 150;
constexpr std::uint64_t MaterialBestNodes = 200'000;
constexpr std::uint64_t MaterialOtherNodes = 30'000;
// The deeper look every material tactic must pass as well: searched with DeepNodes
// (the frozen reference weights, as the judge), the first move may not trail the best
// move by DeepMargin or more, and must itself still win at least DeepMinScore.
constexpr std::uint64_t DeepNodes = 1'000'000;
constexpr int DeepMargin = 70;
constexpr int DeepMinScore = 150;

struct Found {
    Puzzle puzzle;
    PuzzleFeatures features;
    int gain = 0;
};

bool gives_check(Position& pos, Move m) {
    const UndoInfo u = pos.do_move(m);
    const bool check = pos.in_check();
    pos.undo_move(m, u);
    return check;
}

int count_checks(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    int n = 0;
    for (const Move m : list) n += gives_check(pos, m);
    return n;
}

// The judge, with the data's shortcuts removed, must agree with the data.
bool judge_agrees(const Puzzle& puzzle) {
    Puzzle proof_only = puzzle;
    proof_only.solution.clear();
    proof_only.first_moves.clear();
    std::vector<std::string> line;
    for (std::size_t i = 0; i < puzzle.solution.size(); i += 2) {
        const Judgement j = judge(proof_only, line, puzzle.solution[i]);
        if (!j.code.empty()) return false;
        if (i + 1 == puzzle.solution.size()) return j.verdict == Verdict::Solved;
        if (j.verdict != Verdict::Correct || j.reply != puzzle.solution[i + 1]) return false;
        line.push_back(puzzle.solution[i]);
        line.push_back(puzzle.solution[i + 1]);
    }
    if (puzzle.kind == PuzzleKind::Mate)
        for (const std::string& m : puzzle.first_moves) {
            const Judgement j = judge(proof_only, {}, m);
            if (!j.code.empty() || j.verdict == Verdict::Wrong) return false;
        }
    return true;
}

// A search as engine_view's (fresh, the reference weights), with DeepNodes.
ai::SearchResult deep_search(const Position& pos) {
    ai::Engine engine(16);
    ai::ThinkOptions o;
    o.nodes = DeepNodes;
    o.terms.weights = ai::eval::WeightSet::Reference;
    return engine.think(pos, {}, o);
}

// Why a material tactic's first move fails the deeper look, or "".
std::string deep_verdict(const Position& start, const std::string& first) {
    Position pos = start;
    const ParsedMove parsed = parse_iccs(pos, first);
    if (!parsed.status.ok()) return "the first move is not legal";
    const ai::SearchResult best = deep_search(pos);
    if (best.best == NoMove) return "no move at depth";
    ai::Value score = best.score;
    if (best.best != parsed.move) {
        pos.do_move(parsed.move);
        score = -deep_search(pos).score;
    }
    if (score <= best.score - DeepMargin)
        return "at depth the first move scores " + std::to_string(score) + ", " +
               to_iccs(best.best) + " " + std::to_string(best.score);
    if (score < DeepMinScore) return "at depth the first move wins only " + std::to_string(score);
    return "";
}

std::optional<Found> probe_mate(const Position& start, int length) {
    Position pos = start;
    Found f;
    Puzzle& p = f.puzzle;
    p.fen = to_fen(pos);
    p.kind = PuzzleKind::Mate;
    p.length = length;
    MateProver lister(QuietMoves, GeneratorMateNodes);
    const auto firsts = lister.mating_moves(pos, length);
    if (!firsts || firsts->empty()) return {};
    for (const Move m : *firsts) p.first_moves.push_back(to_iccs(m));
    std::sort(p.first_moves.begin(), p.first_moves.end());
    // The main line: the first mating move at the shortest length, the longest defence.
    MateProver prover(QuietMoves, GeneratorMateNodes);
    int budget = length;
    while (true) {
        const auto shortest = prover.shortest_mate(pos, budget);
        if (!shortest || *shortest == 0) return {};
        const auto m = prover.mating_move(pos, *shortest);
        if (!m || *m == NoMove) return {};
        f.features.quiet_moves += !gives_check(pos, *m);
        p.solution.push_back(to_iccs(*m));
        pos.do_move(*m);
        MoveList replies;
        generate_legal(pos, replies);
        if (replies.size == 0) break;
        const MateProver::Defence d = prover.longest_defence(pos, *shortest - 1);
        if (!d.complete || d.holds || d.move == NoMove) return {};
        p.solution.push_back(to_iccs(d.move));
        pos.do_move(d.move);
        budget = d.moves_left;
    }
    if (!judge_agrees(p)) return {};
    f.features.length = length;
    f.features.first_moves = static_cast<int>(p.first_moves.size());
    Position root = start;
    f.features.candidates = std::max(count_checks(root), 1);
    return f;
}

// A material tactic: the AI's first move beats every other by UniqueMargin,
// and along the line (the player's best moves, the AI's replies as the judge
// gives them) the settled material grows by MinGain within two to four moves.
std::optional<Found> probe_material(const Position& start, const std::vector<Move>& seen_line) {
    Position pos = start;
    const Color us = pos.side_to_move();
    const int base = material_balance(pos, us);
    if (base > 400 || base < -600) return {};
    {
        Position now = start;
        if (settled_material(now, us) - base >= MinGain) return {};  // a piece simply hangs
    }
    // A quick look first: the line the player's own search saw must win the material.
    {
        Position walk = start;
        bool gains = false;
        for (std::size_t i = 0; i < seen_line.size() && i < 2 * MaxMaterialMoves && !gains; ++i) {
            if (!is_legal(walk, seen_line[i])) break;
            walk.do_move(seen_line[i]);
            gains = i % 2 == 0 && settled_material(walk, us) - base >= MinGain;
        }
        if (!gains) return {};
    }
    const EngineView best = engine_view(pos, MaterialBestNodes);
    if (best.best == NoMove || best.score < WinScore + 100 || ai::is_decisive(best.score))
        return {};
    Found f;
    Puzzle& p = f.puzzle;
    p.fen = to_fen(pos);
    p.kind = PuzzleKind::Material;
    Position walk = start;
    Move next = best.best;
    int moves = 0;
    while (true) {
        ++moves;
        const bool capture = walk.piece_on(to_sq(next)) != NoPiece;
        if (!capture && !gives_check(walk, next)) ++f.features.quiet_moves;
        p.solution.push_back(to_iccs(next));
        walk.do_move(next);
        MoveList replies;
        generate_legal(walk, replies);
        if (replies.size == 0) return {};  // a mate: that is the other kind of puzzle
        const int gain = settled_material(walk, us) - base;
        if (gain >= MinGain) {
            f.gain = gain;
            break;
        }
        if (moves >= MaxMaterialMoves) return {};
        const EngineView reply = engine_view(walk, JudgeSearchNodes);
        if (reply.best == NoMove) return {};
        p.solution.push_back(to_iccs(reply.best));
        walk.do_move(reply.best);
        const EngineView ours = engine_view(walk, MaterialBestNodes);
        if (ours.best == NoMove || ours.score < WinScore) return {};
        next = ours.best;
    }
    if (moves < 2) return {};
    p.length = moves;
    // Every other first move, searched: none may come within the margin.
    MoveList list;
    generate_legal(pos, list);
    int rivals_near = 0;
    for (const Move m : list) {
        if (m == best.best) continue;
        const UndoInfo u = pos.do_move(m);
        const EngineView after = engine_view(pos, MaterialOtherNodes);
        pos.undo_move(m, u);
        if (-after.score > best.score - UniqueMargin) ++rivals_near;
    }
    if (rivals_near > 0) return {};
    p.first_moves.push_back(to_iccs(best.best));
    if (!judge_agrees(p)) return {};
    f.features.length = moves;
    f.features.first_moves = 1;
    f.features.candidates = std::max(count_checks(pos), 1);
    for (const Move m : list) f.features.candidates += pos.piece_on(to_sq(m)) != NoPiece;
    return f;
}

struct Bucket {
    PuzzleKind kind;
    int length;  // mates: the length; material: 0 for any
    int want;
    int have = 0;
};

std::string join(const std::vector<std::string>& moves) {
    std::string out;
    for (const std::string& m : moves) {
        if (!out.empty()) out += ' ';
        out += m;
    }
    return out;
}

void print(const Found& f, const Bucket& b, int game_index, int ply) {
    const Puzzle& p = f.puzzle;
    char id[64];
    if (p.kind == PuzzleKind::Mate)
        std::snprintf(id, sizeof id, "xiangqi-mate%d-%03d", p.length, b.have + 1);
    else
        std::snprintf(id, sizeof id, "xiangqi-material-%03d", b.have + 1);
    std::printf(
        "{\"id\":\"%s\",\"kind\":\"%s\",\"length\":%d,\"rating\":%d,\"fen\":\"%s\","
        "\"solution\":\"%s\",\"firstMoves\":\"%s\",\"gain\":%d,\"effort\":%llu,"
        "\"source\":\"game %d ply %d\"}\n",
        id, std::string(to_string(p.kind)).c_str(), p.length, puzzle_rating(f.features),
        p.fen.c_str(), join(p.solution).c_str(), join(p.first_moves).c_str(), f.gain,
        static_cast<unsigned long long>(f.features.effort), game_index, ply);
    std::fflush(stdout);
}

// The effort to find the first move: the mate prover's nodes for the shortest
// mate, or the AI's nodes until its best move settles on the solution.
std::uint64_t effort(const Position& start, const Puzzle& p) {
    Position pos = start;
    if (p.kind == PuzzleKind::Mate) {
        MateProver prover(QuietMoves, GeneratorMateNodes);
        prover.shortest_mate(pos, p.length);
        return prover.nodes();
    }
    ai::Engine engine(4);
    ai::ThinkOptions o;
    o.nodes = MaterialBestNodes;
    std::uint64_t settled = MaterialBestNodes;
    bool holding = false;
    o.progress = [&](const ai::IterationReport& r) {
        const bool right = !r.pv.empty() && to_iccs(r.pv[0]) == p.solution[0];
        if (right && !holding) settled = r.nodes;
        holding = right;
    };
    engine.think(pos, {}, o);
    return settled;
}

}  // namespace

int run_xiangqi_puzzles(const PuzzleToolOptions& options) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<Bucket> buckets;
    for (int n = 1; n <= MaxMate; ++n) buckets.push_back({PuzzleKind::Mate, n, options.per_bucket});
    buckets.push_back({PuzzleKind::Material, 0, options.per_bucket * 2});
    const std::uint64_t move_nodes = options.nodes ? options.nodes : 6'000;
    std::set<Key> seen;
    ai::Engine red(8), black(8);
    int games = 0;
    for (; games < options.max_games; ++games) {
        bool all_full = true;
        for (const Bucket& b : buckets) all_full = all_full && b.have >= b.want;
        if (all_full) break;
        Random random(options.seed * 2'000'003ull + static_cast<std::uint64_t>(games));
        // A stronger and a weaker player, colours alternating, so that games end decisively.
        const int strong = 3 + static_cast<int>(random.below(2));
        const int weak = 1 + static_cast<int>(random.below(2));
        const bool red_strong = games % 2 == 0;
        const std::uint64_t game_seed = random.next();
        Game game;
        bool found_mate = false, found_material = false;
        // A game gives at most one mate (its first proven one whose length is still wanted:
        // later ones are the same attack) and one material tactic; it ends at its mate.
        while (!found_mate && !game.result().over() && game.history().size() < 200) {
            const int ply = static_cast<int>(game.history().size());
            // The position as the data will give it (its FEN): the order of the piece
            // lists steers move generation, and so the proofs and searches below.
            Position pos;
            (void)parse_fen(to_fen(game.position()), pos);
            const bool red_moves = pos.side_to_move() == Red;
            ai::ThinkOptions o;
            o.level = red_moves == red_strong ? strong : weak;
            o.nodes = move_nodes;
            o.seed = game_seed + static_cast<std::uint64_t>(ply);
            const ai::SearchResult r = (red_moves ? red : black).think(game, o);
            if (r.best == NoMove) break;
            // Only a side that its own search sees winning is worth a proof.
            if (ply >= 10 && r.score >= WinScore && !seen.count(pos.key())) {
                MateProver finder(QuietMoves, FinderMateNodes);
                const auto mate = finder.shortest_mate(pos, MaxMate);
                if (mate && *mate > 0) {
                    Bucket& b = buckets[*mate - 1];
                    if (b.have < b.want) {
                        if (auto f = probe_mate(pos, *mate)) {
                            f->features.effort = finder.nodes();
                            print(*f, b, games, ply);
                            ++b.have;
                            seen.insert(pos.key());
                            found_mate = true;
                        }
                    }
                } else if (mate && !found_material && buckets.back().have < buckets.back().want) {
                    if (auto f = probe_material(pos, r.pv)) {
                        // One the deeper look refutes is left out but keeps its number,
                        // so that the others keep their ids.
                        Bucket& b = buckets.back();
                        const std::string why = deep_verdict(pos, f->puzzle.solution[0]);
                        if (why.empty()) {
                            f->features.effort = effort(pos, f->puzzle);
                            print(*f, b, games, ply);
                        } else {
                            std::fprintf(stderr, "xiangqi-material-%03d left out: %s\n", b.have + 1,
                                         why.c_str());
                        }
                        ++b.have;
                        seen.insert(pos.key());
                        found_material = true;
                    }
                }
            }
            if (!game.play(r.best).ok()) break;
        }
        if ((games + 1) % 10 == 0) {
            std::fprintf(stderr, "xiangqi: %d games,", games + 1);
            for (const Bucket& b : buckets)
                std::fprintf(stderr, " %s%d %d", std::string(to_string(b.kind)).c_str(), b.length,
                             b.have);
            std::fprintf(stderr, "\n");
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "xiangqi: %d games in %.0f s\n", games, secs);
    return 0;
}

namespace {

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        out.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    return out;
}

// Why the record fails its re-proof, or "".
std::string reprove(const PuzzleRecord& r) {
    Puzzle p;
    p.fen = r.at("fen");
    p.kind = r.at("kind") == "material" ? PuzzleKind::Material : PuzzleKind::Mate;
    p.length = std::stoi(r.at("length"));
    p.solution = split(r.at("solution"));
    p.first_moves = split(r.at("firstMoves"));
    Position pos;
    if (!parse_fen(p.fen, pos).ok()) return "bad FEN";
    if (p.kind == PuzzleKind::Mate) {
        MateProver finder(QuietMoves, GeneratorMateNodes);
        const auto shortest = finder.shortest_mate(pos, p.length);
        if (!shortest || *shortest != p.length) return "the shortest mate differs";
        MateProver lister(QuietMoves, GeneratorMateNodes);
        const auto firsts = lister.mating_moves(pos, p.length);
        if (!firsts) return "the mating moves are not proven within the budget";
        std::vector<std::string> listed;
        for (const Move m : *firsts) listed.push_back(to_iccs(m));
        std::sort(listed.begin(), listed.end());
        if (listed != p.first_moves) return "the mating first moves differ: " + join(listed);
    } else {
        Position walk = pos;
        const Color us = pos.side_to_move();
        const int base = material_balance(pos, us);
        for (const std::string& m : p.solution) {
            const ParsedMove parsed = parse_iccs(walk, m);
            if (!parsed.status.ok()) return "the solution is not legal";
            walk.do_move(parsed.move);
        }
        if (settled_material(walk, us) - base < MinGain) return "the solution wins too little";
        const EngineView best = engine_view(pos, MaterialBestNodes);
        if (best.best == NoMove || to_iccs(best.best) != p.solution[0])
            return "the AI no longer plays the first move";
        MoveList list;
        generate_legal(pos, list);
        for (const Move m : list) {
            if (m == best.best) continue;
            const UndoInfo u = pos.do_move(m);
            const EngineView after = engine_view(pos, MaterialOtherNodes);
            pos.undo_move(m, u);
            if (-after.score > best.score - UniqueMargin)
                return "a rival first move: " + to_iccs(m);
        }
        if (std::string why = deep_verdict(pos, p.solution[0]); !why.empty()) return why;
    }
    if (!judge_agrees(p)) return "the judge disagrees with the solution";
    return "";
}

}  // namespace

int verify_xiangqi_puzzles(const char* path) {
    const auto t0 = std::chrono::steady_clock::now();
    const auto records = read_puzzle_records(path);
    int failures = 0;
    for (const PuzzleRecord& r : records) {
        const std::string why = reprove(r);
        if (!why.empty()) {
            std::printf("%s: %s\n", r.at("id").c_str(), why.c_str());
            ++failures;
        }
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("xiangqi puzzles: %zu re-proved, %d failed, %.0f s\n", records.size(), failures,
                secs);
    return failures;
}

int rejudge_xiangqi_puzzles(const char* path, const std::vector<std::string>& refuted) {
    std::ifstream in(path);
    std::string line;
    int kept = 0, dropped = 0;
    for (const PuzzleRecord& r : read_puzzle_records(path)) {
        while (std::getline(in, line) && line.rfind("{\"id\":", 0) != 0) {
        }
        if (!line.empty() && line.back() == ',') line.pop_back();
        if (std::find(refuted.begin(), refuted.end(), r.at("id")) != refuted.end()) {
            std::fprintf(stderr, "%s left out: refuted elsewhere\n", r.at("id").c_str());
            ++dropped;
            continue;
        }
        if (r.at("kind") == "material") {
            Position pos;
            if (!parse_fen(r.at("fen"), pos).ok()) return -1;
            const std::string why = deep_verdict(pos, split(r.at("solution"))[0]);
            if (!why.empty()) {
                std::fprintf(stderr, "%s left out: %s\n", r.at("id").c_str(), why.c_str());
                ++dropped;
                continue;
            }
        }
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
        ++kept;
    }
    std::fprintf(stderr, "xiangqi: %d puzzles kept, %d left out\n", kept, dropped);
    return 0;
}
