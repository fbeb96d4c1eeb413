#include "xiangqi/ai/tt.h"

namespace pinqi::xiangqi::ai {

void TranspositionTable::resize(std::size_t megabytes) {
    if (megabytes < 1) megabytes = 1;
    std::size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024) count *= 2;
    buckets_.assign(count, Bucket{});
    buckets_.shrink_to_fit();
    mask_ = count - 1;
    megabytes_ = megabytes;
}

void TranspositionTable::clear() {
    for (auto& b : buckets_) b = Bucket{};
}

bool TranspositionTable::probe(Key key, TTEntry& out) const {
    const std::uint32_t check = std::uint32_t(key >> 32);
    for (const TTEntry& e : bucket(key).e)
        if (e.check == check && e.bound() != BoundNone) {
            out = e;
            return true;
        }
    return false;
}

void TranspositionTable::store(Key key, Move move, Value value, Value eval, int depth,
                               Bound bound) {
    const std::uint32_t check = std::uint32_t(key >> 32);
    Bucket& b = bucket(key);
    TTEntry* slot = nullptr;
    for (TTEntry& e : b.e)
        if (e.check == check) {
            slot = &e;
            break;
        }
    if (slot) {
        // Keep a deeper result of this search unless the new one is exact.
        if (bound != BoundExact && depth + 2 < slot->depth &&
            (slot->bound_age & 0xFC) == generation_)
            return;
        if (move == NoMove) move = slot->move;
    } else {
        // Replace the shallowest entry, preferring those from older searches.
        int worst = 1 << 30;
        for (TTEntry& e : b.e) {
            const int old = (e.bound_age & 0xFC) != generation_ ? 256 : 0;
            const int merit = e.depth - old;
            if (merit < worst) worst = merit, slot = &e;
        }
    }
    slot->check = check;
    slot->move = move;
    slot->value = std::int16_t(value);
    slot->eval = std::int16_t(eval);
    slot->depth = std::int8_t(depth);
    slot->bound_age = std::uint8_t(generation_ | bound);
}

}  // namespace pinqi::xiangqi::ai
