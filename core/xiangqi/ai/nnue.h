#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "xiangqi/ai/nnue_features.h"
#include "xiangqi/position.h"

// A small efficiently updatable neural network (NNUE) evaluation for Xiangqi,
// trained on our own self-play (tools/nnue/). Opt-in: the hand-crafted
// evaluation (evaluate.h) stays the default everywhere.
//
// Layers (the float model is tools/nnue/model.py):
//   feature transformer  FeatureCount -> HalfDims per perspective, int16 weights
//                        (scale 127), the accumulator; clipped ReLU to 0..127
//   l1   2*HalfDims -> L1Dims, int8 weights (scale 64), int32 bias (scale 127*64);
//        the sum >> 6, clipped to 0..127
//   l2   L1Dims -> L2Dims, likewise
//   out  L2Dims -> 1, int16 weights (scale OutWeightScale), int32 bias
//        (scale 127*OutWeightScale); centipawns = out * eval_scale / (127*OutWeightScale)
// The side to move's half comes first in l1's input.
//
// Every computation is in integers, so the scalar and the SIMD paths (SSE2 or
// AVX2 natively, SIMD128 in wasm) give the same bits.
//
// The file format, version 1, little-endian (written by tools/nnue/export.py):
//   "PQNN"  u32 version (1)  u32 feature set (1: nnue_features.h)
//   u32 HalfDims  u32 L1Dims  u32 L2Dims  u32 eval_scale (centipawns per unit of
//   the float model's output)  u32 n, then n bytes of UTF-8 description (the
//   training recipe: data, seed, base commit)
//   i16 ft_bias[HalfDims]  i16 ft_weights[FeatureCount][HalfDims]
//   i32 l1_bias[L1Dims]    i8 l1_weights[L1Dims][2*HalfDims]
//   i32 l2_bias[L2Dims]    i8 l2_weights[L2Dims][L1Dims]
//   i32 out_bias           i16 out_weights[L2Dims]
// and nothing after.
namespace pinqi::xiangqi::ai::nnue {

// False in a build that never loads a network (PINQI_NO_NNUE: the wasm build with
// PINQI_WASM_NNUE off): the search's network hooks then compile out.
#ifdef PINQI_NO_NNUE
inline constexpr bool NetworkAvailable = false;
#else
inline constexpr bool NetworkAvailable = true;
#endif

constexpr int HalfDims = 128;
constexpr int L1Dims = 32;
constexpr int L2Dims = 32;
constexpr int ActivationMax = 127;  // the clipped ReLU's 1.0
constexpr int WeightShift = 6;      // dense weights' scale: 64
constexpr int OutWeightScale = 256;
constexpr std::uint32_t FormatVersion = 1;
constexpr std::uint32_t FeatureSet = 1;

struct Network {
    std::uint32_t eval_scale = 500;
    std::string description;
    std::vector<std::int16_t> ft_bias = std::vector<std::int16_t>(HalfDims);
    std::vector<std::int16_t> ft_weights =
        std::vector<std::int16_t>(std::size_t(FeatureCount) * HalfDims);
    std::vector<std::int32_t> l1_bias = std::vector<std::int32_t>(L1Dims);
    // The int8 weights, held as int16 for the multiply-add instructions.
    std::vector<std::int16_t> l1_weights = std::vector<std::int16_t>(L1Dims * 2 * HalfDims);
    std::vector<std::int32_t> l2_bias = std::vector<std::int32_t>(L2Dims);
    std::vector<std::int16_t> l2_weights = std::vector<std::int16_t>(L2Dims * L1Dims);
    std::int32_t out_bias = 0;
    std::vector<std::int16_t> out_weights = std::vector<std::int16_t>(L2Dims);
};

// Reads a network in the format above; an empty string when it loaded, else why not
// (and `net` is as it was).
std::string load_network(Network& net, const std::uint8_t* data, std::size_t size);
// The same into a new network: null, and `error` says why, when it does not load.
std::unique_ptr<Network> load_network(const std::uint8_t* data, std::size_t size,
                                      std::string& error);

// Both perspectives' feature-transformer sums for one position.
struct Accumulator {
    alignas(32) std::int16_t values[2][HalfDims];
    Orientation orientation[2];
};

// Which code computes: the portable one, or the widest SIMD this build has
// (the same as Scalar in a build with none; Scalar is Simd in the shipped wasm
// module, PINQI_NNUE_SIMD_ONLY). Both give the same bits.
enum class Path { Scalar, Simd };

// The sums from scratch.
void refresh(const Network& net, const Position& pos, Accumulator& acc, Path path = Path::Simd);
// The sums after move m from those before it: `after` is the position the move
// made and `captured` what it took (UndoInfo::captured). A perspective whose
// general moved to another bucket or mirroring is refreshed from `after`.
void update(const Network& net, const Position& after, Move m, Piece captured,
            const Accumulator& before, Accumulator& out, Path path = Path::Simd);

// The network's output for the side to move, in the integer units of `out`.
std::int32_t forward(const Network& net, const Accumulator& acc, Color side_to_move,
                     Path path = Path::Simd);
// The evaluation in centipawns from the side to move's point of view.
int evaluate(const Network& net, const Accumulator& acc, Color side_to_move,
             Path path = Path::Simd);

// The accumulators along a line of play, pushed on make and popped on unmake.
class AccumulatorStack {
  public:
    explicit AccumulatorStack(const Network& net) : net_(net) {}
    void reset(const Position& pos);
    void push(const Position& after, Move m, Piece captured);
    void pop() { --size_; }
    const Accumulator& top() const { return stack_[size_ - 1]; }
    const Network& network() const { return net_; }
    int evaluate(const Position& pos) const {
        return nnue::evaluate(net_, top(), pos.side_to_move());
    }

  private:
    const Network& net_;
    std::vector<Accumulator> stack_;
    std::size_t size_ = 0;
};

}  // namespace pinqi::xiangqi::ai::nnue
