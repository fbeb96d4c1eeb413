#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "xiangqi/ai/score.h"
#include "xiangqi/types.h"

namespace pinqi::xiangqi::ai {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

struct TTEntry {
    std::uint32_t check = 0;  // the key's upper half
    Move move = NoMove;
    std::int16_t value = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t bound_age = 0;  // bound in the low 2 bits, generation above
    Bound bound() const { return Bound(bound_age & 3); }
};

// The transposition table: buckets of five entries in one cache line, replaced by depth and age.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    void new_search() { generation_ = std::uint8_t((generation_ + 4) & 0xFC); }
    std::size_t size_megabytes() const { return megabytes_; }

    // A copy of the entry for `key`, or nullptr-like (found == false).
    bool probe(Key key, TTEntry& out) const;
    void store(Key key, Move move, Value value, Value eval, int depth, Bound bound);

  private:
    struct alignas(64) Bucket {
        TTEntry e[5];
    };
    Bucket& bucket(Key key) { return buckets_[key & mask_]; }
    const Bucket& bucket(Key key) const { return buckets_[key & mask_]; }

    std::vector<Bucket> buckets_;
    std::size_t mask_ = 0;
    std::size_t megabytes_ = 0;
    std::uint8_t generation_ = 0;
};

// Mate scores are stored relative to the node, not the root.
inline Value value_to_tt(Value v, int ply) {
    return v >= DecisiveBound ? v + ply : v <= -DecisiveBound ? v - ply : v;
}
inline Value value_from_tt(Value v, int ply) {
    return v >= DecisiveBound ? v - ply : v <= -DecisiveBound ? v + ply : v;
}

}  // namespace pinqi::xiangqi::ai
