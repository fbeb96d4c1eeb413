#include "xiangqi/ai/tt.h"

#include "common/cold.h"

namespace pinqi::xiangqi::ai {

PINQI_COLD void TranspositionTable::resize(std::size_t megabytes) {
    if (megabytes < 1) megabytes = 1;
    std::size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= megabytes * 1024 * 1024) count *= 2;
    buckets_ = std::make_unique<Bucket[]>(count);
    mask_ = count - 1;
    megabytes_ = megabytes;
    clear();
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i)
        for (int j = 0; j < BucketSize; ++j) {
            buckets_[i].data[j].store(0);
            buckets_[i].check[j].store(0);
        }
    generation_ = 0;
}

std::uint64_t TranspositionTable::pack(const TTEntry& e) {
    return std::uint64_t(e.move) | std::uint64_t(std::uint16_t(e.value)) << 16 |
           std::uint64_t(std::uint16_t(e.eval)) << 32 | std::uint64_t(std::uint8_t(e.depth)) << 48 |
           std::uint64_t(e.gen_bound) << 56;
}

TTEntry TranspositionTable::unpack(std::uint64_t data) {
    TTEntry e;
    e.move = Move(data & 0xFFFF);
    e.value = std::int16_t(std::uint16_t(data >> 16));
    e.eval = std::int16_t(std::uint16_t(data >> 32));
    e.depth = std::int8_t(std::uint8_t(data >> 48));
    e.gen_bound = std::uint8_t(data >> 56);
    return e;
}

bool TranspositionTable::probe(Key key, TTEntry& out) const {
    const Bucket& b = bucket(key);
    for (int i = 0; i < BucketSize; ++i) {
        const std::uint64_t data = b.data[i].load();
        if (b.check[i].load() != check_of(key, data)) continue;
        const TTEntry e = unpack(data);
        if (e.bound() == BoundNone) continue;
        out = e;
        return true;
    }
    return false;
}

void TranspositionTable::store(Key key, Move move, Value value, Value eval, int depth, Bound bound,
                               bool pv) {
    Bucket& b = bucket(key);
    int slot = -1;
    TTEntry old;
    for (int i = 0; i < BucketSize; ++i) {
        const std::uint64_t data = b.data[i].load();
        if (b.check[i].load() != check_of(key, data)) continue;
        old = unpack(data);
        if (old.bound() == BoundNone) continue;
        slot = i;
        break;
    }
    if (slot >= 0) {
        if (move == NoMove) move = old.move;
        // A deeper result of this search is worth more than a shallower non-exact one.
        if (bound != BoundExact && depth + 2 * pv + 4 <= old.depth && age(old.gen_bound) == 0) {
            old.move = move;
            const std::uint64_t data = pack(old);
            b.data[slot].store(data);
            b.check[slot].store(check_of(key, data));
            return;
        }
    } else {
        slot = 0;
        int worst = 0;
        for (int i = 0; i < BucketSize; ++i) {
            const TTEntry e = unpack(b.data[i].load());
            const int worth = e.depth - 8 * age(e.gen_bound);
            if (i == 0 || worth < worst) slot = i, worst = worth;
        }
    }
    TTEntry e;
    e.move = move;
    e.value = std::int16_t(value);
    e.eval = std::int16_t(eval);
    e.depth = std::int8_t(depth);
    e.gen_bound = std::uint8_t(generation_ | (pv ? 4 : 0) | bound);
    const std::uint64_t data = pack(e);
    b.data[slot].store(data);
    b.check[slot].store(check_of(key, data));
}

}  // namespace pinqi::xiangqi::ai
