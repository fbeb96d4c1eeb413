// Runtime facts of the wasm module itself, for leak tests.
#include <emscripten/bind.h>
#include <malloc.h>

#include "boundary.h"

namespace {

// Bytes currently allocated by malloc inside the module.
double heap_in_use() {
    return static_cast<double>(mallinfo().uordblks);
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_runtime) {
    emscripten::function("heapInUse", &heap_in_use);
    emscripten::function("setSearchThreads", &pinqi::wasm::set_search_threads);
}
