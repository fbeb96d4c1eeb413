#include "xiangqi/ai/search.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "common/cold.h"
#include "common/line_depth.h"
#include "common/stable_sort.h"
#include "common/stop_poll.h"
#include "xiangqi/ai/attacks.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/movepick.h"
#include "xiangqi/ai/see.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {
namespace {

// A pass in the search stack; never a real move (from == to).
constexpr Move NullMove = make_move(1, 1);
constexpr Value ValueNone = Infinite + 1;
// How many stack entries lie before the root, for the continuation histories' look-back.
constexpr int StackLookBack = 7;

bool real_move(Move m) {
    return m != NoMove && m != NullMove;
}

// Pieces that can make progress alone; without them a pass may really be best.
bool has_attackers(const Position& pos) {
    const Color us = pos.side_to_move();
    const std::uint8_t* squares = pos.piece_squares(us);
    int chariots = 0, minors = 0;
    for (int i = 0, n = pos.piece_count(us); i < n; ++i) {
        const PieceType t = type_of(pos.piece_on(squares[i]));
        chariots += t == Chariot;
        minors += t == Horse || t == Cannon;
    }
    return chariots >= 1 ? chariots + minors >= 2 : minors >= 2;
}

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

int stat_bonus(int depth) {
    return std::min((6 * depth + 140) * depth - 170, 1600);
}

Value futility_margin(int depth, bool improving) {
    return 80 * (depth - improving);
}

int futility_move_count(bool improving, int depth) {
    return (3 + depth * depth) / (2 - improving);
}

}  // namespace

PINQI_COLD SearchWorker::SearchWorker(SharedSearch& shared, int index)
    : shared_(shared), tt_(*shared.tt), index_(index), histories_(std::make_unique<Histories>()) {
    histories_->clear();
    reductions_[0] = 0;
    for (int i = 1; i <= MaxMoves; ++i) reductions_[i] = int(20.8 * std::log(double(i)));
}

PINQI_COLD void SearchWorker::clear() {
    histories_->clear();
    clear_eval_cache();
}

int SearchWorker::elapsed_ms() const {
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - start_)
                   .count());
}

// Polled at every node. One thread counts its own nodes exactly, so a node
// budget gives the same search every time; several sum their counts every 64
// nodes. Each thread reads the shared stop word every 64 nodes; the main thread
// looks at the caller's stop flag and the clock every 512 and raises it.
bool SearchWorker::out_of_budget() {
    if (stopped_) return true;
    if (!may_stop_) return false;
    const std::uint64_t n = own_nodes_;
    const bool alone = shared_.workers->size() == 1;
    if (limits_.nodes && alone && n >= limits_.nodes) return stopped_ = true;
    if ((n & 63) == 0) {
        if (shared_.abort.load(std::memory_order_relaxed)) return stopped_ = true;
        if (limits_.nodes && !alone && shared_.total_nodes() >= limits_.nodes) {
            shared_.abort.store(true, std::memory_order_relaxed);
            return stopped_ = true;
        }
        if (index_ == 0 && (n & 511) == 0 &&
            (pinqi::stop_requested(limits_.stop) ||
             (limits_.time_ms && elapsed_ms() >= limits_.time_ms))) {
            shared_.abort.store(true, std::memory_order_relaxed);
            return stopped_ = true;
        }
    }
    return false;
}

void SearchWorker::do_move(Stack* ss, Move m, bool capture, bool check) {
    const Piece p = pos_.piece_on(from_sq(m));
    (ss + 1)->in_check = check;  // the child's own test, already made by the caller
    ss->current_move = m;
    ss->continuation = &histories_->continuation.table[capture][p][to_sq(m)];
    PathEntry& e = path_[path_size_++];
    e.key_before = pos_.key();
    e.move = m;
    e.mover = pos_.side_to_move();
    e.capture = capture;
    e.null_move = false;
    e.conduct_known = false;
    e.undo = pos_.do_move(m);
    tt_.prefetch(pos_.key());
    if (nnue::NetworkAvailable && nnue_) [[unlikely]]
        nnue_->push(pos_, m, e.undo.captured);
}

void SearchWorker::undo_move() {
    if (nnue::NetworkAvailable && nnue_) [[unlikely]]
        nnue_->pop();
    const PathEntry& e = path_[--path_size_];
    pos_.undo_move(e.move, e.undo);
}

// Has the current position occurred before with no capture since? If so the
// cycle is judged as the rules would judge it, from the side to move's view.
bool SearchWorker::repetition(int ply, Value& value) {
    const int n = path_size_;
    const int reach = std::min(pos_.plies_since_capture(), n);
    const Key key = pos_.key();
    int first = -1;
    for (int i = n - 1; i >= n - reach; --i) {
        if (path_[i].null_move || path_[i].capture) break;
        if ((n - i) % 2 == 0 && path_[i].key_before == key) {
            first = i;
            break;
        }
    }
    if (first < 0) return false;
    // Replay the cycle on a copy to learn what each move did (check, chase).
    Position p = pos_;
    for (int i = n - 1; i >= first; --i) p.undo_move(path_[i].move, path_[i].undo);
    std::vector<CycleMove> cycle;
    cycle.reserve(n - first);
    for (int i = first; i < n; ++i) {
        PathEntry& e = path_[i];
        if (!e.conduct_known) {
            e.conduct = assess_move(p, e.move);
            e.conduct_known = true;
        }
        cycle.push_back({e.mover, e.move, e.conduct});
        p.do_move(e.move);
    }
    const RepetitionVerdict v = judge_repetition(cycle);
    if (v.outcome == RepetitionOutcome::Draw) {
        value = Draw;
    } else {
        const Color loser = v.outcome == RepetitionOutcome::RedLoses ? Red : Black;
        value = loser == pos_.side_to_move() ? -rule_win_in(ply) : rule_win_in(ply);
    }
    return true;
}

void SearchWorker::update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_length_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
}

void SearchWorker::update_continuation(Stack* ss, Piece p, Square to, int bonus) {
    for (int i : {1, 2, 4, 6}) {
        if (ss->in_check && i > 2) break;
        if (real_move((ss - i)->current_move)) (ss - i)->continuation->entry[p][to].update(bonus);
    }
}

void SearchWorker::update_quiet_stats(Stack* ss, Move m, int bonus) {
    if (ss->killers[0] != m) {
        ss->killers[1] = ss->killers[0];
        ss->killers[0] = m;
    }
    const Color us = pos_.side_to_move();
    const Piece p = pos_.piece_on(from_sq(m));
    histories_->main.entry[us][from_sq(m)][to_sq(m)].update(bonus);
    update_continuation(ss, p, to_sq(m), bonus);
    const Move previous = (ss - 1)->current_move;
    if (real_move(previous)) {
        const Square prev_sq = to_sq(previous);
        histories_->counter[pos_.piece_on(prev_sq)][prev_sq] = m;
    }
}

void SearchWorker::update_all_stats(Stack* ss, Move best, Value best_value, Value beta,
                                    const Move* quiets, int quiet_count, const Move* captures,
                                    int capture_count, int depth) {
    const Color us = pos_.side_to_move();
    const int bonus_big = stat_bonus(depth + 1);
    const int bonus = best_value > beta + 100 ? bonus_big : stat_bonus(depth);
    const Piece moved = pos_.piece_on(from_sq(best));
    const Piece captured = pos_.piece_on(to_sq(best));
    if (captured == NoPiece) {
        update_quiet_stats(ss, best, bonus);
        for (int i = 0; i < quiet_count; ++i) {
            histories_->main.entry[us][from_sq(quiets[i])][to_sq(quiets[i])].update(-bonus);
            update_continuation(ss, pos_.piece_on(from_sq(quiets[i])), to_sq(quiets[i]), -bonus);
        }
    } else {
        histories_->capture.entry[moved][to_sq(best)][type_of(captured)].update(bonus_big);
    }
    // The previous quiet move, refuted early here, was a poor choice.
    const Stack* prev = ss - 1;
    if (real_move(prev->current_move) && prev->move_count == 1 + prev->tt_hit &&
        path_[path_size_ - 1].capture == false && !path_[path_size_ - 1].null_move) {
        const Square prev_sq = to_sq(prev->current_move);
        update_continuation(ss - 1, pos_.piece_on(prev_sq), prev_sq, -bonus_big);
    }
    for (int i = 0; i < capture_count; ++i) {
        const Move m = captures[i];
        histories_->capture
            .entry[pos_.piece_on(from_sq(m))][to_sq(m)][type_of(pos_.piece_on(to_sq(m)))]
            .update(-bonus_big);
    }
}

template <bool Pv>
Value SearchWorker::qsearch(Stack* ss, Value alpha, Value beta, int depth) {
    const int ply = ss->ply;
    if (Pv) pv_length_[ply] = ply;
    if (stopped_) return 0;  // a stopped search counts no more nodes
    count_node();
    if (out_of_budget()) return 0;
    if (Pv && ply > seldepth_) seldepth_ = ply;
    Value rep;
    if (repetition(ply, rep)) return rep;
    const bool in_check = ss->in_check;  // set by the parent's do_move (or the root's driver)
    assert(in_check == pos_.in_check());
    if (ply >= MaxPly) return in_check ? Draw : evaluate_here();

    const Key key = pos_.key();
    TTEntry entry;
    const bool tt_hit = tt_.probe(key, entry);
    const Value tt_value = tt_hit ? value_from_tt(entry.value, ply) : ValueNone;
    const Move tt_move = tt_hit ? entry.move : NoMove;
    const bool pv_hit = tt_hit && entry.is_pv();
    const int tt_depth = in_check || depth >= 0 ? 0 : -1;
    if (!Pv && tt_hit && entry.depth >= tt_depth &&
        (entry.bound() & (tt_value >= beta ? BoundLower : BoundUpper)))
        return tt_value;

    Value best, futility_base;
    const Value old_alpha = alpha;
    if (in_check) {
        ss->static_eval = ValueNone;
        best = futility_base = -Infinite;
    } else {
        if (tt_hit && entry.eval != ValueNone) {
            ss->static_eval = best = entry.eval;
            if (tt_value != ValueNone &&
                (entry.bound() & (tt_value > best ? BoundLower : BoundUpper)))
                best = tt_value;
        } else {
            ss->static_eval = best = evaluate_here();
        }
        if (best >= beta) {
            if (!tt_hit)
                tt_.store(key, NoMove, value_to_tt(best, ply), ss->static_eval, tt_depth,
                          BoundLower, false);
            return best;
        }
        if (best > alpha) alpha = best;
        futility_base = best + 90;
    }

    const PieceToHistory* continuation[] = {(ss - 1)->continuation, (ss - 2)->continuation, nullptr,
                                            (ss - 4)->continuation};
    const bool checks = options_.features.qsearch_checks && depth >= 0 && !in_check;
    MovePicker picker(pos_, in_check, tt_move, *histories_, continuation, checks);
    Move best_move = NoMove;
    int move_count = 0;
    for (Move m = picker.next(); m != NoMove; m = picker.next()) {
        const Piece victim = pos_.piece_on(to_sq(m));
        ++move_count;
        prefetch_after(m);  // while the pruning tests run
        // Whether the move checks, found out only when a pruning rule or the move itself
        // needs it.
        int check = -1;
        const auto checks = [&] {
            if (check < 0) check = gives_check(pos_, m);
            return check == 1;
        };
        if (best > -DecisiveBound && !in_check) {
            bool wins = false;  // the exchange gains: it passes the test below as well
            const Value futility_value = futility_base + piece_value(type_of(victim));
            const bool futile = victim != NoPiece && futility_value <= alpha;
            if (futility_base > -DecisiveBound && (futile || futility_base <= alpha) && !checks()) {
                if (futile) {
                    best = std::max(best, futility_value);
                    continue;
                }
                if (!see_ge(pos_, m, 1)) {
                    best = std::max(best, futility_base);
                    continue;
                }
                wins = true;
            }
            if (!wins && !see_ge(pos_, m, -60)) continue;
        }
        do_move(ss, m, victim != NoPiece, checks());
        const Value v = -qsearch<Pv>(ss + 1, -beta, -alpha, depth - 1);
        undo_move();
        if (stopped_) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (Pv) update_pv(ply, m);
                if (v >= beta) break;
                alpha = v;
            }
        }
    }
    if (in_check && best == -Infinite) return mated_in(ply);
    // No legal move loses, in check or not. With captures only, a side with few
    // pieces may also be stalemated; with many that never happens in practice.
    if (!in_check && move_count == 0 && pos_.piece_count(pos_.side_to_move()) <= 7) {
        MoveList any;
        generate_legal(pos_, any);
        if (any.size == 0) return mated_in(ply);
    }
    const Bound bound = best >= beta             ? BoundLower
                        : Pv && best > old_alpha ? BoundExact
                                                 : BoundUpper;
    tt_.store(key, best_move, value_to_tt(best, ply), ss->static_eval, tt_depth, bound, pv_hit);
    return best;
}

template <bool Pv>
Value SearchWorker::search(Stack* ss, Value alpha, Value beta, int depth, bool cut_node) {
    const int ply = ss->ply;
    const bool root = ply == 0;
    if (depth <= 0) return qsearch<Pv>(ss, alpha, beta, 0);
    if (Pv) pv_length_[ply] = ply;
    if (stopped_) return 0;  // a stopped search counts no more nodes
    count_node();
    if (out_of_budget()) return 0;
    if (Pv && ply > seldepth_) seldepth_ = ply;

    const bool in_check = ss->in_check;  // set by the parent's do_move (or the root's driver)
    assert(in_check == pos_.in_check());
    ss->move_count = 0;
    (ss + 1)->excluded_move = NoMove;
    (ss + 2)->killers[0] = (ss + 2)->killers[1] = NoMove;
    (ss + 2)->cutoff_count = 0;
    const Move excluded = ss->excluded_move;
    if (!root) {
        Value rep;
        if (repetition(ply, rep)) return rep;
        if (pos_.plies_since_capture() >= 120) return Draw;
        if (ply >= MaxPly) return in_check ? Draw : evaluate_here();
        // No line from here can beat a mate already found nearer the root.
        alpha = std::max(alpha, mated_in(ply));
        beta = std::min(beta, mate_in(ply + 1));
        if (alpha >= beta) return alpha;
    }

    const Key key = pos_.key();
    TTEntry entry;
    const bool tt_hit = excluded == NoMove && tt_.probe(key, entry);
    if (excluded == NoMove) ss->tt_hit = tt_hit;
    const Value tt_value = tt_hit ? value_from_tt(entry.value, ply) : ValueNone;
    const Move tt_move = root ? root_moves_[pv_index_].move : tt_hit ? entry.move : NoMove;
    const bool tt_capture = tt_move != NoMove && pos_.piece_on(to_sq(tt_move)) != NoPiece;
    if (excluded == NoMove) ss->tt_pv = Pv || (tt_hit && entry.is_pv());

    if (!Pv && tt_hit && entry.depth >= depth && tt_value != ValueNone &&
        (entry.bound() & (tt_value >= beta ? BoundLower : BoundUpper))) {
        // A quiet table move that cuts off is a good move here too.
        if (tt_move != NoMove && tt_value >= beta && !tt_capture &&
            is_pseudo_legal(pos_, tt_move)) {
            update_quiet_stats(ss, tt_move, stat_bonus(depth));
        }
        return tt_value;
    }

    Value eval;
    bool improving = false;
    const bool features = options_.features.futility;
    if (in_check) {
        ss->static_eval = eval = ValueNone;
    } else {
        if (excluded != NoMove) {
            eval = ss->static_eval;  // the same node, searched once already
        } else if (tt_hit && entry.eval != ValueNone) {
            ss->static_eval = eval = entry.eval;
        } else {
            ss->static_eval = eval = evaluate_here();
        }
        // The table's bound can be a better guess than the static evaluation.
        if (tt_hit && tt_value != ValueNone &&
            (entry.bound() & (tt_value > eval ? BoundLower : BoundUpper)))
            eval = tt_value;
        const Value two_back = (ss - 2)->static_eval;
        const Value four_back = (ss - 4)->static_eval;
        improving = two_back != ValueNone    ? ss->static_eval > two_back
                    : four_back != ValueNone ? ss->static_eval > four_back
                                             : true;
    }

    if (!Pv && !in_check && excluded == NoMove) {
        // Razoring: hopeless even with a good capture; ask quiescence to confirm.
        if (features && depth <= 3 && eval < alpha - 400 - 250 * depth * depth) {
            const Value v = qsearch<false>(ss, alpha - 1, alpha, 0);
            if (v < alpha) return v;
        }
        // Reverse futility: so far above beta that a shallow search will not bring it back.
        if (features && !ss->tt_pv && depth < 8 &&
            eval - futility_margin(depth, improving) >= beta && eval < DecisiveBound)
            return eval;
        // Null move: if passing still holds beta, a real move surely does.
        if (options_.features.null_move && (ss - 1)->current_move != NullMove && eval >= beta &&
            ss->static_eval >= beta - 20 * depth + 150 && ply >= nmp_min_ply_ &&
            has_attackers(pos_) && !is_decisive(beta)) {
            const int r = std::min((eval - beta) / 180, 4) + depth / 3 + 3;
            ss->current_move = NullMove;
            ss->continuation = &histories_->continuation.table[0][0][0];
            PathEntry& e = path_[path_size_++];
            e.key_before = key;
            e.move = NoMove;
            e.null_move = true;
            e.capture = false;
            e.mover = pos_.side_to_move();
            pos_.do_null_move();
            (ss + 1)->in_check = false;  // a pass is never made in check, nor gives one
            Value v = -search<false>(ss + 1, -beta, -beta + 1, depth - r, !cut_node);
            pos_.undo_null_move();
            --path_size_;
            if (stopped_) return 0;
            if (v >= beta) {
                if (v >= DecisiveBound) v = beta;
                if (nmp_min_ply_ || depth < 12) return v;
                // Deep down, verify with the side to move searching normally, with no pass
                // for the next plies, in case of zugzwang.
                nmp_min_ply_ = ply + 3 * (depth - r) / 4;
                const Value verified = search<false>(ss, beta - 1, beta, depth - r, false);
                nmp_min_ply_ = 0;
                if (verified >= beta) return v;
            }
        }
    }

    // Without a table move, a PV or expected-cut node is searched shallower first.
    if (Pv && tt_move == NoMove && depth >= 3) depth -= 2;
    if (depth <= 0) return qsearch<Pv>(ss, alpha, beta, 0);
    if (cut_node && depth >= 7 && tt_move == NoMove) depth -= 1;

    // Probcut: a good capture whose reduced search beats beta by a margin probably cuts.
    const Value probcut_beta = beta + 200 - 50 * improving;
    if (options_.features.probcut && !Pv && !in_check && excluded == NoMove && depth > 4 &&
        !is_decisive(beta) &&
        !(tt_hit && entry.depth >= depth - 3 && tt_value != ValueNone && tt_value < probcut_beta)) {
        MovePicker picker(pos_, tt_move, probcut_beta - ss->static_eval, *histories_);
        for (Move m = picker.next(); m != NoMove; m = picker.next()) {
            if (m == excluded) continue;
            ss->in_check = in_check;
            do_move(ss, m, true, gives_check(pos_, m));
            Value v = -qsearch<false>(ss + 1, -probcut_beta, -probcut_beta + 1, 0);
            if (v >= probcut_beta)
                v = -search<false>(ss + 1, -probcut_beta, -probcut_beta + 1, depth - 4, !cut_node);
            undo_move();
            if (stopped_) return 0;
            if (v >= probcut_beta) {
                tt_.store(key, m, value_to_tt(v, ply), ss->static_eval, depth - 3, BoundLower,
                          ss->tt_pv);
                return v;
            }
        }
    }

    const PieceToHistory* continuation[] = {(ss - 1)->continuation, (ss - 2)->continuation, nullptr,
                                            (ss - 4)->continuation};
    Move counter = NoMove;
    if (real_move((ss - 1)->current_move)) {
        const Square prev_sq = to_sq((ss - 1)->current_move);
        counter = histories_->counter[pos_.piece_on(prev_sq)][prev_sq];
    }
    MovePicker picker(pos_, in_check, tt_move, depth, *histories_, continuation, ss->killers,
                      counter);

    Value best = -Infinite;
    Move best_move = NoMove;
    Move quiets[64], captures[32];
    int quiet_count = 0, capture_count = 0, move_count = 0;
    bool move_count_pruning = false;
    const Color us = pos_.side_to_move();
    const bool lmr = options_.features.late_move_reductions;
    const bool may_prune = features && !root && has_attackers(pos_);
    for (Move m = picker.next(move_count_pruning); m != NoMove;
         m = picker.next(move_count_pruning)) {
        if (m == excluded) continue;
        // At the root, only the moves asked for (searchmoves, multi-PV's remaining moves).
        if (root && !is_root_move(m)) continue;
        ss->move_count = ++move_count;
        prefetch_after(m);  // while the pruning tests run
        const Square from = from_sq(m), to = to_sq(m);
        const Piece moved = pos_.piece_on(from);
        const Piece victim = pos_.piece_on(to);
        const bool capture = victim != NoPiece;
        const bool check = gives_check(pos_, m);
        int new_depth = depth - 1;
        const int delta = beta - alpha;
        int r =
            reductions_[std::min(depth, MaxMoves)] * reductions_[std::min(move_count, MaxMoves)];
        r = (r + 1400 - delta * 800 / std::max(root_delta_, 1)) / 1000 + (!improving && r > 900);

        // Shallow pruning of moves that will not matter.
        // Not when only a win reaches alpha: a quiet move may win by stalemate.
        if (may_prune && best > -DecisiveBound && alpha < DecisiveBound) {
            move_count_pruning = move_count >= futility_move_count(improving, depth);
            int lmr_depth = std::max(new_depth - r, 0);
            if (capture || check) {
                if (!check && !Pv && lmr_depth < 6 && !in_check &&
                    ss->static_eval + 180 + 200 * lmr_depth + piece_value(type_of(victim)) +
                            histories_->capture.entry[moved][to][type_of(victim)] / 8 <
                        alpha)
                    continue;
                if (!see_ge(pos_, m, -180 * depth)) continue;
            } else {
                int history = continuation[0]->entry[moved][to] +
                              continuation[1]->entry[moved][to] + continuation[3]->entry[moved][to];
                if (lmr_depth < 5 && history < -4000 * (depth - 1)) continue;
                history += 2 * histories_->main.entry[us][from][to];
                lmr_depth += history / 7000;
                lmr_depth = std::max(lmr_depth, 0);
                if (!in_check && lmr_depth < 12 &&
                    ss->static_eval + 100 + 120 * lmr_depth + history / 60 <= alpha)
                    continue;
                if (!see_ge(pos_, m, -20 * lmr_depth * lmr_depth - 15 * lmr_depth)) continue;
            }
        }

        // Extensions.
        int extension = 0;
        if (ply < 2 * root_depth_) {
            if (options_.features.singular && !root && m == tt_move && excluded == NoMove &&
                depth >= 6 + 2 * (Pv && entry.is_pv()) && tt_hit && tt_value != ValueNone &&
                !is_decisive(tt_value) && (entry.bound() & BoundLower) &&
                entry.depth >= depth - 3) {
                const Value singular_beta = tt_value - 3 * depth;
                ss->excluded_move = m;
                const Value v =
                    search<false>(ss, singular_beta - 1, singular_beta, (depth - 1) / 2, cut_node);
                ss->excluded_move = NoMove;
                if (stopped_) return 0;
                if (v < singular_beta) {
                    extension = 1;
                    if (!Pv && v < singular_beta - 25) extension = 2;
                } else if (singular_beta >= beta) {
                    // Multi-cut: even without the table move this node fails high.
                    return singular_beta;
                } else if (tt_value >= beta) {
                    extension = -2;
                } else if (cut_node) {
                    extension = -1;
                }
            } else if (check && options_.features.check_extension &&
                       (Pv || depth <= 4 || see_ge(pos_, m, 0))) {
                extension = 1;
            }
        }
        new_depth += extension;

        ss->in_check = in_check;
        do_move(ss, m, capture, check);
        const bool tt_pv = ss->tt_pv;
        Value v = -Infinite;
        if (lmr && depth >= 2 && move_count > 1 + (Pv && ply <= 1) &&
            (!tt_pv || !capture || (cut_node && (ss - 1)->move_count > 1))) {
            if (tt_pv) r -= 2;
            if ((ss - 1)->move_count > 7) --r;
            if (cut_node) r += 2;
            if (tt_capture) ++r;
            if (Pv) r -= 1 + 12 / (3 + depth);
            if ((ss + 1)->cutoff_count > 3) ++r;
            if (m == ss->killers[0] || m == ss->killers[1] || m == counter) --r;
            ss->stat_score = capture ? 0
                                     : 2 * histories_->main.entry[us][from][to] +
                                           continuation[0]->entry[moved][to] +
                                           continuation[1]->entry[moved][to] +
                                           continuation[3]->entry[moved][to] - 4000;
            r -= ss->stat_score / 12000;
            const int d = std::clamp(new_depth - r, 1, new_depth + 1);
            v = -search<false>(ss + 1, -(alpha + 1), -alpha, d, true);
            if (v > alpha && d < new_depth) {
                const bool deeper = v > best + 60 + 10 * (new_depth - d);
                const bool shallower = v < best + new_depth;
                new_depth += deeper - shallower;
                if (new_depth > d)
                    v = -search<false>(ss + 1, -(alpha + 1), -alpha, new_depth, !cut_node);
                if (!capture) {
                    const int bonus = v <= alpha  ? -stat_bonus(new_depth)
                                      : v >= beta ? stat_bonus(new_depth)
                                                  : 0;
                    update_continuation(ss, moved, to, bonus);
                }
            }
        } else if (!Pv || move_count > 1) {
            v = -search<false>(ss + 1, -(alpha + 1), -alpha, new_depth, !cut_node);
        }
        if (Pv && (move_count == 1 || (v > alpha && (root || v < beta))))
            v = -search<true>(ss + 1, -beta, -alpha, new_depth, false);
        undo_move();
        if (stopped_) return 0;

        if (root) {
            for (std::size_t i = pv_index_; i < root_moves_.size(); ++i)
                if (RootMove& rm = root_moves_[i]; rm.move == m) {
                    if (move_count == 1 || v > alpha) {
                        rm.score = v;
                        if (move_count > 1 && pv_index_ == 0) best_move_changes_ += 1;
                    } else {
                        rm.score = -Infinite;
                    }
                    break;
                }
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (Pv) update_pv(ply, m);
                if (v >= beta) {
                    ++ss->cutoff_count;
                    break;
                }
                alpha = v;
            }
        }
        if (m != best_move) {
            if (capture && capture_count < 32)
                captures[capture_count++] = m;
            else if (!capture && quiet_count < 64)
                quiets[quiet_count++] = m;
        }
    }

    if (move_count == 0) return excluded != NoMove ? alpha : mated_in(ply);
    ss->in_check = in_check;
    if (best_move != NoMove) {
        update_all_stats(ss, best_move, best, beta, quiets, quiet_count, captures, capture_count,
                         depth);
    } else if (real_move((ss - 1)->current_move) && !path_[path_size_ - 1].capture &&
               !path_[path_size_ - 1].null_move) {
        // Every move failed low: the opponent's last quiet move was a good one.
        const Square prev_sq = to_sq((ss - 1)->current_move);
        update_continuation(ss - 1, pos_.piece_on(prev_sq), prev_sq, stat_bonus(depth));
    }
    // At the root, a later line's best is not the position's best (multi-PV).
    if (excluded == NoMove && !(root && (stopped_ || pv_index_ > 0))) {
        const Bound bound = best >= beta                ? BoundLower
                            : Pv && best_move != NoMove ? BoundExact
                                                        : BoundUpper;
        tt_.store(key, best_move, value_to_tt(best, ply), in_check ? ValueNone : ss->static_eval,
                  depth, bound, ss->tt_pv);
    }
    return best;
}

void SearchWorker::noisy_root_iteration(Stack* ss, int depth) {
    const Key key = pos_.key();
    Value best = -Infinite - 1000;
    size_t best_index = 0;
    std::vector<Value> scores(root_moves_.size());
    ss->in_check = pos_.in_check();
    root_delta_ = 2 * Infinite;  // every root move is searched with the full window
    for (size_t i = 0; i < root_moves_.size(); ++i) {
        const Move m = root_moves_[i].move;
        do_move(ss, m, pos_.piece_on(to_sq(m)) != NoPiece, gives_check(pos_, m));
        const Value v = -search<true>(ss + 1, -Infinite, Infinite, depth - 1, false);
        undo_move();
        if (stopped_) return;
        scores[i] = v;
        Value noisy = v;
        if (!is_decisive(v)) {
            const std::uint64_t r = mix(options_.seed ^ mix(key ^ (std::uint64_t(m) << 40)));
            noisy += int(r % std::uint64_t(2 * options_.noise + 1)) - options_.noise;
        }
        if (noisy > best) best = noisy, best_index = i;
    }
    for (size_t i = 0; i < root_moves_.size(); ++i) root_moves_[i].score = scores[i];
    std::rotate(root_moves_.begin(), root_moves_.begin() + best_index,
                root_moves_.begin() + best_index + 1);
    pv_length_[0] = 1;
    pv_[0][0] = root_moves_[0].move;
}

// Between iterations: is the soft budget, stretched while the best move keeps
// changing or the score falls and shrunk while both are settled, used up?
bool SearchWorker::time_to_stop_iterating(int depth, Value score) {
    if (!limits_.soft_time_ms) return false;
    const int elapsed = elapsed_ms();
    if (!limits_.scale_time) return elapsed >= limits_.soft_time_ms;
    const Move best = root_moves_[0].move;
    if (best != last_best_) last_best_ = best, last_best_depth_ = depth;
    // A falling score asks for more time, a rising one for less.
    const Value before = iteration_scores_[depth & 3];
    double falling = (110 + 4 * (previous_iteration_score_ - score) + 2 * (before - score)) / 110.0;
    falling = std::clamp(falling, 0.6, 1.8);
    // The longer the best move has stood, the less time it needs.
    const int stable = depth - last_best_depth_;
    const double settled = stable >= 8 ? 0.6 : stable >= 4 ? 0.8 : 1.0;
    const double instability = 1.0 + 1.6 * best_move_changes_;
    const double budget = limits_.soft_time_ms * falling * settled * instability;
    return elapsed >= std::min(budget, limits_.time_ms ? 0.9 * limits_.time_ms : budget);
}

// The lines of the iteration just finished: the first multi_pv root moves.
std::vector<Line> SearchWorker::finished_lines(int depth) const {
    std::vector<Line> lines;
    const std::size_t count =
        std::min(root_moves_.size(), std::size_t(std::max(limits_.multi_pv, 1)));
    for (std::size_t i = 0; i < count; ++i) {
        const RootMove& rm = root_moves_[i];
        lines.push_back({rm.move, rm.score, count > 1 ? rm.depth : depth,
                         rm.pv.empty() ? std::vector<Move>{rm.move} : rm.pv});
    }
    return lines;
}

// Helpers leave out some depths, each its own pattern of blocks, so that the
// threads spread over several depths instead of all searching the same one:
// helper i skips blocks of `size` depths in turn, from its own phase.
bool SearchWorker::skips(int depth) const {
    if (index_ == 0 || depth <= 2) return false;
    const int size = 1 + ((index_ - 1) / 2) % 3;
    const int phase = (index_ - 1) % (2 * size);
    return ((depth + game_ply_ + phase) / size) % 2 == 1;
}

PINQI_COLD void SearchWorker::iterate(const Position& root, const std::vector<PathEntry>& history,
                                      const Limits& limits, const SearchOptions& options,
                                      const ProgressFn& progress,
                                      std::chrono::steady_clock::time_point start) {
    start_ = start;
    pos_ = root;
    path_ = history;
    path_size_ = int(history.size());
    path_.resize(history.size() + MaxPly + 16);
    game_ply_ = path_size_;
    limits_ = limits;
    options_ = options;
    if (!(options.terms == eval_cache_terms_) || options.network != eval_cache_network_) {
        clear_eval_cache();
        eval_cache_terms_ = options.terms;
        eval_cache_network_ = options.network;
    }
    // A null move changes no piece, so the accumulators follow the real moves only.
    if (nnue::NetworkAvailable && options.network) {
        if (!nnue_ || &nnue_->network() != options.network)
            nnue_ = std::make_unique<nnue::AccumulatorStack>(*options.network);
        nnue_->reset(pos_);
    } else {
        nnue_.reset();
    }
    nodes_reset();
    // The count is exact for the others once this search ends, whichever way it returns.
    struct Publish {
        SearchWorker& worker;
        ~Publish() { worker.publish_nodes(); }
    } publish{*this};
    stopped_ = false;
    may_stop_ = false;
    nmp_min_ply_ = 0;
    completed_depth_ = 0;
    best_move_changes_ = 0;
    last_best_ = NoMove;
    last_best_depth_ = 0;
    pv_index_ = 0;
    result_ = SearchResult{};
    const bool main = index_ == 0;

    Stack stack[MaxPly + StackLookBack + 4];
    Stack* ss = stack + StackLookBack;
    for (int i = 0; i < MaxPly + StackLookBack + 4; ++i) {
        stack[i] = Stack{};
        stack[i].continuation = &histories_->continuation.table[0][0][0];
        stack[i].static_eval = ValueNone;
    }
    for (int i = 0; i <= MaxPly + 2; ++i) ss[i].ply = i;
    ss->in_check = pos_.in_check();

    SearchResult& result = result_;
    {
        TTEntry entry;
        const Move hash_move = tt_.probe(pos_.key(), entry) ? entry.move : NoMove;
        MoveList legal;
        generate_legal(pos_, legal);
        root_moves_.clear();
        for (Move m : legal)
            if (limits.root_moves.empty() ||
                std::find(limits.root_moves.begin(), limits.root_moves.end(), m) !=
                    limits.root_moves.end())
                root_moves_.push_back({m, -Infinite, -Infinite, {}});
        for (size_t i = 0; i < root_moves_.size(); ++i)
            if (root_moves_[i].move == hash_move) std::swap(root_moves_[0], root_moves_[i]);
    }
    if (root_moves_.empty()) {
        result.score = mated_in(0);
        return;
    }
    result.best = root_moves_[0].move;
    result.pv = {result.best};
    // Helpers stop only when told to (or by a node budget); the main thread finishes
    // its first two depths whatever happens.
    may_stop_ = !main;
    const std::size_t lines =
        options_.noise > 0
            ? 1
            : std::min(root_moves_.size(), std::size_t(std::max(limits.multi_pv, 1)));

    // A depth limit ends the main thread's iterations. The helpers search on past it until the
    // main thread ends them (as Stockfish's do): a helper that skips depths would otherwise
    // sit idle through the main thread's last, longest, iteration. Their answers stay within
    // the limit.
    const int answer_depth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 8) : MaxPly - 8;
    const int max_depth = main ? answer_depth : MaxPly - 8;
    Value previous = 0;
    for (int i = 0; i < 4; ++i) iteration_scores_[i] = 0;
    previous_iteration_score_ = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
        if (skips(depth)) continue;
        root_depth_ = depth;
        seldepth_ = 0;
        best_move_changes_ /= 2;
        // The first two plies always complete, whatever the budget, so every level
        // takes a mate in one and parries one.
        if (main) may_stop_ = depth > 2;
        for (RootMove& rm : root_moves_) rm.previous_score = rm.score;
        Value score = 0;
        if (options_.noise > 0) {
            noisy_root_iteration(ss, depth);
            score = root_moves_[0].score;
        } else {
            // Lines 2.. are searched LaterLineLag plies shallower (common/line_depth.h), and
            // again to the full depth when one scores above line 1.
            // `pinqi bench xiangqi --multipv 3 --depth 12`: three lines all at one depth cost
            // 2.63x one line, with the lag 1.56x (one ply less: 2.44x). Tried and no cheaper
            // at one depth: one root pass with alpha at line N's score (3.1x); each line alone
            // in its own window, then every other move once against the worst line (2.7x);
            // other windows for lines 2.. (within 3%).
            for (pv_index_ = 0; pv_index_ < lines && !stopped_; ++pv_index_) {
                // Line 1 is centred on the last iteration's best score, the others on their own.
                const Value guess =
                    pv_index_ == 0 ? previous : root_moves_[pv_index_].previous_score;
                Value delta = 20;
                Value alpha = -Infinite, beta = Infinite;
                if (depth >= 4 && !is_decisive(guess) && guess > -Infinite) {
                    delta = 15 + std::abs(guess) / 20;
                    alpha = std::max(guess - delta, -Infinite);
                    beta = std::min(guess + delta, Infinite);
                }
                Value v;
                int searched = line_depth(depth, pv_index_);
                for (;;) {
                    root_delta_ = beta - alpha;
                    v = search<true>(ss, alpha, beta, searched, false);
                    // With several lines, moves that failed low keep last iteration's order,
                    // so the next line starts from its own best move and its own score.
                    compact_stable_sort(root_moves_.begin() + std::ptrdiff_t(pv_index_),
                                        root_moves_.end(),
                                        [lines](const RootMove& a, const RootMove& b) {
                                            if (a.score != b.score || lines == 1)
                                                return a.score > b.score;
                                            return a.previous_score > b.previous_score;
                                        });
                    if (stopped_) break;
                    if (v <= alpha) {
                        beta = (alpha + beta) / 2;
                        alpha = std::max(v - delta, -Infinite);
                    } else if (v >= beta) {
                        beta = std::min(v + delta, Infinite);
                    } else if (searched < depth && v > root_moves_[0].score) {
                        // A shallower line that claims to beat line 1 is searched again to
                        // line 1's depth: lines are compared at one depth.
                        searched = depth;
                        continue;
                    } else {
                        break;
                    }
                    delta += delta / 3 + 5;
                    if (delta > 800) alpha = -Infinite, beta = Infinite;
                }
                if (stopped_) break;
                if (pv_index_ == 0) score = v;
                if (lines > 1) {
                    RootMove& rm = root_moves_[pv_index_];
                    rm.depth = searched;
                    rm.pv.assign(pv_[0], pv_[0] + std::max(pv_length_[0], 1));
                    if (rm.pv[0] != rm.move) rm.pv = {rm.move};
                    compact_stable_sort(
                        root_moves_.begin(), root_moves_.begin() + std::ptrdiff_t(pv_index_) + 1,
                        [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                }
            }
            pv_index_ = 0;
        }
        if (stopped_) {
            // A move proven better than the last iteration's choice during this one is kept.
            if (main && options_.noise == 0 && root_moves_[0].move != result.best &&
                root_moves_[0].score > -Infinite) {
                result.best = root_moves_[0].move;
                result.pv = {result.best};
            }
            break;
        }
        completed_depth_ = depth;
        previous = score;
        if (depth > answer_depth) continue;
        result.best = root_moves_[0].move;
        result.score = score;
        result.depth = depth;
        result.seldepth = seldepth_;
        if (lines > 1) {
            result.pv = root_moves_[0].pv;
            result.lines = finished_lines(depth);
        } else {
            result.pv.assign(pv_[0], pv_[0] + std::max(pv_length_[0], 1));
        }
        if (result.pv.empty() || result.pv[0] != result.best) result.pv = {result.best};
        if (!main) continue;
        if (progress || limits_.on_iteration) {
            IterationReport report{depth,        seldepth_, score, shared_.total_nodes(),
                                   elapsed_ms(), result.pv, {}};
            if (lines > 1) report.lines = result.lines;
            if (progress) progress(report);
            if (limits_.on_iteration && !limits_.on_iteration(report)) break;
        }
        if (root_moves_.size() == 1 && depth >= 4) break;
        // Reductions can hide a shorter mate for many iterations; stop only well past the mate's
        // length (of every line's, with several).
        if (std::all_of(root_moves_.begin(), root_moves_.begin() + std::ptrdiff_t(lines),
                        [depth](const RootMove& rm) {
                            return is_mate(rm.score) && depth >= 4 * decisive_plies(rm.score) + 20;
                        }))
            break;
        if (depth >= 2) {
            if (time_to_stop_iterating(depth, score)) break;
            if (pinqi::stop_requested(limits.stop)) break;
        }
        iteration_scores_[depth & 3] = score;
        previous_iteration_score_ = score;
    }
}

std::uint64_t SharedSearch::total_nodes() const {
    std::uint64_t n = 0;
    for (const auto& w : *workers) n += w->nodes();
    return n;
}

PINQI_COLD Searcher::Searcher(std::size_t tt_megabytes) : tt_(tt_megabytes) {
    shared_.tt = &tt_;
    shared_.workers = &workers_;
    set_threads(1);
}

PINQI_COLD Searcher::~Searcher() = default;

PINQI_COLD void Searcher::clear() {
    tt_.clear();
    for (auto& w : workers_) w->clear();
}

PINQI_COLD void Searcher::set_threads(int threads) {
    threads = ThreadsAvailable ? std::clamp(threads, 1, MaxThreads) : 1;
    if (threads == this->threads()) return;
    if (threads > 1) {  // before the helpers: none of them may build a table (thread_pool.h)
        build_movegen_tables();
        build_eval_tables();
    }
    pool_.resize(threads - 1);
    threads = 1 + pool_.helpers();
    while (int(workers_.size()) > threads) workers_.pop_back();
    while (int(workers_.size()) < threads)
        workers_.push_back(std::make_unique<SearchWorker>(shared_, int(workers_.size())));
}

PINQI_COLD SearchResult Searcher::search(const Position& root,
                                         const std::vector<PathEntry>& history,
                                         const Limits& limits, const SearchOptions& options,
                                         const ProgressFn& progress) {
    const auto start = std::chrono::steady_clock::now();
    tt_.new_search();
    shared_.abort.store(false, std::memory_order_relaxed);
    for (auto& w : workers_) w->nodes_reset();
    // Weak levels' noisy root scores want one thread: their choice must not depend on timing.
    const bool helpers = workers_.size() > 1 && options.noise == 0;
    if (helpers)
        pool_.start(
            [&](int i) { workers_[i]->iterate(root, history, limits, options, {}, start); });
    SearchWorker& main = *workers_[0];
    main.iterate(root, history, limits, options, progress, start);
    shared_.abort.store(true, std::memory_order_relaxed);
    if (helpers) pool_.wait();

    SearchResult result = main.result();
    if (helpers) {
        // A helper that finished a deeper iteration without scoring lower is trusted more.
        for (std::size_t i = 1; i < workers_.size(); ++i) {
            const SearchResult& r = workers_[i]->result();
            if (r.best != NoMove && r.depth > result.depth && r.score >= result.score) result = r;
        }
    }
    // Line 1 is the result itself; the others follow from its search, by score.
    std::vector<Line> lines;
    if (result.best != NoMove)
        lines.push_back({result.best, result.score, result.depth, result.pv});
    for (const Line& l : result.lines)
        if (l.move != result.best && !lines.empty() &&
            lines.size() < std::size_t(std::max(limits.multi_pv, 1)))
            lines.push_back(l);
    result.lines = std::move(lines);
    result.nodes = shared_.total_nodes();
    result.elapsed_ms = int(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count());
    return result;
}

}  // namespace pinqi::xiangqi::ai
