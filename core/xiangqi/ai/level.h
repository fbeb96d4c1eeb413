#pragma once
#include <cstdint>
#include <string_view>

namespace pinqi::xiangqi::ai {

constexpr int MinLevel = 1;
constexpr int MaxLevel = 4;

// What a level may search and how freely it picks among near-equal moves.
// Weak levels search shallowly with every root move scored exactly plus
// noise, so their mistakes are plausible ones (a missed deeper tactic, a
// slightly worse plan), never a random move, and a mate in one is always
// taken and always parried.
struct LevelSettings {
    std::string_view name;
    int max_depth;           // 0: only the caller's budget
    std::uint64_t node_cap;  // when the caller gives no budget; 0: none
    int noise;               // centipawns of deterministic noise per root move
    // Evaluates with the engine's network (Engine::set_network) when it has one, else
    // with the hand-crafted evaluation; choosing such a level in the package loads the
    // network (issue 25). Only the top level does: with the shipped network it scored
    // +186 Elo against the hand-crafted evaluation (tools/nnue/README.md).
    bool network;
};

// Levels 1 (a beginner can beat it) .. 4 (full strength); clamped.
const LevelSettings& level_settings(int level);

}  // namespace pinqi::xiangqi::ai
