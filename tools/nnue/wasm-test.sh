#!/usr/bin/env bash
# The NNUE inference tests (tests/native/xiangqi_nnue) compiled to wasm with
# SIMD128 (-msimd128, the __wasm_simd128__ path of core/xiangqi/ai/nnue.cpp)
# and run under Node: the SIMD path against the scalar one, bit for bit, in
# wasm. The module build does not use the network yet, so this stands apart:
#   bash tools/nnue/wasm-test.sh     (about a minute of CPU; build/wasm-nnue)
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs EM_COMPILER_WRAPPER=${EM_COMPILER_WRAPPER:-ccache}
out=build/wasm-nnue
mkdir -p "$out/inc"
cp -r /usr/include/catch2 "$out/inc/" # the wasm sysroot leaves /usr/include out
printf '#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\n' >"$out/main.cpp"
# shellcheck disable=SC2046 # one argument per source
em++ -std=c++20 -O2 -msimd128 -fexceptions -Wall -Wextra -Werror -I"$out/inc" -Icore -Itests/native \
  "$out/main.cpp" tests/native/xiangqi_nnue/*.cpp core/xiangqi/ai/nnue.cpp $(ls core/xiangqi/*.cpp) \
  -sALLOW_MEMORY_GROWTH=1 -o "$out/nnue_tests.cjs"
grep -q . <(wasm-dis "$out/nnue_tests.wasm" 2>/dev/null | grep -m1 'i32x4.dot_i16x8_s') ||
  echo "wasm-test: note: no SIMD128 dot product found in the module (wasm-dis missing?)"
# Emscripten 3.1.6 would fetch() the module under Node 20; read it from the file instead.
node -e "globalThis.fetch = undefined; require('./$out/nnue_tests.cjs')"
