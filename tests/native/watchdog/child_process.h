#pragma once
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <optional>
#include <string>

namespace pinqi::test {

using Clock = std::chrono::steady_clock;

inline long long ms_since(Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

// `pinqi <subcommand>` as a live child process: send lines, read answer lines
// with a deadline, so that a brain that hangs fails a test instead of hanging it.
class ChildProcess {
  public:
    explicit ChildProcess(const char* subcommand) {
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            close(to_child[0]);
            close(to_child[1]);
            close(from_child[0]);
            close(from_child[1]);
            execl(PINQI_CLI_PATH, PINQI_CLI_PATH, subcommand, static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = to_child[1];
        out_ = from_child[0];
        signal(SIGPIPE, SIG_IGN);  // a child that died must fail the test, not kill it
    }
    ~ChildProcess() {
        close_input();
        if (out_ >= 0) close(out_);
        if (pid_ > 0) {
            // Give it a moment to end on its own, then make sure it does.
            for (int i = 0; i < 200 && !exited_; ++i) {
                if (waitpid(pid_, nullptr, WNOHANG) == pid_)
                    exited_ = true;
                else
                    usleep(10'000);
            }
            if (!exited_) {
                kill(pid_, SIGKILL);
                waitpid(pid_, nullptr, 0);
            }
        }
    }
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    void send(const std::string& line) {
        const std::string text = line + "\n";
        if (in_ >= 0 && write(in_, text.data(), text.size()) < 0) close_input();
    }
    void close_input() {
        if (in_ >= 0) close(in_);
        in_ = -1;
    }

    // The next line, or nullopt when none comes within `ms` (or the output ends).
    std::optional<std::string> line_within(long long ms) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(ms);
        while (true) {
            const auto nl = buffer_.find('\n');
            if (nl != std::string::npos) {
                std::string line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return line;
            }
            const long long left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                    .count();
            if (left <= 0 || out_ < 0) return std::nullopt;
            pollfd p{out_, POLLIN, 0};
            if (poll(&p, 1, static_cast<int>(left)) <= 0) continue;
            char chunk[4096];
            const ssize_t n = read(out_, chunk, sizeof chunk);
            if (n <= 0) return std::nullopt;
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // The next line that does not start with `skip` (progress lines), within `ms`.
    std::optional<std::string> answer_within(long long ms, const std::string& skip) {
        const auto start = Clock::now();
        skipped_.clear();
        while (true) {
            const long long left = ms - ms_since(start);
            auto line = line_within(left < 0 ? 0 : left);
            if (!line) return std::nullopt;
            if (!skip.empty() && line->rfind(skip, 0) == 0) {
                skipped_ += *line + "\n";
                continue;
            }
            return line;
        }
    }
    const std::string& skipped() const { return skipped_; }

    // Has the process ended within `ms`?
    bool exits_within(long long ms) {
        const auto start = Clock::now();
        while (ms_since(start) <= ms) {
            if (waitpid(pid_, nullptr, WNOHANG) == pid_) return exited_ = true;
            usleep(2'000);
        }
        return false;
    }

  private:
    pid_t pid_ = -1;
    int in_ = -1;
    int out_ = -1;
    bool exited_ = false;
    std::string buffer_;
    std::string skipped_;
};

}  // namespace pinqi::test
