#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "gomoku/ai/level.h"
#include "gomoku/ai/search.h"
#include "gomoku/game.h"

namespace pinqi::gomoku::ai {

// One of several best lines (multi-PV), for analysis and reviews.
struct Line {
    Point move{-1, -1};
    int score = 0;  // the side to move's view; beyond ±29000 a forced win or loss
    int depth = 0;  // the depth the search completed (0: a threat shortcut, such as a VCF)
    std::vector<Point> pv;
};

struct ThinkOptions {
    int level = MaxLevel;
    int time_ms = 0;                    // the hard limit; 0: no time budget
    int optimum_ms = 0;                 // no new iteration after this; 0: a share of time_ms
    ClockKind clock = ClockKind::Wall;  // ThreadCpu: for matches on a busy machine
    std::uint64_t nodes = 0;            // 0: no node budget (levels 1..3 still cap their own)
    std::uint64_t seed = 0;             // the same position, level and seed give the same move
    int max_depth = 0;                  // 0: the level's own limit
    bool score_forced = false;          // a forced reply gets a searched score (Limits)
    std::vector<Point> excluded;        // root moves not to play (Limits)
    int multi_pv = 1;                   // the best lines wanted from one search (Limits)
    // Each finished depth's lines (multi_pv of them), best first; false ends the search.
    std::function<bool(int depth, const std::vector<Line>& lines)> on_lines;
    const std::atomic<bool>* stop = nullptr;
    ProgressFn progress;  // called after each finished iteration
    // One slice of a request searched in slices (Limits::slice_of): the request's number
    // (0: a search of its own), and its whole budget, of which the root proofs take their
    // shares; `time_ms` and `nodes` are then the slice's.
    std::uint64_t slice_of = 0;
    std::uint64_t request_nodes = 0;
    int request_ms = 0;
};

// Why the engine plays its move, as a code and a number; the UI words it.
enum class HintCode : std::uint8_t {
    NoMove,          // there is no legal move
    Opening,         // takes the centre
    Five,            // makes five: the game is won
    BlocksFour,      // blocks the opponent's four
    OpenFour,        // makes an open four: wins
    DoubleFour,      // makes two fours: wins
    Vcf,             // starts a won sequence of fours; `moves` own moves to five
    Vct,             // starts a won sequence of threes and fours
    ForcedWin,       // the search sees a forced win in `moves` own moves
    FourStopsThree,  // makes a four and stops an open three
    StopsThree,      // stops the opponent's open three
    FourThree,       // makes a four and an open three
    Four,            // makes a four
    DoubleThree,     // makes two open threes
    OpenThree,       // makes an open three
    BlocksThree,     // blocks a three
    BuildsTwo,       // builds a two
    BlocksTwo,       // blocks a two
    Develops,        // none of the above
};

struct HintReason {
    HintCode code = HintCode::NoMove;
    int moves = 0;      // Vcf and ForcedWin: own moves to five
    bool lost = false;  // the search sees the position lost whatever is played
    friend bool operator==(const HintReason&, const HintReason&) = default;
};

// "no_move", "opening", "five", "blocks_four", ... (stable codes).
std::string_view to_string(HintCode code);
// True for the codes that announce a won game (five, open/double four, VCF, forced win).
bool is_winning(HintCode code);
// "vcf 7", "blocks_four lost": the code with its numbers, for logs and protocols.
std::string to_string(const HintReason& reason);
std::ostream& operator<<(std::ostream& out, const HintReason& reason);

struct ThinkResult {
    bool has_move = false;
    Point move{-1, -1};
    int score = 0;  // from the mover's view; beyond ±29000 a forced win or loss
    int depth = 0;
    std::uint64_t nodes = 0;
    int elapsed_ms = 0;
    std::vector<Point> pv;
    HintReason reason;
    // Answered without a search (a five, a block, a threat win, the only move, the first
    // stone): a bigger budget, or another slice of it, would answer the same.
    bool decided = false;
    // With multi_pv > 1 or on_lines, when the move comes from a search that finished a depth: that
    // depth's best lines (up to multi_pv), best first. Empty after a shortcut (a five, a
    // VCF, the first stone...), which gives the one line of `move`.
    std::vector<Line> lines;
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

    void set_hash_size(std::size_t megabytes) { searcher_.set_hash_size(megabytes); }
    // Search threads (Lazy SMP, Searcher::set_threads); 1 by default.
    void set_threads(int threads) { searcher_.set_threads(threads); }
    int threads() const { return searcher_.threads(); }
    // Forgets every earlier search: the table, the threat proofs and the move-ordering
    // histories, so the next answer depends on its request alone.
    void clear_hash() { searcher_.clear(); }
    // A number no earlier request searched in slices had (ThinkOptions::slice_of).
    std::uint64_t new_request() { return ++requests_; }

  private:
    Searcher searcher_;
    std::uint64_t requests_ = 0;
};

// The position of a game as the search sees it.
Position to_position(const Game& game);

// Why the search plays its move in `pos` (before it is made).
HintReason explain(const Position& pos, const SearchResult& result);

}  // namespace pinqi::gomoku::ai
