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
    generation_ = 0;
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

void TranspositionTable::store(Key key, Move move, Value value, Value eval, int depth, Bound bound,
                               bool pv) {
    const std::uint32_t check = std::uint32_t(key >> 32);
    Bucket& b = bucket(key);
    TTEntry* slot = nullptr;
    for (TTEntry& e : b.e)
        if (e.check == check && e.bound() != BoundNone) {
            slot = &e;
            break;
        }
    if (slot) {
        if (move == NoMove) move = slot->move;
        // A deeper result of this search is worth more than a shallower non-exact one.
        if (bound != BoundExact && depth + 2 * pv + 4 <= slot->depth && age(*slot) == 0) {
            slot->move = move;
            return;
        }
    } else {
        slot = &b.e[0];
        for (TTEntry& e : b.e)
            if (e.depth - 8 * age(e) < slot->depth - 8 * age(*slot)) slot = &e;
    }
    slot->check = check;
    slot->move = move;
    slot->value = std::int16_t(value);
    slot->eval = std::int16_t(eval);
    slot->depth = std::int8_t(depth);
    slot->gen_bound = std::uint8_t(generation_ | (pv ? 4 : 0) | bound);
}

}  // namespace pinqi::xiangqi::ai
