#pragma once
#include <atomic>

namespace pinqi {

// A word of a table the search threads share without locks (the transposition tables),
// whose entries carry a check word, so that an entry torn by two threads writing at once
// is simply not found. Natively a relaxed atomic: free on x86, and what ThreadSanitizer
// checks. In wasm a plain access (volatile, so that the compiler neither drops nor repeats
// it): wasm has only sequentially consistent atomics, each store a full barrier, and the
// wasm memory model gives racing plain accesses defined (if torn) values. A table of relaxed
// atomics cost the threaded flavour about a sixth of its speed on one thread. Without
// threads (the single wasm flavour) a plain word, which the compiler optimises freely.
template <class T>
class SharedWord {
  public:
#if defined(__EMSCRIPTEN__) && defined(PINQI_NO_THREADS)
    T load() const {
        return value_;
    }
    void store(T v) {
        value_ = v;
    }

  private:
    T value_{};
#elif defined(__EMSCRIPTEN__)
    T load() const {
        return *static_cast<const volatile T*>(&value_);
    }
    void store(T v) {
        *static_cast<volatile T*>(&value_) = v;
    }

  private:
    T value_{};
#else
    T load() const {
        return value_.load(std::memory_order_relaxed);
    }
    void store(T v) {
        value_.store(v, std::memory_order_relaxed);
    }

  private:
    std::atomic<T> value_{};
#endif
};

}  // namespace pinqi
