#include "xiangqi/ai/baseline.h"

#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {
namespace {

Value alphabeta(Position& pos, int depth, Value alpha, Value beta, int ply) {
    MoveList list;
    generate_legal(pos, list);
    if (list.size == 0) return mated_in(ply);
    if (depth == 0) return material_balance(pos);
    for (Move m : list) {
        const UndoInfo u = pos.do_move(m);
        const Value v = -alphabeta(pos, depth - 1, -beta, -alpha, ply + 1);
        pos.undo_move(m, u);
        if (v > alpha) {
            alpha = v;
            if (alpha >= beta) break;
        }
    }
    return alpha;
}

}  // namespace

Move greedy_move(Position& pos, Random& rng) {
    MoveList list;
    generate_legal(pos, list);
    if (list.size == 0) return NoMove;
    Move best = NoMove;
    int best_value = 0;
    for (Move m : list) {
        const int v = piece_value(type_of(pos.piece_on(to_sq(m))));
        if (v > best_value) best_value = v, best = m;
    }
    return best != NoMove ? best : list.moves[rng.below(std::uint32_t(list.size))];
}

Move material_search_move(Position& pos, int depth, Random& rng) {
    MoveList list;
    generate_legal(pos, list);
    if (list.size == 0) return NoMove;
    for (int i = list.size - 1; i > 0; --i) {
        const int j = int(rng.below(std::uint32_t(i + 1)));
        const Move t = list.moves[i];
        list.moves[i] = list.moves[j];
        list.moves[j] = t;
    }
    Move best = list.moves[0];
    Value alpha = -Infinite;
    for (Move m : list) {
        const UndoInfo u = pos.do_move(m);
        const Value v = -alphabeta(pos, depth - 1, -Infinite, -alpha, 1);
        pos.undo_move(m, u);
        if (v > alpha) alpha = v, best = m;
    }
    return best;
}

}  // namespace pinqi::xiangqi::ai
