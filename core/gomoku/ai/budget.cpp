#include "gomoku/ai/budget.h"

#include <algorithm>
#include <ctime>

#include "common/stop_poll.h"

namespace pinqi::gomoku::ai {

std::int64_t Budget::now_us() const {
#if defined(CLOCK_THREAD_CPUTIME_ID) && !defined(__EMSCRIPTEN__)
    if (clock_ == ClockKind::ThreadCpu) {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000 + ts.tv_nsec / 1000;
    }
#endif
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void Budget::start(std::uint64_t max_nodes, int time_ms, const std::atomic<bool>* stop,
                   ClockKind clock, SharedBudget* shared) {
    nodes_ = 0;
    reported_ = 0;
    shared_ = shared;
    max_nodes_ = max_nodes;
    time_ms_ = time_ms;
    stop_ = stop;
    clock_ = clock;
    stopped_ = false;
    start_us_ = now_us();
    next_check_ = max_nodes_ ? std::min(CheckEvery, max_nodes_) : CheckEvery;
    if (stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
    if (shared_ && shared_->abort.load(std::memory_order_relaxed)) stopped_ = true;
}

bool Budget::check() {
    next_check_ = nodes_ + CheckEvery;
    std::uint64_t total = nodes_;
    if (shared_) {
        const std::uint64_t fresh = nodes_ - reported_;
        reported_ = nodes_;
        total = shared_->nodes.fetch_add(fresh, std::memory_order_relaxed) + fresh;
        if (shared_->abort.load(std::memory_order_relaxed)) stopped_ = true;
    }
    if (max_nodes_) {
        if (total >= max_nodes_) stopped_ = true;
        // Alone, the search stops at exactly max_nodes_; with others, within a check of it.
        next_check_ = std::min(next_check_, nodes_ + (total < max_nodes_ ? max_nodes_ - total : 0));
    }
    if (pinqi::stop_requested(stop_)) stopped_ = true;
    if (time_ms_ > 0 && now_us() - start_us_ >= static_cast<std::int64_t>(time_ms_) * 1000)
        stopped_ = true;
    return stopped_;
}

int Budget::elapsed_ms() const {
    return static_cast<int>(elapsed_us() / 1000);
}

}  // namespace pinqi::gomoku::ai
