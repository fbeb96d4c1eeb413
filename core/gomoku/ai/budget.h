#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>

namespace pinqi::gomoku::ai {

// Which clock a time budget is read from: the wall clock (what a match
// referee sees), or the searching thread's CPU time (for matches between
// engine versions on a machine shared with other work).
enum class ClockKind : std::uint8_t { Wall, ThreadCpu };

// The budget of one search, shared by every node type (main search,
// quiescence, VCF and VCT): each node ticks it, and every few hundred nodes
// it reads the clock and the stop flag, so a stop is seen within a fraction
// of a millisecond.
class Budget {
  public:
    void start(std::uint64_t max_nodes, int time_ms, const std::atomic<bool>* stop,
               ClockKind clock = ClockKind::Wall);

    // Counts one node; true once the search must stop.
    bool tick() {
        if (++nodes_ < next_check_) return stopped_;
        return check();
    }
    bool stopped() const { return stopped_; }
    // Polls the clock and the flag now, without counting a node.
    bool check();

    std::uint64_t nodes() const { return nodes_; }
    int elapsed_ms() const;
    int time_ms() const { return time_ms_; }

  private:
    std::int64_t now_us() const;

    static constexpr std::uint64_t CheckEvery = 256;
    std::uint64_t nodes_ = 0;
    std::uint64_t next_check_ = CheckEvery;
    std::uint64_t max_nodes_ = 0;
    int time_ms_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    ClockKind clock_ = ClockKind::Wall;
    std::int64_t start_us_ = 0;
    bool stopped_ = false;
};

}  // namespace pinqi::gomoku::ai
