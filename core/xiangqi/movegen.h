#pragma once
#include "position.h"
#include "types.h"

namespace pinqi::xiangqi {

struct MoveList {
    Move moves[MaxMoves];
    int size = 0;
    void push(Move m) { moves[size++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
};

// Builds the tables that move generation and the position's keys build on first use.
// A search calls it before it starts helper threads, so that no helper builds them
// (thread_pool.h: the threaded wasm flavour has no thread-safe statics).
void build_movegen_tables();

// Moves that obey each piece's shape and blockers, ignoring the general's safety.
void generate_pseudo_legal(const Position& pos, MoveList& list);

// Fully legal moves. Checkers, pins and cannon screens are computed once, so
// only general moves, pinned pieces and check evasions need a trial move.
void generate_legal(Position& pos, MoveList& list);

// The legal moves that capture nothing, in generate_legal's order.
void generate_legal_quiets(Position& pos, MoveList& list);
// The same, for a caller that knows whether the side to move is in check
// (`in_check` must equal pos.in_check()): one attack test fewer.
void generate_legal_quiets(Position& pos, MoveList& list, bool in_check);

// Drops the moves from `start` on that would leave the mover's general
// attacked, by generate_legal's test. The moves must be shape-legal moves of
// the side to move.
void keep_legal(Position& pos, MoveList& list, int start = 0);
// The same, with the check status known (`in_check` must equal pos.in_check()).
void keep_legal(Position& pos, MoveList& list, int start, bool in_check);

// The legal destinations of the piece on `from` (empty if it is not the mover's).
void legal_targets(Position& pos, Square from, MoveList& list);

bool is_legal(Position& pos, Move m);

// Ok for a legal move; otherwise code "illegal_move" and a reason a player understands.
Status explain_move(Position& pos, Square from, Square to);

}  // namespace pinqi::xiangqi
