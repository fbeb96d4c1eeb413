#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "gomoku/ai/position.h"
#include "gomoku/ai/tt.h"
#include "gomoku/ai/vcf.h"

namespace pinqi::gomoku::ai {

constexpr int Win = 30000;
constexpr int WinBound = Win - 1000;  // beyond this a score is a forced win (or loss)
constexpr int MaxPly = 128;

inline bool is_win_score(int s) {
    return s > WinBound;
}
inline bool is_loss_score(int s) {
    return s < -WinBound;
}

struct Limits {
    int max_depth = 64;
    std::uint64_t max_nodes = 0;  // 0: no node budget
    int time_ms = 0;              // 0: no time budget
    const std::atomic<bool>* stop = nullptr;
    int root_vcf_fours = 15;  // 0: no threat search before the main search
    int leaf_vcf_fours = 3;   // 0: no threat search at the leaves
    int width = 0;            // the best `width` moves per node; 0: every candidate
    bool exact_root_scores =
        false;  // every root move gets a true score (for levels that pick by noise)
};

// How the move was found.
enum class Reason : std::uint8_t {
    Search,
    Five,
    BlockFive,
    OpenFour,
    Vcf,
    OnlyMove,
    Opening,
    NoMove
};

struct Progress {
    int depth = 0;
    int score = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<int> pv;
};

struct RootMove {
    int move = NoCell;
    int score = 0;
};

struct SearchResult {
    int move = NoCell;
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<int> pv;
    Reason reason = Reason::Search;
    std::vector<RootMove> root_moves;  // from the last finished iteration, best first
};

using ProgressFn = std::function<void(const Progress&)>;

// Iterative-deepening principal-variation search with a transposition table,
// forced-move handling and a VCF solver before and at the leaves of the search.
class Searcher {
  public:
    explicit Searcher(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

    SearchResult search(Position& pos, const Limits& limits, const ProgressFn& progress = {});

    TranspositionTable& tt() { return tt_; }
    VcfSolver& vcf() { return vcf_; }

  private:
    int node(Position& pos, int depth, int alpha, int beta, int ply);
    int generate(Position& pos, int* moves, int tt_move);
    bool out_of_budget();
    bool out_of_budget_now() const;
    int elapsed_ms() const;
    std::uint64_t total_nodes() const { return nodes_ + vcf_.nodes(); }

    TranspositionTable tt_;
    VcfSolver vcf_;
    Limits limits_;
    std::uint64_t nodes_ = 0;
    std::uint64_t next_clock_check_ = 0;
    bool aborted_ = false;
    std::chrono::steady_clock::time_point start_;
    std::int32_t history_[2][MaxCells]{};
    int pv_[MaxPly][MaxPly]{};
    int pv_len_[MaxPly]{};
};

}  // namespace pinqi::gomoku::ai
