#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

namespace pinqi::gomoku::ai {

// What the threat solvers (VCF and VCT) learned about a position with the
// attacker to move: a proven win with its first move and length, or the
// deepest search of each kind that found none. One table serves both
// solvers, so a VCF result answers a later VCT question and the reverse.
struct ThreatEntry {
    std::uint64_t key = 0;
    std::int16_t move = -1;       // the winning move, when win_moves > 0
    std::uint8_t win_moves = 0;   // attacker moves of the proven win, 0: none proven
    std::uint8_t win_vct = 0;     // 1: the win uses threes (a VCT), 0: fours only
    std::uint8_t vcf_failed = 0;  // no VCF within this many fours
    std::uint8_t vct_failed = 0;  // no VCT within this many threats
};

class ThreatTable {
  public:
    explicit ThreatTable(int log2_entries = 16) { resize(log2_entries); }

    void resize(int log2_entries) {
        entries_.assign(std::size_t{1} << log2_entries, ThreatEntry{});
        mask_ = entries_.size() - 1;
    }
    void clear() { entries_.assign(entries_.size(), ThreatEntry{}); }
    // This table becomes a copy of `other`, its size included.
    void copy_from(const ThreatTable& other) {
        entries_ = other.entries_;
        mask_ = other.mask_;
    }
    // From now on each slot() adds its slot's index to `written` (nullptr: no more), so that
    // what one table learned can be passed to another of its size (merge, copy_slot).
    void log_writes(std::vector<std::uint32_t>* written) { written_ = written; }
    // Slot `index` of `other` (a table of this size) joins this one's: the same position's
    // findings combined (the quicker win, the deeper failures), else `other`'s position.
    void merge(const ThreatTable& other, std::uint32_t index) {
        const ThreatEntry& o = other.entries_[index];
        ThreatEntry& e = entries_[index];
        if (o.key != e.key) {
            e = o;
            return;
        }
        if (o.win_moves && (!e.win_moves || (e.win_vct && !o.win_vct) ||
                            (e.win_vct == o.win_vct && o.win_moves < e.win_moves))) {
            e.win_moves = o.win_moves;
            e.win_vct = o.win_vct;
            e.move = o.move;
        }
        e.vcf_failed = std::max(e.vcf_failed, o.vcf_failed);
        e.vct_failed = std::max(e.vct_failed, o.vct_failed);
    }
    void copy_slot(const ThreatTable& other, std::uint32_t index) {
        entries_[index] = other.entries_[index];
    }

    const ThreatEntry* probe(std::uint64_t key) const {
        const ThreatEntry& e = entries_[key & mask_];
        return e.key == key ? &e : nullptr;
    }
    // The entry for `key`, taken over (and emptied) if another position held the slot.
    ThreatEntry& slot(std::uint64_t key) {
        if (written_) written_->push_back(static_cast<std::uint32_t>(key & mask_));
        ThreatEntry& e = entries_[key & mask_];
        if (e.key != key) e = ThreatEntry{key};
        return e;
    }

  private:
    std::vector<ThreatEntry> entries_;
    std::uint64_t mask_ = 0;
    std::vector<std::uint32_t>* written_ = nullptr;
};

}  // namespace pinqi::gomoku::ai
