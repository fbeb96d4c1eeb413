#pragma once

// PINQI_COLD marks a function that runs once per search or per request (root
// set-up, line extraction, table builders) inside a file that is otherwise hot.
// In the wasm build (PINQI_COLD_FOR_SIZE, core/CMakeLists.txt) it compiles for
// size and is kept out of its callers, as the cold files are (-Oz): the module
// is downloaded before the first move (issue 24 §2). Elsewhere it is empty, so
// the native build is unchanged.
#if defined(PINQI_COLD_FOR_SIZE) && defined(__clang__)
#define PINQI_COLD __attribute__((minsize, noinline))
#else
#define PINQI_COLD
#endif
