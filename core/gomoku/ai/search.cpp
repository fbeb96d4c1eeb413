#include "gomoku/ai/search.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <mutex>

#include "common/cold.h"
#include "common/line_depth.h"
#include "common/stable_sort.h"
#include "gomoku/ai/movegen.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr int Infinity = Win + 1;
constexpr int DepthQs = -1;  // the table depth of a quiescence result
constexpr int HistoryMax = 16000;

int score_to_tt(int s, int ply) {
    return is_win_score(s) ? s + ply : is_loss_score(s) ? s - ply : s;
}
int score_from_tt(int s, int ply) {
    return is_win_score(s) ? s - ply : is_loss_score(s) ? s + ply : s;
}

int win_in(int ply) {
    return Win - ply;
}
int loss_in(int ply) {
    return -(Win - ply);
}

// Late-move reductions by depth and move number, in plies.
struct ReductionTable {
    std::int8_t r[64][MaxCells + 1];
    ReductionTable() {
        for (int d = 0; d < 64; ++d)
            for (int m = 0; m <= MaxCells; ++m)
                r[d][m] = static_cast<std::int8_t>(
                    d == 0 || m == 0 ? 0 : std::lround(0.4 + std::log(d) * std::log(m) / 2.1));
    }
};
const ReductionTable Reductions;

int reduction(int depth, int move_number) {
    return Reductions.r[std::min(depth, 63)][std::min(move_number, MaxCells)];
}

// The root proofs' node cap in a search with neither a node nor a time budget (an
// analysis board's, a fixed depth's): run to their end, the defences of one opening took
// 13.6 million nodes (25 s, 20 s in wasm) before the first depth.
constexpr std::uint64_t UnbudgetedProofNodes = 200'000;

int history_bonus(int depth) {
    return std::min(24 * depth * depth + 32 * depth, 2000);
}

void apply_history(std::int16_t& h, int bonus) {
    const int v = h + bonus - h * std::abs(bonus) / HistoryMax;
    h = static_cast<std::int16_t>(std::clamp(v, -HistoryMax, HistoryMax));
}

// Does the move make or stop a threat (three or better)?
bool is_tactical(const Position& pos, int c, Stone us) {
    return pos.cls(c, us) >= CellClass::Three || pos.cls(c, opponent(us)) >= CellClass::Three;
}

}  // namespace

// One search thread: its stack, move-ordering histories, principal variations and
// budget. The main thread's worker searches the caller's board; a helper's, its own
// copy of the root position.
class Searcher::Worker {
  public:
    struct Frame {
        int eval = 0;
        int move = NoCell;
        int excluded = NoCell;
        int killers[2] = {NoCell, NoCell};
        bool in_duty = false;
    };

    PINQI_COLD Worker(TranspositionTable& tt, SharedBudget& shared, int index)
        : tt_(tt), shared_(shared), index_(index) {
        forget_ordering();
    }

    // A fresh searcher's move-ordering state, which clear() restores: no history,
    // no counter-moves (NoCell, not cell 0) and no killers at any ply.
    void forget_ordering();
    // At the start of a search: the budget, and the histories halved.
    void start(const Limits& limits, bool shared);
    // Iterative deepening over `root`, into `result` (its move, score, depth, pv and,
    // on the main thread, root moves); `progress` after each iteration (main thread).
    void iterate(Position& pos, std::vector<RootMove>& root, SearchResult& result,
                 const ProgressFn* progress);
    // A helper's whole search, on its own copy of the root.
    void help(const Position& pos, const std::vector<RootMove>& root, const Limits& limits);
    // A helper's last finished iteration (move, score, depth, seldepth, pv).
    SearchResult published();
    void unpublish();

    Budget budget_;
    Limits limits_;
    int seldepth_ = 0;
    Frame stack_[MaxPly + 4];

    int order_moves(Position& pos, int* moves, int n, int tt_move, int ply);

  private:
    int node(Position& pos, int alpha, int beta, int depth, int ply, bool cut_node);
    int qsearch(Position& pos, int alpha, int beta, int ply, int fours_left);
    int root_iteration(Position& pos, std::vector<RootMove>& root, std::size_t first, int depth,
                       int alpha, int beta);
    void update_history(Position& pos, int ply, int best, const int* quiets, int quiet_count,
                        int depth);
    void copy_pv(int ply, int move);
    bool stop() { return budget_.stopped(); }

    TranspositionTable& tt_;
    SharedBudget& shared_;
    int index_;
    // A helper's last finished iteration, read by the main thread while the helper runs on.
    std::mutex published_mutex_;
    SearchResult published_;
    std::optional<Position> own_;  // a helper's board
    std::vector<RootMove> own_root_;
    std::int16_t history_[2][MaxCells]{};
    std::int16_t counter_[2][MaxCells]{};
    int pv_[MaxPly + 1][MaxPly + 1]{};
    int pv_len_[MaxPly + 1]{};
};

// A helper's threat solvers for the root's proofs, on a table of its own (the main
// thread's solvers share threats_; the tables are not made for several threads), which
// starts each search's proofs as a copy of the main thread's: what the root's own proofs
// learned decides many of the moves at once, as it does on one thread.
struct Searcher::Prover {
    ThreatTable table{0};
    VcfSolver vcf{&table};
    VctSolver vct{&table};
    std::vector<std::uint32_t> written;  // the table's slots written since the last exchange
};

PINQI_COLD Searcher::Searcher(std::size_t tt_megabytes)
    : tt_(tt_megabytes), threats_(18), vcf_(&threats_), vct_(&threats_) {
    workers_.push_back(std::make_unique<Worker>(tt_, shared_, 0));
}

PINQI_COLD Searcher::~Searcher() {
    pool_.resize(0);
}

PINQI_COLD void Searcher::clear() {
    pool_.wait();
    tt_.clear();
    threats_.clear();
    proofs_.clear();
    proofs_of_ = 0;
    for (auto& w : workers_) w->forget_ordering();
}

PINQI_COLD void Searcher::set_hash_size(std::size_t megabytes) {
    pool_.wait();
    tt_.resize(megabytes);
}

PINQI_COLD void Searcher::set_threads(int threads) {
    const int helpers = ThreadsAvailable ? std::clamp(threads, 1, MaxThreads) - 1 : 0;
    if (helpers == pool_.helpers()) return;
    pool_.resize(helpers);
    while (static_cast<int>(workers_.size()) <= helpers)
        workers_.push_back(
            std::make_unique<Worker>(tt_, shared_, static_cast<int>(workers_.size())));
    workers_.resize(static_cast<std::size_t>(helpers) + 1);
    while (static_cast<int>(provers_.size()) < helpers)
        provers_.push_back(std::make_unique<Prover>());
    provers_.resize(static_cast<std::size_t>(helpers));
}

PINQI_COLD void Searcher::Worker::forget_ordering() {
    for (auto& side : history_)
        for (auto& h : side) h = 0;
    for (auto& side : counter_)
        for (auto& c : side) c = NoCell;
    for (Frame& f : stack_) f = Frame{};
}

void Searcher::Worker::copy_pv(int ply, int move) {
    pv_[ply][ply] = move;
    for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
}

int Searcher::Worker::order_moves(Position& pos, int* moves, int n, int tt_move, int ply) {
    const Stone us = pos.side_to_move();
    const int u = us == Stone::Black ? 0 : 1;
    const int prev = pos.last_move();
    const int counter = prev >= 0 ? counter_[u][prev] : NoCell;
    const Frame& f = stack_[ply];
    std::int64_t keyed[MaxCells];
    for (int i = 0; i < n; ++i) {
        const int c = moves[i];
        std::int64_t key = order_score(pos, c, us) * 8 + history_[u][c] / 16;
        if (c == tt_move)
            key = 1 << 28;
        else if (c == f.killers[0])
            key += 4000;
        else if (c == f.killers[1])
            key += 3000;
        else if (c == counter)
            key += 2000;
        keyed[i] = (key << 10) | (1023 - c);
    }
    std::sort(keyed, keyed + n, [](std::int64_t a, std::int64_t b) { return a > b; });
    for (int i = 0; i < n; ++i) moves[i] = 1023 - static_cast<int>(keyed[i] & 1023);
    return n;
}

void Searcher::Worker::update_history(Position& pos, int ply, int best, const int* quiets,
                                      int quiet_count, int depth) {
    const int u = pos.side_to_move() == Stone::Black ? 0 : 1;
    const int bonus = history_bonus(depth);
    apply_history(history_[u][best], bonus);
    for (int i = 0; i < quiet_count; ++i)
        if (quiets[i] != best) apply_history(history_[u][quiets[i]], -bonus);
    Frame& f = stack_[ply];
    if (f.killers[0] != best) {
        f.killers[1] = f.killers[0];
        f.killers[0] = best;
    }
    const int prev = pos.last_move();
    if (prev >= 0) counter_[u][prev] = static_cast<std::int16_t>(best);
}

int Searcher::Worker::qsearch(Position& pos, int alpha, int beta, int ply, int fours_left) {
    pv_len_[ply] = ply;
    if (budget_.tick()) return 0;
    seldepth_ = std::max(seldepth_, ply);
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) return win_in(ply + 1);
    const CellSet& theirs = pos.fives(them);
    if (theirs.any()) {
        const int block = theirs.first();
        if (theirs.count() > 1 || pos.forbidden_for(block, us)) return loss_in(ply + 2);
        pos.make(block);
        const int v = -qsearch(pos, -beta, -alpha, ply + 1, fours_left);
        pos.unmake();
        copy_pv(ply, block);
        return v;
    }
    if (pos.first_legal(pos.flex4s(us), us) != NoCell) return win_in(ply + 3);
    if (ply >= MaxPly - 4) return pos.evaluate();

    const std::uint64_t key = pos.key();
    TTEntry entry;
    const TTEntry* e = tt_.probe(key, entry) ? &entry : nullptr;
    if (e) {
        const int s = score_from_tt(e->score, ply);
        if (e->bound() == Bound::Exact || (e->bound() == Bound::Lower && s >= beta) ||
            (e->bound() == Bound::Upper && s <= alpha))
            return s;
    }
    const int stand = e ? e->eval : pos.evaluate();
    if (stand >= beta || fours_left <= 0 || !pos.fours(us).any()) return stand;
    const int original_alpha = alpha;
    alpha = std::max(alpha, stand);
    int best = stand, best_move = NoCell;
    int moves[MaxCells];
    const int n = four_moves(pos, moves);
    for (int i = 0; i < n; ++i) {
        const int m = moves[i];
        // Past the first quiescence ply only fours that build something more are tried.
        if (fours_left < limits_.qsearch_fours && pos.cls(m, us) < CellClass::FourPlus) continue;
        if (pos.forbidden_for(m, us)) continue;
        pos.make(m);
        const int v = -qsearch(pos, -beta, -alpha, ply + 1, fours_left - 1);
        pos.unmake();
        if (stop()) return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                best_move = m;
                copy_pv(ply, m);
                if (v >= beta) break;
            }
        }
    }
    const Bound bound = best >= beta            ? Bound::Lower
                        : best > original_alpha ? Bound::Exact
                                                : Bound::Upper;
    tt_.store(key, score_to_tt(best, ply), stand, best_move, DepthQs, bound, false);
    return best;
}

int Searcher::Worker::node(Position& pos, int alpha, int beta, int depth, int ply, bool cut_node) {
    const bool pv_node = beta - alpha > 1;
    if (depth <= 0) return qsearch(pos, alpha, beta, ply, limits_.qsearch_fours);
    pv_len_[ply] = ply;
    if (budget_.tick()) return 0;
    seldepth_ = std::max(seldepth_, ply);
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    Frame& f = stack_[ply];
    const int excluded = f.excluded;
    stack_[ply + 1].killers[0] = stack_[ply + 1].killers[1] = NoCell;
    stack_[ply + 1].excluded = NoCell;

    // Wins and losses a move or two away.
    if (pos.fives(us).any()) return win_in(ply + 1);
    const CellSet& their_fives = pos.fives(them);
    if (their_fives.any() &&
        (their_fives.count() > 1 || pos.forbidden_for(their_fives.first(), us)))
        return loss_in(ply + 2);
    if (!their_fives.any() && pos.first_legal(pos.flex4s(us), us) != NoCell) return win_in(ply + 3);
    if (ply >= MaxPly - 4) return pos.evaluate();
    // Mate-distance pruning.
    alpha = std::max(alpha, loss_in(ply));
    beta = std::min(beta, win_in(ply + 1));
    if (alpha >= beta) return alpha;

    // The transposition table.
    const std::uint64_t key = pos.key();
    TTEntry entry;
    const TTEntry* e = excluded == NoCell && tt_.probe(key, entry) ? &entry : nullptr;
    const int tt_move = e ? e->move : NoCell;
    const int tt_score = e ? score_from_tt(e->score, ply) : 0;
    if (e && !pv_node && e->depth >= depth &&
        (e->bound() == Bound::Exact || (e->bound() == Bound::Lower && tt_score >= beta) ||
         (e->bound() == Bound::Upper && tt_score <= alpha)))
        return tt_score;

    const Duty duty = duty_of(pos);
    const bool in_duty = duty != Duty::Free;
    f.in_duty = in_duty;
    const int eval = e ? e->eval : pos.evaluate();
    f.eval = eval;
    const bool improving =
        ply >= 2 && !stack_[ply - 2].in_duty ? eval > stack_[ply - 2].eval : true;

    const bool selective = limits_.selective && !pv_node && !in_duty && excluded == NoCell &&
                           ply > 0 && !is_loss_score(beta) && !is_win_score(alpha);
    if (selective) {
        // Razoring: far below alpha, a quiescence (VCF) search decides.
        if (depth <= 3 && eval + 160 + 120 * depth < alpha) {
            const int v = qsearch(pos, alpha - 1, alpha, ply, limits_.qsearch_fours);
            if (stop()) return 0;
            if (v < alpha) return v;
        }
        // Futility: far above beta with no threat of theirs to meet.
        if (depth <= 6 && eval - 80 * (depth - improving) >= beta && eval < WinBound)
            return (eval + beta) / 2;
        // Null move, only when the opponent has no double threat to play.
        if (depth >= 3 && eval >= beta && stack_[ply - 1].move != NoCell &&
            !pos.any_legal(pos.four_threes(them), them) &&
            pos.class_count(them, CellClass::ThreeThree) == 0) {
            const int r = 3 + depth / 4 + std::min((eval - beta) / 200, 2);
            f.move = NoCell;
            pos.make_null();
            const int v = -node(pos, -beta, -beta + 1, depth - r, ply + 1, !cut_node);
            pos.unmake_null();
            if (stop()) return 0;
            if (v >= beta) return is_win_score(v) ? beta : v;
        }
    }
    // Internal iterative reduction: no table move to start from.
    if (depth >= 4 && tt_move == NoCell && (pv_node || cut_node)) --depth;

    int moves[MaxCells];
    int n = candidate_moves(pos, duty, moves);
    if (n == 0) {
        // No defence of a double threat: any legal move, the position is lost.
        if (duty != Duty::Free) {
            n = 0;
            pos.area().for_each([&](int c) { moves[n++] = c; });
        }
        if (n == 0) return 0;  // a full board
    }
    order_moves(pos, moves, n, tt_move, ply);
    if (limits_.width > 0 && !in_duty && n > limits_.width) n = limits_.width;

    const int original_alpha = alpha;
    int best = -Infinity, best_move = NoCell, move_count = 0;
    int quiets[MaxCells], quiet_count = 0;
    for (int i = 0; i < n; ++i) {
        const int m = moves[i];
        if (m == excluded) continue;
        if (pos.forbidden_for(m, us)) continue;
        ++move_count;
        const bool tactical = is_tactical(pos, m, us);
        const int hist = history_[us == Stone::Black ? 0 : 1][m];

        if (limits_.selective && ply > 0 && !in_duty && best > -WinBound && !tactical) {
            // Late-move pruning and futility pruning of quiet moves near the leaves.
            if (depth <= 6 && move_count > (4 + depth * depth) / (2 - improving)) continue;
            if (depth <= 5 && !pv_node && eval + 100 + 90 * depth + hist / 64 <= alpha) continue;
        }

        int extension = 0;
        if (limits_.selective) {
            if (duty == Duty::BlockFive) {
                extension = 1;  // the single reply to a four
            } else if (m == tt_move && depth >= 7 && excluded == NoCell && e &&
                       e->bound() != Bound::Upper && e->depth >= depth - 3 &&
                       std::abs(tt_score) < WinBound && ply > 0) {
                // Singular extension: is every other move much worse than the table's?
                const int singular_beta = tt_score - 2 * depth;
                f.excluded = m;
                const int v =
                    node(pos, singular_beta - 1, singular_beta, (depth - 1) / 2, ply, cut_node);
                f.excluded = NoCell;
                if (stop()) return 0;
                if (v < singular_beta)
                    extension = 1;
                else if (singular_beta >= beta)
                    return singular_beta;  // several moves beat beta: multi-cut
            }
        }
        const int new_depth = depth - 1 + extension;
        f.move = m;
        pos.make(m);
        int v;
        if (depth >= 2 && move_count > 1 + (pv_node ? 1 : 0) && limits_.selective) {
            int r = reduction(depth, move_count);
            r += cut_node ? 1 : 0;
            r += improving ? 0 : 1;
            r -= pv_node ? 1 : 0;
            r -= hist / 6000;
            if (tactical) r -= 1;
            if (pos.fives(us).any()) r -= 1;  // the move made a four
            const int d = std::clamp(new_depth - r, 1, new_depth);
            v = -node(pos, -alpha - 1, -alpha, d, ply + 1, true);
            if (v > alpha && d < new_depth)
                v = -node(pos, -alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
        } else if (!pv_node || move_count > 1) {
            v = -node(pos, -alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
        } else {
            v = alpha + 1;  // searched with the full window below
        }
        if (pv_node && (move_count == 1 || (v > alpha && v < beta)))
            v = -node(pos, -beta, -alpha, new_depth, ply + 1, false);
        pos.unmake();
        if (stop()) return 0;

        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                alpha = v;
                if (pv_node) copy_pv(ply, m);
                if (v >= beta) {
                    if (!tactical || duty == Duty::Free)
                        update_history(pos, ply, m, quiets, quiet_count, depth);
                    break;
                }
            }
        }
        if (m != best_move && quiet_count < MaxCells) quiets[quiet_count++] = m;
    }
    if (move_count == 0) {
        // Black with only forbidden points left, or the excluded move alone.
        return excluded != NoCell ? alpha : loss_in(ply);
    }
    if (excluded == NoCell) {
        const Bound bound = best >= beta            ? Bound::Lower
                            : best > original_alpha ? Bound::Exact
                                                    : Bound::Upper;
        tt_.store(key, score_to_tt(best, ply), eval, best_move, depth, bound, pv_node);
    }
    return best;
}

// One pass over the root moves from `first` on (the lines before it are searched
// already): the best of them goes to `first`.
int Searcher::Worker::root_iteration(Position& pos, std::vector<RootMove>& root, std::size_t first,
                                     int depth, int alpha, int beta) {
    const int ply = 0;
    pv_len_[0] = 0;
    stack_[1].killers[0] = stack_[1].killers[1] = NoCell;
    stack_[1].excluded = NoCell;
    stack_[0].excluded = NoCell;
    stack_[0].eval = pos.evaluate();
    stack_[0].in_duty = duty_of(pos) != Duty::Free;
    int best = -Infinity;
    for (std::size_t i = first; i < root.size(); ++i) {
        const std::size_t k = i - first;  // the move's rank among those searched
        const int m = root[i].move;
        stack_[0].move = m;
        pos.make(m);
        int v;
        if (limits_.exact_root_scores) {
            v = -node(pos, -Infinity, Infinity, depth - 1, ply + 1, false);
        } else if (k == 0) {
            v = -node(pos, -beta, -alpha, depth - 1, ply + 1, false);
        } else {
            int r = 0;
            if (depth >= 4 && k >= 4 && limits_.selective &&
                !is_tactical(pos, m, opponent(pos.side_to_move())))
                r = 1 + (k >= 12);
            v = -node(pos, -alpha - 1, -alpha, depth - 1 - r, ply + 1, true);
            if (v > alpha && r > 0 && !stop())
                v = -node(pos, -alpha - 1, -alpha, depth - 1, ply + 1, false);
            if (v > alpha && v < beta && !stop())
                v = -node(pos, -beta, -alpha, depth - 1, ply + 1, false);
        }
        pos.unmake();
        if (stop()) return best;
        root[i].score = k == 0 || v > alpha ? v : -Infinity;
        if (v > best) {
            best = v;
            if (v > alpha) {
                copy_pv(0, m);
                if (!limits_.exact_root_scores) {
                    alpha = v;
                    // The new best goes first for the next iterations.
                    const auto at = root.begin() + static_cast<std::ptrdiff_t>(i);
                    std::rotate(root.begin() + static_cast<std::ptrdiff_t>(first), at, at + 1);
                    if (v >= beta) return v;
                }
            }
        }
    }
    return best;
}

PINQI_COLD void Searcher::Worker::start(const Limits& limits, bool shared) {
    limits_ = limits;
    budget_.start(limits.max_nodes, limits.time_ms, limits.stop, limits.clock,
                  shared ? &shared_ : nullptr);
    seldepth_ = 0;
    for (auto& side : history_)
        for (auto& h : side) h = static_cast<std::int16_t>(h / 2);
}

PINQI_COLD void Searcher::Worker::iterate(Position& pos, std::vector<RootMove>& root,
                                          SearchResult& result, const ProgressFn* progress) {
    const Limits& limits = limits_;
    const int optimum = limits.optimum();
    const std::size_t lines =
        limits.exact_root_scores
            ? 1
            : std::min(root.size(), static_cast<std::size_t>(std::max(limits.multi_pv, 1)));
    const bool report_lines = lines > 1 || limits.on_lines;
    std::vector<int> previous(lines, 0);
    // Helpers vary the depths: the odd ones start a ply deeper, and from the third on each
    // leaves out every third depth (a different third each), so that the threads are seldom
    // all on the same iteration.
    const int first_depth = 1 + index_ % 2;
    const auto skipped = [&](int depth) {
        return index_ >= 2 && depth < limits.max_depth && (depth + index_ / 2) % 3 == 0;
    };
    for (int depth = first_depth; depth <= limits.max_depth; ++depth) {
        if (skipped(depth)) continue;
        int score = 0;
        for (std::size_t line = 0; line < lines; ++line) {
            // Lines after the first get wider windows: their scores swing more from one depth
            // to the next, and each failed window searches every root move left again
            // (`pinqi bench gomoku --multipv 3`: 3.09 times one line's nodes at depth 8 with
            // 60 for every line, 2.44 with this). Each line's own full-window subtree is most
            // of the cost (line 1's is 65% of one line's nodes at depth 8), so lines 2.. are
            // searched LaterLineLag plies shallower (common/line_depth.h), and again to the
            // full depth when one scores above line 1: 1.37 times one line
            // at depth 8 (one ply less: 2.21). Each line's move alone, then every other move
            // once against the worst line, cost more: 3.22 at depth 8, 6.96 at 10, 4.22 at 12.
            int delta = line == 0 ? 60 : 60 + std::abs(previous[line]) / 5;
            int alpha = -Infinity, beta = Infinity;
            if (depth >= 5 && !limits.exact_root_scores && std::abs(previous[line]) < WinBound) {
                alpha = std::max(previous[line] - delta, -Infinity);
                beta = std::min(previous[line] + delta, Infinity);
            }
            int searched = line_depth(depth, line);
            while (true) {
                seldepth_ = 0;
                score = root_iteration(pos, root, line, searched, alpha, beta);
                if (stop()) break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -Infinity);
                } else if (score >= beta) {
                    beta = std::min(score + delta, Infinity);
                } else if (searched < depth && score > previous[0]) {
                    // A shallower line that claims to beat line 1 is searched again to
                    // line 1's depth: lines are compared at one depth.
                    searched = depth;
                    continue;
                } else {
                    break;
                }
                delta += delta / 2;
                if (delta > 1000) alpha = -Infinity, beta = Infinity;
            }
            if (stop()) break;
            previous[line] = score;
            if (report_lines) {
                root[line].score = score;
                root[line].depth = searched;
                root[line].pv.assign(pv_[0], pv_[0] + std::max(pv_len_[0], 1));
                root[line].pv[0] = root[line].move;
            }
        }
        if (stop()) {
            // A move that beat the previous best in the unfinished iteration was searched in
            // full (one line only: the lines of an unfinished iteration are not reported).
            if (lines == 1 && pv_len_[0] > 0 && pv_[0][0] != result.move && score > previous[0] &&
                depth > 1 && result.depth > 0) {
                result.move = pv_[0][0];
                result.pv.assign(pv_[0], pv_[0] + pv_len_[0]);
                result.score = score;
            }
            break;
        }
        const auto by_score = [](const RootMove& a, const RootMove& b) {
            return a.score > b.score;
        };
        if (limits.exact_root_scores) compact_stable_sort(root.begin(), root.end(), by_score);
        if (lines > 1) {
            // Best first: a line that beat line 1 was searched again to line 1's depth.
            compact_stable_sort(root.begin(), root.begin() + static_cast<std::ptrdiff_t>(lines),
                                by_score);
            for (std::size_t i = 0; i < lines; ++i) previous[i] = root[i].score;
        }
        score = previous[0];
        result.move = root[0].move;
        result.score = score;
        result.depth = depth;
        result.seldepth = seldepth_;
        if (report_lines) {
            result.pv = root[0].pv;
        } else {
            result.pv.assign(pv_[0], pv_[0] + std::max(pv_len_[0], 1));
            result.pv[0] = root[0].move;
        }
        if (!progress) {
            const std::lock_guard lock(published_mutex_);
            published_ = result;
        }
        if (progress) {
            result.root_moves = root;
            if (*progress)
                (*progress)({depth, seldepth_, score, budget_.total_nodes(), budget_.elapsed_ms(),
                             result.pv});
            if (limits.on_lines &&
                !limits.on_lines(
                    depth, std::vector<RootMove>(
                               root.begin(), root.begin() + static_cast<std::ptrdiff_t>(lines))))
                break;
        }
        const bool decided = std::all_of(previous.begin(), previous.end(),
                                         [](int s) { return is_win_score(s) || is_loss_score(s); });
        if (decided) break;
        if (limits.time_ms > 0 && budget_.elapsed_ms() >= optimum) break;
    }
}

PINQI_COLD void Searcher::Worker::help(const Position& pos, const std::vector<RootMove>& root,
                                       const Limits& limits) {
    Limits own = limits;
    own.multi_pv = 1;
    own.on_lines = nullptr;
    own.stop = nullptr;  // the main thread hears the caller's stop and ends the helpers
    start(own, true);
    if (own_)
        *own_ = pos;
    else
        own_.emplace(pos);
    own_root_ = root;
    SearchResult result;
    iterate(*own_, own_root_, result, nullptr);
}

PINQI_COLD SearchResult Searcher::Worker::published() {
    const std::lock_guard lock(published_mutex_);
    return published_;
}

PINQI_COLD void Searcher::Worker::unpublish() {
    const std::lock_guard lock(published_mutex_);
    published_ = SearchResult{};
}

// When a pass would let the opponent win by threats (fours, or threes and
// fours), only the root moves that take the win away are worth searching: the
// blocks, and the counter-fours whose forced answers break the attack. The
// search alone finds a counter-four late, since the threat it parries lies
// beyond its horizon. The solvers get a third of the budget (UnbudgetedProofNodes
// without one), in rounds of growing node caps over the moves still open. A move goes only when the
// opponent's win after it is proven; a move the solvers find no win against
// stays, like an unproven one, since their attacks are not exhaustive. The list
// is kept whole when every move loses.
// Under a node budget without a clock, `helpers` idle helper threads share each round's
// moves with the main thread (the share counts every thread's nodes), each with its own
// solvers on a copy of the main thread's threat table; after each round every table gets
// what any thread wrote in it (the same position's findings merged), so that a round
// starts from all that the last ones learned, as on one thread. The copies (4 MB a helper)
// exist only once such a search has run. In slices (Limits::slice_of) the shares are the
// request's and `proofs` carries the rounds from one slice to the next (one thread: no
// helpers share them): a slice's end leaves the move it cut short first in its round, with
// the nodes it had, and the next slice goes on from there.
PINQI_COLD void Searcher::keep_defences(Position& pos, std::vector<RootMove>& root,
                                        const Limits& limits, int helpers, RootProofs& proofs) {
    Budget& budget = workers_[0]->budget_;
    if (proofs.verdicts.empty()) proofs.verdicts.assign(static_cast<std::size_t>(pos.cells()), {});
    // What the proofs decided, once they are done (in this slice or an earlier one).
    const auto keep = [&]() PINQI_COLD {
        proofs.defences_over = true;
        std::vector<RootMove> kept;
        for (const RootMove& m : root)
            if (proofs.verdicts[static_cast<std::size_t>(m.move)] != Verdict::Lost)
                kept.push_back(m);
        if (!kept.empty()) root = std::move(kept);
    };
    if (proofs.defences_over) return keep();
    const int fours = limits.root_vcf_fours, threats = limits.root_vct_depth;
    const std::uint64_t start = budget.total_nodes();
    const std::int64_t start_us = budget.elapsed_us();
    const std::uint64_t nodes = limits.proof_nodes();
    const std::uint64_t share = nodes ? nodes / 3 : limits.proof_ms() ? 0 : UnbudgetedProofNodes;
    // What earlier slices left of it: every thread's count may pass this.
    const std::uint64_t end = start + (share - std::min(share, proofs.defence_nodes));
    const int optimum = limits.proof_optimum();
    const bool timed = limits.proof_ms() > 0;
    const int deadline =
        timed ? std::max(
                    budget.elapsed_ms() + std::max(optimum / 3, 1) -
                        static_cast<int>(std::min<std::int64_t>(proofs.defence_us / 1000, optimum)),
                    1)
              : 0;
    const auto spent = [&](const Budget& b) {
        return b.stopped() || (share && b.total_nodes() >= end) ||
               (timed && budget.elapsed_ms() >= deadline);
    };
    // What this slice spent goes to the proofs' count.
    const auto count = [&]() PINQI_COLD {
        proofs.defence_nodes += budget.total_nodes() - start;
        proofs.defence_us += budget.elapsed_us() - start_us;
    };
    // Does the side to move win by threats, within `cap` nodes of the VCT solver? `begun`:
    // its VCT had begun before a slice's end, so that the share no longer holds it back.
    const auto verdict = [&](Position& p, VcfSolver& vcf, VctSolver& vct, Budget& b,
                             std::uint64_t cap, bool begun) PINQI_COLD {
        if (p.fives(p.side_to_move()).any() || vcf.solve(p, fours, nullptr, &b))
            return Verdict::Lost;
        const bool vcf_open = vcf.aborted();
        if (threats <= 0) return vcf_open ? Verdict::Open : Verdict::Holds;
        if (!begun && spent(b)) return Verdict::Open;
        if (vct.solve(p, threats, cap, nullptr, &b, timed ? deadline : 0)) return Verdict::Lost;
        return vcf_open || vct.aborted() ? Verdict::Open : Verdict::Holds;
    };
    // A verdict a stop (a slice's end) cut short is none: the proof goes on in the next slice.
    const auto cut = [&](Verdict v) { return v == Verdict::Open && budget.stopped(); };
    constexpr std::uint64_t FirstCap = 2'000;
    if (!proofs.threat_known) {
        const std::uint64_t cap = nodes ? std::max<std::uint64_t>(share / 4, 1) : 100'000;
        const std::uint64_t before = vct_.nodes();
        pos.make_null();
        const Verdict threat =
            verdict(pos, vcf_, vct_, budget, cap - std::min(cap - 1, proofs.threat_nodes),
                    proofs.threat_nodes > 0);
        pos.unmake_null();
        if (cut(threat)) {
            proofs.threat_nodes += vct_.nodes() - before;
            return count();
        }
        proofs.threat_known = true;
        proofs.threat = threat;
    }
    if (proofs.threat != Verdict::Lost) {
        proofs.defences_over = true;
        return count();
    }
    if (budget.stopped()) return count();
    const bool parallel = ThreadsAvailable && helpers > 0 && limits.time_ms == 0 &&
                          limits.max_nodes > 0 && !limits.slice_of;
    if (parallel) {
        threats_.log_writes(&written_);
        for (int i = 0; i < helpers; ++i) {
            Prover& prover = *provers_[static_cast<std::size_t>(i)];
            prover.table.copy_from(threats_);
            prover.written.clear();
            prover.table.log_writes(&prover.written);
        }
        written_.clear();
    }
    if (proofs.cap == 0) proofs.cap = FirstCap;
    std::vector<Verdict>& verdicts = proofs.verdicts;
    const std::vector<int>& open = proofs.open;
    // A move a slice's end cut short goes on first, share or not, as in one search, where the
    // share is looked at between moves only.
    while (proofs.cut || !spent(budget)) {
        if (!proofs.listed) {
            proofs.open.clear();
            for (const RootMove& m : root)
                if (verdicts[static_cast<std::size_t>(m.move)] == Verdict::Open)
                    proofs.open.push_back(m.move);
            proofs.next = 0;
            proofs.partial = 0;
            proofs.cut = false;
            proofs.listed = true;
        }
        if (open.empty()) break;
        const std::uint64_t cap = proofs.cap;
        // Each thread takes the next open move, in the list's order, until the round's moves
        // or the share run out.
        std::atomic<std::size_t> next{proofs.next};
        const std::uint64_t partial = proofs.cut ? proofs.partial : 0;
        const auto work = [&](Position& p, VcfSolver& vcf, VctSolver& vct, Budget& b) PINQI_COLD {
            for (bool resumed = &b == &budget && proofs.cut; resumed || !spent(b);
                 resumed = false) {
                const std::size_t k = next.fetch_add(1, std::memory_order_relaxed);
                if (k >= open.size()) break;
                const std::uint64_t had = resumed ? partial : 0;
                const std::uint64_t before = vct.nodes();
                p.make(open[k]);
                const Verdict v = verdict(p, vcf, vct, b, cap - std::min(cap - 1, had), had > 0);
                p.unmake();
                if (!parallel && cut(v)) {
                    proofs.next = k;
                    proofs.partial = had + (vct.nodes() - before);
                    proofs.cut = true;
                    break;
                }
                if (resumed) proofs.cut = false;
                verdicts[static_cast<std::size_t>(open[k])] = v;
            }
        };
        if (parallel) {
            root_position_.reset();
            root_position_.emplace(pos);
            pool_.start([&](int index) {
                Budget& b = workers_[static_cast<std::size_t>(index)]->budget_;
                Prover& prover = *provers_[static_cast<std::size_t>(index) - 1];
                b.start(limits.max_nodes, 0, nullptr, limits.clock, &shared_);
                Position p = *root_position_;
                work(p, prover.vcf, prover.vct, b);
                b.check();  // reports its last nodes to the shared count
            });
        }
        work(pos, vcf_, vct_, budget);
        if (parallel) {
            // The helpers end with their moves (a share bounds them); a stop ends them sooner.
            if (budget.stopped()) shared_.abort.store(true, std::memory_order_relaxed);
            pool_.wait();
            // What every thread learned this round, every thread knows in the next, as one
            // thread alone would: the helpers' findings join the main thread's table, and
            // the slots written in any table go back to every helper's.
            for (const auto& prover : provers_) {
                for (const std::uint32_t slot : prover->written)
                    threats_.merge(prover->table, slot);
                written_.insert(written_.end(), prover->written.begin(), prover->written.end());
                prover->written.clear();
            }
            for (const auto& prover : provers_)
                for (const std::uint32_t slot : written_) prover->table.copy_slot(threats_, slot);
            written_.clear();
        }
        if (budget.stopped()) {  // the round goes on in the next slice
            if (!proofs.cut) proofs.next = std::min(next.load(), open.size());
            break;
        }
        if (std::none_of(open.begin(), open.end(), [&](int m) {
                return verdicts[static_cast<std::size_t>(m)] == Verdict::Open;
            }))
            break;
        proofs.cap *= 4;
        proofs.listed = false;
    }
    if (parallel) {
        threats_.log_writes(nullptr);
        for (const auto& prover : provers_) prover->table.log_writes(nullptr);
    }
    count();
    if (!budget.stopped()) keep();
}

PINQI_COLD Searcher::RootProofs& Searcher::root_proofs(const Position& pos, const Limits& limits) {
    if (limits.slice_of != proofs_of_) {
        proofs_.clear();
        proofs_of_ = limits.slice_of;
    }
    std::uint64_t id = pos.key();
    for (const int m : limits.excluded)
        id = (id ^ static_cast<std::uint64_t>(m + 1)) * 0x9E3779B97F4A7C15ull;
    for (RootProofs& p : proofs_)
        if (p.id == id) return p;
    proofs_.push_back({});
    proofs_.back().id = id;
    return proofs_.back();
}

PINQI_COLD SearchResult Searcher::search(Position& pos, const Limits& limits,
                                         const ProgressFn& progress) {
    pool_.wait();  // the helpers of the last search, if they are still unwinding
    Worker& main = *workers_[0];
    // No helpers for the levels that pick among the root moves by their exact scores.
    // For lines (multi-PV) the helpers search one line, filling the table, and the main
    // thread's lines are the answer.
    const int helpers = limits.exact_root_scores ? 0 : pool_.helpers();
    const bool vote = limits.multi_pv <= 1 && !limits.on_lines;
    shared_.reset();
    main.start(limits, helpers > 0);
    Budget& budget = main.budget_;
    tt_.new_search();
    vcf_.reset_nodes();
    vct_.reset_nodes();

    SearchResult result;
    // Under a clock (or no budget) the helpers search while the main thread runs the root
    // proofs. A node budget is work, not time: there they start after the proofs, which
    // would otherwise find the budget spent by the helpers before they end.
    bool helping = false;
    const auto finish = [&](SearchResult& r) -> SearchResult {
        // A proof's answer does not wait for the helpers (the next call does).
        if (helping) shared_.abort.store(true, std::memory_order_relaxed);
        r.nodes = budget.total_nodes();  // this thread's alone without helpers
        r.elapsed_ms = budget.elapsed_ms();
        if (r.pv.empty() && r.move != NoCell) r.pv.push_back(r.move);
        return r;
    };
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    const auto allowed = [&](int m) {
        return std::find(limits.excluded.begin(), limits.excluded.end(), m) ==
               limits.excluded.end();
    };
    if (pos.move_count() == 0) {
        // The first stone: the centre, or (the centre excluded, for more lines) the
        // point nearest to it that is not, ring by ring, in reading order.
        const int mid = pos.size() / 2;
        for (int ring = 0; ring <= mid && result.move == NoCell; ++ring)
            for (int y = mid - ring; y <= mid + ring && result.move == NoCell; ++y)
                for (int x = mid - ring; x <= mid + ring && result.move == NoCell; ++x) {
                    const bool on_ring = std::max(std::abs(x - mid), std::abs(y - mid)) == ring;
                    if (on_ring && x < pos.size() && y < pos.size() && allowed(pos.cell(x, y)))
                        result.move = pos.cell(x, y);
                }
        result.reason = result.move == NoCell ? Reason::NoMove : Reason::Opening;
        return finish(result);
    }
    if (pos.fives(us).any() && allowed(pos.fives(us).first())) {
        result.move = pos.fives(us).first();
        result.score = win_in(1);
        result.reason = Reason::Five;
        return finish(result);
    }
    const int their_five = pos.fives(them).first();
    if (their_five != NoCell && !pos.forbidden_for(their_five, us) && allowed(their_five) &&
        (!limits.score_forced || pos.fives(them).count() > 1)) {
        result.move = their_five;
        result.score = pos.fives(them).count() > 1 ? loss_in(2) : 0;
        result.reason = Reason::BlockFive;
        return finish(result);
    }
    if (their_five == NoCell) {
        result.move = pos.first_legal(pos.flex4s(us), us);
        if (result.move != NoCell && allowed(result.move)) {
            result.score = win_in(3);
            result.reason = Reason::OpenFour;
            return finish(result);
        }
    }

    // The root moves come before the proofs, so that the helpers may search them meanwhile.
    const Duty duty = duty_of(pos);
    int moves[MaxCells];
    int n = candidate_moves(pos, duty, moves);
    if (n == 0 && duty != Duty::Free) pos.area().for_each([&](int c) { moves[n++] = c; });
    std::vector<RootMove> root;
    if (n > 0) {
        main.stack_[0].killers[0] = main.stack_[0].killers[1] = NoCell;
        main.order_moves(pos, moves, n, NoCell, 0);
        for (int i = 0; i < n; ++i)
            if (!pos.forbidden_for(moves[i], us) && allowed(moves[i]))
                root.push_back({moves[i], 0, 0, {}});
        if (limits.width > 0 && duty == Duty::Free && static_cast<int>(root.size()) > limits.width)
            root.resize(static_cast<std::size_t>(limits.width));
    }
    const auto start_helpers = [&] {
        if (helping || helpers == 0 || root.size() < 2) return;
        root_position_.reset();
        root_position_.emplace(pos);
        root_moves_ = root;
        helper_limits_ = limits;
        for (int i = 1; i <= helpers; ++i) workers_[static_cast<std::size_t>(i)]->unpublish();
        pool_.start([this](int index) {
            workers_[static_cast<std::size_t>(index)]->help(*root_position_, root_moves_,
                                                            helper_limits_);
        });
        helping = true;
    };
    if (limits.max_nodes == 0) start_helpers();
    RootProofs fresh;  // a search of its own
    RootProofs& proofs = limits.slice_of ? root_proofs(pos, limits) : fresh;

    if (their_five == NoCell) {
        if (limits.root_vcf_fours > 0) {
            std::vector<int> line;
            if (vcf_.solve(pos, limits.root_vcf_fours, &line, &budget) && !line.empty() &&
                allowed(line.front())) {
                result.move = line.front();
                result.pv = line;
                result.score = win_in(static_cast<int>(line.size()));
                result.reason = Reason::Vcf;
                return finish(result);
            }
        }
        if (limits.root_vct_depth > 0 && duty_of(pos) == Duty::Free && pos.threes(us).any() &&
            !proofs.vct_over) {
            // A threat win, within a share of the budget: a tenth of the nodes, and with a
            // clock a fifth of the time before the last iteration may start. In slices, what
            // the earlier ones left of the request's share.
            const std::uint64_t nodes = limits.proof_nodes();
            std::uint64_t cap = nodes ? nodes / 10 + 1 : 0;
            const int optimum = limits.proof_optimum();
            int time_share = limits.proof_ms() > 0 ? std::max(optimum / 5, 1) : 0;
            if (!cap && !time_share) cap = UnbudgetedProofNodes;
            bool left = true;
            if (cap) {
                left = proofs.vct_nodes < cap;
                cap -= std::min(cap, proofs.vct_nodes);
            }
            if (limits.slice_of && time_share) {
                const std::int64_t ms = time_share - proofs.vct_us / 1000;
                left = left && ms > 0;
                time_share = budget.elapsed_ms() + static_cast<int>(std::max<std::int64_t>(ms, 1));
            }
            std::vector<int> line = proofs.vct_line;
            const std::uint64_t before = vct_.nodes();
            const std::int64_t before_us = budget.elapsed_us();
            const bool won = !line.empty() || (left && vct_.solve(pos, limits.root_vct_depth, cap,
                                                                  &line, &budget, time_share));
            proofs.vct_nodes += vct_.nodes() - before;
            proofs.vct_us += budget.elapsed_us() - before_us;
            if (won && !line.empty() && allowed(line.front())) {
                proofs.vct_line = line;
                result.move = line.front();
                result.pv = line;
                result.score = win_in(static_cast<int>(line.size()) + 2);
                result.reason = Reason::Vct;
                return finish(result);
            }
            // Refuted, or out of its share; a stop (a slice's end) leaves it to the next slice.
            proofs.vct_over = !left || !budget.stopped();
        }
    }

    if (n == 0) {
        result.reason = Reason::NoMove;
        return finish(result);
    }
    if (root.empty()) {
        // Every answer to the threat is forbidden (or none exists): the game is lost, but a
        // legal move is still owed. The first legal point near the stones, else anywhere.
        int fallback = NoCell;
        pos.area().for_each([&](int c) {
            if (fallback == NoCell && !pos.forbidden_for(c, us) && allowed(c)) fallback = c;
        });
        for (int c = 0; c < pos.cells() && fallback == NoCell; ++c)
            if (pos.at(c) == Stone::Empty && !pos.forbidden_for(c, us) && allowed(c)) fallback = c;
        if (fallback == NoCell) {
            result.reason = Reason::NoMove;
            return finish(result);
        }
        result.move = fallback;
        result.score = loss_in(2);
        result.reason = Reason::OnlyMove;
        return finish(result);
    }
    // Also against an open three or a four-three, whose defences the move generator
    // has already picked: some of them still lose to a threat win (a counter-four may be
    // the only save). Against a four the block is the only move anyway.
    if (limits.root_vcf_fours > 0 && !limits.exact_root_scores && duty != Duty::BlockFive)
        keep_defences(pos, root, limits, helping ? 0 : helpers, proofs);
    result.move = root[0].move;
    if (root.size() == 1 && !limits.exact_root_scores && !limits.score_forced) {
        result.reason = Reason::OnlyMove;
        result.root_moves = root;
        return finish(result);
    }

    start_helpers();
    main.iterate(pos, root, result, &progress);
    if (helping) {
        // The helpers stop within a few hundred nodes; the answer does not wait for them (a
        // helper the scheduler keeps waiting must not cost the clock): the next call does.
        shared_.abort.store(true, std::memory_order_relaxed);
        // The thread that got furthest: a proven win first (the quickest), else the
        // deepest finished iteration, then the best score. A proven loss on any thread (its
        // best move's score) says that every move loses: then only the threads that see
        // their move lose count, as one thread that sees the loss plays its longest defence
        // (a thread that sees no loss has missed it, at any depth, and would play a move
        // that loses sooner).
        std::vector<SearchResult> results{result};
        for (int i = 1; i <= helpers && vote; ++i) {
            SearchResult r = workers_[static_cast<std::size_t>(i)]->published();
            // A helper searched the root moves from before keep_defences dropped the lost ones.
            const bool kept = std::any_of(root.begin(), root.end(),
                                          [&](const RootMove& m) { return m.move == r.move; });
            if (r.depth > 0 && r.move != NoCell && kept) results.push_back(std::move(r));
        }
        const bool lost = std::any_of(results.begin(), results.end(),
                                      [](const SearchResult& r) { return is_loss_score(r.score); });
        const SearchResult* chosen = nullptr;
        for (const SearchResult& r : results) {
            if (lost && !is_loss_score(r.score) && !is_win_score(r.score)) continue;
            const bool better =
                !chosen || (is_win_score(r.score)
                                ? r.score > chosen->score
                                : !is_win_score(chosen->score) &&
                                      (r.depth > chosen->depth ||
                                       (r.depth == chosen->depth && r.score > chosen->score)));
            if (better) chosen = &r;
        }
        const SearchResult best = *chosen;
        result.move = best.move;
        result.score = best.score;
        result.depth = best.depth;
        result.seldepth = best.seldepth;
        result.pv = best.pv;
        finish(result);
        result.nodes = budget.total_nodes();
        return result;
    }
    return finish(result);
}

}  // namespace pinqi::gomoku::ai
