#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pinqi {

// The puzzle provers' table of proven facts, by position key: the position is
// proved within `at_most` moves; it is not within `fails_at_least` moves. An
// open-addressing table (linear probing, at most half full), one small piece of
// code for both games' provers instead of a std::unordered_map each (the wasm
// module carried libc++'s hash-table machinery for them, issue 24 §2).
class KeyMemo {
  public:
    struct Entry {
        std::uint8_t at_most = 255;
        std::uint8_t fails_at_least = 0;
    };

    // The entry of `key`, or null when none was made.
    const Entry* find(std::uint64_t key) const {
        if (slots_.empty()) return nullptr;
        for (std::size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1)) {
            const Slot& s = slots_[i];
            if (!s.used) return nullptr;
            if (s.key == key) return &s.entry;
        }
    }

    // The entry of `key`, made (at_most 255, fails_at_least 0) when there was none.
    Entry& operator[](std::uint64_t key) {
        if (2 * (size_ + 1) > slots_.size()) grow();
        std::size_t i = slot_of(key);
        for (; slots_[i].used; i = (i + 1) & (slots_.size() - 1))
            if (slots_[i].key == key) return slots_[i].entry;
        ++size_;
        slots_[i].key = key;
        slots_[i].entry = Entry{};
        slots_[i].used = true;
        return slots_[i].entry;
    }

    std::size_t size() const { return size_; }

    // Forgets every entry (the slots stay allocated).
    void clear() {
        std::fill(slots_.begin(), slots_.end(), Slot{});
        size_ = 0;
    }

  private:
    struct Slot {
        std::uint64_t key = 0;
        Entry entry;
        bool used = false;
    };

    std::size_t slot_of(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & (slots_.size() - 1);
    }

    void grow() {
        std::vector<Slot> old(slots_.empty() ? 64 : 2 * slots_.size());
        old.swap(slots_);
        size_ = 0;
        for (const Slot& s : old)
            if (s.used) (*this)[s.key] = s.entry;
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};

}  // namespace pinqi
