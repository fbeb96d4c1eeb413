#pragma once
#include <cstdint>

#include "xiangqi/ai/score.h"
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// What the search has learnt about quiet moves: killers per ply, a history
// score per (piece, destination) and the usual answer to each move.
struct OrderingTables {
    Move killers[MaxPly + 4][2] = {};
    int history[16][SquareCount] = {};
    Move counter[16][SquareCount] = {};

    void clear() { *this = OrderingTables{}; }
    void reward(const Position& pos, Move m, int depth, int ply, Move previous);
    void punish(const Position& pos, Move m, int depth);
    void age();
};

// Orders the legal moves of a node: the hash move, winning and even captures
// (most valuable victim, least valuable attacker), killers, the counter-move,
// then quiet moves by history, and losing captures last.
class MovePicker {
  public:
    // `captures_only` keeps captures (for quiescence when not in check).
    MovePicker(Position& pos, Move hash_move, const OrderingTables* tables, int ply, Move previous,
               bool captures_only);

    Move next();  // NoMove when exhausted
    int size() const { return list_.size; }
    int legal_count() const { return legal_count_; }  // -1 when only captures were generated
    bool is_quiet(Move m) const { return pos_.piece_on(to_sq(m)) == NoPiece; }
    // True for the capture just returned if the exchange looks losing.
    bool last_was_bad_capture() const { return last_score_ < -(1 << 23); }

    static constexpr int BadCaptureBase = -(1 << 25);

  private:
    Position& pos_;
    MoveList list_;
    int scores_[MaxMoves];
    int index_ = 0;
    int legal_count_ = 0;
    int last_score_ = 0;
};

// Static exchange estimate of a capture: victim minus attacker when the target is defended.
int capture_gain(const Position& pos, Move m);

}  // namespace pinqi::xiangqi::ai
