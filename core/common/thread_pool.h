#pragma once
#include <atomic>
#include <cstdint>
#include <new>
#include <type_traits>
#include <vector>

#include "common/cold.h"
#if !defined(PINQI_NO_THREADS) && defined(__wasm__)
#include <pthread.h>
#elif !defined(PINQI_NO_THREADS)
#include <thread>
#endif

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
//
// Threads sleep on two counters (futex-style waits on an atomic word), not on a
// mutex and condition variables, and a job is a small callable kept in the pool
// itself, not a std::function: in the threaded wasm flavour std::thread, the
// condition variables and std::function cost 1.2 kB gzip (issue 24 §2). There
// the threads are plain pthreads; a helper sleeps with the wasm wait instruction, and
// the search's caller, which may be a page's own thread, spins (wait()).
//
// No job may be the first to reach a function-local static (a table built on first
// use): the threaded wasm flavour is compiled without thread-safe statics
// (CMakeLists.txt), so the thread that owns a pool builds such tables before it
// starts helpers. Gomoku's tables are reached from Position(size, rule) alone, which
// only the search's caller runs (helpers copy its positions); Xiangqi's search
// builds its own in set_threads (build_movegen_tables, build_eval_tables).
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
    PINQI_COLD void resize([[maybe_unused]] int helpers) {
#ifndef PINQI_NO_THREADS
        wait();
        if (!threads_.empty()) {
            quit_ = true;  // published by the generation's release
            generation_.fetch_add(1, std::memory_order_release);
            wake_all(generation_);
            for (auto& t : threads_) join(t);
            threads_.clear();
            quit_ = false;
        }
        // New helpers wait for the next job, not the one last run before them.
        const std::uint32_t seen = generation_.load(std::memory_order_relaxed);
        threads_.reserve(static_cast<std::size_t>(helpers));
        for (int i = 1; i <= helpers; ++i)
            if (!spawn(i, seen)) break;
#endif
    }

    // Runs job(i) on every helper, and returns at once. The job (a lambda that captures
    // references or pointers, at most 8) is copied into the pool; what it refers to must
    // outlive the job: call wait() before that goes away.
    template <class Job>
    void start(const Job& job) {
        static_assert(sizeof(Job) <= sizeof(job_) && alignof(Job) <= alignof(void*) &&
                          std::is_trivially_copyable_v<Job> &&
                          std::is_trivially_destructible_v<Job>,
                      "a pool's job captures a few references or pointers");
        if (!ThreadsAvailable || threads_.empty()) return;
        wait();  // the helpers are asleep: the job may be replaced
        ::new (static_cast<void*>(job_)) Job(job);
        run_ = [](const void* job, int index) { (*static_cast<const Job*>(job))(index); };
        running_.store(static_cast<std::uint32_t>(helpers()), std::memory_order_relaxed);
        generation_.fetch_add(1, std::memory_order_release);  // publishes the job
        wake_all(generation_);
    }

    // Returns once every helper has finished the job last started. In wasm the caller spins,
    // as Emscripten's own waits do on a page's thread, where a wasm wait traps ("Atomics.wait
    // cannot be called in this context"): `npm run bench -- browser` runs the threaded module
    // there. Helpers end a job within milliseconds of the search's stop.
    void wait() {
#if defined(__wasm__)
        while (running_.load(std::memory_order_acquire) != 0) {
        }
#else
        for (std::uint32_t r; (r = running_.load(std::memory_order_acquire)) != 0;)
            sleep_while(running_, r);
#endif
    }

  private:
    using Word = std::atomic<std::uint32_t>;

    // Sleeps until `word` may have changed from `value` (callers check again).
    static void sleep_while([[maybe_unused]] Word& word, [[maybe_unused]] std::uint32_t value) {
#if defined(PINQI_NO_THREADS)
#elif defined(__wasm__)
        static_assert(sizeof(Word) == sizeof(int));
        __builtin_wasm_memory_atomic_wait32(reinterpret_cast<int*>(&word), static_cast<int>(value),
                                            -1);
#else
        word.wait(value, std::memory_order_acquire);
#endif
    }
    static void wake_all([[maybe_unused]] Word& word) {
#if defined(PINQI_NO_THREADS)
#elif defined(__wasm__)
        __builtin_wasm_memory_atomic_notify(reinterpret_cast<int*>(&word), ~0u);
#else
        word.notify_all();
#endif
    }

    void loop(int index, std::uint32_t seen) {
        for (;;) {
            std::uint32_t now;
            while ((now = generation_.load(std::memory_order_acquire)) == seen)
                sleep_while(generation_, seen);
            seen = now;
            if (quit_) return;
            run_(job_, index);
            if (running_.fetch_sub(1, std::memory_order_acq_rel) == 1) wake_all(running_);
        }
    }

#if defined(PINQI_NO_THREADS)
    using Thread = int;
#elif defined(__wasm__)
    using Thread = pthread_t;
    struct Start {
        ThreadPool* pool;
        int index;
        std::uint32_t seen;
    };
    // False if the thread could not start (helpers() counts those that did).
    PINQI_COLD bool spawn(int index, std::uint32_t seen) {
        Thread t{};
        auto* start = new Start{this, index, seen};
        const auto run = [](void* arg) -> void* {
            const Start s = *static_cast<Start*>(arg);
            delete static_cast<Start*>(arg);
            s.pool->loop(s.index, s.seen);
            return nullptr;
        };
        if (pthread_create(&t, nullptr, run, start) != 0) {
            delete start;
            return false;
        }
        threads_.push_back(t);
        return true;
    }
    static void join(Thread t) {
        pthread_join(t, nullptr);
    }
#else
    using Thread = std::thread;
    bool spawn(int index, std::uint32_t seen) {
        threads_.emplace_back([this, index, seen] { loop(index, seen); });
        return true;
    }
    static void join(Thread& t) {
        t.join();
    }
#endif

    std::vector<Thread> threads_;
    Word generation_{0};  // raised to start a job, or to end the helpers (quit_)
    Word running_{0};     // the helpers still running the job last started
    bool quit_ = false;
    void (*run_)(const void*, int) = nullptr;
    alignas(void*) unsigned char job_[8 * sizeof(void*)] = {};
};

}  // namespace pinqi
