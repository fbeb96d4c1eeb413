#!/usr/bin/env bash
# `npm run build [-- part ...]`: sets up what is missing (scripts/setup.sh), then
# builds the parts named, in this order, or by default all but bench:
#   native  the native CLI, tools and test suites (build/native)
#   wasm    the wasm module, copied to web/src/generated
#   bench   the wasm bench modules (npm run bench's; they stay in the build trees)
#   lib     the TypeScript library (dist/lib), the type check and the package tarball
#   app     the demo app (build/app)
# Incremental on re-runs. Works as the first command after a clone. The npm
# tools run from node_modules/.bin: never an `npx` download.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs # Debian's emscripten needs it
jobs=$(nproc)
bin=node_modules/.bin

[ "${PINQI_SETUP_DONE:-}" = 1 ] || bash scripts/setup.sh
export PINQI_SETUP_DONE=1

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(native wasm lib app)
for part in "${parts[@]}"; do
  case $part in
    native | wasm | bench | lib | app) ;;
    *)
      echo "build: unknown part '$part' (native, wasm, bench, lib, app)" >&2
      exit 2
      ;;
  esac
done
wants() { [[ " ${parts[*]} " == *" $1 "* ]]; }
mkdir -p build

if wants native; then
  echo "build: native (at $SECONDS s)"
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$jobs" >build/native-build.log 2>&1 || {
    cat build/native-build.log
    exit 1
  }
fi

# The library and the app need the wasm module, in its two flavours (issue 24 §2):
# single (build/wasm: no threads) and threaded (build/wasm-threaded: pthreads,
# shared memory), each its own tree, as every object differs. Both with SIMD.
# The bench modules (wasm/CMakeLists.txt) only when asked: each is one more link-time
# optimisation and wasm-opt run per flavour, which neither the page nor the tests need.
if wants wasm || wants bench || wants lib || wants app; then
  targets=(--target pinqi_wasm)
  if wants bench; then targets+=(pinqi_wasm_bench); fi
  for flavour in single threaded; do
    echo "build: wasm $flavour (at $SECONDS s)"
    dir=build/wasm
    threads=OFF
    if [ "$flavour" = threaded ]; then dir=build/wasm-threaded threads=ON; fi
    if [ ! -f "$dir/CMakeCache.txt" ]; then
      emcmake cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node -DPINQI_WASM_THREADS=$threads >/dev/null
    fi
    cmake --build "$dir" "${targets[@]}" -j"$jobs" >"$dir-build.log" 2>&1 || {
      cat "$dir-build.log"
      exit 1
    }
  done
  mkdir -p web/src/generated
  # Copied only when changed, so that an unchanged module leaves the app build up to date.
  for f in build/wasm/wasm/pinqi_core.{mjs,wasm} build/wasm-threaded/wasm/pinqi_core_threaded.{js,wasm,worker.js} \
    wasm/*.d.ts wasm/*.d.mts; do
    cmp -s "$f" "web/src/generated/$(basename "$f")" || cp "$f" web/src/generated/
  done
fi

if wants lib; then
  echo "build: typescript (at $SECONDS s)"
  rm -rf dist/lib
  "$bin/tsc" -p tsconfig.lib.json
  mkdir -p dist/lib/generated dist/lib/networks
  cp web/src/generated/* dist/lib/generated/
  cp web/src/networks/*.pqnn dist/lib/networks/ # the Xiangqi network, a separate asset (issue 25)
  "$bin/tsc" -p tsconfig.json # type-checks the app, tests and benches too (some import dist/lib)

  echo "build: package (at $SECONDS s)"
  mkdir -p build/pack
  rm -f build/pack/pinqi-*.tgz
  npm pack --silent --pack-destination build/pack >/dev/null
fi

if wants app; then
  # Rebuilt only when a file it is made from is newer than the last build.
  stamp=build/app.stamp
  if [ -f "$stamp" ] && [ -f build/app/index.html ] &&
    [ -z "$(find web package.json package-lock.json -newer "$stamp" -type f -print -quit)" ]; then
    echo "build: app (up to date)"
  else
    echo "build: app (at $SECONDS s)"
    "$bin/vite" build --config web/vite.config.ts --logLevel warn
    touch "$stamp"
  fi
fi
echo "build: done (at $SECONDS s)"
