#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "gomoku/ai/budget.h"
#include "gomoku/ai/position.h"
#include "gomoku/ai/threat_tt.h"
#include "gomoku/ai/tt.h"
#include "gomoku/ai/vcf.h"
#include "gomoku/ai/vct.h"

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
    int time_ms = 0;              // the hard limit, 0: no time budget
    int optimum_ms = 0;           // no new iteration after this (0: see optimum())
    const std::atomic<bool>* stop = nullptr;
    ClockKind clock = ClockKind::Wall;
    int root_vcf_fours = 20;  // 0: no VCF solve before the main search
    int root_vct_depth = 8;   // 0: no VCT solve before the main search
    int qsearch_fours = 10;   // the quiescence (VCF) depth at the leaves; 0: static evaluation
    int width = 0;            // the best `width` moves per node; 0: every candidate
    bool selective = true;    // pruning, reductions and extensions
    bool exact_root_scores =
        false;  // every root move gets a true score (for levels that pick by noise)
    // Search a forced reply (a four to block, a single legal answer) instead of
    // answering it at once with no score: for reviews, which need the score.
    bool score_forced = false;
    // Root moves not to play (the lines already given, for several best lines): a
    // threat shortcut whose move is excluded gives way to the search.
    std::vector<int> excluded;

    // The time after which no new iteration starts: optimum_ms, else six tenths of the
    // hard limit. The root solvers' time shares are parts of it.
    int optimum() const { return optimum_ms > 0 ? optimum_ms : time_ms * 6 / 10; }
};

// How the move was found.
enum class Reason : std::uint8_t {
    Search,
    Five,
    BlockFive,
    OpenFour,
    Vcf,
    Vct,
    OnlyMove,
    Opening,
    NoMove
};

struct Progress {
    int depth = 0;
    int seldepth = 0;
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
    int seldepth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<int> pv;
    Reason reason = Reason::Search;
    std::vector<RootMove> root_moves;  // from the last finished iteration, best first
};

using ProgressFn = std::function<void(const Progress&)>;

// Iterative-deepening principal-variation search with aspiration windows, a
// transposition table, threat-class move generation, killer / history /
// counter-move ordering, late-move reductions, futility pruning, razoring and
// quiescence through the threat solver, a threat-guarded null move, single-reply
// and singular extensions, and VCF / VCT solves at the root.
class Searcher {
  public:
    explicit Searcher(std::size_t tt_megabytes = 16);

    SearchResult search(Position& pos, const Limits& limits, const ProgressFn& progress = {});

    TranspositionTable& tt() { return tt_; }
    void clear();

  private:
    struct Frame {
        int eval = 0;
        int move = NoCell;
        int excluded = NoCell;
        int killers[2] = {NoCell, NoCell};
        bool in_duty = false;
    };

    int node(Position& pos, int alpha, int beta, int depth, int ply, bool cut_node);
    int qsearch(Position& pos, int alpha, int beta, int ply, int fours_left);
    int root_iteration(Position& pos, std::vector<RootMove>& root, int depth, int alpha, int beta);
    void keep_defences(Position& pos, std::vector<RootMove>& root);
    void forget_ordering();
    int order_moves(Position& pos, int* moves, int n, int tt_move, int ply);
    void update_history(Position& pos, int ply, int best, const int* quiets, int quiet_count,
                        int depth);
    void copy_pv(int ply, int move);
    bool stop() { return budget_.stopped(); }

    TranspositionTable tt_;
    ThreatTable threats_;
    VcfSolver vcf_;
    VctSolver vct_;
    Budget budget_;
    Limits limits_;
    int seldepth_ = 0;
    Frame stack_[MaxPly + 4];
    std::int16_t history_[2][MaxCells]{};
    std::int16_t counter_[2][MaxCells]{};
    int pv_[MaxPly + 1][MaxPly + 1]{};
    int pv_len_[MaxPly + 1]{};
};

}  // namespace pinqi::gomoku::ai
