#include "xiangqi/ai/movepick.h"

#include "xiangqi/ai/attacks.h"
#include "xiangqi/ai/captures.h"
#include "xiangqi/ai/evaluate.h"

namespace pinqi::xiangqi::ai {

void OrderingTables::reward(const Position& pos, Move m, int depth, int ply, Move previous) {
    if (killers[ply][0] != m) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = m;
    }
    int& h = history[pos.piece_on(from_sq(m))][to_sq(m)];
    h += depth * depth;
    if (h > (1 << 20)) age();
    if (previous != NoMove) counter[pos.piece_on(to_sq(previous))][to_sq(previous)] = m;
}

void OrderingTables::punish(const Position& pos, Move m, int depth) {
    int& h = history[pos.piece_on(from_sq(m))][to_sq(m)];
    h -= depth * depth / 2;
    if (h < -(1 << 20)) age();
}

void OrderingTables::age() {
    for (auto& row : history)
        for (int& h : row) h /= 4;
}

int capture_gain(const Position& pos, Move m) {
    const int victim = piece_value(type_of(pos.piece_on(to_sq(m))));
    const int attacker = piece_value(type_of(pos.piece_on(from_sq(m))));
    if (victim >= attacker) return victim - attacker / 16;
    const Color them = ~pos.side_to_move();
    const int defender = least_attacker_value(pos, to_sq(m), them);
    return defender ? victim - attacker : victim;
}

MovePicker::MovePicker(Position& pos, Move hash_move, const OrderingTables* tables, int ply,
                       Move previous, bool captures_only)
    : pos_(pos) {
    MoveList all;
    if (captures_only) {
        generate_captures(pos, all);
        legal_count_ = -1;
    } else {
        generate_legal(pos, all);
        legal_count_ = all.size;
    }
    Move counter = NoMove;
    if (tables && previous != NoMove)
        counter = tables->counter[pos.piece_on(to_sq(previous))][to_sq(previous)];
    for (Move m : all) {
        const Piece victim = pos.piece_on(to_sq(m));
        if (captures_only && victim == NoPiece) continue;
        int s;
        if (m == hash_move) {
            s = 1 << 30;
        } else if (victim != NoPiece) {
            const int gain = capture_gain(pos, m);
            // Good captures before killers, losing ones after every quiet move.
            s = gain >= 0
                    ? (1 << 28) + gain * 16 - piece_value(type_of(pos.piece_on(from_sq(m)))) / 64
                    : BadCaptureBase + gain;
        } else if (tables && m == tables->killers[ply][0]) {
            s = (1 << 27) + 2;
        } else if (tables && m == tables->killers[ply][1]) {
            s = (1 << 27) + 1;
        } else if (m == counter) {
            s = 1 << 27;
        } else {
            s = tables ? tables->history[pos.piece_on(from_sq(m))][to_sq(m)] : 0;
            if (s >= (1 << 26)) s = (1 << 26) - 1;
            if (s < -(1 << 22)) s = -(1 << 22);
        }
        scores_[list_.size] = s;
        list_.push(m);
    }
}

Move MovePicker::next() {
    if (index_ >= list_.size) return NoMove;
    int best = index_;
    for (int i = index_ + 1; i < list_.size; ++i)
        if (scores_[i] > scores_[best]) best = i;
    const Move m = list_.moves[best];
    last_score_ = scores_[best];
    list_.moves[best] = list_.moves[index_];
    scores_[best] = scores_[index_];
    list_.moves[index_] = m;
    scores_[index_] = last_score_;
    ++index_;
    return m;
}

}  // namespace pinqi::xiangqi::ai
