#pragma once
#include <atomic>

namespace pinqi {

// A search reads its caller's stop flag (an std::atomic<bool>, the `stop` of its
// options) every few hundred nodes. An embedder whose stop request lives where
// nothing can write that flag during a search (the wasm AI Worker: the page's stop
// word is outside the module's memory) installs a poll, called at those reads
// whenever a flag is given. The poll raises the caller's flag itself when it hears
// a stop, so the drivers that read the flag between searches (reviews, multi-PV)
// stop too. None natively.
using StopPoll = bool (*)();
inline StopPoll stop_poll = nullptr;

// True once the caller asks the search to stop: its flag, or the embedder's poll.
inline bool stop_requested(const std::atomic<bool>* flag) {
    if (!flag) return false;
    return flag->load(std::memory_order_relaxed) || (stop_poll && stop_poll());
}

}  // namespace pinqi
