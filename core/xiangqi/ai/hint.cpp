#include "xiangqi/ai/hint.h"

#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {

std::vector<std::string> format_line(const Position& pos, const std::vector<Move>& line,
                                     Notation notation) {
    Position p = pos;
    std::vector<std::string> out;
    for (Move m : line) {
        if (!is_legal(p, m)) break;
        out.push_back(format_move(p, m, notation));
        p.do_move(m);
    }
    return out;
}

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Level:
            return "level";
        case Verdict::SlightlyBetter:
            return "slightly_better";
        case Verdict::Better:
            return "better";
        case Verdict::Winning:
            return "winning";
        case Verdict::CanMate:
            return "can_mate";
        case Verdict::HasWon:
            return "has_won";
        case Verdict::RuleWin:
            return "rule_win";
    }
    return "level";
}

Evaluation evaluate_score(Color side_to_move, Value score) {
    const Color ahead = score >= 0 ? side_to_move : ~side_to_move;
    const int magnitude = score >= 0 ? score : -score;
    if (is_mate(score)) {
        const int moves = mate_moves(score) > 0 ? mate_moves(score) : -mate_moves(score);
        if (moves == 0) return {Verdict::HasWon, ahead, 0};
        return {Verdict::CanMate, ahead, moves};
    }
    if (is_decisive(score)) return {Verdict::RuleWin, ahead, 0};
    if (magnitude < 40) return {Verdict::Level, ahead, 0};
    if (magnitude < 120) return {Verdict::SlightlyBetter, ahead, 0};
    if (magnitude < 350) return {Verdict::Better, ahead, 0};
    return {Verdict::Winning, ahead, 0};
}

Hint make_hint(const Position& pos, const SearchResult& result) {
    Hint h;
    h.move = result.best;
    h.score = result.score;
    h.depth = result.depth;
    h.nodes = result.nodes;
    const int moves = mate_moves(result.score);
    h.mate_in = pos.side_to_move() == Red ? moves : -moves;
    h.pv_iccs = format_line(pos, result.pv, Notation::Iccs);
    h.pv_wxf = format_line(pos, result.pv, Notation::Wxf);
    h.pv_chinese = format_line(pos, result.pv, Notation::Chinese);
    h.evaluation = evaluate_score(pos.side_to_move(), result.score);
    return h;
}

}  // namespace pinqi::xiangqi::ai
