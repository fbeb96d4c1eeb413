#pragma once
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "common/thread_pool.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/history.h"
#include "xiangqi/ai/nnue.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/ai/tt.h"
#include "xiangqi/position.h"
#include "xiangqi/repetition.h"

namespace pinqi::xiangqi::ai {

// One move of the line from the game's start (or last capture) to the current
// node: enough to unwind it and to judge a repetition by the AXF rules.
struct PathEntry {
    Key key_before = 0;
    Move move = NoMove;
    UndoInfo undo{};
    Color mover = Red;
    bool capture = false;
    bool null_move = false;
    bool conduct_known = false;
    MoveConduct conduct;
};

struct IterationReport;

// When to stop. Zero means "no limit" for each field; depths 1 and 2 always
// complete, so a best move always exists and mates in one are seen.
struct Limits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int time_ms = 0;          // hard: abort the iteration in progress
    int soft_time_ms = 0;     // the base time for "start no new iteration"; scaled by instability
    bool scale_time = false;  // stretch or shrink soft_time_ms by how settled the search is
    const std::atomic<bool>* stop = nullptr;
    std::vector<Move> root_moves;  // when not empty: only these legal moves are searched
    // Above 1: the best `multi_pv` root moves each get an exact score and a line
    // (Stockfish's pvIdx: one iterative deepening serves every line).
    int multi_pv = 1;
    // After each finished iteration, as the progress report; false ends the search there.
    std::function<bool(const IterationReport&)> on_iteration;
};

// One line of a position: a root move, its score (the side to move's view, mates
// as in score.h), the depth it was searched to, and the line from it.
struct Line {
    Move move = NoMove;
    Value score = 0;
    int depth = 0;
    std::vector<Move> pv;
};

struct IterationReport {
    int depth = 0;
    int seldepth = 0;
    Value score = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Move> pv;
    std::vector<Line> lines;  // the iteration's best lines, best first (Limits::multi_pv)
};
using ProgressFn = std::function<void(const IterationReport&)>;

// Search techniques that can be switched off, so matches can measure each one.
struct SearchFeatures {
    bool null_move = true;
    bool late_move_reductions = true;
    bool futility = true;  // reverse futility, late-move, futility and SEE pruning near the leaves
    bool check_extension = true;
    bool singular = true;  // singular extensions and multi-cut
    bool probcut = true;
    bool qsearch_checks = true;  // quiet checks at the first quiescence ply
    int experiment = 0;          // a free switch for A/B matches of work in progress
};

struct SearchOptions {
    EvalTerms terms;
    SearchFeatures features;
    // Above 0: every root move gets an exact score and a deterministic random
    // offset of up to ±noise centipawns (never on mates or rule wins), so weak
    // levels pick among near-equal moves as people do.
    int noise = 0;
    std::uint64_t seed = 0;
    // When set, the network evaluates instead of evaluate() (and `terms` are unused).
    const nnue::Network* network = nullptr;
};

struct SearchResult {
    Move best = NoMove;
    Value score = 0;
    int depth = 0;
    int seldepth = 0;
    std::uint64_t nodes = 0;  // over every thread
    int elapsed_ms = 0;
    std::vector<Move> pv;
    // Line 1 is this result (best, score, depth, pv); lines 2.. (Limits::multi_pv)
    // are the last finished iteration's next best moves, by score.
    std::vector<Line> lines;
};

class SearchWorker;

constexpr int MaxThreads = 64;

// What the threads of one search share: the table, the stop word and the
// threads' node counts.
struct SharedSearch {
    TranspositionTable* tt = nullptr;
    std::atomic<bool> abort{false};  // every thread polls it; the main thread and budgets raise it
    std::vector<std::unique_ptr<SearchWorker>>* workers = nullptr;
    std::uint64_t total_nodes() const;
};

// Principal-variation search in the Stockfish manner: iterative deepening
// with aspiration windows; a transposition table; null move with
// verification, reverse futility, razoring and probcut before the moves;
// singular extensions with multi-cut, limited check extensions, late-move
// reductions from a depth x move-number table adjusted by history, and
// late-move, futility and SEE pruning while looping over them; quiescence
// with quiet checks at its first ply. It knows the AXF repetition rules.
class Searcher {
  public:
    explicit Searcher(std::size_t tt_megabytes = 16);
    ~Searcher();

    // `history` holds the game's moves up to `root` (at least since the last capture).
    // With several threads (set_threads) they search together (Lazy SMP): they
    // share the table, each keeps its own histories, and helpers skip depths in
    // staggered blocks. The result is the thread's that went deepest without
    // scoring lower than the main thread's.
    SearchResult search(const Position& root, const std::vector<PathEntry>& history,
                        const Limits& limits, const SearchOptions& options,
                        const ProgressFn& progress = {});

    TranspositionTable& tt() { return tt_; }
    void clear();
    // 1..64 search threads (1 where the build has no threads).
    void set_threads(int threads);
    int threads() const { return static_cast<int>(workers_.size()); }

  private:
    TranspositionTable tt_;
    SharedSearch shared_;
    std::vector<std::unique_ptr<SearchWorker>> workers_;
    ThreadPool pool_;
};

// One search thread: its position, stack, histories and evaluation cache.
class SearchWorker {
  public:
    SearchWorker(SharedSearch& shared, int index);

    // Iterative deepening on this thread: index 0 is the main thread (time,
    // progress, stopping the others); helpers run until the shared stop.
    void iterate(const Position& root, const std::vector<PathEntry>& history, const Limits& limits,
                 const SearchOptions& options, const ProgressFn& progress,
                 std::chrono::steady_clock::time_point start);
    void clear();
    const SearchResult& result() const { return result_; }
    // This thread's nodes as last published (every 64, and exactly once its search ends).
    std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    void nodes_reset() {
        own_nodes_ = 0;
        nodes_.store(0, std::memory_order_relaxed);
    }

  private:
    struct Stack {
        PieceToHistory* continuation = nullptr;
        int ply = 0;
        Move current_move = NoMove;
        Move excluded_move = NoMove;
        Move killers[2] = {NoMove, NoMove};
        Value static_eval = 0;
        int stat_score = 0;
        int move_count = 0;
        int cutoff_count = 0;
        bool in_check = false;
        bool tt_pv = false;
        bool tt_hit = false;
    };
    struct RootMove {
        Move move;
        Value score;
        Value previous_score;
        std::vector<Move> pv;  // set when the move's line is finished (multi-PV)
        int depth = 0;         // the depth that line was searched to
    };

    template <bool Pv>
    Value search(Stack* ss, Value alpha, Value beta, int depth, bool cut_node);
    template <bool Pv>
    Value qsearch(Stack* ss, Value alpha, Value beta, int depth);
    void noisy_root_iteration(Stack* ss, int depth);
    bool repetition(int ply, Value& value);
    bool out_of_budget();
    int elapsed_ms() const;
    void do_move(Stack* ss, Move m, bool capture, bool check);
    void undo_move();
    void update_pv(int ply, Move m);
    void update_quiet_stats(Stack* ss, Move m, int bonus);
    void update_continuation(Stack* ss, Piece p, Square to, int bonus);
    void update_all_stats(Stack* ss, Move best, Value best_value, Value beta, const Move* quiets,
                          int quiet_count, const Move* captures, int capture_count, int depth);
    bool time_to_stop_iterating(int depth, Value score);
    bool is_root_move(Move m) const {
        for (std::size_t i = pv_index_; i < root_moves_.size(); ++i)
            if (root_moves_[i].move == m) return true;
        return false;
    }
    std::vector<Line> finished_lines(int depth) const;
    bool skips(int depth) const;
    // Counted in a plain word, published to the others every 64 nodes: an atomic store at
    // every node is a full barrier in wasm with threads (all its atomics are sequentially
    // consistent), and cost the threaded flavour a fifth of its speed on one thread.
    void count_node() {
        if ((++own_nodes_ & 63) == 0) nodes_.store(own_nodes_, std::memory_order_relaxed);
    }
    void publish_nodes() { nodes_.store(own_nodes_, std::memory_order_relaxed); }
    // The static evaluation, remembered by position key: the table keeps it only for
    // the positions it stores, and many are evaluated again after being replaced.
    Value evaluate_here() {
        EvalSlot& e = eval_cache_[pos_.key() & (EvalCacheSize - 1)];
        if (!e.used || e.key != pos_.key()) e = {pos_.key(), static_evaluation(), true};
        return e.value;
    }
    Value static_evaluation() {
        if (nnue::NetworkAvailable && nnue_) [[unlikely]]
            return std::clamp(nnue_->evaluate(pos_), -DecisiveBound + 1, DecisiveBound - 1);
        return evaluate(pos_, options_.terms);
    }
    // Starts loading what the child node will read first: its table bucket and
    // its evaluation slot.
    void prefetch_after(Move m) const {
        const Key key = pos_.key_after(m);
        tt_.prefetch(key);
        __builtin_prefetch(&eval_cache_[key & (EvalCacheSize - 1)]);
    }
    void clear_eval_cache() { std::fill(eval_cache_.begin(), eval_cache_.end(), EvalSlot{}); }
    struct EvalSlot {
        Key key = 0;
        Value value = 0;
        bool used = false;
    };
    static constexpr std::size_t EvalCacheSize = 1 << 16;
    std::vector<EvalSlot> eval_cache_ = std::vector<EvalSlot>(EvalCacheSize);
    EvalTerms eval_cache_terms_;  // the terms the cached values were computed with
    const nnue::Network* eval_cache_network_ = nullptr;  // likewise, the network
    // The network's accumulators along the current line, pushed by do_move; null
    // when the hand-crafted evaluation is in use.
    std::unique_ptr<nnue::AccumulatorStack> nnue_;

    SharedSearch& shared_;
    TranspositionTable& tt_;
    const int index_;
    SearchResult result_;
    std::unique_ptr<Histories> histories_;
    int reductions_[MaxMoves + 1];
    Position pos_;
    std::vector<PathEntry> path_;  // sized once per search; path_size_ entries are live
    int path_size_ = 0;
    std::vector<RootMove> root_moves_;
    Limits limits_;
    SearchOptions options_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t own_nodes_ = 0;          // this thread's count
    std::atomic<std::uint64_t> nodes_{0};  // written by this thread only: own_nodes_ published
    std::size_t pv_index_ = 0;             // the line being searched (multi-PV)
    int game_ply_ = 0;                     // for the helpers' depth skipping
    bool stopped_ = false;
    bool may_stop_ = false;
    int root_depth_ = 0;
    int completed_depth_ = 0;
    int seldepth_ = 0;
    int nmp_min_ply_ = 0;
    Value root_delta_ = 1;
    double best_move_changes_ = 0;
    // Time management between iterations.
    Value previous_iteration_score_ = 0;
    Value iteration_scores_[4] = {};
    Move last_best_ = NoMove;
    int last_best_depth_ = 0;
    Move pv_[MaxPly + 2][MaxPly + 2] = {};
    int pv_length_[MaxPly + 2] = {};
};

}  // namespace pinqi::xiangqi::ai
