#include "repetition.h"

#include "movegen.h"

namespace pinqi::xiangqi {
namespace {

bool can_chase(PieceType t) {
    // Generals and soldiers may attack a piece as often as they like.
    return t == Chariot || t == Horse || t == Cannon || t == Elephant || t == Advisor;
}

bool can_be_chased(Piece p, Square s) {
    const PieceType t = type_of(p);
    if (t == Soldier) return !on_own_side(color_of(p), s);
    return t != General && t != NoPieceType;
}

bool recapture_possible(Position& pos, Square s) {
    MoveList replies;
    generate_legal(pos, replies);
    for (Move r : replies)
        if (to_sq(r) == s) return true;
    return false;
}

// Enemy pieces the side to move could win: legally capturable by a chasing
// piece, and unprotected (or a chariot attacked by a horse or cannon).
SquareMask chase_targets(Position& pos) {
    SquareMask targets;
    MoveList moves;
    generate_legal(pos, moves);
    // An attack on a like piece that can strike back is an offer to exchange, not a chase.
    MoveList answers;
    pos.do_null_move();
    generate_legal(pos, answers);
    pos.undo_null_move();
    for (Move m : moves) {
        const Square from = from_sq(m), to = to_sq(m);
        const Piece attacker = pos.piece_on(from), victim = pos.piece_on(to);
        if (victim == NoPiece || !can_chase(type_of(attacker)) || !can_be_chased(victim, to))
            continue;
        if (type_of(attacker) == type_of(victim) && answers.contains(make_move(to, from))) continue;
        const bool always = type_of(victim) == Chariot &&
                            (type_of(attacker) == Horse || type_of(attacker) == Cannon);
        if (!always) {
            const UndoInfo u = pos.do_move(m);
            const bool protected_ = recapture_possible(pos, to);
            pos.undo_move(m, u);
            if (protected_) continue;
        }
        targets.add(to);
    }
    return targets;
}

}  // namespace

MoveConduct assess_move(Position& pos, Move m) {
    MoveConduct c;
    const SquareMask before = chase_targets(pos);
    const UndoInfo u = pos.do_move(m);
    c.check = pos.in_check();
    pos.do_null_move();
    c.chased = chase_targets(pos).without(before);
    pos.undo_null_move();
    pos.undo_move(m, u);
    return c;
}

RepetitionVerdict judge_repetition(const std::vector<CycleMove>& cycle) {
    bool violates[2] = {false, false};
    bool checks[2] = {false, false};
    for (Color side : {Red, Black}) {
        bool all_check = true, all_check_or_chase = true, any_move = false, any_chase = false;
        SquareMask victims;
        bool first_chase = true;
        for (const CycleMove& cm : cycle) {
            if (cm.mover != side) {
                // Follow a chased piece as it runs.
                if (victims.has(from_sq(cm.move))) {
                    victims.remove(from_sq(cm.move));
                    victims.add(to_sq(cm.move));
                }
                continue;
            }
            any_move = true;
            all_check = all_check && cm.conduct.check;
            if (cm.conduct.chased.empty()) {
                all_check_or_chase = all_check_or_chase && cm.conduct.check;
                continue;
            }
            // A move that chases and also checks still counts as a chase.
            victims = first_chase ? cm.conduct.chased : (victims & cm.conduct.chased);
            first_chase = false;
            any_chase = true;
        }
        checks[side] = any_move && all_check;
        violates[side] =
            checks[side] || (any_move && all_check_or_chase && any_chase && !victims.empty());
    }
    if (violates[Red] == violates[Black]) return {RepetitionOutcome::Draw, false};
    const Color loser = violates[Red] ? Red : Black;
    return {loser == Red ? RepetitionOutcome::RedLoses : RepetitionOutcome::BlackLoses,
            checks[loser]};
}

}  // namespace pinqi::xiangqi
