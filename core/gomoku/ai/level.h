#pragma once
#include <cstdint>
#include <string_view>

namespace pinqi::gomoku::ai {

constexpr int MinLevel = 1;
constexpr int MaxLevel = 4;

// What a level may search and how much it lets chance pick among near-equal moves.
struct LevelSettings {
    std::string_view name;
    int max_depth;
    std::uint64_t node_cap;  // per move, 0: only the caller's budget
    int root_vcf_fours;
    int qsearch_fours;   // the quiescence (VCF) depth; 0: static evaluation at the leaves
    int root_vct_depth;  // 0: no VCT solve at the root
    int width;
    int noise;             // the spread of the random score added to each root move
    int slip_percent;      // the chance of passing over the best move for a near one
    int overlook_percent;  // the chance of overlooking an open three or a four-three coming
};

// Levels 1 (a beginner can beat it) .. 4 (the strongest); out-of-range values are clamped.
const LevelSettings& level_settings(int level);

}  // namespace pinqi::gomoku::ai
