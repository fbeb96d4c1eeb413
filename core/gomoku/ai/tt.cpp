#include "gomoku/ai/tt.h"

namespace pinqi::gomoku::ai {

void TranspositionTable::resize(std::size_t megabytes) {
    std::size_t clusters = 1;
    const std::size_t wanted =
        (megabytes < 1 ? 1 : megabytes) * 1024 * 1024 / (sizeof(TTEntry) * ClusterSize);
    while (clusters * 2 <= wanted) clusters *= 2;
    entries_.assign(clusters * ClusterSize, TTEntry{});
    mask_ = clusters - 1;
    generation_ = 0;
}

void TranspositionTable::clear() {
    entries_.assign(entries_.size(), TTEntry{});
    generation_ = 0;
}

void TranspositionTable::store(std::uint64_t key, int score, int eval, int move, int depth,
                               Bound bound, bool pv) {
    TTEntry* c = &entries_[(key & mask_) * ClusterSize];
    TTEntry* target = nullptr;
    for (int i = 0; i < ClusterSize && !target; ++i)
        if (c[i].key == key) target = &c[i];
    if (target) {
        // The same position: keep a deeper result unless this one is exact or the old one stale.
        if (bound != Bound::Exact && target->depth > depth + 2 &&
            target->generation() == generation_)
            return;
        if (move < 0) move = target->move;
    } else {
        target = c;
        int worst = 1 << 30;
        for (int i = 0; i < ClusterSize; ++i) {
            const int age = (generation_ - c[i].generation()) & 31;
            const int worth = c[i].bound() == Bound::None ? -1000 : c[i].depth - 8 * age;
            if (worth < worst) worst = worth, target = &c[i];
        }
    }
    target->key = key;
    target->move = static_cast<std::int16_t>(move);
    target->score = static_cast<std::int16_t>(score);
    target->eval = static_cast<std::int16_t>(eval);
    target->depth = static_cast<std::int8_t>(depth < -100 ? -100 : depth > 120 ? 120 : depth);
    target->gen_bound =
        static_cast<std::uint8_t>((generation_ << 3) | (pv ? 4 : 0) | static_cast<int>(bound));
}

}  // namespace pinqi::gomoku::ai
