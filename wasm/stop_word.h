#pragma once
// The stop of the request the AI Worker serves. The page cannot write into the
// module's memory during a search, so the search polls the Worker's JavaScript
// (pinqi_stop_heard, an EM_JS function in gomoku_ai_bindings.cpp that calls
// Module.pinqiStopHeard when the Worker set it: an Atomics read of the stop word)
// through the core's stop hook (common/stop_poll.h). One flag per module: the
// Worker serves one request at a time.
#include <atomic>

#include "common/stop_poll.h"

extern "C" int pinqi_stop_heard();

namespace pinqi::wasm {

inline std::atomic<bool> stop_flag{false};

inline bool poll_stop_word() {
    if (!pinqi_stop_heard()) return false;
    stop_flag.store(true, std::memory_order_relaxed);
    return true;
}

// The flag for a new request's search options: lowered, and heard through the poll.
inline const std::atomic<bool>* request_stop() {
    pinqi::stop_poll = &poll_stop_word;
    stop_flag.store(false, std::memory_order_relaxed);
    return &stop_flag;
}

}  // namespace pinqi::wasm
