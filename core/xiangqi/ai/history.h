#pragma once
#include <cstdint>
#include <cstdlib>

#include "xiangqi/types.h"

// What the search learns about moves while it runs, Stockfish style: each
// entry moves towards a bonus or a malus and saturates at its limit
// ("gravity"), so old knowledge fades as new results come in.
namespace pinqi::xiangqi::ai {

template <int Limit>
struct StatEntry {
    std::int16_t value = 0;
    operator int() const { return value; }
    void update(int bonus) {
        const int clamped = bonus < -Limit ? -Limit : bonus > Limit ? Limit : bonus;
        value = std::int16_t(value + clamped - value * std::abs(clamped) / Limit);
    }
};

constexpr int HistoryLimit = 8192;
constexpr int ContinuationLimit = 16384;

// [side][from][to]: quiet moves.
struct ButterflyHistory {
    StatEntry<HistoryLimit> entry[2][SquareCount][SquareCount];
};
// [moved piece][to][captured type]: captures.
struct CaptureHistory {
    StatEntry<HistoryLimit> entry[16][SquareCount][8];
};
// [piece][to] of the move after a given earlier move.
struct PieceToHistory {
    StatEntry<ContinuationLimit> entry[16][SquareCount];
};
// [earlier move was a capture][its piece][its destination].
struct ContinuationHistory {
    PieceToHistory table[2][16][SquareCount];
};

struct Histories {
    ButterflyHistory main;
    CaptureHistory capture;
    ContinuationHistory continuation;
    Move counter[16][SquareCount];  // the usual answer to a piece arriving on a point
    void clear();
};

}  // namespace pinqi::xiangqi::ai
