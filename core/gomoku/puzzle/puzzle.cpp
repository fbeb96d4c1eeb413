#include "gomoku/puzzle/puzzle.h"

#include <algorithm>

#include "gomoku/ai/engine.h"

namespace pinqi::gomoku::puzzle {

namespace {

constexpr int MaxLength = 40;

// The puzzle position with the line played on it, judged by the rules.
struct Replayed {
    std::string_view code;
    Game game;
    int moves_left = 0;
    bool on_solution = false;  // the line so far is the solution's beginning
};

Replayed replay(const Puzzle& puzzle, const std::vector<Point>& line) {
    Replayed r;
    if (!Game::valid_size(puzzle.size) || puzzle.length < 1 || puzzle.length > MaxLength) {
        r.code = "bad_puzzle";
        return r;
    }
    r.game = Game(puzzle.size, puzzle.rule);
    for (const Point p : puzzle.setup)
        if (r.game.place(p) != PlaceError::Ok) {
            r.code = "bad_puzzle";
            return r;
        }
    if (r.game.over()) {
        r.code = "bad_puzzle";
        return r;
    }
    if (line.size() % 2 != 0) {
        r.code = "illegal_move";
        return r;
    }
    for (const Point p : line)
        if (r.game.place(p) != PlaceError::Ok) {
            r.code = "illegal_move";
            return r;
        }
    r.moves_left = puzzle.length - static_cast<int>(line.size() / 2);
    if (r.game.over() || r.moves_left < 1) {
        r.code = "game_over";
        return r;
    }
    r.on_solution = line.size() < puzzle.solution.size() &&
                    std::equal(line.begin(), line.end(), puzzle.solution.begin());
    return r;
}

bool listed(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// The proofs tried in turn: the puzzle's kind, then threes too (once for a VCT puzzle).
std::vector<ThreatKind> kinds_from(ThreatKind kind) {
    if (kind == ThreatKind::Vct) return {ThreatKind::Vct};
    return {kind, ThreatKind::Vct};
}

}  // namespace

std::string_view to_string(Verdict v) {
    switch (v) {
        case Verdict::Correct:
            return "correct";
        case Verdict::Solved:
            return "solved";
        case Verdict::Wrong:
            return "wrong";
    }
    return "wrong";
}

Judgement judge(const Puzzle& puzzle, const std::vector<Point>& line, Point move) {
    Replayed r = replay(puzzle, line);
    Judgement j;
    if (!r.code.empty()) {
        j.code = r.code;
        return j;
    }
    if (r.game.check(move) != PlaceError::Ok) {
        j.code = "illegal_move";
        return j;
    }
    const std::size_t at = line.size();
    if (r.on_solution && puzzle.solution[at] == move && at + 1 < puzzle.solution.size()) {
        j.verdict = Verdict::Correct;
        j.reply = puzzle.solution[at + 1];
        j.moves_left = r.moves_left - 1;
        return j;
    }
    ai::Position pos = ai::to_position(r.game);
    const int cell = pos.cell(move.x, move.y);
    r.game.place(move);
    if (r.game.over()) {
        j.verdict = r.game.outcome().winner() != Stone::Empty ? Verdict::Solved : Verdict::Wrong;
        return j;
    }
    // Any forced win counts, whatever the puzzle's kind: fours, threes, or a move that
    // threatens nothing and still wins against every reply.
    ThreatProver prover(ThreatKind::Vct, JudgeNodes);
    const bool wins = (at == 0 && listed(puzzle.first_moves, move)) ||
                      prover.any_move_wins(pos, cell, r.moves_left).value_or(false);
    if (!wins || r.moves_left < 2) return j;
    pos.make(cell);
    // The reply holds out longest against wins of the puzzle's kind, as the solution's
    // replies do; against any threats where no reply loses to those alone.
    for (const ThreatKind kind : kinds_from(puzzle.kind)) {
        ThreatProver defender(kind, JudgeNodes);
        const ThreatProver::Defence d = defender.longest_defence(pos, r.moves_left - 1);
        if (d.holds || d.move == ai::NoCell) continue;
        j.verdict = Verdict::Correct;
        j.reply = pos.point(d.move);
        j.moves_left = r.moves_left - 1;
        return j;
    }
    return j;
}

HintResult hint(const Puzzle& puzzle, const std::vector<Point>& line) {
    const Replayed r = replay(puzzle, line);
    HintResult h;
    if (!r.code.empty()) {
        h.code = r.code;
        return h;
    }
    if (r.on_solution) {
        h.move = puzzle.solution[line.size()];
        return h;
    }
    ai::Position pos = ai::to_position(r.game);
    // A win of the puzzle's kind first; off a VCF line (a three was played), by threes too.
    for (const ThreatKind kind : kinds_from(puzzle.kind)) {
        ThreatProver prover(kind, JudgeNodes);
        const auto shortest = prover.shortest_win(pos, r.moves_left);
        if (!shortest || *shortest == 0) continue;
        const auto move = prover.winning_move(pos, *shortest);
        if (move && *move != ai::NoCell) {
            h.move = pos.point(*move);
            return h;
        }
    }
    return h;
}

}  // namespace pinqi::gomoku::puzzle
