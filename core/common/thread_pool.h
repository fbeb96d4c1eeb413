#pragma once
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace pinqi {

// True when this build can start threads. The single-threaded wasm flavour is
// compiled with PINQI_NO_THREADS: there a pool never has helpers, and every
// search runs on the calling thread alone.
#ifdef PINQI_NO_THREADS
inline constexpr bool ThreadsAvailable = false;
#else
inline constexpr bool ThreadsAvailable = true;
#endif

// Per-thread storage where there are threads; a plain global where there are none (wasm
// without shared memory has no thread-local storage once bulk memory is on: wasm-ld asks for
// atomics).
#ifdef PINQI_NO_THREADS
#define PINQI_THREAD_LOCAL
#else
#define PINQI_THREAD_LOCAL thread_local
#endif

// Helper threads for Lazy SMP: they live as long as the pool, sleep between
// jobs, and run one job together. The calling thread is the search's main
// thread (index 0); helper i runs the job with index i (1..helpers()).
// Starting a job wakes sleeping threads instead of creating new ones, which
// matters most in a browser, where a new thread is a new Web Worker.
class ThreadPool {
  public:
    ThreadPool() = default;
    explicit ThreadPool(int helpers) { resize(helpers); }
    ~ThreadPool() { resize(0); }
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int helpers() const { return static_cast<int>(threads_.size()); }

    // Stops and joins the old helpers (none may be running a job), then starts
    // `helpers` new ones (none where threads are not available).
    void resize(int helpers) {
        wait();
        {
            std::lock_guard lock(mutex_);
            quit_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : threads_) t.join();
        threads_.clear();
        quit_ = false;
        if (!ThreadsAvailable) return;
        // New helpers wait for the next job, not the one last run before them.
        const std::uint64_t seen = generation_;
        for (int i = 1; i <= helpers; ++i)
            threads_.emplace_back([this, i, seen] { loop(i, seen); });
    }

    // Runs job(i) on every helper, and returns at once. The job must not outlive
    // what it refers to: call wait() before that goes away.
    void start(std::function<void(int)> job) {
        if (threads_.empty()) return;
        {
            std::lock_guard lock(mutex_);
            job_ = std::move(job);
            running_ = helpers();
            ++generation_;
        }
        wake_.notify_all();
    }

    // Returns once every helper has finished the job last started.
    void wait() {
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return running_ == 0; });
    }

  private:
    void loop(int index, std::uint64_t seen) {
        for (;;) {
            std::function<void(int)> job;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [&] { return quit_ || generation_ != seen; });
                if (quit_) return;
                seen = generation_;
                job = job_;
            }
            job(index);
            {
                std::lock_guard lock(mutex_);
                --running_;
            }
            done_.notify_all();
        }
    }

    std::vector<std::thread> threads_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    std::function<void(int)> job_;
    std::uint64_t generation_ = 0;
    int running_ = 0;
    bool quit_ = false;
};

}  // namespace pinqi
