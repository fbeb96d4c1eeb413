#pragma once
#include <cstdint>
#include <vector>

namespace pinqi::gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t move = -1;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t gen_bound = 0;  // generation << 3 | pv << 2 | bound

    Bound bound() const { return static_cast<Bound>(gen_bound & 3); }
    int generation() const { return gen_bound >> 3; }
};

// A transposition table of 4-entry clusters (64 bytes). A store goes to the
// entry of the same position, else replaces the entry worth least: shallow
// and from an older search (each search is one generation).
class TranspositionTable {
  public:
    static constexpr int ClusterSize = 4;

    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    void new_search() { generation_ = (generation_ + 1) & 31; }
    std::size_t bytes() const { return entries_.size() * sizeof(TTEntry); }

    const TTEntry* probe(std::uint64_t key) const {
        const TTEntry* c = &entries_[(key & mask_) * ClusterSize];
        for (int i = 0; i < ClusterSize; ++i)
            if (c[i].key == key && c[i].bound() != Bound::None) return &c[i];
        return nullptr;
    }
    void store(std::uint64_t key, int score, int eval, int move, int depth, Bound bound, bool pv);

  private:
    std::vector<TTEntry> entries_;
    std::uint64_t mask_ = 0;  // cluster count - 1
    int generation_ = 0;
};

}  // namespace pinqi::gomoku::ai
