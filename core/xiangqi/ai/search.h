#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/movepick.h"
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

// When to stop. Zero means "no limit" for each field; depths 1 and 2 always
// complete, so a best move always exists and mates in one are seen.
struct Limits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int time_ms = 0;       // hard: abort the iteration in progress
    int soft_time_ms = 0;  // do not start another iteration after this
    const std::atomic<bool>* stop = nullptr;
    std::vector<Move> root_moves;  // when not empty: only these legal moves are searched
};

struct IterationReport {
    int depth = 0;
    Value score = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Move> pv;
};
using ProgressFn = std::function<void(const IterationReport&)>;

// Search techniques that can be switched off, so matches can measure each one.
struct SearchFeatures {
    bool null_move = true;
    bool late_move_reductions = true;
    bool futility = true;  // reverse futility, late-move and futility pruning near the leaves
    bool check_extension = true;
    bool history_reductions = false;  // reduce quiet moves with a bad history one ply more
};

struct SearchOptions {
    EvalTerms terms;
    SearchFeatures features;
    // Above 0: every root move gets an exact score and a deterministic random
    // offset of up to ±noise centipawns (never on mates or rule wins), so weak
    // levels pick among near-equal moves as people do.
    int noise = 0;
    std::uint64_t seed = 0;
};

struct SearchResult {
    Move best = NoMove;
    Value score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Move> pv;
};

// Principal-variation search with iterative deepening, aspiration windows,
// a transposition table, null move, late-move reductions, check extensions
// and quiescence, aware of the AXF repetition rules.
class Searcher {
  public:
    explicit Searcher(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

    // `history` holds the game's moves up to `root` (at least since the last capture).
    SearchResult search(const Position& root, const std::vector<PathEntry>& history,
                        const Limits& limits, const SearchOptions& options,
                        const ProgressFn& progress = {});

    TranspositionTable& tt() { return tt_; }
    void clear() {
        tt_.clear();
        tables_.clear();
    }

  private:
    struct RootMove {
        Move move;
        Value score;
    };

    Value pvs(Value alpha, Value beta, int depth, int ply, bool pv_node, bool allow_null,
              Move previous);
    Value qsearch(Value alpha, Value beta, int ply);
    Value root_search(Value alpha, Value beta, int depth);
    void noisy_root_iteration(int depth);
    bool repetition(int ply, Value& value);
    bool out_of_budget();
    int elapsed_ms() const;
    void push(Move m, const UndoInfo& u, Key key_before, bool capture);
    void update_pv(int ply, Move m);
    Value evaluate_here() const { return evaluate(pos_, options_.terms); }

    TranspositionTable tt_;
    OrderingTables tables_;
    Position pos_;
    std::vector<PathEntry> path_;  // sized once per search; path_size_ entries are live
    int path_size_ = 0;
    std::vector<RootMove> root_moves_;
    Limits limits_;
    SearchOptions options_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    bool may_stop_ = false;
    int root_depth_ = 0;
    Move partial_best_ = NoMove;
    Move pv_[MaxPly + 2][MaxPly + 2] = {};
    int pv_length_[MaxPly + 2] = {};
};

}  // namespace pinqi::xiangqi::ai
