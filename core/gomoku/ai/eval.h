#pragma once
#include <array>
#include <cstdint>

#include "gomoku/ai/pattern.h"

namespace pinqi::gomoku::ai {

// Bits of the threat mask, from the side to move's view.
enum ThreatBit : int {
    UsFourThree = 1 << 0,
    UsFour = 1 << 1,
    UsThreeThree = 1 << 2,
    UsThree = 1 << 3,
    UsFlex4 = 1 << 4,
    ThemFlex4 = 1 << 5,
    ThemFourThree = 1 << 6,
    ThemFour = 1 << 7,
    ThemThreeThree = 1 << 8,
    ThemThree = 1 << 9,
};
constexpr int ThreatMaskCount = 1 << 10;

// The evaluation of one rule set. A position is worth, to the side to move,
// the sum over empty cells of `own` for its pattern codes, less the sum of
// `their` for the opponent's, plus `threat` for the combined threats on the
// board. Tables are per colour (0 Black, 1 White): equal under free-style and
// standard, apart under Renju.
struct EvalTables {
    std::array<std::array<std::int16_t, PcodeCount>, 2> own{};
    std::array<std::array<std::int16_t, PcodeCount>, 2> their{};
    std::array<std::array<std::int16_t, ThreatMaskCount>, 2> threat{};

    static const EvalTables& for_rule(Rule rule);
};

// The tuned weights, in the tuner's layout: for each rule (free-style, standard, Renju) and
// each colour, `own` then `their` (PcodeCount each), then `threat` (ThreatMaskCount).
constexpr int WeightsPerColour = 2 * PcodeCount + ThreatMaskCount;
constexpr int WeightsPerRule = 2 * WeightsPerColour;
constexpr int WeightCount = 3 * WeightsPerRule;

// The weights in use: the tuned ones when present, otherwise a hand-made start.
const std::array<std::int16_t, WeightCount>& eval_weights();
// The hand-made start the tuner begins from.
std::array<std::int16_t, WeightCount> initial_weights();

}  // namespace pinqi::gomoku::ai
