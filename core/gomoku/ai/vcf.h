#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "gomoku/ai/position.h"

namespace pinqi::gomoku::ai {

// Victory by continuous fours: the side to move plays only four-making moves,
// the opponent only the forced block, until a five or an open four. Under
// Renju a black block on a forbidden point is no block.
class VcfSolver {
  public:
    VcfSolver();

    // Does the side to move win by continuous fours within `max_fours` of its
    // own moves? On success `line` holds the moves of both sides, starting with
    // the first attacking four and ending with the winning stone.
    bool solve(Position& pos, int max_fours, std::vector<int>* line = nullptr);

    std::uint64_t nodes() const { return nodes_; }
    // Did the last solve stop on the abort check (its "no win" is then no verdict)?
    bool aborted() const { return aborted_; }
    void set_node_limit(std::uint64_t limit) { node_limit_ = limit; }
    // Polled every 256 nodes (and at the first); returning true abandons the solve (as "no win").
    void set_abort_check(std::function<bool()> check) { abort_check_ = std::move(check); }
    void reset_nodes() { nodes_ = next_abort_check_ = 0; }
    void clear_cache();

  private:
    bool attack(Position& pos, int fours_left, std::vector<int>* line);
    bool known_failure(std::uint64_t key, int fours_left) const;
    void remember_failure(std::uint64_t key, int fours_left);

    struct Failure {
        std::uint64_t key = 0;
        int depth = -1;
    };
    std::vector<Failure> failures_;
    std::uint64_t nodes_ = 0;
    std::uint64_t node_limit_ = 0;
    std::uint64_t next_abort_check_ = 0;  // the node count at which abort_check_ is polled next
    std::function<bool()> abort_check_;
    bool aborted_ = false;
};

}  // namespace pinqi::gomoku::ai
