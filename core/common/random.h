#pragma once
#include <cstdint>

namespace pinqi {

// SplitMix64: tiny, fast and deterministic, so the same seed gives the same
// Zobrist keys and the same AI choices on every platform, native or wasm.
class Random {
  public:
    explicit constexpr Random(std::uint64_t seed = 0x9E3779B97F4A7C15ull) : state_(seed) {}

    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound); bound must be positive.
    constexpr std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>((next() >> 32) * bound >> 32);
    }

  private:
    std::uint64_t state_;
};

}  // namespace pinqi
