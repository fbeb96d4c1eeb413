#include "brain.h"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace pinqi::gomoku::bench {

namespace {

using Clock = std::chrono::steady_clock;

int ms_since(Clock::time_point t0) {
    return static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count());
}

std::optional<Point> parse_move(const std::string& line) {
    int x = 0, y = 0;
    char tail = 0;
    if (std::sscanf(line.c_str(), "%d,%d%c", &x, &y, &tail) == 2) return Point{x, y};
    return std::nullopt;
}

int rule_code(Rule rule) {
    return rule == Rule::Renju ? 4 : rule == Rule::Standard ? 1 : 0;
}

}  // namespace

ChildProcess::ChildProcess(const std::string& command) {
    int in_pipe[2], out_pipe[2];
    if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) throw std::runtime_error("pipe failed");
    pid_ = fork();
    if (pid_ < 0) throw std::runtime_error("fork failed");
    if (pid_ == 0) {
        dup2(in_pipe[0], STDIN_FILENO);
        dup2(out_pipe[1], STDOUT_FILENO);
        close(in_pipe[0]), close(in_pipe[1]), close(out_pipe[0]), close(out_pipe[1]);
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in_pipe[0]);
    close(out_pipe[1]);
    to_child_ = in_pipe[1];
    from_child_ = out_pipe[0];
    std::signal(SIGPIPE, SIG_IGN);
    trace_ = std::getenv("GOMOKU_BRAIN_TRACE") != nullptr;
}

ChildProcess::~ChildProcess() {
    send("END");
    close(to_child_);
    for (int i = 0; i < 50; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
            close(from_child_);
            return;
        }
        usleep(20'000);
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    close(from_child_);
}

void ChildProcess::send(const std::string& line) {
    if (trace_) std::fprintf(stderr, "%d> %s\n", pid_, line.c_str());
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_child_, text.data() + done, text.size() - done);
        if (n <= 0) return;
        done += static_cast<std::size_t>(n);
    }
}

std::optional<std::string> ChildProcess::read_line(int timeout_ms) {
    const auto t0 = Clock::now();
    while (true) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (trace_) std::fprintf(stderr, "%d< %s\n", pid_, line.c_str());
            return line;
        }
        const int left = timeout_ms - ms_since(t0);
        if (left <= 0) return std::nullopt;
        pollfd fd{from_child_, POLLIN, 0};
        const int ready = poll(&fd, 1, left);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return std::nullopt;
        char chunk[4096];
        const ssize_t n = read(from_child_, chunk, sizeof chunk);
        if (n <= 0) return std::nullopt;
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

GomocupBrain::GomocupBrain(const std::string& command, int turn_ms, int memory_mb,
                           std::uint64_t max_nodes, int threads)
    : command_(command),
      child_(std::make_unique<ChildProcess>(command)),
      turn_ms_(turn_ms),
      memory_mb_(memory_mb),
      max_nodes_(max_nodes),
      threads_(threads) {}

std::optional<std::string> GomocupBrain::expect(std::string_view prefix, int timeout_ms) {
    const auto t0 = Clock::now();
    while (true) {
        const int left = timeout_ms - ms_since(t0);
        auto line = child_->read_line(left > 0 ? left : 0);
        if (!line) return std::nullopt;
        if (line->rfind(prefix, 0) == 0) return line;
    }
}

void GomocupBrain::new_game(int size, Rule rule) {
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (broken_) {
            child_.reset();
            child_ = std::make_unique<ChildProcess>(command_);
            fresh_ = true;
            broken_ = false;
        }
        child_->send("START " + std::to_string(size));
        if (expect("OK", 30'000)) break;
        std::fprintf(stderr, "brain: no OK after START, restarting it\n");
        broken_ = true;
    }
    child_->send("INFO rule " + std::to_string(rule_code(rule)));
    child_->send("INFO thread_num " + std::to_string(threads_));
    child_->send("INFO timeout_turn " + std::to_string(turn_ms_));
    child_->send("INFO timeout_match 0");
    child_->send("INFO time_left 2147483647");
    child_->send("INFO max_memory " + std::to_string(static_cast<long long>(memory_mb_) << 20));
    if (max_nodes_ > 0) child_->send("INFO max_node " + std::to_string(max_nodes_));
    in_sync_ = false;
    known_moves_ = 0;
}

BrainMove GomocupBrain::move(const Game& game) {
    const auto& history = game.history();
    const auto t0 = Clock::now();
    if (in_sync_ && known_moves_ + 1 == history.size()) {
        const Point p = history.back().point;
        child_->send("TURN " + std::to_string(p.x) + "," + std::to_string(p.y));
    } else if (history.empty()) {
        child_->send("BEGIN");
    } else {
        // Field 1 is the brain's own stone (the side to move), 2 the opponent's.
        const Stone own = game.turn();
        child_->send("BOARD");
        for (const MoveRecord& m : history)
            child_->send(std::to_string(m.point.x) + "," + std::to_string(m.point.y) + "," +
                         (m.player == own ? "1" : "2"));
        child_->send("DONE");
    }
    BrainMove out;
    // A process's first search may set up tables and memory first: it gets a minute.
    const int limit = fresh_ ? 60'000 + turn_ms_ * 3 : turn_ms_ * 3 + 5000;
    fresh_ = false;
    while (true) {
        const int left = limit - ms_since(t0);
        const auto line = child_->read_line(left > 0 ? left : 0);
        if (!line) break;
        if (line->rfind("MESSAGE", 0) == 0) {
            out.last_message = *line;
            out.messages.push_back(*line);
            continue;
        }
        if (line->rfind("DEBUG", 0) == 0 || line->rfind("UNKNOWN", 0) == 0 ||
            line->rfind("ERROR", 0) == 0 || line->rfind("OK", 0) == 0)
            continue;
        out.move = parse_move(*line);
        if (out.move) break;
    }
    out.elapsed_ms = ms_since(t0);
    // Some brains print their move a moment before they listen again, and drop a command
    // sent in between: ABOUT is repeated until answered, so the brain is listening when the
    // next move is asked for.
    for (int tries = 0; out.move && tries < 50; ++tries) {
        child_->send("ABOUT");
        if (auto about = expect("name=", 200)) {
            about_ = *about;
            break;
        }
    }
    in_sync_ = out.move.has_value();
    broken_ = !out.move.has_value();
    known_moves_ = history.size() + 1;
    return out;
}

}  // namespace pinqi::gomoku::bench
