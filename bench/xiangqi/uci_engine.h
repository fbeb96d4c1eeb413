#pragma once
#include <string>
#include <utility>
#include <vector>

// A UCI engine in a child process, spoken to over pipes, for the match
// program. Moves cross the pipe in ICCS (ranks 0-9) unless the engine numbers
// its ranks 1-10, as variant engines with 10-rank boards do; then they are
// translated both ways.
namespace pinqi::bench {

struct UciReply {
    std::string move;  // ICCS, ranks 0-9; empty if the engine gave none
    int depth = 0;     // the depth of the last "info depth" line with a score
    int score = 0;     // centipawns from the mover's view, the same line's
    bool mate = false;
    int elapsed_ms = 0;
    bool timed_out = false;  // no bestmove within the grace period
};

class UciEngine {
  public:
    // `command` runs under /bin/sh -c. `options` are sent as setoption before isready.
    UciEngine(std::string command, std::vector<std::pair<std::string, std::string>> options,
              bool ranks_from_one);
    ~UciEngine();
    UciEngine(const UciEngine&) = delete;
    UciEngine& operator=(const UciEngine&) = delete;

    bool start();  // false (and a message on stderr) if it does not answer uciok/readyok
    void new_game();
    // `moves` are ICCS from the start position; `go` is the rest of the go command
    // ("movetime 300" or "wtime ... btime ..."); waits at most `wait_ms`.
    UciReply play(const std::vector<std::string>& moves, const std::string& go, int wait_ms);
    const std::string& name() const { return name_; }

  private:
    void send(const std::string& line);
    bool read_line(std::string& line, int wait_ms);  // false on timeout or end of output
    bool wait_for(const std::string& token, int wait_ms);
    std::string to_engine(const std::string& iccs) const;
    std::string from_engine(const std::string& move) const;

    std::string command_;
    std::vector<std::pair<std::string, std::string>> options_;
    bool ranks_from_one_;
    std::string name_;
    int pid_ = -1;
    int to_child_ = -1, from_child_ = -1;
    std::string buffer_;
};

}  // namespace pinqi::bench
