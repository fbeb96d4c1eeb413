#pragma once
#include <cstdint>
#include <vector>

namespace pinqi::gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int16_t move = -1;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
};

// A transposition table of 16-byte entries, one per slot, replaced when the
// new entry is searched at least as deep or belongs to another position.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    std::size_t bytes() const { return entries_.size() * sizeof(TTEntry); }

    const TTEntry* probe(std::uint64_t key) const {
        const TTEntry& e = entries_[key & mask_];
        return e.key == key && e.bound != Bound::None ? &e : nullptr;
    }
    void store(std::uint64_t key, int score, int move, int depth, Bound bound) {
        TTEntry& e = entries_[key & mask_];
        if (e.key == key && e.depth > depth && bound != Bound::Exact) return;
        e = {key, static_cast<std::int16_t>(score), static_cast<std::int16_t>(move),
             static_cast<std::int8_t>(depth), bound};
    }

  private:
    std::vector<TTEntry> entries_;
    std::uint64_t mask_ = 0;
};

}  // namespace pinqi::gomoku::ai
