// Runtime facts of the wasm module itself, for leak tests and benchmarks.
#include <emscripten/bind.h>
#include <malloc.h>

#include <chrono>

#include "boundary.h"
#include "gomoku/game.h"
#include "xiangqi/game.h"

namespace {

// Bytes currently allocated by malloc inside the module.
double heap_in_use() {
    return static_cast<double>(mallinfo().uordblks);
}

// The cost of one place + undo pair measured inside wasm, in nanoseconds, so
// benchmarks can set the JS API's per-call overhead beside the engine's own.
double gomoku_place_undo_ns(int iterations) {
    pinqi::gomoku::Game game(15, pinqi::gomoku::Rule::Freestyle);
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
        game.place({(i * 7) % 15, (i * 11) % 15});
        game.undo(1);
    }
    const auto ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    return ns / iterations;
}

double xiangqi_move_undo_ns(int iterations) {
    pinqi::xiangqi::Game game;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
        (void)game.play(std::string_view(i % 2 ? "h2e2" : "b2e2"));
        game.undo(1);
    }
    const auto ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    return ns / iterations;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_runtime) {
    emscripten::function("heapInUse", &heap_in_use);
    emscripten::function("setSearchThreads", &pinqi::wasm::set_search_threads);
    emscripten::function("benchGomokuPlaceUndoNs", &gomoku_place_undo_ns);
    emscripten::function("benchXiangqiMoveUndoNs", &xiangqi_move_undo_ns);
}
