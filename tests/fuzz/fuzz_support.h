#pragma once
// Shared by the fuzz targets: reading structured choices out of raw bytes,
// and failing loudly (abort, which libFuzzer and the replay runner both
// report) when an invariant breaks.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace pinqi::fuzz {

// Consumes the input front to back; once it is used up every read answers 0.
class Bytes {
  public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool empty() const { return pos_ >= size_; }
    std::uint8_t byte() { return empty() ? 0 : data_[pos_++]; }
    int below(int n) { return n <= 1 ? 0 : byte() % n; }
    std::string_view rest() const {
        return empty()
                   ? std::string_view{}
                   : std::string_view(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_);
    }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// An empty string means the invariant held.
inline void require(const std::string& broken, const char* what) {
    if (broken.empty()) return;
    std::fprintf(stderr, "invariant broken (%s): %s\n", what, broken.c_str());
    std::abort();
}

inline void require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
}

}  // namespace pinqi::fuzz
