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

std::string describe_score(Color side_to_move, Value score) {
    const Color ahead = score >= 0 ? side_to_move : ~side_to_move;
    const std::string who = ahead == Red ? "red" : "black";
    const int magnitude = score >= 0 ? score : -score;
    if (is_mate(score)) {
        const int moves = mate_moves(score) > 0 ? mate_moves(score) : -mate_moves(score);
        if (moves == 0) return who + " has won";
        return who + " can mate in " + std::to_string(moves);
    }
    if (is_decisive(score)) return who + " wins by the perpetual check/chase rule";
    if (magnitude < 40) return "the game is level";
    if (magnitude < 120) return who + " is slightly better";
    if (magnitude < 350) return who + " is better";
    return who + " is winning";
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
    h.evaluation = describe_score(pos.side_to_move(), result.score);
    return h;
}

}  // namespace pinqi::xiangqi::ai
