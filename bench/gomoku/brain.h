#pragma once
// A Gomocup (piskvork) brain run as a child process, for matches only: the
// command comes from the match's command line, so no engine path is built in.
#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gomoku/game.h"

namespace pinqi::gomoku::bench {

// The child's stdin/stdout as lines.
class ChildProcess {
  public:
    explicit ChildProcess(const std::string& command);  // run through /bin/sh -c
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    void send(const std::string& line);
    // The next line, or nullopt when the child closed its output or the time ran out.
    std::optional<std::string> read_line(int timeout_ms);

  private:
    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string buffer_;
    bool trace_ = false;  // GOMOKU_BRAIN_TRACE set: every line in and out goes to stderr
};

struct BrainMove {
    std::optional<Point> move;  // nullopt: no answer in time, or an unreadable one
    int elapsed_ms = 0;
    std::string last_message;           // the brain's last MESSAGE line for this move
    std::vector<std::string> messages;  // all its MESSAGE lines for this move, in order
};

// One brain, kept across games: START per game, the whole position by BOARD
// for its first move of a game, TURN afterwards.
class GomocupBrain {
  public:
    // `max_nodes` > 0 is sent as Yixin's INFO max_node (a node budget per move);
    // `threads` as INFO thread_num.
    GomocupBrain(const std::string& command, int turn_ms, int memory_mb,
                 std::uint64_t max_nodes = 0, int threads = 1);

    void new_game(int size, Rule rule);
    BrainMove move(const Game& game);
    // The brain's answer to ABOUT (name="...", version="..."), once it has moved.
    const std::string& about() const { return about_; }

  private:
    std::optional<std::string> expect(std::string_view prefix, int timeout_ms);

    std::string command_;
    std::unique_ptr<ChildProcess> child_;
    bool fresh_ = true;    // no move asked of this process yet (it may still be setting up)
    bool broken_ = false;  // the last move failed: the process is replaced before the next game
    int turn_ms_;
    int memory_mb_;
    std::uint64_t max_nodes_;
    int threads_;
    bool in_sync_ = false;         // the brain has seen the game up to its own last move
    std::size_t known_moves_ = 0;  // moves the brain has seen
    std::string about_;
};

}  // namespace pinqi::gomoku::bench
