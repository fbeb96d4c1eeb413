// The shipped Gomoku puzzles (web/src/puzzles/gomoku-data.ts), checked on a
// sample here; `npm run verify` re-proves every one (pinqi_puzzles verify-gomoku).
#include <catch2/catch.hpp>

#include "../../../tools/puzzles/records.h"
#include "../gomoku_ai/tactics_positions.h"
#include "gomoku/notation.h"
#include "gomoku/puzzle/puzzle.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::puzzle;

namespace {

std::vector<Point> points(const std::string& text) {
    std::vector<Point> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        out.push_back(parse_notation(std::string_view(text).substr(i, j - i), 15).value());
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
             read_puzzle_records(PINQI_SOURCE_DIR "/web/src/puzzles/gomoku-data.ts")) {
            Shipped s;
            s.id = r.at("id");
            s.puzzle.rule = parse_rule(r.at("rule")).value();
            s.puzzle.size = std::stoi(r.at("size"));
            s.puzzle.kind = r.at("kind") == "vct" ? ThreatKind::Vct : ThreatKind::Vcf;
            s.puzzle.length = std::stoi(r.at("length"));
            s.puzzle.setup = points(r.at("setup"));
            s.puzzle.solution = points(r.at("solution"));
            s.puzzle.first_moves = points(r.at("firstMoves"));
            out.push_back(std::move(s));
        }
        return out;
    }();
    return all;
}

Game position_of(const Puzzle& p) {
    Game g(p.size, p.rule);
    for (const Point q : p.setup) REQUIRE(g.place(q) == PlaceError::Ok);
    return g;
}

const Shipped* with_alternatives() {
    for (const Shipped& s : shipped())
        if (s.puzzle.first_moves.size() >= 2) return &s;
    return nullptr;
}

}  // namespace

TEST_CASE("every shipped VCF puzzle's solution is a continuous-four win by the rules alone",
          "[gomoku_puzzle][shipped]") {
    int vcf = 0;
    for (const Shipped& s : shipped()) {
        if (s.puzzle.kind != ThreatKind::Vcf) continue;
        ++vcf;
        INFO(s.id);
        REQUIRE(pinqi::gomoku::ai::test::forced_win(position_of(s.puzzle), s.puzzle.solution));
        REQUIRE(s.puzzle.length >= 4);
        REQUIRE(s.puzzle.length <= 9);
        REQUIRE(static_cast<int>(s.puzzle.solution.size()) == 2 * s.puzzle.length - 1);
    }
    REQUIRE(vcf >= 100);
}

TEST_CASE("every shipped solution ends in a five for the player, by the rules",
          "[gomoku_puzzle][shipped]") {
    REQUIRE(shipped().size() >= 300);
    for (const Shipped& s : shipped()) {
        INFO(s.id);
        Game g = position_of(s.puzzle);
        const Stone player = g.turn();
        for (const Point q : s.puzzle.solution) REQUIRE(g.place(q) == PlaceError::Ok);
        REQUIRE(g.outcome().winner() == player);
        REQUIRE(std::find(s.puzzle.first_moves.begin(), s.puzzle.first_moves.end(),
                          s.puzzle.solution[0]) != s.puzzle.first_moves.end());
    }
}

TEST_CASE("trying every reply at every defence proves the same lengths as the faster proof",
          "[gomoku_puzzle][shipped]") {
    for (std::size_t i = 0; i < shipped().size(); i += 23) {
        const Shipped& s = shipped()[i];
        INFO(s.id);
        const Game g = position_of(s.puzzle);
        ai::Position pos = ai::to_position(g);
        ThreatProver exhaustive(s.puzzle.kind, 5'000'000);
        exhaustive.set_exhaustive_defence(true);
        REQUIRE(exhaustive.shortest_win(pos, s.puzzle.length) == s.puzzle.length);
        REQUIRE(exhaustive.move_wins(pos, pos.cell(s.puzzle.solution[0].x, s.puzzle.solution[0].y),
                                     s.puzzle.length) == true);
    }
}

TEST_CASE("the judge follows the solution and answers with its replies", "[gomoku_puzzle][judge]") {
    const Puzzle& p = shipped().front().puzzle;
    std::vector<Point> line;
    for (std::size_t i = 0; i + 1 < p.solution.size(); i += 2) {
        const Judgement j = judge(p, line, p.solution[i]);
        REQUIRE(j.code.empty());
        REQUIRE(j.verdict == Verdict::Correct);
        REQUIRE(j.reply == p.solution[i + 1]);
        REQUIRE(j.moves_left == p.length - static_cast<int>(i / 2) - 1);
        line.push_back(p.solution[i]);
        line.push_back(p.solution[i + 1]);
    }
    REQUIRE(judge(p, line, p.solution.back()).verdict == Verdict::Solved);
}

TEST_CASE("a line that used up the player's moves without winning is over",
          "[gomoku_puzzle][judge]") {
    const Puzzle& p = shipped().front().puzzle;
    const Game g = position_of(p);
    std::vector<Point> line;
    // Scattered moves on empty points, far apart: they make nothing.
    for (int y = 0; y < 15 && static_cast<int>(line.size()) < 2 * p.length; y += 2)
        for (int x = y % 4; x < 15 && static_cast<int>(line.size()) < 2 * p.length; x += 4)
            if (g.board().at(x, y) == Stone::Empty) line.push_back({x, y});
    REQUIRE(static_cast<int>(line.size()) == 2 * p.length);
    Point free{-1, -1};
    for (int c = 0; c < 225 && free.x < 0; ++c)
        if (g.board().at(c % 15, c / 15) == Stone::Empty &&
            std::find(line.begin(), line.end(), Point{c % 15, c / 15}) == line.end())
            free = {c % 15, c / 15};
    REQUIRE(judge(p, line, free).code == "game_over");
}

TEST_CASE("a proof that runs out of nodes says so instead of guessing", "[gomoku_puzzle][prover]") {
    for (const Shipped& s : shipped()) {
        if (s.puzzle.kind != ThreatKind::Vct || s.puzzle.length < 5) continue;
        ai::Position pos = ai::to_position(position_of(s.puzzle));
        ThreatProver starved(ThreatKind::Vct, 1);
        INFO(s.id);
        REQUIRE_FALSE(starved.shortest_win(pos, s.puzzle.length).has_value());
        return;
    }
    FAIL("no VCT puzzle of five moves or more ships");
}

TEST_CASE("an equally forced other first move is correct, and the prover agrees with the list",
          "[gomoku_puzzle][judge]") {
    const Shipped* s = with_alternatives();
    REQUIRE(s != nullptr);
    INFO(s->id);
    Puzzle proof_only = s->puzzle;
    proof_only.first_moves.clear();
    proof_only.solution.clear();
    for (const Point first : s->puzzle.first_moves) {
        const Judgement listed = judge(s->puzzle, {}, first);
        const Judgement proven = judge(proof_only, {}, first);
        REQUIRE(listed.verdict == Verdict::Correct);
        REQUIRE(proven.verdict == Verdict::Correct);
        REQUIRE(listed.reply == proven.reply);
    }
}

TEST_CASE("a move that forces nothing is wrong", "[gomoku_puzzle][judge]") {
    const Puzzle& p = shipped().front().puzzle;
    const Game g = position_of(p);
    Point quiet{-1, -1};
    for (int y = 0; y < 15 && quiet.x < 0; ++y)
        for (int x = 0; x < 15 && quiet.x < 0; ++x)
            if (g.check({x, y}) == PlaceError::Ok &&
                std::find(p.first_moves.begin(), p.first_moves.end(), Point{x, y}) ==
                    p.first_moves.end())
                quiet = {x, y};
    REQUIRE(judge(p, {}, quiet).verdict == Verdict::Wrong);
    Puzzle proof_only = p;
    proof_only.first_moves.clear();
    REQUIRE(judge(proof_only, {}, quiet).verdict == Verdict::Wrong);
}

TEST_CASE("the judge refuses what it cannot judge", "[gomoku_puzzle][judge]") {
    const Puzzle& p = shipped().front().puzzle;
    REQUIRE(judge(p, {p.solution[0]}, {0, 0}).code == "illegal_move");  // odd line
    REQUIRE(judge(p, {}, p.setup[0]).code == "illegal_move");           // occupied
    REQUIRE(judge(p, {}, {15, 3}).code == "illegal_move");              // off the board
    Puzzle broken = p;
    broken.setup.push_back(broken.setup[0]);
    REQUIRE(judge(broken, {}, p.solution[0]).code == "bad_puzzle");
    broken = p;
    broken.length = 0;
    REQUIRE(judge(broken, {}, p.solution[0]).code == "bad_puzzle");
    broken = p;
    broken.size = 4;
    REQUIRE(judge(broken, {}, p.solution[0]).code == "bad_puzzle");
}

TEST_CASE("a hint is the solution's next move, and a winning move off the solution",
          "[gomoku_puzzle][judge]") {
    const Puzzle& p = shipped().front().puzzle;
    REQUIRE(hint(p, {}).move == p.solution[0]);
    Puzzle proof_only = p;
    proof_only.solution.clear();
    const HintResult h = hint(proof_only, {});
    REQUIRE(h.code.empty());
    REQUIRE(judge(p, {}, h.move).verdict != Verdict::Wrong);
}
