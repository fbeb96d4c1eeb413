#pragma once
#include <cstdint>
#include <vector>

#include "gomoku/ai/budget.h"
#include "gomoku/ai/position.h"
#include "gomoku/ai/threat_tt.h"

namespace pinqi::gomoku::ai {

// Victory by continuous fours: the side to move plays only four-making moves,
// the opponent only the forced block, until a five or an open four. The
// defender's counter-fours are honoured: a block that makes a four must be
// answered, and the answer must itself be a four for the attack to go on.
// Under Renju a black block on a forbidden point is no block.
class VcfSolver {
  public:
    // Results go to `table` when given (shared with the VCT solver), else to the solver's own.
    explicit VcfSolver(ThreatTable* table = nullptr);

    // Does the side to move win by continuous fours within `max_fours` of its
    // own moves? On success `line` holds the moves of both sides, starting with
    // the first attacking four and ending with the winning stone. A `budget`
    // counts every node and can end the solve (then the answer is "no").
    bool solve(Position& pos, int max_fours, std::vector<int>* line = nullptr,
               Budget* budget = nullptr);

    // Did the last solve end on its budget rather than with an answer?
    bool aborted() const { return aborted_; }
    // Nodes of every solve since reset_nodes().
    std::uint64_t nodes() const { return nodes_; }
    void reset_nodes() { nodes_ = 0; }
    void clear_cache() { table_->clear(); }
    // Ends solves after this many nodes each (0: no cap).
    void set_node_limit(std::uint64_t limit) { node_limit_ = limit; }

  private:
    int attack(Position& pos, int fours_left);
    bool out_of_nodes();
    void extract_line(Position& pos, int fours_left, std::vector<int>& line);

    ThreatTable own_;
    ThreatTable* table_;
    Budget* budget_ = nullptr;
    std::uint64_t nodes_ = 0;
    std::uint64_t solve_start_ = 0;
    std::uint64_t node_limit_ = 0;
    bool aborted_ = false;
};

// The side to move's four-making moves that it may play, best first.
int four_moves(const Position& pos, int* out);

}  // namespace pinqi::gomoku::ai
