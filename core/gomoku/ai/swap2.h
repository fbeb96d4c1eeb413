#pragma once
#include <vector>

#include "gomoku/ai/decision.h"
#include "gomoku/ai/engine.h"

namespace pinqi::gomoku::ai {

// The Swap2 opening (Gomocup's SWAP2BOARD, 2020 tournament extension): the
// first player puts three stones (Black, White, Black); the second player
// takes Black (swap), or plays White's fourth stone, or puts two more stones
// (White, Black) and lets the first player choose; given five stones the first
// player takes Black (swap) or plays White's sixth stone.
struct Swap2Decision {
    enum class Kind : std::uint8_t {
        Stones,  // `stones` are put on the board: three on the empty board, two after three
        Swap,    // take Black; the opponent plays White's next move
        Move,    // play White's next move, `stones[0]`
    };
    Kind kind = Kind::Swap;
    std::vector<Point> stones;
    int score = 0;  // White's view of the position it judged, after its choice
};

// Decides for the stones given (0, 3 or 5, in the order Black, White, Black, ...), under
// `rule`, within `options` (its time and node budgets are shared by the searches this
// makes). Anything else than 0, 3 or 5 stones, or stones that no game reaches, gives
// Kind::Swap with no stones and `valid` false.
struct Swap2Answer {
    bool valid = false;
    Swap2Decision decision;
};
// Its searches go through `searches` (decision.h: in one run, or one step of a decision in
// steps); the Engine& form makes them in one run.
Swap2Answer decide_swap2(DecisionSearches& searches, int size, Rule rule,
                         const std::vector<Point>& stones, const ThinkOptions& options);
inline Swap2Answer decide_swap2(Engine& engine, int size, Rule rule,
                                const std::vector<Point>& stones, const ThinkOptions& options) {
    DecisionRecord record;
    DecisionSearches searches(engine, record);
    return decide_swap2(searches, size, rule, stones, options);
}

// What the opening decisions share (swap2, rif): a share of the caller's budget
// for one of `parts` searches, and the side to move's `count` likeliest moves by the
// move ordering (never a point forbidden to it).
ThinkOptions share_budget(const ThinkOptions& options, int parts);
std::vector<Point> likely_moves(const Game& game, int count);

// How far from even a position may be, to White's eyes, and still count as balanced.
constexpr int Swap2Balance = 60;

}  // namespace pinqi::gomoku::ai
