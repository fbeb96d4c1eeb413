#include "gomoku/ai/search.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

namespace {

constexpr int Infinity = Win + 1;

int score_to_tt(int s, int ply) {
    return is_win_score(s) ? s + ply : is_loss_score(s) ? s - ply : s;
}
int score_from_tt(int s, int ply) {
    return is_win_score(s) ? s - ply : is_loss_score(s) ? s + ply : s;
}

}  // namespace

int Searcher::elapsed_ms() const {
    return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start_)
                                .count());
}

// The clock is read every 256 nodes, the VCF solver's included: a search
// whose leaves are mostly VCF work would otherwise read it too seldom.
bool Searcher::out_of_budget() {
    const std::uint64_t total = total_nodes();
    if (limits_.max_nodes && total >= limits_.max_nodes) return true;
    if (total < next_clock_check_) return false;
    next_clock_check_ = total + 256;
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
    return limits_.time_ms > 0 && elapsed_ms() >= limits_.time_ms;
}

bool Searcher::out_of_budget_now() const {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
    return limits_.time_ms > 0 && elapsed_ms() >= limits_.time_ms;
}

// Candidate moves, best first. When the opponent threatens an open four (or a
// double four), only our own fours and the points on their four-lines count.
int Searcher::generate(Position& pos, int* moves, int tt_move) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    CellSet candidates;
    if (pos.flex4s(them).any()) {
        for (std::size_t i = 0; i < candidates.words.size(); ++i)
            candidates.words[i] = pos.fours(us).words[i] | pos.fours(them).words[i];
    } else {
        candidates = pos.area();
    }
    // Key and move packed in one integer: sorting plain integers is the fast path.
    std::int64_t scored[MaxCells];
    int n = 0;
    const auto& history = history_[us == Stone::Black ? 0 : 1];
    // Forbidden points are skipped where the moves are played: most are never reached.
    candidates.for_each([&](int c) {
        std::int64_t key =
            pos.cell_score(c, us) * 5 / 4 + pos.cell_score(c, them) + history[c] / 64;
        if (c == tt_move) key = 1 << 30;
        scored[n++] = (key << 10) | (1023 - c);
    });
    std::sort(scored, scored + n, [](std::int64_t a, std::int64_t b) { return a > b; });
    if (limits_.width > 0 && n > limits_.width && !pos.flex4s(them).any()) n = limits_.width;
    for (int i = 0; i < n; ++i) moves[i] = 1023 - static_cast<int>(scored[i] & 1023);
    return n;
}

int Searcher::node(Position& pos, int depth, int alpha, int beta, int ply) {
    pv_len_[ply] = ply;
    ++nodes_;
    if (aborted_ || out_of_budget()) {
        aborted_ = true;
        return 0;
    }
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) return Win - ply;
    if (ply >= MaxPly - 8) return pos.evaluate();

    const CellSet& their_fives = pos.fives(them);
    if (their_fives.any()) {
        const int block = their_fives.first();
        if (their_fives.count() > 1 || pos.forbidden_for(block, us)) return -(Win - ply - 1);
        pos.make(block);
        const int s = -node(pos, depth, -beta, -alpha, ply + 1);
        pos.unmake();
        pv_[ply][ply] = block;
        for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
        pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
        return s;
    }
    bool open_four = false;
    pos.flex4s(us).for_each([&](int c) { open_four = open_four || !pos.forbidden_for(c, us); });
    if (open_four) return Win - ply - 2;

    if (depth <= 0) {
        if (limits_.leaf_vcf_fours > 0 && pos.fours(us).any()) {
            if (vcf_.solve(pos, limits_.leaf_vcf_fours))
                return Win - ply - 2 * limits_.leaf_vcf_fours - 1;
            if (vcf_.aborted()) {  // out of time inside the solve
                aborted_ = true;
                return 0;
            }
        }
        return pos.evaluate();
    }

    const std::uint64_t key = pos.key();
    int tt_move = NoCell;
    if (const TTEntry* e = tt_.probe(key)) {
        tt_move = e->move;
        if (e->depth >= depth) {
            const int s = score_from_tt(e->score, ply);
            if (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
                (e->bound == Bound::Upper && s <= alpha))
                return s;
        }
    }

    int moves[MaxCells];
    const int n = generate(pos, moves, tt_move);
    if (n == 0) return 0;
    const bool defending = pos.flex4s(them).any();
    const int original_alpha = alpha;
    int best = -Infinity;
    int best_move = NoCell;
    int searched = 0;
    for (int i = 0; i < n; ++i) {
        const int m = moves[i];
        if (pos.forbidden_for(m, us)) continue;
        const bool quiet = pos.cls(m, us) < CellClass::Three && pos.cls(m, them) < CellClass::Three;
        pos.make(m);
        int s;
        if (searched++ == 0) {
            s = -node(pos, depth - 1, -beta, -alpha, ply + 1);
        } else {
            int r = 0;
            if (depth >= 3 && searched >= 4 && quiet && !defending)
                r = 1 + (searched >= 9 && depth >= 5);
            s = -node(pos, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
            if (s > alpha && r > 0) s = -node(pos, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (s > alpha && s < beta) s = -node(pos, depth - 1, -beta, -alpha, ply + 1);
        }
        pos.unmake();
        if (aborted_) return 0;
        if (s > best) {
            best = s;
            best_move = m;
            if (s > alpha) {
                alpha = s;
                pv_[ply][ply] = m;
                for (int j = ply + 1; j < pv_len_[ply + 1]; ++j) pv_[ply][j] = pv_[ply + 1][j];
                pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
                if (alpha >= beta) {
                    history_[us == Stone::Black ? 0 : 1][m] += depth * depth;
                    break;
                }
            }
        }
    }
    if (searched == 0) return -(Win - ply);  // Black with only forbidden points left
    const Bound bound = best >= beta            ? Bound::Lower
                        : best > original_alpha ? Bound::Exact
                                                : Bound::Upper;
    tt_.store(key, score_to_tt(best, ply), best_move, depth, bound);
    return best;
}

SearchResult Searcher::search(Position& pos, const Limits& limits, const ProgressFn& progress) {
    limits_ = limits;
    nodes_ = 0;
    next_clock_check_ = 0;
    aborted_ = false;
    start_ = std::chrono::steady_clock::now();
    vcf_.reset_nodes();
    vcf_.clear_cache();
    for (auto& side : history_)
        for (auto& h : side) h = 0;

    SearchResult result;
    // Every VCF solve, at the root and at the leaves, stops when the budget does.
    vcf_.set_abort_check([this] { return out_of_budget_now(); });
    const auto finish = [&](SearchResult& r) -> SearchResult {
        vcf_.set_abort_check({});
        r.nodes = total_nodes();
        r.elapsed_ms = elapsed_ms();
        if (r.pv.empty() && r.move != NoCell) r.pv.push_back(r.move);
        return r;
    };
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.move_count() == 0) {
        result.move = pos.cell(pos.size() / 2, pos.size() / 2);
        result.reason = Reason::Opening;
        return finish(result);
    }
    if (pos.fives(us).any()) {
        result.move = pos.fives(us).first();
        result.score = Win - 1;
        result.reason = Reason::Five;
        return finish(result);
    }
    const int their_five = pos.fives(them).first();
    if (their_five != NoCell && !pos.forbidden_for(their_five, us)) {
        result.move = their_five;
        result.score = pos.fives(them).count() > 1 ? -(Win - 2) : 0;
        result.reason = Reason::BlockFive;
        return finish(result);
    }
    if (their_five == NoCell) {
        pos.flex4s(us).for_each([&](int c) {
            if (result.move == NoCell && !pos.forbidden_for(c, us)) result.move = c;
        });
        if (result.move != NoCell) {
            result.score = Win - 3;
            result.reason = Reason::OpenFour;
            return finish(result);
        }
        if (limits.root_vcf_fours > 0) {
            std::uint64_t cap =
                limits.time_ms > 0 ? static_cast<std::uint64_t>(limits.time_ms) * 1500 : 2'000'000;
            if (limits.max_nodes) cap = std::min<std::uint64_t>(cap, limits.max_nodes / 2 + 1);
            vcf_.set_node_limit(cap);
            std::vector<int> line;
            const bool won = vcf_.solve(pos, limits.root_vcf_fours, &line);
            vcf_.set_node_limit(0);
            if (won && !line.empty()) {
                result.move = line.front();
                result.pv = line;
                result.score = Win - static_cast<int>(line.size());
                result.reason = Reason::Vcf;
                return finish(result);
            }
        }
    }

    int moves[MaxCells];
    const int n = generate(pos, moves, NoCell);
    if (n == 0) {
        result.reason = Reason::NoMove;
        return finish(result);
    }
    std::vector<RootMove> root;
    for (int i = 0; i < n; ++i)
        if (!pos.forbidden_for(moves[i], us)) root.push_back({moves[i], 0});
    if (root.empty()) {
        result.reason = Reason::NoMove;
        return finish(result);
    }
    result.move = root[0].move;
    if (root.size() == 1 && !limits.exact_root_scores) {
        result.reason = Reason::OnlyMove;
        result.root_moves = root;
        return finish(result);
    }

    for (int depth = 1; depth <= limits.max_depth; ++depth) {
        int alpha = -Infinity;
        int best = -Infinity;
        int best_move = NoCell;
        std::vector<int> best_pv;
        int done = 0;
        for (std::size_t i = 0; i < root.size(); ++i) {
            const int m = root[i].move;
            pos.make(m);
            int s;
            if (i == 0 || limits.exact_root_scores) {
                s = -node(pos, depth - 1, -Infinity, limits.exact_root_scores ? Infinity : -alpha,
                          1);
            } else {
                s = -node(pos, depth - 1, -alpha - 1, -alpha, 1);
                if (s > alpha && !aborted_) s = -node(pos, depth - 1, -Infinity, -alpha, 1);
            }
            pos.unmake();
            if (aborted_) break;
            ++done;
            root[i].score = s;
            if (s > best) {
                best = s;
                best_move = m;
                best_pv.assign(1, m);
                for (int j = 1; j < pv_len_[1]; ++j) best_pv.push_back(pv_[1][j]);
                if (s > alpha) alpha = s;
            }
        }
        if (aborted_) {
            // A move that beat the previous best in the unfinished iteration was searched in full.
            if (best_move != NoCell && (done > 1 || best > result.score || depth == 1)) {
                result.move = best_move;
                result.pv = best_pv;
                result.score = best;
            }
            break;
        }
        std::stable_sort(root.begin(), root.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        result.move = best_move;
        result.score = best;
        result.depth = depth;
        result.pv = best_pv;
        result.root_moves = root;
        if (progress) progress({depth, best, total_nodes(), elapsed_ms(), best_pv});
        if (is_win_score(best) || is_loss_score(best)) break;
        if (limits.time_ms > 0 && elapsed_ms() * 2 > limits.time_ms) break;
    }
    return finish(result);
}

}  // namespace pinqi::gomoku::ai
