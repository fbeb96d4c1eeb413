#pragma once
#include "gomoku/ai/position.h"

namespace pinqi::gomoku::ai {

// The opponent's strongest threat, which decides what the side to move may play.
enum class Duty : std::uint8_t {
    Free,           // no threat to answer: every candidate
    StopFourThree,  // the opponent can make a four-three next: its defences and our fours
    StopOpenFour,   // the opponent can make an open four next (an open three, or a
                    // double four): its defences and our fours
    BlockFive,      // the opponent has a four: its five-point only
};

// Empty cells of `set` that `s` may play (Renju: Black's forbidden points left out).
int legal_cells(const Position& pos, const CellSet& set, Stone s, int* out);

// The opponent's threat the side to move must answer (a five threat of its own excepted).
Duty duty_of(const Position& pos);

// The moves that answer `duty` (StopFourThree or StopOpenFour): every point that, once
// taken, leaves the opponent no such threat (each tried by making it), and every four of
// ours. Empty when nothing stops it. Forbidden points are left out.
int defence_moves(Position& pos, Duty duty, int* out);

// The candidate moves for `duty`, forbidden points included (the search skips them as it goes).
int candidate_moves(Position& pos, Duty duty, int* out);

// The ordering key of a move: what it makes for the mover, what it takes from the opponent.
int order_score(const Position& pos, int c, Stone us);

}  // namespace pinqi::gomoku::ai
