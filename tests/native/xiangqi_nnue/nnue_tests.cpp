#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <vector>

#include "common/random.h"
#include "xiangqi/ai/nnue.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"

// xiangqi_nnue_avx2_tests (tests/native/CMakeLists.txt) is this suite on the AVX2 path.
#if defined(PINQI_NNUE_EXPECT_AVX2) && !defined(__AVX2__)
#error "the AVX2 suite is built without AVX2"
#endif

using namespace pinqi;
using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::ai::nnue;

namespace {

// A float network with deterministic pseudo-random weights, in the ranges a
// trained one has, and its quantisation by the rules of tools/nnue/export.py.
struct FloatNetwork {
    std::vector<float> ft_bias, ft_weights, l1_bias, l1_weights, l2_bias, l2_weights, out_weights;
    float out_bias = 0;
    int eval_scale = 500;
};

float uniform(Random& rng, float lo, float hi) {
    return lo + (hi - lo) * float(rng.next() >> 40) / float(1 << 24);
}

FloatNetwork random_float_network(std::uint64_t seed) {
    Random rng(seed);
    FloatNetwork f;
    auto fill = [&](std::vector<float>& v, std::size_t n, float lo, float hi) {
        v.resize(n);
        for (float& x : v) x = uniform(rng, lo, hi);
    };
    fill(f.ft_bias, HalfDims, -0.2f, 0.6f);
    fill(f.ft_weights, std::size_t(FeatureCount) * HalfDims, -0.12f, 0.12f);
    fill(f.l1_bias, L1Dims, -0.3f, 0.3f);
    fill(f.l1_weights, std::size_t(L1Dims) * 2 * HalfDims, -0.15f, 0.15f);
    fill(f.l2_bias, L2Dims, -0.3f, 0.3f);
    fill(f.l2_weights, std::size_t(L2Dims) * L1Dims, -0.5f, 0.5f);
    fill(f.out_weights, L2Dims, -0.4f, 0.4f);
    f.out_bias = 0.05f;
    return f;
}

template <class T>
T quantise(float x, float scale, float limit) {
    return T(std::clamp(std::round(x * scale), -limit, limit));
}

Network quantise(const FloatNetwork& f) {
    Network n;
    n.eval_scale = std::uint32_t(f.eval_scale);
    auto q = [](auto& out, const std::vector<float>& in, float scale, float limit) {
        for (std::size_t i = 0; i < in.size(); ++i)
            out[i] = quantise<std::remove_reference_t<decltype(out[0])>>(in[i], scale, limit);
    };
    q(n.ft_bias, f.ft_bias, 127, 32767);
    q(n.ft_weights, f.ft_weights, 127, 32767);
    q(n.l1_bias, f.l1_bias, 127 * 64, 2e9f);
    q(n.l1_weights, f.l1_weights, 64, 127);
    q(n.l2_bias, f.l2_bias, 127 * 64, 2e9f);
    q(n.l2_weights, f.l2_weights, 64, 127);
    q(n.out_weights, f.out_weights, OutWeightScale, 32767);
    n.out_bias = quantise<std::int32_t>(f.out_bias, 127.0f * OutWeightScale, 2e9f);
    return n;
}

// The float model's evaluation (centipawns, side to move), as tools/nnue/model.py computes it.
double float_evaluate(const FloatNetwork& f, const Position& pos) {
    std::vector<double> half[2];
    for (Color p : {Red, Black}) {
        const Orientation o = orientation_of(p, pos.general_square(p));
        half[p].assign(f.ft_bias.begin(), f.ft_bias.end());
        for (Square s = 0; s < SquareCount; ++s) {
            if (pos.piece_on(s) == NoPiece) continue;
            const int feature = feature_index(p, o, pos.piece_on(s), s);
            for (int i = 0; i < HalfDims; ++i)
                half[p][i] += f.ft_weights[std::size_t(feature) * HalfDims + i];
        }
    }
    const Color us = pos.side_to_move();
    std::vector<double> x;
    for (Color p : {us, ~us})
        for (double v : half[p]) x.push_back(std::clamp(v, 0.0, 1.0));
    auto layer = [](const std::vector<float>& w, const std::vector<float>& b,
                    const std::vector<double>& in) {
        std::vector<double> out(b.size());
        for (std::size_t j = 0; j < b.size(); ++j) {
            double s = b[j];
            for (std::size_t i = 0; i < in.size(); ++i) s += double(w[j * in.size() + i]) * in[i];
            out[j] = std::clamp(s, 0.0, 1.0);
        }
        return out;
    };
    const std::vector<double> h2 =
        layer(f.l2_weights, f.l2_bias, layer(f.l1_weights, f.l1_bias, x));
    double y = f.out_bias;
    for (int i = 0; i < L2Dims; ++i) y += double(f.out_weights[i]) * h2[i];
    return y * f.eval_scale;
}

const Network& test_network() {
    static const Network net = quantise(random_float_network(25));
    return net;
}

bool same(const Accumulator& a, const Accumulator& b) {
    return std::memcmp(a.values, b.values, sizeof a.values) == 0 &&
           a.orientation[0] == b.orientation[0] && a.orientation[1] == b.orientation[1];
}

// Random legal play from the start: the positions met, a game's worth each.
template <class Visit>
void random_games(int games, int max_plies, std::uint64_t seed, Visit visit) {
    Random rng(seed);
    for (int g = 0; g < games; ++g) {
        Position pos;
        REQUIRE(parse_fen(StartFen, pos).ok());
        visit(pos, NoMove, NoPiece, 0);
        for (int ply = 1; ply <= max_plies; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[rng.below(std::uint32_t(list.size))];
            const UndoInfo u = pos.do_move(m);
            visit(pos, m, u.captured, ply);
        }
    }
}

}  // namespace

TEST_CASE("nnue features: orientation buckets and mirroring", "[nnue]") {
    // Red's general on e0: bucket of file e, rank 0, not mirrored; f1 mirrors to d1.
    CHECK(orientation_of(Red, make_square(4, 0)) == Orientation{3, false});
    CHECK(orientation_of(Red, make_square(5, 1)) == Orientation{1, true});
    CHECK(orientation_of(Red, make_square(3, 2)) == Orientation{2, false});
    // Black sees its own back rank (rank 9) as rank 0.
    CHECK(orientation_of(Black, make_square(4, 9)) == Orientation{3, false});
    CHECK(orientation_of(Black, make_square(5, 7)) == Orientation{2, true});
    // The start position looks the same to both sides.
    Position pos;
    REQUIRE(parse_fen(StartFen, pos).ok());
    std::vector<int> red, black;
    for (Square s = 0; s < SquareCount; ++s) {
        if (pos.piece_on(s) == NoPiece) continue;
        red.push_back(
            feature_index(Red, orientation_of(Red, pos.general_square(Red)), pos.piece_on(s), s));
        black.push_back(feature_index(Black, orientation_of(Black, pos.general_square(Black)),
                                      pos.piece_on(s), s));
    }
    std::sort(red.begin(), red.end());
    std::sort(black.begin(), black.end());
    CHECK(red == black);
    CHECK(red.back() < FeatureCount);
}

TEST_CASE("nnue: the incremental accumulator equals a full refresh over random games", "[nnue]") {
    const Network& net = test_network();
    for (Path path : {Path::Scalar, Path::Simd}) {
        std::vector<Accumulator> line;  // by ply: the incremental accumulators of the game so far
        std::vector<Position> positions;
        int refreshed_buckets = 0;
        random_games(20, 150, 7, [&](const Position& pos, Move m, Piece captured, int ply) {
            if (ply == 0) {
                line.assign(1, {});
                positions.assign(1, pos);
                refresh(net, pos, line[0], path);
                return;
            }
            line.emplace_back();
            update(net, pos, m, captured, line[line.size() - 2], line.back(), path);
            positions.push_back(pos);
            Accumulator full;
            refresh(net, pos, full, path);
            REQUIRE(same(line.back(), full));
            if (!(line.back().orientation[0] == line[line.size() - 2].orientation[0]) ||
                !(line.back().orientation[1] == line[line.size() - 2].orientation[1]))
                ++refreshed_buckets;
        });
        CHECK(refreshed_buckets > 0);  // the generals changed bucket along the way
    }
}

TEST_CASE("nnue: the accumulator stack follows make and unmake", "[nnue]") {
    const Network& net = test_network();
    AccumulatorStack stack(net);
    Random rng(11);
    for (int game = 0; game < 10; ++game) {
        Position pos;
        REQUIRE(parse_fen(StartFen, pos).ok());
        stack.reset(pos);
        std::vector<std::pair<Move, UndoInfo>> made;
        std::vector<int> evals{stack.evaluate(pos)};
        for (int ply = 0; ply < 120; ++ply) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[rng.below(std::uint32_t(list.size))];
            made.push_back({m, pos.do_move(m)});
            stack.push(pos, m, made.back().second.captured);
            evals.push_back(stack.evaluate(pos));
        }
        // Unmake to the start: each accumulator is back as it was.
        while (!made.empty()) {
            pos.undo_move(made.back().first, made.back().second);
            made.pop_back();
            stack.pop();
            evals.pop_back();
            Accumulator full;
            refresh(net, pos, full);
            REQUIRE(same(stack.top(), full));
            REQUIRE(stack.evaluate(pos) == evals.back());
        }
    }
}

TEST_CASE("nnue: the SIMD and scalar paths give the same bits", "[nnue]") {
    const Network& net = test_network();
    int positions = 0;
    random_games(10, 200, 3, [&](const Position& pos, Move, Piece, int) {
        Accumulator scalar, simd;
        refresh(net, pos, scalar, Path::Scalar);
        refresh(net, pos, simd, Path::Simd);
        REQUIRE(same(scalar, simd));
        for (Color c : {Red, Black})
            REQUIRE(forward(net, scalar, c, Path::Scalar) == forward(net, simd, c, Path::Simd));
        ++positions;
    });
    CHECK(positions > 1000);
}

// The quantised network follows the float model it was made from: over the
// 2010 positions of random games, at most 60 centipawns apart and 15 on average
// (measured: 45 and 10.6, with scores up to 768; the dense layers' int8
// weights, steps of 1/64, are the coarsest part).
TEST_CASE("nnue: the quantised network matches the float model", "[nnue]") {
    const FloatNetwork f = random_float_network(25);
    const Network& net = test_network();
    double worst = 0, spread = 0, total = 0;
    int positions = 0;
    random_games(10, 200, 5, [&](const Position& pos, Move, Piece, int) {
        Accumulator acc;
        refresh(net, pos, acc);
        const double expected = float_evaluate(f, pos);
        const int got = evaluate(net, acc, pos.side_to_move());
        worst = std::max(worst, std::abs(got - expected));
        total += std::abs(got - expected);
        spread = std::max(spread, std::abs(expected));
        ++positions;
    });
    INFO("worst " << worst << " cp, mean " << total / positions << " cp, largest score " << spread
                  << " cp over " << positions << " positions");
    CHECK(spread > 100);  // the network is not flat: the test can see errors
    CHECK(worst <= 60);
    CHECK(total / positions <= 15);
}

TEST_CASE("nnue: a network file loads, and a damaged one does not", "[nnue]") {
    const Network& net = test_network();
    std::vector<std::uint8_t> bytes;
    auto u32 = [&](std::uint32_t v) {
        for (int i = 0; i < 4; ++i) bytes.push_back(std::uint8_t(v >> (8 * i)));
    };
    auto i16 = [&](const auto& values) {
        for (int v : values)
            bytes.insert(bytes.end(), {std::uint8_t(v & 0xFF), std::uint8_t((v >> 8) & 0xFF)});
    };
    auto i8 = [&](const auto& values) {
        for (int v : values) bytes.push_back(std::uint8_t(v & 0xFF));
    };
    auto i32 = [&](const auto& values) {
        for (std::int32_t v : values) u32(std::uint32_t(v));
    };
    bytes = {'P', 'Q', 'N', 'N'};
    u32(FormatVersion);
    u32(FeatureSet);
    u32(HalfDims);
    u32(L1Dims);
    u32(L2Dims);
    u32(net.eval_scale);
    const std::string description = "test network";
    u32(std::uint32_t(description.size()));
    bytes.insert(bytes.end(), description.begin(), description.end());
    i16(net.ft_bias);
    i16(net.ft_weights);
    i32(net.l1_bias);
    i8(net.l1_weights);
    i32(net.l2_bias);
    i8(net.l2_weights);
    i32(std::vector<std::int32_t>{net.out_bias});
    i16(net.out_weights);

    Network loaded;
    REQUIRE(load_network(loaded, bytes.data(), bytes.size()).empty());
    CHECK(loaded.description == description);
    random_games(2, 60, 9, [&](const Position& pos, Move, Piece, int) {
        Accumulator a, b;
        refresh(net, pos, a);
        refresh(loaded, pos, b);
        REQUIRE(evaluate(net, a, pos.side_to_move()) == evaluate(loaded, b, pos.side_to_move()));
    });

    Network untouched;
    CHECK(load_network(untouched, bytes.data(), bytes.size() - 1) ==
          "the network file is truncated");
    bytes.push_back(0);
    CHECK(load_network(untouched, bytes.data(), bytes.size()) ==
          "the network file has extra bytes");
    bytes[4] = 2;
    CHECK(load_network(untouched, bytes.data(), bytes.size()) ==
          "unsupported network format version");
    CHECK(untouched.description.empty());
}
