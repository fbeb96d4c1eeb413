#include "gomoku/ai/decision.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

DecisionSearches::DecisionSearches(Engine& engine, DecisionRecord& record)
    : engine_(engine), record_(record) {}

Searched DecisionSearches::think(const Game& game, const ThinkOptions& share) {
    Searched r;
    const std::size_t i = next_++;
    const bool clear = clear_;
    clear_ = false;
    if (i < record_.done.size()) {  // finished in an earlier step
        r = record_.done[i];
    } else if (sliced_) {  // this step has had its slice: the rest of the run is not the decision's
        unfinished_ = true;
    } else {
        clear_ = clear;
        sliced_ = stepping_;
        bool over;
        do over = slice(game, share, r);
        while (!over && !stepping_);
        if (over) {
            record_.pending.slices = 0;
            record_.done.push_back(r);
        } else {
            unfinished_ = true;
        }
    }
    return r;
}

bool DecisionSearches::slice(const Game& game, const ThinkOptions& share, Searched& out) {
    DecisionRecord::Pending& p = record_.pending;
    if (p.slices == 0) {
        if (clear_) engine_.clear_hash();
        p.request = engine_.new_request();
        p.nodes_left = share.nodes;
        p.ms_spent = 0;
    }
    clear_ = false;
    ThinkOptions o = share;
    o.slice_of = p.request;
    o.request_nodes = share.nodes;
    o.request_ms = share.time_ms;
    const bool timed = share.time_ms > 0;
    bool cut = false;  // a time slice shorter than what the search has left
    if (share.nodes > 0) o.nodes = std::min(p.nodes_left, DecisionSliceNodes);
    if (timed) {
        const int left = std::max(share.time_ms - p.ms_spent, 1);
        cut = slice_ms_ > 0 && slice_ms_ < left;
        o.time_ms = cut ? slice_ms_ : left;
        // A slice stops deepening as a think's slice does; the whole search at its optimum.
        if (cut || p.slices > 0) o.optimum_ms = 0;
    }
    const ThinkResult r = engine_.think(game, o);
    out = {r.has_move, r.move, r.score};
    ++p.slices;
    if (share.nodes > 0) p.nodes_left -= o.nodes;
    p.ms_spent += std::max(r.elapsed_ms, 1);
    // Over: an answer no more slices would change (no search needed, or none possible), the
    // budget spent, or (a node budget alone) a search that ended before its slice's nodes.
    bool over = r.decided || !r.has_move;
    if (share.nodes > 0)
        over = over || p.nodes_left == 0 || (!timed && r.nodes < o.nodes);
    else
        over = over || !cut;
    if (timed) over = over || p.ms_spent >= share.time_ms;
    return over;
}

}  // namespace pinqi::gomoku::ai
