#include "repetition.h"

#include <utility>
#include <vector>

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

// For "a weaker piece attacking a stronger one wins it even when protected".
int chase_value(PieceType t) {
    switch (t) {
        case Chariot:
            return 3;
        case Horse:
        case Cannon:
            return 2;
        default:
            return 1;
    }
}

// The squares of `by`'s pieces that attack `target` by their move shape
// (whoever is to move), the general facing the other general included.
SquareMask attackers(Position& pos, Square target, Color by) {
    SquareMask out;
    const bool pass = pos.side_to_move() != by;
    if (pass) pos.do_null_move();
    MoveList list;
    generate_pseudo_legal(pos, list);
    if (pass) pos.undo_null_move();
    for (Move m : list)
        if (to_sq(m) == target) out.add(from_sq(m));
    const Square g = pos.general_square(by);
    if (g != NoSquare && target == pos.general_square(~by) && file_of(g) == file_of(target)) {
        const int step = target > g ? FileCount : -FileCount;
        Square s = g + step;
        while (s != target && pos.piece_on(s) == NoPiece) s += step;
        if (s == target) out.add(g);
    }
    return out;
}

// Is the move (of the side to move) playable without exposing its general to
// an attack it did not already stand in? A check already on the board is set
// aside: "could the piece be recaptured" must not depend on whose turn a check fell in.
bool exposes_nothing_new(Position& pos, Move m) {
    const Color us = pos.side_to_move();
    const SquareMask before = attackers(pos, pos.general_square(us), ~us);
    const UndoInfo u = pos.do_move(m);
    const SquareMask after = attackers(pos, pos.general_square(us), ~us);
    pos.undo_move(m, u);
    return after.without(before).empty();
}

// After `by` captured on `square`, could the other side take back there?
bool protected_after_capture(Position& pos, Color by, Square from, Square square) {
    const bool pass = pos.side_to_move() != by;
    if (pass) pos.do_null_move();
    const Move capture = make_move(from, square);
    const UndoInfo u = pos.do_move(capture);
    MoveList replies;
    generate_pseudo_legal(pos, replies);
    bool recaptured = false;
    for (Move r : replies)
        if (to_sq(r) == square && exposes_nothing_new(pos, r)) {
            recaptured = true;
            break;
        }
    pos.undo_move(capture, u);
    if (pass) pos.undo_null_move();
    return recaptured;
}

// Could the victim on `square` capture the attacker on `from` in return?
bool strikes_back(Position& pos, Square square, Square from) {
    const Color victim = color_of(pos.piece_on(square));
    const bool pass = pos.side_to_move() != victim;
    if (pass) pos.do_null_move();
    MoveList list;
    generate_pseudo_legal(pos, list);
    const Move back = make_move(square, from);
    const bool can = list.contains(back) && exposes_nothing_new(pos, back);
    if (pass) pos.undo_null_move();
    return can;
}

struct Attack {
    Square from;
    Square to;
    friend bool operator==(Attack, Attack) = default;
};

// The attacks of `by` that could win the attacked piece, in the rules' sense.
std::vector<Attack> winning_attacks(Position& pos, Color by) {
    const bool pass = pos.side_to_move() != by;
    if (pass) pos.do_null_move();
    MoveList list;
    generate_pseudo_legal(pos, list);
    if (pass) pos.undo_null_move();
    std::vector<Attack> out;
    for (Move m : list) {
        const Square from = from_sq(m), to = to_sq(m);
        const Piece attacker = pos.piece_on(from), victim = pos.piece_on(to);
        if (victim == NoPiece || !can_chase(type_of(attacker)) || !can_be_chased(victim, to))
            continue;
        const PieceType ta = type_of(attacker), tv = type_of(victim);
        if (chase_value(tv) <= chase_value(ta)) {
            // An attack on a like piece that can strike back is an offer to exchange.
            if (ta == tv && strikes_back(pos, to, from)) continue;
            if (protected_after_capture(pos, by, from, to)) continue;
        }
        out.push_back({from, to});
    }
    return out;
}

}  // namespace

MoveConduct assess_move(Position& pos, Move m) {
    MoveConduct c;
    const Color us = pos.side_to_move();
    const std::vector<Attack> before = winning_attacks(pos, us);
    const UndoInfo u = pos.do_move(m);
    c.check = pos.in_check();
    for (const Attack a : winning_attacks(pos, us)) {
        // The same attacker on the same piece before the move is no new chase.
        const Square origin = a.from == to_sq(m) ? from_sq(m) : a.from;
        bool old = false;
        for (const Attack b : before) old = old || b == Attack{origin, a.to};
        if (!old) c.chased.add(a.to);
    }
    pos.undo_move(m, u);
    return c;
}

RepetitionVerdict judge_repetition(const std::vector<CycleMove>& cycle) {
    bool checks[2] = {false, false};
    bool chases[2] = {false, false};
    for (Color side : {Red, Black}) {
        bool any_move = false, all_check = true, first = true;
        SquareMask victims;
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
            victims = first ? cm.conduct.chased : (victims & cm.conduct.chased);
            first = false;
        }
        checks[side] = any_move && all_check;
        chases[side] = any_move && !victims.empty();
    }
    // Perpetual check is judged first: it loses even against a perpetual chase.
    if (checks[Red] != checks[Black]) {
        return {checks[Red] ? RepetitionOutcome::RedLoses : RepetitionOutcome::BlackLoses, true};
    }
    if (!checks[Red] && chases[Red] != chases[Black]) {
        return {chases[Red] ? RepetitionOutcome::RedLoses : RepetitionOutcome::BlackLoses, false};
    }
    return {RepetitionOutcome::Draw, false};
}

}  // namespace pinqi::xiangqi
