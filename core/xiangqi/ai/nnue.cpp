#include "xiangqi/ai/nnue.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "common/cold.h"

#if defined(__AVX2__) || defined(__SSE2__)
#include <immintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace pinqi::xiangqi::ai::nnue {

namespace {

// ---- Kernels: a scalar version of each, and a SIMD one that must give the same bits.

// out = in + the rows of `add` - the rows of `sub` (HalfDims int16 each, wrapping).
void add_sub_scalar(std::int16_t* out, const std::int16_t* in, const std::int16_t* const* add,
                    int adds, const std::int16_t* const* sub, int subs) {
    for (int i = 0; i < HalfDims; ++i) {
        int v = in[i];
        for (int k = 0; k < adds; ++k) v += add[k][i];
        for (int k = 0; k < subs; ++k) v -= sub[k][i];
        out[i] = std::int16_t(v);  // modular, as the SIMD adds
    }
}

// The clipped ReLU: 0..ActivationMax.
void crelu_scalar(const std::int16_t* in, std::int16_t* out, int n) {
    for (int i = 0; i < n; ++i) out[i] = std::int16_t(std::clamp<int>(in[i], 0, ActivationMax));
}

// out[j] = bias[j] + sum_i w[j][i] * x[i]; x in 0..127 and |w| <= 127 (l1, l2)
// or int16 (out, whose inputs are few): no pair of products overflows int32.
void dense_scalar(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x,
                  int in_dims, int out_dims, std::int32_t* out) {
    for (int j = 0; j < out_dims; ++j) {
        std::int32_t sum = bias[j];
        for (int i = 0; i < in_dims; ++i) sum += std::int32_t(w[j * in_dims + i]) * x[i];
        out[j] = sum;
    }
}

#if defined(__AVX2__)
constexpr int Lanes16 = 16;
using Vec = __m256i;
inline Vec load(const std::int16_t* p) {
    return _mm256_loadu_si256(reinterpret_cast<const Vec*>(p));
}
inline void store(std::int16_t* p, Vec v) {
    _mm256_storeu_si256(reinterpret_cast<Vec*>(p), v);
}
inline Vec add16(Vec a, Vec b) {
    return _mm256_add_epi16(a, b);
}
inline Vec sub16(Vec a, Vec b) {
    return _mm256_sub_epi16(a, b);
}
inline Vec clip16(Vec a) {
    return _mm256_min_epi16(_mm256_max_epi16(a, _mm256_setzero_si256()),
                            _mm256_set1_epi16(ActivationMax));
}
inline Vec madd_add(Vec acc, Vec a, Vec b) {
    return _mm256_add_epi32(acc, _mm256_madd_epi16(a, b));
}
inline Vec zero() {
    return _mm256_setzero_si256();
}
inline std::int32_t hsum32(Vec v) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
    return _mm_cvtsi128_si32(s);
}
inline __m128i halves(Vec v) {
    return _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
}
#define PINQI_NNUE_SIMD 1
#elif defined(__SSE2__)
constexpr int Lanes16 = 8;
using Vec = __m128i;
inline Vec load(const std::int16_t* p) {
    return _mm_loadu_si128(reinterpret_cast<const Vec*>(p));
}
inline void store(std::int16_t* p, Vec v) {
    _mm_storeu_si128(reinterpret_cast<Vec*>(p), v);
}
inline Vec add16(Vec a, Vec b) {
    return _mm_add_epi16(a, b);
}
inline Vec sub16(Vec a, Vec b) {
    return _mm_sub_epi16(a, b);
}
inline Vec clip16(Vec a) {
    return _mm_min_epi16(_mm_max_epi16(a, _mm_setzero_si128()), _mm_set1_epi16(ActivationMax));
}
inline Vec madd_add(Vec acc, Vec a, Vec b) {
    return _mm_add_epi32(acc, _mm_madd_epi16(a, b));
}
inline Vec zero() {
    return _mm_setzero_si128();
}
inline std::int32_t hsum32(Vec s) {
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
    return _mm_cvtsi128_si32(s);
}
inline __m128i halves(Vec v) {
    return v;
}
#define PINQI_NNUE_SIMD 1
#elif defined(__wasm_simd128__)
constexpr int Lanes16 = 8;
using Vec = v128_t;
inline Vec load(const std::int16_t* p) {
    return wasm_v128_load(p);
}
inline void store(std::int16_t* p, Vec v) {
    wasm_v128_store(p, v);
}
inline Vec add16(Vec a, Vec b) {
    return wasm_i16x8_add(a, b);
}
inline Vec sub16(Vec a, Vec b) {
    return wasm_i16x8_sub(a, b);
}
inline Vec clip16(Vec a) {
    return wasm_i16x8_min(wasm_i16x8_max(a, wasm_i16x8_splat(0)), wasm_i16x8_splat(ActivationMax));
}
inline Vec madd_add(Vec acc, Vec a, Vec b) {
    return wasm_i32x4_add(acc, wasm_i32x4_dot_i16x8(a, b));
}
inline Vec zero() {
    return wasm_i32x4_splat(0);
}
inline std::int32_t hsum32(Vec v) {
    return wasm_i32x4_extract_lane(v, 0) + wasm_i32x4_extract_lane(v, 1) +
           wasm_i32x4_extract_lane(v, 2) + wasm_i32x4_extract_lane(v, 3);
}
// Four vectors of int32 partial sums to their four totals, lane k the total of vector k.
inline Vec hsum4(Vec a, Vec b, Vec c, Vec d) {
    const Vec ab =
        wasm_i32x4_add(wasm_i32x4_shuffle(a, b, 0, 4, 1, 5), wasm_i32x4_shuffle(a, b, 2, 6, 3, 7));
    const Vec cd =
        wasm_i32x4_add(wasm_i32x4_shuffle(c, d, 0, 4, 1, 5), wasm_i32x4_shuffle(c, d, 2, 6, 3, 7));
    return wasm_i32x4_add(wasm_i32x4_shuffle(ab, cd, 0, 1, 4, 5),
                          wasm_i32x4_shuffle(ab, cd, 2, 3, 6, 7));
}
inline void store4(std::int32_t* out, Vec v) {
    wasm_v128_store(out, v);
}
#define PINQI_NNUE_SIMD 1
#endif

#if defined(__AVX2__) || defined(__SSE2__)
// Four vectors of int32 partial sums to their four totals, lane k the total of vector k.
inline __m128i hsum4(Vec a, Vec b, Vec c, Vec d) {
    const __m128i a4 = halves(a), b4 = halves(b), c4 = halves(c), d4 = halves(d);
    const __m128i ab = _mm_add_epi32(_mm_unpacklo_epi32(a4, b4), _mm_unpackhi_epi32(a4, b4));
    const __m128i cd = _mm_add_epi32(_mm_unpacklo_epi32(c4, d4), _mm_unpackhi_epi32(c4, d4));
    return _mm_add_epi32(_mm_unpacklo_epi64(ab, cd), _mm_unpackhi_epi64(ab, cd));
}
inline void store4(std::int32_t* out, __m128i v) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), v);
}
#endif

#ifdef PINQI_NNUE_SIMD
static_assert(HalfDims % Lanes16 == 0 && L1Dims % Lanes16 == 0 && L2Dims % Lanes16 == 0);

void add_sub_simd(std::int16_t* out, const std::int16_t* in, const std::int16_t* const* add,
                  int adds, const std::int16_t* const* sub, int subs) {
    for (int i = 0; i < HalfDims; i += Lanes16) {
        Vec v = load(in + i);
        for (int k = 0; k < adds; ++k) v = add16(v, load(add[k] + i));
        for (int k = 0; k < subs; ++k) v = sub16(v, load(sub[k] + i));
        store(out + i, v);
    }
}

void crelu_simd(const std::int16_t* in, std::int16_t* out, int n) {
    for (int i = 0; i < n; i += Lanes16) store(out + i, clip16(load(in + i)));
}

// One row at a time: the output layer.
void dense_rows(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x, int in_dims,
                int out_dims, std::int32_t* out) {
    for (int j = 0; j < out_dims; ++j) {
        Vec acc = zero();
        const std::int16_t* row = w + j * in_dims;
        for (int i = 0; i < in_dims; i += Lanes16) acc = madd_add(acc, load(row + i), load(x + i));
        out[j] = bias[j] + hsum32(acc);
    }
}

// Four rows at a time, each input vector loaded once for them, and one horizontal sum for the
// four (integer sums: the same bits in any order).
void dense_rows4(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x,
                 int in_dims, int out_dims, std::int32_t* out) {
    // Four named sums, not an array: the wasm build does not unroll loops, and an array
    // indexed in a loop would live in memory.
    for (int j = 0; j < out_dims; j += 4) {
        Vec a0 = zero(), a1 = zero(), a2 = zero(), a3 = zero();
        const std::int16_t* r0 = w + j * in_dims;
        const std::int16_t *r1 = r0 + in_dims, *r2 = r1 + in_dims, *r3 = r2 + in_dims;
        for (int i = 0; i < in_dims; i += Lanes16) {
            const Vec xv = load(x + i);
            a0 = madd_add(a0, load(r0 + i), xv);
            a1 = madd_add(a1, load(r1 + i), xv);
            a2 = madd_add(a2, load(r2 + i), xv);
            a3 = madd_add(a3, load(r3 + i), xv);
        }
        std::int32_t sums[4];
        store4(sums, hsum4(a0, a1, a2, a3));
        for (int k = 0; k < 4; ++k) out[j + k] = bias[j + k] + sums[k];
    }
}

void dense_simd(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x, int in_dims,
                int out_dims, std::int32_t* out) {
    if (out_dims % 4 == 0)
        dense_rows4(w, bias, x, in_dims, out_dims, out);
    else
        dense_rows(w, bias, x, in_dims, out_dims, out);
}
#else
void add_sub_simd(std::int16_t* out, const std::int16_t* in, const std::int16_t* const* add,
                  int adds, const std::int16_t* const* sub, int subs) {
    add_sub_scalar(out, in, add, adds, sub, subs);
}
void crelu_simd(const std::int16_t* in, std::int16_t* out, int n) {
    crelu_scalar(in, out, n);
}
void dense_simd(const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x, int in_dims,
                int out_dims, std::int32_t* out) {
    dense_scalar(w, bias, x, in_dims, out_dims, out);
}
#endif

// The shipped wasm module has the SIMD path only (PINQI_NNUE_SIMD_ONLY, CMakeLists.txt):
// Path::Scalar is the SIMD path there. tools/nnue/wasm-test.sh tests both paths in wasm.
#ifdef PINQI_NNUE_SIMD_ONLY
constexpr bool ScalarPath = false;
#else
constexpr bool ScalarPath = true;
#endif

void add_sub(Path path, std::int16_t* out, const std::int16_t* in, const std::int16_t* const* add,
             int adds, const std::int16_t* const* sub, int subs) {
    if (ScalarPath && path == Path::Scalar)
        add_sub_scalar(out, in, add, adds, sub, subs);
    else
        add_sub_simd(out, in, add, adds, sub, subs);
}

void crelu(Path path, const std::int16_t* in, std::int16_t* out, int n) {
    if (ScalarPath && path == Path::Scalar)
        crelu_scalar(in, out, n);
    else
        crelu_simd(in, out, n);
}

void dense(Path path, const std::int16_t* w, const std::int32_t* bias, const std::int16_t* x,
           int in_dims, int out_dims, std::int32_t* out) {
    if (ScalarPath && path == Path::Scalar)
        dense_scalar(w, bias, x, in_dims, out_dims, out);
    else
        dense_simd(w, bias, x, in_dims, out_dims, out);
}

// A dense layer's sums back to activations: scaled down by the weights' 64, clipped.
void activate(const std::int32_t* sums, std::int16_t* out, int n) {
    for (int i = 0; i < n; ++i)
        out[i] = std::int16_t(
            std::clamp((sums[i] + (1 << (WeightShift - 1))) >> WeightShift, 0, ActivationMax));
}

const std::int16_t* row(const Network& net, int feature) {
    return net.ft_weights.data() + std::size_t(feature) * HalfDims;
}

void refresh_perspective(const Network& net, const Position& pos, Accumulator& acc,
                         Color perspective, Path path) {
    const Orientation o = orientation_of(perspective, pos.general_square(perspective));
    acc.orientation[perspective] = o;
    const std::int16_t* rows[MaxActiveFeatures];
    int n = 0;
    for (Color c : {Red, Black}) {
        const std::uint8_t* squares = pos.piece_squares(c);
        for (int i = 0; i < pos.piece_count(c) && n < MaxActiveFeatures; ++i)
            rows[n++] =
                row(net, feature_index(perspective, o, pos.piece_on(squares[i]), squares[i]));
    }
    add_sub(path, acc.values[perspective], net.ft_bias.data(), rows, n, nullptr, 0);
}

// ---- The file.

// The file's numbers are little-endian, as every target of this code (x86-64, wasm): the
// arrays are copied as they are.
static_assert(std::endian::native == std::endian::little);

class Reader {
  public:
    Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool read(void* out, std::size_t n) {
        if (size_ - pos_ < n) return false;
        std::memcpy(out, data_ + pos_, n);
        pos_ += n;
        return true;
    }
    bool u32(std::uint32_t& v) { return read(&v, 4); }
    bool i32s(std::int32_t* out, std::size_t n) { return read(out, 4 * n); }
    bool i16s(std::int16_t* out, std::size_t n) { return read(out, 2 * n); }
    // int8 values, widened.
    PINQI_COLD bool i8s(std::int16_t* out, std::size_t n) {
        if (size_ - pos_ < n) return false;
        for (std::size_t i = 0; i < n; ++i) out[i] = std::int8_t(data_[pos_ + i]);
        pos_ += n;
        return true;
    }
    bool done() const { return pos_ == size_; }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

// Reads the file into `n`, a network as constructed: null, or why not (`n` then half read).
PINQI_COLD const char* read_network(Network& n, const std::uint8_t* data, std::size_t size) {
    Reader r(data, size);
    char magic[4];
    std::uint32_t version, features, half, l1, l2, scale, length;
    if (!r.read(magic, 4) || std::memcmp(magic, "PQNN", 4) != 0) return "not a Pinqi network file";
    if (!r.u32(version) || version != FormatVersion) return "unsupported network format version";
    if (!r.u32(features) || features != FeatureSet) return "unsupported feature set";
    if (!r.u32(half) || !r.u32(l1) || !r.u32(l2) || half != HalfDims || l1 != L1Dims ||
        l2 != L2Dims)
        return "the network's layer sizes are not this build's";
    if (!r.u32(scale) || scale == 0 || scale > 10000) return "bad evaluation scale";
    if (!r.u32(length) || length > 65536) return "bad description";
    n.eval_scale = scale;
    n.description.resize(length);
    bool ok = r.read(n.description.data(), length) && r.i16s(n.ft_bias.data(), n.ft_bias.size()) &&
              r.i16s(n.ft_weights.data(), n.ft_weights.size()) &&
              r.i32s(n.l1_bias.data(), n.l1_bias.size()) &&
              r.i8s(n.l1_weights.data(), n.l1_weights.size()) &&
              r.i32s(n.l2_bias.data(), n.l2_bias.size()) &&
              r.i8s(n.l2_weights.data(), n.l2_weights.size()) && r.i32s(&n.out_bias, 1) &&
              r.i16s(n.out_weights.data(), n.out_weights.size());
    if (!ok) return "the network file is truncated";
    if (!r.done()) return "the network file has extra bytes";
    return nullptr;
}

}  // namespace

std::string load_network(Network& net, const std::uint8_t* data, std::size_t size) {
    Network n;
    if (const char* error = read_network(n, data, size)) return error;
    net = std::move(n);
    return {};
}

// Once per network: compiled for size in wasm.
PINQI_COLD std::unique_ptr<Network> load_network(const std::uint8_t* data, std::size_t size,
                                                 std::string& error) {
    auto net = std::make_unique<Network>();
    if (const char* why = read_network(*net, data, size)) {
        error = why;
        net.reset();
    }
    return net;
}

void refresh(const Network& net, const Position& pos, Accumulator& acc, Path path) {
    refresh_perspective(net, pos, acc, Red, path);
    refresh_perspective(net, pos, acc, Black, path);
}

void update(const Network& net, const Position& after, Move m, Piece captured,
            const Accumulator& before, Accumulator& out, Path path) {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece moved = after.piece_on(to);
    for (Color p : {Red, Black}) {
        if (type_of(moved) == General && color_of(moved) == p &&
            orientation_of(p, to) != before.orientation[p]) {
            refresh_perspective(net, after, out, p, path);
            continue;
        }
        const Orientation o = before.orientation[p];
        out.orientation[p] = o;
        const std::int16_t* add[1] = {row(net, feature_index(p, o, moved, to))};
        const std::int16_t* sub[2] = {row(net, feature_index(p, o, moved, from)), nullptr};
        int subs = 1;
        if (captured != NoPiece) sub[subs++] = row(net, feature_index(p, o, captured, to));
        add_sub(path, out.values[p], before.values[p], add, 1, sub, subs);
    }
}

std::int32_t forward(const Network& net, const Accumulator& acc, Color side_to_move, Path path) {
    alignas(32) std::int16_t input[2 * HalfDims];
    alignas(32) std::int16_t h1[L1Dims];
    alignas(32) std::int16_t h2[L2Dims];
    std::int32_t sums[L1Dims > L2Dims ? L1Dims : L2Dims];
    crelu(path, acc.values[side_to_move], input, HalfDims);
    crelu(path, acc.values[~side_to_move], input + HalfDims, HalfDims);
    dense(path, net.l1_weights.data(), net.l1_bias.data(), input, 2 * HalfDims, L1Dims, sums);
    activate(sums, h1, L1Dims);
    dense(path, net.l2_weights.data(), net.l2_bias.data(), h1, L1Dims, L2Dims, sums);
    activate(sums, h2, L2Dims);
    std::int32_t out;
    dense(path, net.out_weights.data(), &net.out_bias, h2, L2Dims, 1, &out);
    return out;
}

int evaluate(const Network& net, const Accumulator& acc, Color side_to_move, Path path) {
    const std::int64_t out = forward(net, acc, side_to_move, path);
    return int(out * std::int64_t(net.eval_scale) / (ActivationMax * OutWeightScale));
}

void AccumulatorStack::reset(const Position& pos) {
    if (stack_.empty()) stack_.resize(64);
    size_ = 1;
    refresh(net_, pos, stack_[0]);
}

void AccumulatorStack::push(const Position& after, Move m, Piece captured) {
    if (size_ == stack_.size()) stack_.resize(stack_.size() * 2);
    update(net_, after, m, captured, stack_[size_ - 1], stack_[size_]);
    ++size_;
}

}  // namespace pinqi::xiangqi::ai::nnue
