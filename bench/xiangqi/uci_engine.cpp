#include "uci_engine.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace pinqi::bench {
namespace {

using Clock = std::chrono::steady_clock;

int ms_since(Clock::time_point t) {
    return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

// "h2e2" with ranks shifted by `delta` (ranks may have two digits: "a10a8").
std::string shift_ranks(const std::string& move, int delta) {
    std::string out;
    size_t i = 0;
    for (int square = 0; square < 2; ++square) {
        if (i >= move.size()) return move;
        out.push_back(move[i++]);
        int rank = 0;
        size_t digits = 0;
        while (i < move.size() && move[i] >= '0' && move[i] <= '9')
            rank = rank * 10 + (move[i++] - '0'), ++digits;
        if (digits == 0) return move;
        out += std::to_string(rank + delta);
    }
    return out;
}

}  // namespace

UciEngine::UciEngine(std::string command, std::vector<std::pair<std::string, std::string>> options,
                     bool ranks_from_one)
    : command_(std::move(command)), options_(std::move(options)), ranks_from_one_(ranks_from_one) {}

UciEngine::~UciEngine() {
    if (pid_ <= 0) return;
    send("quit");
    for (int i = 0; i < 50; ++i) {
        if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
            pid_ = -1;
            break;
        }
        usleep(10000);
    }
    if (pid_ > 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
    }
    close(to_child_);
    close(from_child_);
}

bool UciEngine::start() {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return false;
    pid_ = fork();
    if (pid_ < 0) return false;
    if (pid_ == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_child_ = in[1];
    from_child_ = out[0];
    signal(SIGPIPE, SIG_IGN);
    send("uci");
    std::string line;
    const auto start = Clock::now();
    for (;;) {
        if (!read_line(line, 10000 - ms_since(start))) {
            std::fprintf(stderr, "uci engine '%s' did not answer uciok\n", command_.c_str());
            return false;
        }
        if (line.rfind("id name ", 0) == 0) name_ = line.substr(8);
        if (line == "uciok") break;
    }
    for (const auto& [name, value] : options_) send("setoption name " + name + " value " + value);
    send("isready");
    if (!wait_for("readyok", 10000)) {
        std::fprintf(stderr, "uci engine '%s' did not answer readyok\n", command_.c_str());
        return false;
    }
    return true;
}

void UciEngine::new_game() {
    send("ucinewgame");
    send("isready");
    wait_for("readyok", 10000);
}

UciReply UciEngine::play(const std::vector<std::string>& moves, const std::string& go,
                         int wait_ms) {
    std::string position = "position startpos";
    if (!moves.empty()) {
        position += " moves";
        for (const std::string& m : moves) {
            position.push_back(' ');
            position += to_engine(m);
        }
    }
    send(position);
    const auto start = Clock::now();
    send("go " + go);
    UciReply reply;
    std::string line;
    for (;;) {
        if (!read_line(line, wait_ms - ms_since(start))) {
            reply.timed_out = true;
            send("stop");
            wait_for("bestmove", 2000);
            break;
        }
        std::istringstream words(line);
        std::string word;
        words >> word;
        if (word == "bestmove") {
            std::string move;
            words >> move;
            if (move != "(none)" && !move.empty()) reply.move = from_engine(move);
            break;
        }
        if (word != "info") continue;
        int depth = -1, score = 0;
        bool has_score = false, mate = false;
        while (words >> word) {
            if (word == "depth") {
                words >> depth;
            } else if (word == "score") {
                std::string kind;
                words >> kind >> score;
                has_score = true;
                mate = kind == "mate";
            } else if (word == "pv") {
                break;
            }
        }
        if (depth > 0 && has_score) {
            reply.depth = depth;
            reply.score = score;
            reply.mate = mate;
        }
    }
    reply.elapsed_ms = ms_since(start);
    return reply;
}

void UciEngine::send(const std::string& line) {
    const std::string text = line + "\n";
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(to_child_, text.data() + done, text.size() - done);
        if (n <= 0) return;
        done += size_t(n);
    }
}

bool UciEngine::read_line(std::string& line, int wait_ms) {
    const auto start = Clock::now();
    for (;;) {
        const size_t end = buffer_.find('\n');
        if (end != std::string::npos) {
            line = buffer_.substr(0, end);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            buffer_.erase(0, end + 1);
            return true;
        }
        const int left = wait_ms - ms_since(start);
        if (left <= 0) return false;
        pollfd p{from_child_, POLLIN, 0};
        if (poll(&p, 1, left) <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(from_child_, chunk, sizeof chunk);
        if (n <= 0) return false;
        buffer_.append(chunk, size_t(n));
    }
}

bool UciEngine::wait_for(const std::string& token, int wait_ms) {
    const auto start = Clock::now();
    std::string line;
    while (read_line(line, wait_ms - ms_since(start)))
        if (line.rfind(token, 0) == 0) return true;
    return false;
}

std::string UciEngine::to_engine(const std::string& iccs) const {
    return ranks_from_one_ ? shift_ranks(iccs, 1) : iccs;
}

std::string UciEngine::from_engine(const std::string& move) const {
    return ranks_from_one_ ? shift_ranks(move, -1) : move;
}

}  // namespace pinqi::bench
