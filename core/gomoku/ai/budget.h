#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>

namespace pinqi::gomoku::ai {

// Which clock a time budget is read from: the wall clock (what a match
// referee sees), or the searching thread's CPU time (for matches between
// engine versions on a machine shared with other work).
enum class ClockKind : std::uint8_t { Wall, ThreadCpu };

// What the budgets of one search's threads share: the nodes counted over every
// thread (each budget adds its own every few hundred nodes), and a word that
// ends every thread's search.
struct SharedBudget {
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<bool> abort{false};

    void reset() {
        nodes.store(0, std::memory_order_relaxed);
        abort.store(false, std::memory_order_relaxed);
    }
};

// The budget of one search, shared by every node type (main search,
// quiescence, VCF and VCT): each node ticks it, and every few hundred nodes
// it reads the clock and the stop flag, so a stop is seen within a fraction
// of a millisecond. With a SharedBudget the node limit counts the nodes of every
// thread of the search; with one thread it stops at exactly the same node.
class Budget {
  public:
    void start(std::uint64_t max_nodes, int time_ms, const std::atomic<bool>* stop,
               ClockKind clock = ClockKind::Wall, SharedBudget* shared = nullptr);

    // Counts one node; true once the search must stop.
    bool tick() {
        if (++nodes_ < next_check_) return stopped_;
        return check();
    }
    bool stopped() const { return stopped_; }
    // Polls the clock and the flag now, without counting a node.
    bool check();

    // This thread's nodes.
    std::uint64_t nodes() const { return nodes_; }
    // Every thread's nodes, as far as the others have reported them.
    std::uint64_t total_nodes() const {
        return shared_ ? shared_->nodes.load(std::memory_order_relaxed) + (nodes_ - reported_)
                       : nodes_;
    }
    int elapsed_ms() const;
    std::int64_t elapsed_us() const { return now_us() - start_us_; }
    int time_ms() const { return time_ms_; }

  private:
    std::int64_t now_us() const;

    static constexpr std::uint64_t CheckEvery = 256;
    std::uint64_t nodes_ = 0;
    std::uint64_t next_check_ = CheckEvery;
    std::uint64_t max_nodes_ = 0;
    int time_ms_ = 0;
    const std::atomic<bool>* stop_ = nullptr;
    SharedBudget* shared_ = nullptr;
    std::uint64_t reported_ = 0;  // nodes_ already added to shared_->nodes
    ClockKind clock_ = ClockKind::Wall;
    std::int64_t start_us_ = 0;
    bool stopped_ = false;
};

}  // namespace pinqi::gomoku::ai
