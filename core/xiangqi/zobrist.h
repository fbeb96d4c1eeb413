#pragma once
#include "types.h"

// Zobrist keys: one random number per (piece, square) plus one for Black to move.
namespace pinqi::xiangqi::zobrist {

struct Keys {
    Key piece_square[16][SquareCount];
    Key black_to_move;
};

const Keys& keys();

}  // namespace pinqi::xiangqi::zobrist
