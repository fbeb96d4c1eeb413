#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "xiangqi/ai/level.h"
#include "xiangqi/ai/search.h"
#include "xiangqi/ai/timeman.h"
#include "xiangqi/game.h"

namespace pinqi::xiangqi::ai {

struct ThinkOptions {
    int level = MaxLevel;
    int time_ms = 0;       // hard limit; 0: none
    int soft_time_ms = 0;  // no new iteration after this; 0: none
    // A game clock: when set for the side to move and no time_ms is given, the
    // budget comes from allot_time() and the search scales it by its stability.
    Clock clock;
    std::uint64_t nodes = 0;  // 0: none (the level's own cap applies if no budget is given)
    int depth = 0;            // 0: none
    std::uint64_t seed = 0;   // the same position, level and seed give the same move
    // Clear the table first, so a result never depends on earlier searches.
    bool fresh_hash = true;
    const std::atomic<bool>* stop = nullptr;
    std::vector<Move> root_moves;  // when not empty: only these legal moves (UCI searchmoves)
    ProgressFn progress;           // after each finished iteration: best so far
    // After each finished iteration (after progress): false ends the search there.
    std::function<bool(const IterationReport&)> on_iteration;
    int multi_pv = 1;         // above 1: that many best lines (SearchResult::lines)
    EvalTerms terms;          // switched off one by one by the match tools
    SearchFeatures features;  // likewise
};

// The Xiangqi AI: a searcher with its table, kept between moves.
class Engine {
  public:
    explicit Engine(std::size_t tt_megabytes = 16) : searcher_(tt_megabytes) {}

    // The move for the side to move. `history` are the moves that led to `pos`
    // (repetitions are judged on them); see history_of().
    SearchResult think(const Position& pos, const std::vector<PathEntry>& history,
                       const ThinkOptions& options);
    SearchResult think(const Game& game, const ThinkOptions& options);

    void set_hash_size(std::size_t megabytes) { searcher_.tt().resize(megabytes); }
    // Search threads, 1..MaxThreads (Lazy SMP); always 1 in a build without threads.
    void set_threads(int threads) { searcher_.set_threads(threads); }
    int threads() const { return searcher_.threads(); }
    std::size_t hash_size() { return searcher_.tt().size_megabytes(); }
    void clear() { searcher_.clear(); }
    // The network the searches may evaluate with instead of the hand-crafted
    // evaluation (which ones: set_network_use); null: the hand-crafted one again. A
    // change clears the table (its static evaluations are the other evaluation's).
    void set_network(std::shared_ptr<const nnue::Network> network) {
        if (network == network_) return;
        network_ = std::move(network);
        searcher_.clear();
    }
    // Which searches evaluate with the network, when there is one: those of a level
    // that uses it (LevelSettings::network, the default), every search (the UCI
    // engine's EvalFile), or none. A search that evaluates otherwise than the last
    // one starts from an empty table.
    enum class NetworkUse : std::uint8_t { ByLevel, Always, Never };
    void set_network_use(NetworkUse use) { network_use_ = use; }

  private:
    Searcher searcher_;
    std::shared_ptr<const nnue::Network> network_;
    NetworkUse network_use_ = NetworkUse::ByLevel;
    const nnue::Network* last_network_ = nullptr;  // the last search's
};

// The moves of a game since its last capture, as the search's repetition judge needs them.
std::vector<PathEntry> history_of(const Game& game);

// Plays a legal move on `pos` and records it in `history` (cleared by a
// capture), for callers that keep a position without a Game, such as a
// protocol that must follow moves past a result its own rules would declare.
void play_move(Position& pos, std::vector<PathEntry>& history, Move m);

}  // namespace pinqi::xiangqi::ai
