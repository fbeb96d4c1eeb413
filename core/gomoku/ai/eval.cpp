#include "gomoku/ai/eval.h"

#include <algorithm>

#include "common/cold.h"

namespace pinqi::gomoku::ai {

namespace {

// Hand-made line values per evaluation class (Dead, B1, F1, B2, F2, B3, F3, B4, F4, F5).
constexpr int LineValue[EvalPatternCount] = {0, 1, 3, 5, 14, 12, 45, 40, 300, 1000};

int hand_cell_value(int pcode) {
    int classes[4];
    pcode_patterns(pcode, classes);
    int sum = 0, threes = 0, fours = 0, twos = 0;
    for (int c : classes) {
        sum += LineValue[c];
        threes += c == 6;
        fours += c == 7;
        twos += c == 4 || c == 5;
    }
    if (fours && threes) sum += 200;
    if (threes >= 2) sum += 100;
    if ((fours || threes) && twos) sum += 10;
    if (twos >= 2) sum += 6;
    return std::min(sum, 2000);
}

int hand_threat(int mask) {
    int v = 0;
    if (mask & UsFlex4) v += 3000;
    if (mask & UsFourThree) v += 900;
    if (mask & UsThreeThree) v += 400;
    if (mask & UsThree) v += 120;
    if (mask & UsFour) v += 40;
    if (mask & ThemFlex4) v -= 250;
    if (mask & ThemFourThree) v -= 350;
    if (mask & ThemThreeThree) v -= 150;
    if (mask & ThemThree) v -= 40;
    if (mask & ThemFour) v -= 20;
    return v;
}

PINQI_COLD EvalTables build(Rule rule) {
    const auto& w = eval_weights();
    EvalTables t;
    const int base = static_cast<int>(rule) * WeightsPerRule;
    for (int colour = 0; colour < 2; ++colour) {
        const int at = base + colour * WeightsPerColour;
        for (int p = 0; p < PcodeCount; ++p) {
            t.own[colour][p] = w[at + p];
            t.their[colour][p] = w[at + PcodeCount + p];
        }
        // An all-dead cell (and every occupied cell) is worth nothing.
        t.own[colour][0] = t.their[colour][0] = 0;
        for (int m = 0; m < ThreatMaskCount; ++m) t.threat[colour][m] = w[at + 2 * PcodeCount + m];
    }
    return t;
}

}  // namespace

PINQI_COLD std::array<std::int16_t, WeightCount> initial_weights() {
    std::array<std::int16_t, WeightCount> w{};
    for (int rule = 0; rule < 3; ++rule)
        for (int colour = 0; colour < 2; ++colour) {
            const int at = rule * WeightsPerRule + colour * WeightsPerColour;
            for (int p = 0; p < PcodeCount; ++p) {
                const int v = hand_cell_value(p);
                w[at + p] = static_cast<std::int16_t>(v);
                w[at + PcodeCount + p] = static_cast<std::int16_t>(v * 4 / 5);
            }
            for (int m = 0; m < ThreatMaskCount; ++m)
                w[at + 2 * PcodeCount + m] = static_cast<std::int16_t>(hand_threat(m));
        }
    return w;
}

// PINQI_HAND_EVAL builds the hand-made weights in, for the tuning games
// (scripts/tune-gomoku-eval.sh).
#if __has_include("gomoku/ai/eval_weights.inc") && !defined(PINQI_HAND_EVAL)
namespace {

constexpr std::array<std::int16_t, WeightCount> Fitted = {
#include "gomoku/ai/eval_weights.inc"
};

#ifdef PINQI_TABLES_AT_LOAD
// The wasm module ships only the colour blocks that cannot be worked out:
// free-style's two colours are equal, and standard keeps the hand-made weights
// (tests/native/gomoku_ai/eval_tests.cpp checks both on the native build, which reads Fitted).
constexpr bool same_colours(int rule) {
    const int at = rule * WeightsPerRule;
    for (int i = 0; i < WeightsPerColour; ++i)
        if (Fitted[at + i] != Fitted[at + WeightsPerColour + i]) return false;
    return true;
}
static_assert(same_colours(0) && same_colours(1));
constexpr int FittedBlocks[] = {0, 4, 5};  // free-style, Renju Black, Renju White
constexpr int ShippedCount = 3 * WeightsPerColour;
// Each weight's low bytes, then its high bytes: the high bytes are mostly 0x00
// or 0xff (most weights are small), a run that gzip packs better than the
// interleaved int16s (1.2 kB less in the download).
constexpr auto Shipped = [] {
    std::array<std::uint8_t, 2 * ShippedCount> s{};
    for (int b = 0; b < 3; ++b)
        for (int i = 0; i < WeightsPerColour; ++i) {
            const auto w =
                static_cast<std::uint16_t>(Fitted[FittedBlocks[b] * WeightsPerColour + i]);
            s[b * WeightsPerColour + i] = static_cast<std::uint8_t>(w);
            s[ShippedCount + b * WeightsPerColour + i] = static_cast<std::uint8_t>(w >> 8);
        }
    return s;
}();

PINQI_COLD std::array<std::int16_t, WeightCount> unpack_weights() {
    std::array<std::int16_t, WeightCount> w = initial_weights();
    constexpr int To[] = {0, 1, 4, 5}, From[] = {0, 0, 1, 2};
    for (int k = 0; k < 4; ++k)
        for (int i = 0; i < WeightsPerColour; ++i) {
            const int at = From[k] * WeightsPerColour + i;
            w[To[k] * WeightsPerColour + i] =
                static_cast<std::int16_t>(Shipped[at] | Shipped[ShippedCount + at] << 8);
        }
    return w;
}
#endif

}  // namespace
#endif

const std::array<std::int16_t, WeightCount>& eval_weights() {
#if __has_include("gomoku/ai/eval_weights.inc") && !defined(PINQI_HAND_EVAL)
#ifdef PINQI_TABLES_AT_LOAD
    static const std::array<std::int16_t, WeightCount> weights = unpack_weights();
#else
    static const std::array<std::int16_t, WeightCount> weights = Fitted;
#endif
#else
    static const std::array<std::int16_t, WeightCount> weights = initial_weights();
#endif
    return weights;
}

const EvalTables& EvalTables::for_rule(Rule rule) {
    static const EvalTables freestyle = build(Rule::Freestyle);
    static const EvalTables standard = build(Rule::Standard);
    static const EvalTables renju = build(Rule::Renju);
    switch (rule) {
        case Rule::Standard:
            return standard;
        case Rule::Renju:
            return renju;
        case Rule::Freestyle:
            break;
    }
    return freestyle;
}

}  // namespace pinqi::gomoku::ai
