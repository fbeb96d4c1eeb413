#include "gomoku/ai/tt.h"

namespace pinqi::gomoku::ai {

void TranspositionTable::resize(std::size_t megabytes) {
    std::size_t count = 1;
    const std::size_t wanted = (megabytes < 1 ? 1 : megabytes) * 1024 * 1024 / sizeof(TTEntry);
    while (count * 2 <= wanted) count *= 2;
    entries_.assign(count, TTEntry{});
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    entries_.assign(entries_.size(), TTEntry{});
}

}  // namespace pinqi::gomoku::ai
