#pragma once
#include <cstdint>
#include <vector>

#include "gomoku/ai/engine.h"

namespace pinqi::gomoku::ai {

// A search of a node budget in an opening decision runs in slices of this many nodes, each a
// search on the table the last one left (ThinkOptions::slice_of, as the AI Worker slices a
// think without shared memory: worker.ts SLICE_NODES), in one run as in steps, so that a
// decision made one slice at a time gives the answer one run gives.
constexpr std::uint64_t DecisionSliceNodes = 20'000;

// What a decision reads of one of its searches (swap2.cpp, rif.cpp, opening_move.cpp): the
// move and its score, the side to move's view.
struct Searched {
    bool has_move = false;
    Point move{-1, -1};
    int score = 0;
};

// What the steps of one decision (DecisionSearches in steps) keep from one step to the next:
// the searches finished, and the one under way.
struct DecisionRecord {
    std::vector<Searched> done;
    struct Pending {
        int slices = 0;             // 0: not begun
        std::uint64_t request = 0;  // its number (ThinkOptions::slice_of)
        std::uint64_t nodes_left = 0;
        int ms_spent = 0;
    } pending;
};

// The searches of an opening decision (swap2.h, rif.h, opening_move.h): each one the engine's
// think with its share of the decision's budget (share_budget), on the table the last search
// left unless the decision clears it first (clear_hash: each candidate judged on its own).
//
// In one run every search goes to its end. In steps (the AI Worker without shared memory,
// which hears a stop only between wasm calls) the decision runs again from its start at each
// step: the searches an earlier step finished answer at once from the record, the first that
// none finished runs for one slice (`slice_ms`, or DecisionSliceNodes) and the step ends
// there: the searches after it answer nothing (the run's answer is not the decision's, and
// `finished()` is false). The table is the engine's, kept warm between the slices of one
// search (nothing else searches between the steps) and cleared only when a search the
// decision clears it for begins, as in one run: a node budget's decision in steps is the one
// run's, search for search.
class DecisionSearches {
  public:
    // One run, with an empty record.
    DecisionSearches(Engine& engine, DecisionRecord& record);
    // One step of a decision, with its record; `slice_ms`: the time slice of a timed search.
    DecisionSearches(Engine& engine, DecisionRecord& record, int slice_ms)
        : engine_(engine), record_(record), stepping_(true), slice_ms_(slice_ms) {}

    Searched think(const Game& game, const ThinkOptions& share);
    // The next search begins on a clear table.
    void clear_hash() { clear_ = true; }
    // Every search of this run finished (in one run: always).
    bool finished() const { return !unfinished_; }

  private:
    // One slice of the search under way: true once it is over (its result then stands).
    bool slice(const Game& game, const ThinkOptions& share, Searched& result);

    Engine& engine_;
    DecisionRecord& record_;
    bool stepping_ = false;
    int slice_ms_ = 0;
    std::size_t next_ = 0;     // the search this run asks next
    bool clear_ = false;       // asked before it
    bool sliced_ = false;      // this step ran its slice
    bool unfinished_ = false;  // a search of this run did not finish
};

}  // namespace pinqi::gomoku::ai
