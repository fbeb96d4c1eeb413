// The shipped Xiangqi puzzles (web/src/puzzles/xiangqi-data.ts), checked on a
// sample here; `npm run verify` re-proves every one (pinqi_puzzles verify-xiangqi).
#include <catch2/catch.hpp>

#include "../../../tools/puzzles/records.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/puzzle/mate_prover.h"
#include "xiangqi/puzzle/material.h"
#include "xiangqi/puzzle/puzzle.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::puzzle;

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

struct Shipped {
    std::string id;
    Puzzle puzzle;
};

const std::vector<Shipped>& shipped() {
    static const std::vector<Shipped> all = [] {
        std::vector<Shipped> out;
        for (const PuzzleRecord& r :
             read_puzzle_records(PINQI_SOURCE_DIR "/web/src/puzzles/xiangqi-data.ts")) {
            Shipped s;
            s.id = r.at("id");
            s.puzzle.fen = r.at("fen");
            s.puzzle.kind = r.at("kind") == "material" ? PuzzleKind::Material : PuzzleKind::Mate;
            s.puzzle.length = std::stoi(r.at("length"));
            s.puzzle.solution = split(r.at("solution"));
            s.puzzle.first_moves = split(r.at("firstMoves"));
            out.push_back(std::move(s));
        }
        return out;
    }();
    return all;
}

// Plays the solution; returns the final position.
Position played(const Puzzle& p, std::vector<bool>* checks = nullptr) {
    Position pos;
    REQUIRE(parse_fen(p.fen, pos).ok());
    for (const std::string& text : p.solution) {
        const ParsedMove m = parse_iccs(pos, text);
        REQUIRE(m.status.ok());
        pos.do_move(m.move);
        if (checks) checks->push_back(pos.in_check());
    }
    return pos;
}

const Shipped* first_of(PuzzleKind kind, std::size_t min_first_moves = 1) {
    for (const Shipped& s : shipped())
        if (s.puzzle.kind == kind && s.puzzle.first_moves.size() >= min_first_moves) return &s;
    return nullptr;
}

}  // namespace

TEST_CASE("at least 300 Xiangqi puzzles ship: mates in 1 to 5 and material tactics",
          "[xiangqi_puzzle][shipped]") {
    REQUIRE(shipped().size() >= 300);
    int per_length[6] = {}, material = 0;
    for (const Shipped& s : shipped()) {
        if (s.puzzle.kind == PuzzleKind::Material)
            ++material;
        else
            ++per_length[s.puzzle.length];
    }
    for (int n = 1; n <= 5; ++n) REQUIRE(per_length[n] >= 20);
    REQUIRE(material >= 40);
}

TEST_CASE("every shipped mate solution mates, by checks but for the last move",
          "[xiangqi_puzzle][shipped]") {
    for (const Shipped& s : shipped()) {
        if (s.puzzle.kind != PuzzleKind::Mate) continue;
        INFO(s.id);
        std::vector<bool> checks;
        Position end = played(s.puzzle, &checks);
        REQUIRE(no_legal_move(end));
        REQUIRE(static_cast<int>(s.puzzle.solution.size()) == 2 * s.puzzle.length - 1);
        for (std::size_t i = 0; i + 1 < checks.size(); i += 2) REQUIRE(checks[i]);
    }
}

TEST_CASE("every shipped material solution wins at least the puzzle's minimum, settled",
          "[xiangqi_puzzle][shipped]") {
    for (const Shipped& s : shipped()) {
        if (s.puzzle.kind != PuzzleKind::Material) continue;
        INFO(s.id);
        Position start;
        REQUIRE(parse_fen(s.puzzle.fen, start).ok());
        const Color us = start.side_to_move();
        Position end = played(s.puzzle);
        REQUIRE(settled_material(end, us) - material_balance(start, us) >= MinGain);
        REQUIRE(s.puzzle.length >= 2);
    }
}

TEST_CASE("the shortest mate of a sample of shipped puzzles is their length",
          "[xiangqi_puzzle][shipped]") {
    int n = 0;
    for (std::size_t i = 0; i < shipped().size(); i += 9) {
        const Shipped& s = shipped()[i];
        if (s.puzzle.kind != PuzzleKind::Mate) continue;
        INFO(s.id);
        Position pos;
        REQUIRE(parse_fen(s.puzzle.fen, pos).ok());
        MateProver prover(QuietMoves, 5'000'000);
        REQUIRE(prover.shortest_mate(pos, s.puzzle.length) == s.puzzle.length);
        ++n;
    }
    REQUIRE(n >= 10);
}

TEST_CASE("the judge follows a mate solution, then says solved", "[xiangqi_puzzle][judge]") {
    const Shipped* s = first_of(PuzzleKind::Mate);
    REQUIRE(s);
    const Puzzle& p = s->puzzle;
    std::vector<std::string> line;
    for (std::size_t i = 0; i + 1 < p.solution.size(); i += 2) {
        const Judgement j = judge(p, line, p.solution[i]);
        REQUIRE(j.verdict == Verdict::Correct);
        REQUIRE(j.reply == p.solution[i + 1]);
        line.push_back(p.solution[i]);
        line.push_back(p.solution[i + 1]);
    }
    REQUIRE(judge(p, line, p.solution.back()).verdict == Verdict::Solved);
}

TEST_CASE("another mating first move is accepted, proven or listed alike",
          "[xiangqi_puzzle][judge]") {
    const Shipped* s = first_of(PuzzleKind::Mate, 2);
    REQUIRE(s);
    INFO(s->id);
    Puzzle proof_only = s->puzzle;
    proof_only.first_moves.clear();
    proof_only.solution.clear();
    for (const std::string& m : s->puzzle.first_moves) {
        const Judgement listed = judge(s->puzzle, {}, m);
        const Judgement proven = judge(proof_only, {}, m);
        REQUIRE(listed.verdict != Verdict::Wrong);
        REQUIRE(proven.verdict == listed.verdict);
        REQUIRE(proven.reply == listed.reply);
    }
}

TEST_CASE("a move that does not mate in time is wrong", "[xiangqi_puzzle][judge]") {
    const Shipped* s = first_of(PuzzleKind::Mate);
    Position pos;
    REQUIRE(parse_fen(s->puzzle.fen, pos).ok());
    MoveList list;
    generate_legal(pos, list);
    int wrong = 0;
    for (const Move m : list) {
        const std::string text = to_iccs(m);
        if (std::find(s->puzzle.first_moves.begin(), s->puzzle.first_moves.end(), text) !=
            s->puzzle.first_moves.end())
            continue;
        REQUIRE(judge(s->puzzle, {}, text).verdict == Verdict::Wrong);
        ++wrong;
    }
    REQUIRE(wrong > 0);
}

TEST_CASE("the Xiangqi judge refuses what it cannot judge", "[xiangqi_puzzle][judge]") {
    const Puzzle& p = first_of(PuzzleKind::Mate)->puzzle;
    REQUIRE(judge(p, {p.solution[0]}, "a0a1").code == "illegal_move");  // odd line
    REQUIRE(judge(p, {}, "zz99").code == "illegal_move");
    REQUIRE(judge(p, {}, "e5e5").code == "illegal_move");  // no move at all
    Puzzle broken = p;
    broken.fen = "not a fen";
    REQUIRE(judge(broken, {}, p.solution[0]).code == "bad_puzzle");
    broken = p;
    broken.length = 11;
    REQUIRE(judge(broken, {}, p.solution[0]).code == "bad_puzzle");
}

TEST_CASE("the judge follows a material solution; a hint gives its first move",
          "[xiangqi_puzzle][judge]") {
    const Shipped* s = first_of(PuzzleKind::Material);
    REQUIRE(s);
    const Puzzle& p = s->puzzle;
    REQUIRE(hint(p, {}).move == p.solution[0]);
    std::vector<std::string> line;
    for (std::size_t i = 0; i + 1 < p.solution.size(); i += 2) {
        REQUIRE(judge(p, line, p.solution[i]).verdict == Verdict::Correct);
        line.push_back(p.solution[i]);
        line.push_back(p.solution[i + 1]);
    }
    REQUIRE(judge(p, line, p.solution.back()).verdict == Verdict::Solved);
}
