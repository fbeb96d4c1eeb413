#pragma once
#include <cstdint>
#include <vector>

#include "gomoku/ai/budget.h"
#include "gomoku/ai/position.h"
#include "gomoku/ai/threat_tt.h"

namespace pinqi::gomoku::ai {

// Victory by continuous threats: the attacker plays fours and threes (moves
// after which it has an open-four point); the defender answers a four on its
// five-point, and an open three with every move that stops it and every four
// of its own (a counter-four must be blocked before the attack goes on). A win
// is proven only when every defence fails. Results are shared with the VCF
// solver through the threat table.
class VctSolver {
  public:
    explicit VctSolver(ThreatTable* table);

    // Does the side to move win by threats within `max_threats` of its own
    // moves, within `node_limit` nodes (0: no cap)? On success `line` holds one
    // winning line, the attacker's moves with the defender's answers between
    // them (the defender's first answer where there are several).
    // With a `budget`, `time_limit_ms` > 0 also ends the solve once the budget's clock
    // passes it.
    bool solve(Position& pos, int max_threats, std::uint64_t node_limit,
               std::vector<int>* line = nullptr, Budget* budget = nullptr, int time_limit_ms = 0);

    // Did the last solve end on its budget rather than with an answer?
    bool aborted() const { return aborted_; }
    std::uint64_t nodes() const { return nodes_; }
    void reset_nodes() { nodes_ = 0; }

  private:
    bool attack(Position& pos, int threats_left);
    bool defend(Position& pos, int threats_left);
    bool out_of_nodes();
    void extract_line(Position& pos, int threats_left, std::vector<int>& line, int guard);

    ThreatTable* table_;
    Budget* budget_ = nullptr;
    std::uint64_t nodes_ = 0;
    std::uint64_t solve_start_ = 0;
    std::uint64_t node_limit_ = 0;
    int time_limit_ms_ = 0;
    bool aborted_ = false;
};

}  // namespace pinqi::gomoku::ai
