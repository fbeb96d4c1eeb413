#pragma once
#include <cstdint>
#include <memory>

#include "common/shared_word.h"

namespace pinqi::gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// One table result, as a probe reads it.
struct TTEntry {
    std::int16_t move = -1;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t gen_bound = 0;  // generation << 3 | pv << 2 | bound

    Bound bound() const { return static_cast<Bound>(gen_bound & 3); }
    int generation() const { return gen_bound >> 3; }
};

// A transposition table of 4-entry clusters (64 bytes), shared by every search
// thread without locks. An entry is two 64-bit words, the data and the key
// XOR the data, each a word shared without locks (common/shared_word.h): a probe that meets
// an entry half-written by another thread sees a key that does not match and
// takes it for a miss, so no thread ever reads a torn result (and there is no
// data race). A store goes to the entry of the same position, else replaces
// the entry worth least: shallow and from an older search (each search is one
// generation).
class TranspositionTable {
  public:
    static constexpr int ClusterSize = 4;

    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    void new_search() { generation_ = (generation_ + 1) & 31; }
    std::size_t bytes() const { return entry_count_ * sizeof(Slot); }

    // The entry of `key`, if the table holds one.
    bool probe(std::uint64_t key, TTEntry& out) const {
        const Slot* c = &slots_[(key & mask_) * ClusterSize];
        for (int i = 0; i < ClusterSize; ++i) {
            const std::uint64_t data = c[i].data.load();
            if ((c[i].check.load() ^ data) != key) continue;
            out = unpack(data);
            if (out.bound() != Bound::None) return true;
        }
        return false;
    }
    void store(std::uint64_t key, int score, int eval, int move, int depth, Bound bound, bool pv);

  private:
    struct Slot {
        pinqi::SharedWord<std::uint64_t> check;  // key ^ data
        pinqi::SharedWord<std::uint64_t> data;
    };
    static std::uint64_t pack(const TTEntry& e);
    static TTEntry unpack(std::uint64_t data);

    std::unique_ptr<Slot[]> slots_;
    std::size_t entry_count_ = 0;
    std::uint64_t mask_ = 0;  // cluster count - 1
    int generation_ = 0;
};

}  // namespace pinqi::gomoku::ai
