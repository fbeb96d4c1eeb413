#include "xiangqi/puzzle/material.h"

#include <algorithm>

#include "xiangqi/ai/captures.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::puzzle {

int piece_value(PieceType t) {
    static constexpr int Values[8] = {0, 900, 400, 200, 200, 0, 450, 100};
    return Values[t];
}

int material_balance(const Position& pos, Color side) {
    int balance = 0;
    for (const Color c : {Red, Black}) {
        const std::uint8_t* squares = pos.piece_squares(c);
        for (int i = 0; i < pos.piece_count(c); ++i) {
            const int v = piece_value(type_of(pos.piece_on(squares[i])));
            balance += c == side ? v : -v;
        }
    }
    return balance;
}

namespace {

// Capture-only negamax from the side to move's view, with stand-pat.
int capture_search(Position& pos, int alpha, int beta, int depth) {
    const int stand = material_balance(pos, pos.side_to_move());
    if (stand >= beta || depth == 0) return stand;
    alpha = std::max(alpha, stand);
    MoveList captures;
    ai::generate_captures(pos, captures);
    for (const Move m : captures) {
        const UndoInfo u = pos.do_move(m);
        const int v = -capture_search(pos, -beta, -alpha, depth - 1);
        pos.undo_move(m, u);
        alpha = std::max(alpha, v);
        if (alpha >= beta) break;
    }
    return alpha;
}

}  // namespace

int settled_material(Position& pos, Color side) {
    const int v = capture_search(pos, -100000, 100000, 8);
    return pos.side_to_move() == side ? v : -v;
}

EngineView engine_view(const Position& pos, std::uint64_t nodes) {
    ai::Engine engine(1);
    ai::ThinkOptions options;
    options.nodes = nodes;
    options.terms.weights = ai::eval::WeightSet::Reference;
    const ai::SearchResult r = engine.think(pos, {}, options);
    return {r.best, r.score, r.pv};
}

}  // namespace pinqi::xiangqi::puzzle
