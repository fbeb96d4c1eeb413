#pragma once
// Under the sanitizers (PINQI_SANITIZED) the code runs several times slower.
// The long data-driven cases (the tactics suites, the random-game stress runs)
// take every SampleStride-th item there; the Release run takes every item, and
// `npm run verify` scales the stress runs further up. The sanitizers still see
// every code path: the sample is spread over the whole list.
#include <cstddef>

namespace pinqi::test {

#ifdef PINQI_SANITIZED
inline constexpr int SampleStride = 3;
#else
inline constexpr int SampleStride = 1;
#endif

// True for the items of a list that this build runs.
inline constexpr bool sampled(std::size_t index) {
    return index % SampleStride == 0;
}

}  // namespace pinqi::test
