#pragma once
// Busy loops on every core for the life of the object: the scheduler then
// preempts the process under test at arbitrary points, which is how a race
// between two of its threads shows up (as on a loaded tournament machine).
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <thread>
#include <vector>

namespace pinqi::test {

class BusyCores {
  public:
    BusyCores() {
        const unsigned n = std::max(1u, std::thread::hardware_concurrency());
        for (unsigned i = 0; i < n; ++i)
            threads_.emplace_back([this] {
                volatile unsigned long long spin = 0;
                while (!stop_.load(std::memory_order_relaxed)) spin = spin + 1;
            });
    }
    ~BusyCores() {
        stop_ = true;
        for (std::thread& t : threads_) t.join();
    }
    BusyCores(const BusyCores&) = delete;
    BusyCores& operator=(const BusyCores&) = delete;

  private:
    std::atomic<bool> stop_{false};
    std::vector<std::thread> threads_;
};

// How many rounds a repeated test runs: `base` times PINQI_STRESS_SCALE
// (`npm run verify` sets 10); a quarter of that under the sanitizers, whose
// code runs several times slower.
inline int scaled_rounds(int base) {
    const char* s = std::getenv("PINQI_STRESS_SCALE");
    const int scale = s ? std::atoi(s) : 1;
#ifdef PINQI_SANITIZED
    base = std::max(1, base / 4);
#endif
    return base * (scale > 0 ? scale : 1);
}

}  // namespace pinqi::test
