#!/usr/bin/env bash
# Builds everything: the native CLI and tests, the wasm module, the TypeScript
# library (dist/lib) and the demo app (build/app). Incremental on re-runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Debian's emscripten needs it
jobs=$(nproc)

echo "build: native"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs" >build/native-build.log 2>&1 || { cat build/native-build.log; exit 1; }

echo "build: wasm"
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node >/dev/null
fi
cmake --build build/wasm -j"$jobs" >build/wasm-build.log 2>&1 || { cat build/wasm-build.log; exit 1; }
mkdir -p web/src/generated
cp build/wasm/wasm/pinqi_core.mjs build/wasm/wasm/pinqi_core.wasm wasm/*.d.ts wasm/*.d.mts web/src/generated/

echo "build: typescript"
rm -rf dist/lib
npx tsc -p tsconfig.lib.json
mkdir -p dist/lib/generated
cp web/src/generated/* dist/lib/generated/
npx tsc -p tsconfig.json   # type-checks the app, tests and benches too (some import dist/lib)

echo "build: package"
mkdir -p build/pack
rm -f build/pack/pinqi-*.tgz
npm pack --silent --pack-destination build/pack >/dev/null

echo "build: app"
npx vite build --config web/vite.config.ts --logLevel warn
