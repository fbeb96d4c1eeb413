#include "xiangqi/ai/movepick.h"

#include "xiangqi/ai/attacks.h"
#include "xiangqi/ai/captures.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/see.h"
#include "xiangqi/geometry.h"

namespace pinqi::xiangqi::ai {
namespace {

// Pieces strictly between two points of one rank or file, or -1 if they share neither.
int pieces_between(const Piece* board, Square a, Square b) {
    const int fa = file_of(a), ra = rank_of(a), fb = file_of(b), rb = rank_of(b);
    int step;
    if (fa == fb)
        step = rb > ra ? FileCount : -FileCount;
    else if (ra == rb)
        step = fb > fa ? 1 : -1;
    else
        return -1;
    int n = 0;
    for (Square s = a + step; s != b; s += step) n += board[s] != NoPiece;
    return n;
}

// Sorts the moves with a score of at least `limit` to the front, best first; the rest keep no
// order.
template <typename T>
void partial_insertion_sort(T* begin, T* end, int limit) {
    for (T *sorted_end = begin, *p = begin + 1; p < end; ++p)
        if (p->score >= limit) {
            T tmp = *p, *q;
            *p = *++sorted_end;
            for (q = sorted_end; q != begin && (q - 1)->score < tmp.score; --q) *q = *(q - 1);
            *q = tmp;
        }
}

}  // namespace

bool is_pseudo_legal(const Position& pos, Move m) {
    if (m == NoMove) return false;
    const Square from = from_sq(m), to = to_sq(m);
    if (from >= SquareCount || to >= SquareCount || from == to) return false;
    const Piece* board = pos.board();
    const Piece p = board[from], target = board[to];
    const Color us = pos.side_to_move();
    if (p == NoPiece || color_of(p) != us) return false;
    if (target != NoPiece && color_of(target) == us) return false;
    const auto& t = geometry::tables();
    switch (type_of(p)) {
        case Chariot:
            return pieces_between(board, from, to) == 0;
        case Cannon:
            return pieces_between(board, from, to) == (target == NoPiece ? 0 : 1);
        case Horse:
            for (int i = 0; i < t.horse_move_count[from]; ++i)
                if (t.horse_moves[from][i].to == to)
                    return board[t.horse_moves[from][i].block] == NoPiece;
            return false;
        case Elephant:
            for (int i = 0; i < t.elephant_move_count[us][from]; ++i)
                if (t.elephant_moves[us][from][i].to == to)
                    return board[t.elephant_moves[us][from][i].block] == NoPiece;
            return false;
        case Advisor:
            for (int i = 0; i < t.advisor_move_count[us][from]; ++i)
                if (t.advisor_moves[us][from][i] == to) return true;
            return false;
        case General:
            for (int i = 0; i < t.general_move_count[us][from]; ++i)
                if (t.general_moves[us][from][i] == to) return true;
            return false;
        case Soldier:
            for (int i = 0; i < t.soldier_move_count[us][from]; ++i)
                if (t.soldier_moves[us][from][i] == to) return true;
            return false;
        default:
            return false;
    }
}

MovePicker::MovePicker(Position& pos, bool in_check, Move tt_move, int depth,
                       const Histories& histories, const PieceToHistory* const* continuation,
                       const Move* killers, Move counter)
    : pos_(pos), histories_(histories), continuation_(continuation), depth_(depth) {
    tt_move_ = is_pseudo_legal(pos, tt_move) && pos.is_safe(tt_move) ? tt_move : NoMove;
    stage_ = in_check ? EvasionTT : MainTT;
    if (tt_move_ == NoMove) stage_ = Stage(stage_ + 1);
    refutations_[0] = killers[0];
    refutations_[1] = killers[1];
    refutations_[2] = counter;
}

MovePicker::MovePicker(Position& pos, bool in_check, Move tt_move, const Histories& histories,
                       const PieceToHistory* const* continuation, bool checks)
    : pos_(pos), histories_(histories), continuation_(continuation), checks_(checks) {
    // Out of check the table move is taken only if it captures (or checks, when checks are
    // searched).
    const bool usable = is_pseudo_legal(pos, tt_move) &&
                        (in_check || checks || pos.piece_on(to_sq(tt_move)) != NoPiece) &&
                        pos.is_safe(tt_move);
    tt_move_ = usable ? tt_move : NoMove;
    stage_ = in_check ? EvasionTT : QsTT;
    if (tt_move_ == NoMove) stage_ = Stage(stage_ + 1);
}

MovePicker::MovePicker(Position& pos, Move tt_move, int threshold, const Histories& histories)
    : pos_(pos), histories_(histories), threshold_(threshold) {
    const bool usable = is_pseudo_legal(pos, tt_move) && pos.piece_on(to_sq(tt_move)) != NoPiece &&
                        see_ge(pos, tt_move, threshold) && pos.is_safe(tt_move);
    tt_move_ = usable ? tt_move : NoMove;
    stage_ = tt_move_ != NoMove ? ProbcutTT : ProbcutInit;
}

// The legal captures at the front of the list, scored by victim and capture history.
void MovePicker::generate_scored_captures() {
    MoveList list;
    generate_captures(pos_, list, false);  // the evasion stages serve checks
    Scored* c = moves_;
    for (Move m : list) (c++)->move = m;
    end_captures_ = c;
    score_captures(moves_, end_captures_);
}

// A killer or counter-move, from another position: is it a legal quiet move here?
bool MovePicker::legal_quiet(Move m) const {
    if (!is_pseudo_legal(pos_, m) || pos_.piece_on(to_sq(m)) != NoPiece) return false;
    return pos_.general_square(pos_.side_to_move()) == NoSquare || pos_.is_safe(m);
}

void MovePicker::score_captures(Scored* begin, Scored* end) {
    for (Scored* s = begin; s != end; ++s) {
        const Piece moved = pos_.piece_on(from_sq(s->move));
        const PieceType victim = type_of(pos_.piece_on(to_sq(s->move)));
        s->score =
            6 * piece_value(victim) + histories_.capture.entry[moved][to_sq(s->move)][victim] / 4;
    }
}

void MovePicker::score_quiets(Scored* begin, Scored* end) {
    const Color us = pos_.side_to_move();
    for (Scored* s = begin; s != end; ++s) {
        const Square from = from_sq(s->move), to = to_sq(s->move);
        const Piece p = pos_.piece_on(from);
        s->score = 2 * histories_.main.entry[us][from][to] + 2 * continuation_[0]->entry[p][to] +
                   continuation_[1]->entry[p][to] + continuation_[3]->entry[p][to];
    }
}

Move MovePicker::pick_best(Scored*& cur, Scored* end) {
    Scored* best = cur;
    for (Scored* s = cur + 1; s < end; ++s)
        if (s->score > best->score) best = s;
    const Scored tmp = *best;
    *best = *cur;
    *cur = tmp;
    return (cur++)->move;
}

bool MovePicker::is_refutation(Move m) const {
    return m == refutations_[0] || m == refutations_[1] || m == refutations_[2];
}

Move MovePicker::next(bool skip_quiets) {
    for (;;) {
        switch (stage_) {
            case MainTT:
            case EvasionTT:
            case QsTT:
            case ProbcutTT:
                stage_ = Stage(stage_ + 1);
                return tt_move_;

            case CaptureInit: {
                // Only the captures: a cutoff by one of them or by a killer needs no quiet moves.
                generate_scored_captures();
                cur_ = end_bad_ = moves_;
                stage_ = GoodCapture;
                break;
            }

            case GoodCapture:
                while (cur_ < end_captures_) {
                    const Move m = pick_best(cur_, end_captures_);
                    if (m == tt_move_) continue;
                    if (see_ge(pos_, m, -(cur_ - 1)->score / 20)) return m;
                    *end_bad_++ = *(cur_ - 1);  // a losing capture: after the quiet moves
                }
                stage_ = Killer0;
                break;

            case Killer0:
            case Killer1:
            case Counter: {
                const Move m = refutations_[stage_ - Killer0];
                stage_ = Stage(stage_ + 1);
                if (m == NoMove || m == tt_move_ || !legal_quiet(m)) break;
                // The counter-move may equal a killer.
                if (stage_ == QuietInit && (m == refutations_[0] || m == refutations_[1])) break;
                return m;
            }

            case QuietInit: {
                Scored* q = end_captures_;
                if (!skip_quiets) {  // once skipped, quiets stay skipped at this node
                    MoveList list;
                    generate_legal_quiets(pos_, list, false);
                    for (Move m : list) (q++)->move = m;
                }
                end_quiets_ = q;
                if (!skip_quiets) {
                    score_quiets(end_captures_, end_quiets_);
                    partial_insertion_sort(end_captures_, end_quiets_, -3000 * depth_);
                }
                cur_ = end_captures_;
                stage_ = Quiet;
                break;
            }

            case Quiet:
                while (!skip_quiets && cur_ < end_quiets_) {
                    const Move m = (cur_++)->move;
                    if (m != tt_move_ && !is_refutation(m)) return m;
                }
                stage_ = BadCapture;
                cur_ = moves_;
                break;

            case BadCapture:
                // The losing captures were kept at the front, best first.
                while (cur_ < end_bad_) {
                    const Move m = (cur_++)->move;
                    if (m != tt_move_) return m;
                }
                stage_ = Done;
                break;

            case EvasionInit: {
                MoveList list;
                generate_legal(pos_, list);
                Scored* e = moves_;
                const Color us = pos_.side_to_move();
                for (Move m : list) {
                    e->move = m;
                    const Piece victim = pos_.piece_on(to_sq(m));
                    const Piece p = pos_.piece_on(from_sq(m));
                    if (victim != NoPiece)
                        e->score = (1 << 28) + piece_value(type_of(victim)) * 8 -
                                   piece_value(type_of(p)) / 16;
                    else
                        e->score = histories_.main.entry[us][from_sq(m)][to_sq(m)] +
                                   continuation_[0]->entry[p][to_sq(m)];
                    ++e;
                }
                end_quiets_ = e;
                cur_ = moves_;
                stage_ = Evasion;
                break;
            }

            case Evasion:
                while (cur_ < end_quiets_) {
                    const Move m = pick_best(cur_, end_quiets_);
                    if (m != tt_move_) return m;
                }
                stage_ = Done;
                break;

            case QsCaptureInit: {
                generate_scored_captures();
                cur_ = moves_;
                stage_ = QsCapture;
                break;
            }

            case QsCapture:
                while (cur_ < end_captures_) {
                    const Move m = pick_best(cur_, end_captures_);
                    if (m != tt_move_) return m;
                }
                stage_ = checks_ ? QsCheckInit : Done;
                break;

            case QsCheckInit: {
                MoveList list;
                generate_legal_quiets(pos_, list, false);
                Scored* q = moves_;
                for (Move m : list)
                    if (m != tt_move_ && gives_check(pos_, m)) (q++)->move = m;
                end_quiets_ = q;
                cur_ = moves_;
                stage_ = QsCheck;
                break;
            }

            case QsCheck:
                if (cur_ < end_quiets_) return (cur_++)->move;
                stage_ = Done;
                break;

            case ProbcutInit: {
                generate_scored_captures();
                cur_ = moves_;
                stage_ = Probcut;
                break;
            }

            case Probcut:
                while (cur_ < end_captures_) {
                    const Move m = pick_best(cur_, end_captures_);
                    if (m != tt_move_ && see_ge(pos_, m, threshold_)) return m;
                }
                stage_ = Done;
                break;

            case Done:
                return NoMove;
        }
    }
}

}  // namespace pinqi::xiangqi::ai
