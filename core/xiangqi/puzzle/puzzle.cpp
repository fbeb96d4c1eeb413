#include "xiangqi/puzzle/puzzle.h"

#include <algorithm>

#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/puzzle/mate_prover.h"
#include "xiangqi/puzzle/material.h"

namespace pinqi::xiangqi::puzzle {

namespace {

constexpr int MaxLength = 10;

// The puzzle position with the line played on it, judged by the rules.
struct Replayed {
    std::string_view code;
    Position pos;
    Color player = Red;
    int base_material = 0;  // the player's material balance in the puzzle position
    int moves_left = 0;
    bool on_solution = false;
};

Replayed replay(const Puzzle& puzzle, const std::vector<std::string>& line) {
    Replayed r;
    if (puzzle.length < 1 || puzzle.length > MaxLength || !parse_fen(puzzle.fen, r.pos).ok() ||
        no_legal_move(r.pos)) {
        r.code = "bad_puzzle";
        return r;
    }
    r.player = r.pos.side_to_move();
    r.base_material = material_balance(r.pos, r.player);
    if (line.size() % 2 != 0) {
        r.code = "illegal_move";
        return r;
    }
    for (const std::string& text : line) {
        const ParsedMove m = parse_iccs(r.pos, text);
        if (!m.status.ok()) {
            r.code = "illegal_move";
            return r;
        }
        r.pos.do_move(m.move);
    }
    r.moves_left = puzzle.length - static_cast<int>(line.size() / 2);
    if (r.moves_left < 1 || no_legal_move(r.pos)) {
        r.code = "game_over";
        return r;
    }
    r.on_solution = line.size() < puzzle.solution.size() &&
                    std::equal(line.begin(), line.end(), puzzle.solution.begin());
    return r;
}

bool listed(const std::vector<std::string>& moves, const std::string& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

void judge_mate(const Puzzle& puzzle, Replayed& r, Move m, bool first, Judgement& j) {
    MateProver prover(QuietMoves, JudgeMateNodes);
    const bool mates = first && !puzzle.first_moves.empty()
                           ? listed(puzzle.first_moves, to_iccs(m))
                           : prover.move_mates(r.pos, m, r.moves_left).value_or(false);
    if (!mates) return;
    r.pos.do_move(m);
    if (no_legal_move(r.pos)) {
        j.verdict = Verdict::Solved;
        return;
    }
    const MateProver::Defence d = prover.longest_defence(r.pos, r.moves_left - 1);
    if (d.holds || d.move == NoMove) return;
    j.verdict = Verdict::Correct;
    j.reply = to_iccs(d.move);
    j.moves_left = r.moves_left - 1;
}

void judge_material(const Puzzle& puzzle, Replayed& r, Move m, bool first, Judgement& j) {
    const bool listed_first = first && !puzzle.first_moves.empty();
    if (listed_first && !listed(puzzle.first_moves, to_iccs(m))) return;
    r.pos.do_move(m);
    if (no_legal_move(r.pos)) {
        j.verdict = Verdict::Solved;  // a mate wins more than material
        return;
    }
    const EngineView reply = engine_view(r.pos, JudgeSearchNodes);
    if (!listed_first && -reply.score < WinScore) return;
    if (settled_material(r.pos, r.player) - r.base_material >= MinGain) {
        j.verdict = Verdict::Solved;
        return;
    }
    if (r.moves_left < 2 || reply.best == NoMove) return;
    j.verdict = Verdict::Correct;
    j.reply = to_iccs(reply.best);
    j.moves_left = r.moves_left - 1;
}

}  // namespace

std::string_view to_string(PuzzleKind k) {
    return k == PuzzleKind::Mate ? "mate" : "material";
}

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

Judgement judge(const Puzzle& puzzle, const std::vector<std::string>& line, std::string_view move) {
    Replayed r = replay(puzzle, line);
    Judgement j;
    if (!r.code.empty()) {
        j.code = r.code;
        return j;
    }
    const ParsedMove parsed = parse_iccs(r.pos, move);
    if (!parsed.status.ok()) {
        j.code = "illegal_move";
        return j;
    }
    const std::string text = to_iccs(parsed.move);
    const std::size_t at = line.size();
    if (r.on_solution && puzzle.solution[at] == text) {
        const bool last = at + 1 >= puzzle.solution.size();
        j.verdict = last ? Verdict::Solved : Verdict::Correct;
        if (!last) {
            j.reply = puzzle.solution[at + 1];
            j.moves_left = r.moves_left - 1;
        }
        return j;
    }
    if (puzzle.kind == PuzzleKind::Mate)
        judge_mate(puzzle, r, parsed.move, at == 0, j);
    else
        judge_material(puzzle, r, parsed.move, at == 0, j);
    return j;
}

HintResult hint(const Puzzle& puzzle, const std::vector<std::string>& line) {
    Replayed r = replay(puzzle, line);
    HintResult h;
    if (!r.code.empty()) {
        h.code = r.code;
        return h;
    }
    if (r.on_solution) {
        h.move = puzzle.solution[line.size()];
        return h;
    }
    if (puzzle.kind == PuzzleKind::Mate) {
        MateProver prover(QuietMoves, JudgeMateNodes);
        const auto n = prover.shortest_mate(r.pos, r.moves_left);
        if (!n || *n == 0) return h;
        const auto m = prover.mating_move(r.pos, *n);
        if (m && *m != NoMove) h.move = to_iccs(*m);
        return h;
    }
    const EngineView view = engine_view(r.pos, JudgeSearchNodes);
    if (view.best != NoMove && view.score >= WinScore) h.move = to_iccs(view.best);
    return h;
}

}  // namespace pinqi::xiangqi::puzzle
