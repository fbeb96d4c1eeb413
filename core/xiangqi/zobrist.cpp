#include "zobrist.h"

#include "common/random.h"

namespace pinqi::xiangqi::zobrist {
namespace {

Keys build() {
    Keys k{};
    // A fixed seed keeps keys identical across runs and platforms (native and wasm).
    Random rng(0x5850'4B51'2024'0003ull);
    for (auto& row : k.piece_square)
        for (auto& key : row) key = rng.next();
    k.black_to_move = rng.next();
    return k;
}

}  // namespace

const Keys& keys() {
    static const Keys instance = build();
    return instance;
}

}  // namespace pinqi::xiangqi::zobrist
