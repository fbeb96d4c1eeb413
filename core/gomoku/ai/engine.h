#pragma once
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "gomoku/ai/level.h"
#include "gomoku/ai/search.h"
#include "gomoku/game.h"

namespace pinqi::gomoku::ai {

struct ThinkOptions {
    int level = MaxLevel;
    int time_ms = 0;                    // the hard limit; 0: no time budget
    int optimum_ms = 0;                 // no new iteration after this; 0: a share of time_ms
    ClockKind clock = ClockKind::Wall;  // ThreadCpu: for matches on a busy machine
    std::uint64_t nodes = 0;            // 0: no node budget (levels 1..3 still cap their own)
    std::uint64_t seed = 0;             // the same position, level and seed give the same move
    int max_depth = 0;                  // 0: the level's own limit
    const std::atomic<bool>* stop = nullptr;
    ProgressFn progress;  // called after each finished iteration
};

struct ThinkResult {
    bool has_move = false;
    Point move{-1, -1};
    int score = 0;  // from the mover's view; beyond ±29000 a forced win or loss
    int depth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Point> pv;
    std::string reason;  // "wins: VCF in 7", "blocks a four", "makes an open three", ...
};

// The Gomoku AI: a search with its transposition table, kept between moves.
class Engine {
  public:
    explicit Engine(std::size_t tt_megabytes = 16) : searcher_(tt_megabytes) {}

    // The move for the side to move in `game` at the given level.
    ThinkResult think(const Game& game, const ThinkOptions& options);
    // The strongest move with its reason: think() at the top level without noise.
    ThinkResult hint(const Game& game, ThinkOptions options) {
        options.level = MaxLevel;
        return think(game, options);
    }

    void set_hash_size(std::size_t megabytes) { searcher_.tt().resize(megabytes); }
    void clear_hash() { searcher_.tt().clear(); }

  private:
    Searcher searcher_;
};

// The position of a game as the search sees it.
Position to_position(const Game& game);

// A short human reason for playing `move` in `pos` (before it is made).
std::string explain(const Position& pos, const SearchResult& result);

}  // namespace pinqi::gomoku::ai
