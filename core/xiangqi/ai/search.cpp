#include "xiangqi/ai/search.h"

#include <algorithm>

#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::ai {
namespace {

// Pieces that can make progress alone; without them a pass may really be best.
bool null_move_safe(const Position& pos) {
    const Color us = pos.side_to_move();
    const int chariots = pos.count(us, Chariot);
    const int minors = pos.count(us, Horse) + pos.count(us, Cannon);
    return chariots >= 1 ? chariots + minors >= 2 : minors >= 2;
}

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

}  // namespace

int Searcher::elapsed_ms() const {
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - start_)
                   .count());
}

bool Searcher::out_of_budget() {
    if (stopped_) return true;
    if (!may_stop_) return false;
    if (limits_.nodes && nodes_ >= limits_.nodes) return stopped_ = true;
    if ((nodes_ & 255) == 0) {
        if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return stopped_ = true;
        if (limits_.time_ms && elapsed_ms() >= limits_.time_ms) return stopped_ = true;
    }
    return false;
}

void Searcher::push(Move m, const UndoInfo& u, Key key_before, bool capture) {
    PathEntry& e = path_[path_size_++];
    e.key_before = key_before;
    e.move = m;
    e.undo = u;
    e.mover = ~pos_.side_to_move();
    e.capture = capture;
    e.null_move = false;
    e.conduct_known = false;
}

// Has the current position occurred before with no capture since? If so the
// cycle is judged as the rules would judge it, from the side to move's view.
bool Searcher::repetition(int ply, Value& value) {
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
        value = loser == pos_.side_to_move() ? -(RuleWin - ply) : RuleWin - ply;
    }
    return true;
}

void Searcher::update_pv(int ply, Move m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_length_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_length_[ply] = std::max(pv_length_[ply + 1], ply + 1);
}

Value Searcher::qsearch(Value alpha, Value beta, int ply) {
    pv_length_[ply] = ply;
    ++nodes_;
    if (out_of_budget()) return 0;
    Value rep;
    if (ply > 0 && repetition(ply, rep)) return rep;
    if (ply >= MaxPly) return evaluate_here();

    const bool in_check = pos_.in_check();
    Value best = -Infinite, stand = -Infinite;
    if (!in_check) {
        stand = best = evaluate_here();
        if (stand >= beta) return stand;
        if (stand > alpha) alpha = stand;
    }
    MovePicker picker(pos_, NoMove, nullptr, ply, NoMove, !in_check);
    // No legal move loses, in check or not. Without captures, a side with few
    // pieces may also be stalemated; with many that never happens in practice.
    if (picker.legal_count() == 0) return mated_in(ply);
    if (picker.size() == 0 && !in_check && pos_.piece_count(pos_.side_to_move()) <= 7) {
        MoveList any;
        generate_legal(pos_, any);
        if (any.size == 0) return mated_in(ply);
    }
    for (Move m = picker.next(); m != NoMove; m = picker.next()) {
        const Piece victim = pos_.piece_on(to_sq(m));
        if (!in_check) {
            if (picker.last_was_bad_capture()) continue;
            // Even winning this piece outright would not reach alpha.
            if (stand + piece_value(type_of(victim)) + 200 <= alpha && type_of(victim) != General)
                continue;
        }
        const Key key = pos_.key();
        const UndoInfo u = pos_.do_move(m);
        push(m, u, key, victim != NoPiece);
        const Value v = -qsearch(-beta, -alpha, ply + 1);
        --path_size_;
        pos_.undo_move(m, u);
        if (stopped_) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(ply, m);
                if (v >= beta) break;
            }
        }
    }
    return best;
}

Value Searcher::pvs(Value alpha, Value beta, int depth, int ply, bool pv_node, bool allow_null,
                    Move previous) {
    if (depth <= 0) return qsearch(alpha, beta, ply);
    pv_length_[ply] = ply;
    ++nodes_;
    if (out_of_budget()) return 0;
    if (ply > 0) {
        Value rep;
        if (repetition(ply, rep)) return rep;
        if (pos_.plies_since_capture() >= 120) return Draw;
        // No line from here can beat a mate already found nearer the root.
        alpha = std::max(alpha, mated_in(ply));
        beta = std::min(beta, mate_in(ply + 1));
        if (alpha >= beta) return alpha;
    }
    if (ply >= MaxPly) return evaluate_here();

    const Key key = pos_.key();
    const bool in_check = pos_.in_check();
    TTEntry entry;
    Move hash_move = NoMove;
    Value eval = -Infinite;
    if (tt_.probe(key, entry)) {
        hash_move = entry.move;
        const Value v = value_from_tt(entry.value, ply);
        if (!pv_node && entry.depth >= depth &&
            (entry.bound() == BoundExact || (entry.bound() == BoundLower && v >= beta) ||
             (entry.bound() == BoundUpper && v <= alpha)))
            return v;
        if (!in_check) eval = entry.eval;
    }
    if (!in_check && eval == -Infinite) eval = evaluate_here();

    if (!pv_node && !in_check && !is_decisive(beta)) {
        // The position is so good that a shallow search cannot bring it back.
        if (options_.features.futility && depth <= 3 && eval - 110 * depth >= beta) return eval;
        if (options_.features.null_move && allow_null && depth >= 3 && eval >= beta &&
            null_move_safe(pos_)) {
            const int r = 2 + depth / 4 + std::min((eval - beta) / 250, 2);
            PathEntry& e = path_[path_size_++];
            e.key_before = key;
            e.move = NoMove;
            e.null_move = true;
            e.capture = false;
            e.mover = pos_.side_to_move();
            pos_.do_null_move();
            const Value v = -pvs(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false, NoMove);
            pos_.undo_null_move();
            --path_size_;
            if (stopped_) return 0;
            if (v >= beta) return is_decisive(v) ? beta : v;
        }
    }

    MovePicker picker(pos_, hash_move, &tables_, ply, previous, false);
    if (picker.size() == 0) return mated_in(ply);  // checkmate or stalemate: both lose

    Value best = -Infinite;
    Move best_move = NoMove;
    const Value old_alpha = alpha;
    Move quiets[64];
    int quiet_count = 0, count = 0;
    for (Move m = picker.next(); m != NoMove; m = picker.next()) {
        const bool capture = !picker.is_quiet(m);
        ++count;
        const UndoInfo u = pos_.do_move(m);
        push(m, u, key, capture);
        const bool gives_check = pos_.in_check();
        const bool killer = m == tables_.killers[ply][0] || m == tables_.killers[ply][1];
        if (options_.features.futility && !pv_node && !in_check && !capture && !gives_check &&
            best > -DecisiveBound) {
            // Late quiet moves at the horizon rarely matter.
            if ((depth <= 3 && count > 5 + depth * depth * 3) ||
                (depth <= 2 && eval + 140 * depth <= alpha)) {
                --path_size_;
                pos_.undo_move(m, u);
                continue;
            }
        }
        const int extension =
            options_.features.check_extension && gives_check && ply < 2 * root_depth_ + 4 ? 1 : 0;
        const int new_depth = depth - 1 + extension;
        Value v;
        if (count == 1) {
            v = -pvs(-beta, -alpha, new_depth, ply + 1, pv_node, true, m);
        } else {
            int r = 0;
            if (options_.features.late_move_reductions && depth >= 3 && count > 3 && !capture &&
                !gives_check && !in_check && !killer) {
                r = 1 + (count > 10) + (depth >= 7);
                if (pv_node) --r;
                if (options_.features.history_reductions) {
                    const int h = tables_.history[pos_.piece_on(to_sq(m))][to_sq(m)];
                    r += h < 0 ? 1 : h > 4000 ? -1 : 0;
                }
                r = std::clamp(r, 0, new_depth - 1);
            }
            v = -pvs(-alpha - 1, -alpha, new_depth - r, ply + 1, false, true, m);
            if (v > alpha && r > 0)
                v = -pvs(-alpha - 1, -alpha, new_depth, ply + 1, false, true, m);
            if (v > alpha && v < beta && pv_node)
                v = -pvs(-beta, -alpha, new_depth, ply + 1, true, true, m);
        }
        --path_size_;
        pos_.undo_move(m, u);
        if (stopped_) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                alpha = v;
                if (pv_node) update_pv(ply, m);
                if (v >= beta) {
                    if (!capture) {
                        tables_.reward(pos_, m, depth, ply, previous);
                        for (int i = 0; i < quiet_count; ++i)
                            tables_.punish(pos_, quiets[i], depth);
                    }
                    break;
                }
            }
        }
        if (!capture && quiet_count < 64) quiets[quiet_count++] = m;
    }
    const Bound bound = best >= beta ? BoundLower : alpha > old_alpha ? BoundExact : BoundUpper;
    tt_.store(key, best_move, value_to_tt(best, ply), in_check ? 0 : eval, depth, bound);
    return best;
}

Value Searcher::root_search(Value alpha, Value beta, int depth) {
    Value best = -Infinite;
    const Key key = pos_.key();
    const bool in_check = pos_.in_check();
    for (size_t i = 0; i < root_moves_.size(); ++i) {
        const Move m = root_moves_[i].move;
        const bool capture = pos_.piece_on(to_sq(m)) != NoPiece;
        const UndoInfo u = pos_.do_move(m);
        push(m, u, key, capture);
        const bool gives_check = pos_.in_check();
        const int new_depth =
            depth - 1 + (gives_check && options_.features.check_extension ? 1 : 0);
        Value v;
        if (i == 0) {
            v = -pvs(-beta, -alpha, new_depth, 1, true, true, m);
        } else {
            int r = (options_.features.late_move_reductions && depth >= 3 && i > 4 && !capture &&
                     !gives_check && !in_check)
                        ? 1
                        : 0;
            v = -pvs(-alpha - 1, -alpha, new_depth - r, 1, false, true, m);
            if (v > alpha && r) v = -pvs(-alpha - 1, -alpha, new_depth, 1, false, true, m);
            if (v > alpha && v < beta) v = -pvs(-beta, -alpha, new_depth, 1, true, true, m);
        }
        --path_size_;
        pos_.undo_move(m, u);
        if (stopped_) break;
        root_moves_[i].score = v;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                update_pv(0, m);
                // The new best goes first; the others keep their order.
                std::rotate(root_moves_.begin(), root_moves_.begin() + i,
                            root_moves_.begin() + i + 1);
                if (i > 0) partial_best_ = m;
                if (v >= beta) break;
            }
        }
    }
    return best;
}

void Searcher::noisy_root_iteration(int depth) {
    const Key key = pos_.key();
    Value best = -Infinite - 1000;
    size_t best_index = 0;
    std::vector<Value> scores(root_moves_.size());
    for (size_t i = 0; i < root_moves_.size(); ++i) {
        const Move m = root_moves_[i].move;
        const bool capture = pos_.piece_on(to_sq(m)) != NoPiece;
        const UndoInfo u = pos_.do_move(m);
        push(m, u, key, capture);
        const Value v = -pvs(-Infinite, Infinite, depth - 1, 1, true, true, m);
        --path_size_;
        pos_.undo_move(m, u);
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

SearchResult Searcher::search(const Position& root, const std::vector<PathEntry>& history,
                              const Limits& limits, const SearchOptions& options,
                              const ProgressFn& progress) {
    start_ = std::chrono::steady_clock::now();
    pos_ = root;
    path_ = history;
    path_size_ = int(history.size());
    path_.resize(history.size() + MaxPly + 16);
    limits_ = limits;
    options_ = options;
    nodes_ = 0;
    stopped_ = false;
    may_stop_ = false;
    tt_.new_search();
    for (auto& k : tables_.killers) k[0] = k[1] = NoMove;

    SearchResult result;
    {
        TTEntry entry;
        const Move hash_move = tt_.probe(pos_.key(), entry) ? entry.move : NoMove;
        MovePicker picker(pos_, hash_move, &tables_, 0, NoMove, false);
        root_moves_.clear();
        for (Move m = picker.next(); m != NoMove; m = picker.next())
            if (limits.root_moves.empty() ||
                std::find(limits.root_moves.begin(), limits.root_moves.end(), m) !=
                    limits.root_moves.end())
                root_moves_.push_back({m, 0});
    }
    if (root_moves_.empty()) {
        result.score = mated_in(0);
        return result;
    }
    result.best = root_moves_[0].move;
    result.pv = {result.best};

    const int max_depth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 8) : MaxPly - 8;
    Value previous = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
        root_depth_ = depth;
        partial_best_ = NoMove;
        // The first two plies always complete, whatever the budget, so every level
        // takes a mate in one and parries one.
        may_stop_ = depth > 2;
        Value score;
        if (options_.noise > 0) {
            noisy_root_iteration(depth);
            score = root_moves_[0].score;
        } else {
            Value delta = 30;
            Value alpha = -Infinite, beta = Infinite;
            if (depth >= 5 && !is_decisive(previous)) {
                alpha = std::max(previous - delta, -Infinite);
                beta = std::min(previous + delta, Infinite);
            }
            for (;;) {
                score = root_search(alpha, beta, depth);
                if (stopped_) break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -Infinite);
                } else if (score >= beta) {
                    beta = std::min(score + delta, Infinite);
                } else {
                    break;
                }
                delta += delta;
                if (delta > 600) alpha = -Infinite, beta = Infinite;
            }
        }
        if (stopped_) {
            // A move proven better than the last iteration's choice is kept.
            if (partial_best_ != NoMove && options_.noise == 0) {
                result.best = partial_best_;
                result.pv = {partial_best_};
            }
            break;
        }
        previous = score;
        result.best = root_moves_[0].move;
        result.score = score;
        result.depth = depth;
        result.pv.assign(pv_[0], pv_[0] + std::max(pv_length_[0], 1));
        if (result.pv.empty() || result.pv[0] != result.best) result.pv = {result.best};
        if (progress) progress({depth, score, nodes_, elapsed_ms(), result.pv});
        if (root_moves_.size() == 1 && depth >= 4) break;
        if (is_mate(score) && depth >= 2 * (Mate - std::abs(score)) + 2) break;
        if (depth < 2) continue;
        if (limits.soft_time_ms && elapsed_ms() >= limits.soft_time_ms) break;
        if (limits.stop && limits.stop->load(std::memory_order_relaxed)) break;
    }
    result.nodes = nodes_;
    result.elapsed_ms = elapsed_ms();
    return result;
}

}  // namespace pinqi::xiangqi::ai
