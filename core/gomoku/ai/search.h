#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "common/thread_pool.h"
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

struct RootMove {
    int move = NoCell;
    int score = 0;
    int depth = 0;        // with several lines: the depth the line was searched to
    std::vector<int> pv;  // with several lines (Limits::multi_pv): the line, this move first
};

// After each finished iteration of a search for lines: the lines (the
// first multi_pv root moves, best first, each with its score and pv). Returning
// false ends the search with that iteration.
using LinesFn = std::function<bool(int depth, const std::vector<RootMove>& lines)>;

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
    // Several best lines (multi-PV in the root): each iteration searches the best
    // root move, then the best of the others, and so on for `multi_pv` lines, so one
    // iterative deepening serves them all. 1: the best move only.
    int multi_pv = 1;
    LinesFn on_lines;  // each finished iteration's lines (one or more)
    // One slice of a request searched in slices (the AI Worker without shared memory, which
    // reads a stop message only between them): nonzero, the request's number, the same in each
    // of its slices, each a search of its own with the slice's budget (above) on the warm
    // tables. The root's threat proofs then take their shares of the whole request's budget
    // (request_nodes, request_ms: 0, none) instead of the slice's, and each slice goes on with
    // them where the last one stopped (Searcher::RootProofs), as one search would.
    std::uint64_t slice_of = 0;
    std::uint64_t request_nodes = 0;
    int request_ms = 0;

    // The time after which no new iteration starts: optimum_ms, else six tenths of the
    // hard limit. The root solvers' time shares are parts of it.
    int optimum() const { return optimum_ms > 0 ? optimum_ms : time_ms * 6 / 10; }
    // The budget the root proofs' shares are parts of: the search's, or its request's.
    std::uint64_t proof_nodes() const { return slice_of ? request_nodes : max_nodes; }
    int proof_ms() const { return slice_of ? request_ms : time_ms; }
    int proof_optimum() const { return slice_of ? request_ms * 6 / 10 : optimum(); }
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
//
// Lazy SMP: with several threads, helper threads search the same root moves
// beside the calling thread (the main thread), each with its own board, stack and
// move-ordering histories, sharing only the transposition table. Under a clock they
// start at once, while the main thread makes the root's threat proofs alone; under a
// node budget they first share the proofs' rounds with it (each helper on a copy of
// the main thread's threat table, what each thread learned merged into every table
// between rounds), then search. Helpers vary their depths; when the main thread's
// iterations end, every helper is told to stop, and the move of the thread that
// got furthest (depth, then score; a proven win first; once a thread sees every
// move lose, only the threads that see their move lose count) is played at once: the
// next call waits for the helpers to be done. Node limits count the nodes of
// every thread. One thread searches exactly as it always has.
class Searcher {
  public:
    static constexpr int MaxThreads = 64;

    explicit Searcher(std::size_t tt_megabytes = 16);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    SearchResult search(Position& pos, const Limits& limits, const ProgressFn& progress = {});

    void set_hash_size(std::size_t megabytes);
    void clear();
    // The search threads, clamped to 1..MaxThreads: the calling thread and threads - 1
    // helpers, which sleep between searches. A build without threads (PINQI_NO_THREADS)
    // has no helpers: every search runs on the calling thread alone.
    void set_threads(int threads);
    int threads() const { return 1 + pool_.helpers(); }

  private:
    class Worker;  // one search thread's state (search.cpp)

    struct Prover;  // a helper's threat solvers (search.cpp)

    // Does the side to move win by threats (keep_defences)? Open: not proven either way.
    enum class Verdict : std::uint8_t { Open, Lost, Holds };

    // The root's threat proofs of one search (a position, its excluded moves): what each
    // spent of its share and what it decided. A search of its own starts afresh; the slices
    // of one request (Limits::slice_of) keep it from one slice to the next, and what the
    // proofs learned stays in the threat table, so that a proof cut short by a slice's end
    // goes on in the next one, and the search starts once they are done, as in one search.
    struct RootProofs {
        std::uint64_t id = 0;
        // The root VCT: its nodes and time so far; over once refuted or out of its share.
        std::uint64_t vct_nodes = 0;
        std::int64_t vct_us = 0;
        bool vct_over = false;
        std::vector<int> vct_line;  // its win, once proven
        // keep_defences: its nodes and time so far; over once it has decided what it can.
        std::uint64_t defence_nodes = 0;
        std::int64_t defence_us = 0;
        bool defences_over = false;
        bool threat_known = false;  // the opponent's threat win after a pass: `threat`
        Verdict threat = Verdict::Open;
        std::uint64_t threat_nodes = 0;  // that proof's VCT nodes so far
        // The round of growing caps under way: its cap (0: none yet), its moves (listed:
        // made), the next of them, and whether a slice's end cut that one short, with the
        // VCT nodes it had then.
        std::uint64_t cap = 0;
        bool listed = false;
        std::vector<int> open;
        std::size_t next = 0;
        bool cut = false;
        std::uint64_t partial = 0;
        std::vector<Verdict> verdicts;  // by cell
    };
    // The proofs of `pos` with `limits`' excluded moves in the request limits.slice_of.
    RootProofs& root_proofs(const Position& pos, const Limits& limits);

    void keep_defences(Position& pos, std::vector<RootMove>& root, const Limits& limits,
                       int helpers, RootProofs& proofs);

    TranspositionTable tt_;
    ThreatTable threats_;
    VcfSolver vcf_;
    VctSolver vct_;
    SharedBudget shared_;
    std::vector<std::unique_ptr<Worker>> workers_;  // [0]: the main thread's
    std::vector<std::unique_ptr<Prover>> provers_;  // [i - 1]: helper i's
    std::vector<std::uint32_t> written_;            // threats_'s slots written in a round
    std::optional<Position> root_position_;         // what the helpers copy
    std::vector<RootMove> root_moves_;              // what the helpers copy
    Limits helper_limits_;                          // what the helpers copy
    std::uint64_t proofs_of_ = 0;                   // the request in slices of proofs_
    std::vector<RootProofs> proofs_;                // its searches' root proofs
    ThreadPool pool_;                               // last: its threads stop before the rest goes
};

}  // namespace pinqi::gomoku::ai
