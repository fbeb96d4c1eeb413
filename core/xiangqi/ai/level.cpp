#include "xiangqi/ai/level.h"

namespace pinqi::xiangqi::ai {

const LevelSettings& level_settings(int level) {
    static constexpr LevelSettings levels[] = {
        {"beginner", 2, 0, 90, false},
        {"casual", 3, 0, 45, false},
        {"club", 5, 0, 10, false},
        {"master", 0, 150000, 0, true},
    };
    if (level < MinLevel) level = MinLevel;
    if (level > MaxLevel) level = MaxLevel;
    return levels[level - MinLevel];
}

}  // namespace pinqi::xiangqi::ai
