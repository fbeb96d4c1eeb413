#include "xiangqi/ai/see.h"

#include "xiangqi/ai/attacks.h"
#include "xiangqi/ai/evaluate.h"

namespace pinqi::xiangqi::ai {

bool see_ge(const Position& pos, Move m, int threshold) {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece* board = pos.board();
    int swap = piece_value(type_of(board[to])) - threshold;
    if (swap < 0) return false;
    swap = piece_value(type_of(board[from])) - swap;
    if (swap <= 0) return true;

    Piece b[SquareCount];
    for (int i = 0; i < SquareCount; ++i) b[i] = board[i];
    b[to] = b[from];
    b[from] = NoPiece;
    Color stm = color_of(board[from]);
    int res = 1;
    for (;;) {
        stm = ~stm;
        const Square a = least_attacker(b, to, stm);
        if (a == NoSquare) break;
        res ^= 1;
        const PieceType type = type_of(b[a]);
        if (type == General) {
            // The general may capture only if nothing recaptures.
            b[a] = NoPiece;
            return least_attacker(b, to, ~stm) != NoSquare ? res ^ 1 : res;
        }
        if ((swap = piece_value(type) - swap) < res) break;
        b[to] = b[a];
        b[a] = NoPiece;
    }
    return res != 0;
}

}  // namespace pinqi::xiangqi::ai
