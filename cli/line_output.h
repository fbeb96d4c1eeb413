#pragma once
// How a protocol session (`pinqi gomocup`, `pinqi uci`) writes: whole lines,
// under one lock, flushed at once, whether the input thread or the search
// thread speaks. Nothing else may touch the output stream while the session runs.
//
// That includes the input stream: a tied input stream (std::cin is tied to
// std::cout) flushes its output before every read, outside this lock. The
// input thread, waiting for the next command, then flushed the very bytes a
// search thread had just buffered and was flushing itself: the manager read
// the answer twice (issue 26). The session therefore unties its input and
// gives the old tie back when it ends; every line is flushed as it is said.
#include <istream>
#include <mutex>
#include <ostream>
#include <string_view>

namespace pinqi::cli {

class LineOutput {
  public:
    LineOutput(std::istream& in, std::ostream& out) : in_(in), out_(out), tie_(in.tie(nullptr)) {}
    ~LineOutput() { in_.tie(tie_); }
    LineOutput(const LineOutput&) = delete;
    LineOutput& operator=(const LineOutput&) = delete;

    // One line or several, each ending in '\n', written together.
    void say(std::string_view text) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (silent_) return;
        out_ << text;
        out_.flush();
    }

    // Nothing is written from now on (Gomocup's END).
    void silence() {
        std::lock_guard<std::mutex> lock(mutex_);
        silent_ = true;
    }

  private:
    std::istream& in_;
    std::ostream& out_;
    std::ostream* const tie_;
    std::mutex mutex_;
    bool silent_ = false;
};

}  // namespace pinqi::cli
