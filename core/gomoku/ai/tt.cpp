#include "gomoku/ai/tt.h"

#include "common/cold.h"

namespace pinqi::gomoku::ai {

std::uint64_t TranspositionTable::pack(const TTEntry& e) {
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.move)) |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.score)) << 16 |
           static_cast<std::uint64_t>(static_cast<std::uint16_t>(e.eval)) << 32 |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(e.depth)) << 48 |
           static_cast<std::uint64_t>(e.gen_bound) << 56;
}

TTEntry TranspositionTable::unpack(std::uint64_t data) {
    TTEntry e;
    e.move = static_cast<std::int16_t>(static_cast<std::uint16_t>(data));
    e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 16));
    e.eval = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 32));
    e.depth = static_cast<std::int8_t>(static_cast<std::uint8_t>(data >> 48));
    e.gen_bound = static_cast<std::uint8_t>(data >> 56);
    return e;
}

PINQI_COLD void TranspositionTable::resize(std::size_t megabytes) {
    std::size_t clusters = 1;
    const std::size_t wanted =
        (megabytes < 1 ? 1 : megabytes) * 1024 * 1024 / (sizeof(Slot) * ClusterSize);
    while (clusters * 2 <= wanted) clusters *= 2;
    entry_count_ = clusters * ClusterSize;
    slots_ = std::make_unique<Slot[]>(entry_count_);
    mask_ = clusters - 1;
    generation_ = 0;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i < entry_count_; ++i) {
        slots_[i].check.store(0);
        slots_[i].data.store(0);
    }
    generation_ = 0;
}

void TranspositionTable::store(std::uint64_t key, int score, int eval, int move, int depth,
                               Bound bound, bool pv) {
    Slot* c = &slots_[(key & mask_) * ClusterSize];
    TTEntry seen[ClusterSize];
    bool same[ClusterSize];
    for (int i = 0; i < ClusterSize; ++i) {
        const std::uint64_t data = c[i].data.load();
        same[i] = (c[i].check.load() ^ data) == key;
        seen[i] = unpack(data);
    }
    int target = -1;
    for (int i = 0; i < ClusterSize && target < 0; ++i)
        if (same[i]) target = i;
    if (target >= 0) {
        // The same position: keep a deeper result unless this one is exact or the old one stale.
        const TTEntry& old = seen[target];
        if (bound != Bound::Exact && old.depth > depth + 2 && old.generation() == generation_)
            return;
        if (move < 0) move = old.move;
    } else {
        int worst = 1 << 30;
        for (int i = 0; i < ClusterSize; ++i) {
            const int age = (generation_ - seen[i].generation()) & 31;
            const int worth = seen[i].bound() == Bound::None ? -1000 : seen[i].depth - 8 * age;
            if (worth < worst) worst = worth, target = i;
        }
    }
    TTEntry e;
    e.move = static_cast<std::int16_t>(move);
    e.score = static_cast<std::int16_t>(score);
    e.eval = static_cast<std::int16_t>(eval);
    e.depth = static_cast<std::int8_t>(depth < -100 ? -100 : depth > 120 ? 120 : depth);
    e.gen_bound =
        static_cast<std::uint8_t>((generation_ << 3) | (pv ? 4 : 0) | static_cast<int>(bound));
    const std::uint64_t data = pack(e);
    c[target].data.store(data);
    c[target].check.store(key ^ data);
}

}  // namespace pinqi::gomoku::ai
