#pragma once
// How much work a stress test does. The defaults keep `npm test` quick; the
// environment scales them up for `npm run verify` (see scripts/verify.sh).
#include <cstdint>
#include <cstdlib>
#include <random>

#include "../sample.h"

namespace pinqi::reliability {

// PINQI_STRESS_SCALE multiplies every count (default 1). The sanitizer build
// runs a sample of the default (test::SampleStride).
inline int scaled(int base) {
    const char* s = std::getenv("PINQI_STRESS_SCALE");
    const long factor = s ? std::strtol(s, nullptr, 10) : 1;
    const int sampled = base / test::SampleStride > 0 ? base / test::SampleStride : 1;
    return sampled * int(factor > 0 ? factor : 1);
}

// An explicit count from the environment, else the scaled default.
inline int count_from_env(const char* name, int base) {
    const char* s = std::getenv(name);
    const long n = s ? std::strtol(s, nullptr, 10) : 0;
    return n > 0 ? int(n) : scaled(base);
}

// PINQI_STRESS_SEED picks another fixed sequence; the default is reproducible.
inline std::uint64_t seed(std::uint64_t salt) {
    const char* s = std::getenv("PINQI_STRESS_SEED");
    return (s ? std::strtoull(s, nullptr, 10) : 20240611ULL) * 0x9E3779B97F4A7C15ULL + salt;
}

using Rng = std::mt19937_64;

inline int below(Rng& rng, int n) {
    return int(rng() % std::uint64_t(n));
}

}  // namespace pinqi::reliability
