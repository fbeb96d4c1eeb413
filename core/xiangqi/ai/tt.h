#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>

#include "common/shared_word.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// A copy of one entry, as probe() returns it.
struct TTEntry {
    Move move = NoMove;
    std::int16_t value = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t gen_bound = 0;  // bound in bits 0-1, "was on a PV" in bit 2, generation above
    Bound bound() const { return Bound(gen_bound & 3); }
    bool is_pv() const { return gen_bound & 4; }
};

// The transposition table: buckets of five entries in one cache line. The
// search threads share it without locks: an entry is one 64-bit word of data
// and a 32-bit check word, the key's upper half xor both halves of the data,
// each a word shared without locks (common/shared_word.h). An entry torn by two threads writing at
// once fails its check and is simply not found. A new
// result replaces the same position's entry unless that one is deeper and of
// this search; otherwise it replaces the entry worth least, counting depth
// and lowering the worth of entries from earlier searches ("generations").
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    void new_search() { generation_ = std::uint8_t(generation_ + GenerationStep); }
    std::size_t size_megabytes() const { return megabytes_; }

    // A copy of the entry for `key`; false if there is none.
    bool probe(Key key, TTEntry& out) const;
    void store(Key key, Move move, Value value, Value eval, int depth, Bound bound, bool pv);
    // Starts loading the bucket of `key` into the cache before it is probed.
    void prefetch(Key key) const { __builtin_prefetch(&bucket(key)); }

  private:
    static constexpr std::uint8_t GenerationStep = 8;
    static constexpr int GenerationCycle = 256 + 7;
    static constexpr int BucketSize = 5;
    struct alignas(64) Bucket {
        pinqi::SharedWord<std::uint64_t> data[BucketSize];
        pinqi::SharedWord<std::uint32_t> check[BucketSize];
    };
    static std::uint64_t pack(const TTEntry& e);
    static TTEntry unpack(std::uint64_t data);
    static std::uint32_t check_of(Key key, std::uint64_t data) {
        return std::uint32_t(key >> 32) ^ std::uint32_t(data) ^ std::uint32_t(data >> 32);
    }
    Bucket& bucket(Key key) { return buckets_[key & mask_]; }
    const Bucket& bucket(Key key) const { return buckets_[key & mask_]; }
    int age(std::uint8_t gen_bound) const {
        return ((GenerationCycle + generation_ - gen_bound) & 0xF8) / GenerationStep;
    }

    std::unique_ptr<Bucket[]> buckets_;
    std::size_t mask_ = 0;
    std::size_t megabytes_ = 0;
    std::uint8_t generation_ = 0;
};

// Decisive scores (two steps per ply) are stored relative to the node, not the root.
inline Value value_to_tt(Value v, int ply) {
    return v >= DecisiveBound ? v + 2 * ply : v <= -DecisiveBound ? v - 2 * ply : v;
}
inline Value value_from_tt(Value v, int ply) {
    return v >= DecisiveBound ? v - 2 * ply : v <= -DecisiveBound ? v + 2 * ply : v;
}

}  // namespace pinqi::xiangqi::ai
