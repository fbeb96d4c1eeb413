#include "gomoku/ai/level.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

const LevelSettings& level_settings(int level) {
    static constexpr LevelSettings Levels[] = {
        {"beginner", 1, 2'000, 0, 0, 0, 10, 600, 40, 50},
        {"casual", 2, 20'000, 4, 0, 0, 14, 40, 12, 0},
        {"club", 4, 200'000, 10, 2, 0, 20, 0, 0, 0},
        {"strongest", 64, 0, 20, 10, 8, 0, 0, 0, 0},
    };
    return Levels[std::clamp(level, MinLevel, MaxLevel) - MinLevel];
}

}  // namespace pinqi::gomoku::ai
