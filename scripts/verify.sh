#!/usr/bin/env bash
# `npm run verify`: the long reliability runs that do not fit in `npm test`.
#   - random-game stress at 10x the npm-test size (PINQI_STRESS_SCALE);
#   - the fast Renju detector against the slow definitional checker on
#     100 000 random positions (PINQI_RENJU_POSITIONS);
#   - Xiangqi against Fairy-Stockfish on 12 000 playout positions
#     (PINQI_DIFF_POSITIONS) and 400 generated repetition cycles
#     (PINQI_REPETITION_CYCLES);
#   - every fuzz corpus replayed;
#   - the property-based boundary tests with many more runs and a fresh seed
#     (PINQI_PROPERTY_RUNS, PINQI_PROPERTY_SEED; the seed is printed to replay a failure).
#   - every generated corruption of the app's stored data (PINQI_ALL_CORRUPTIONS),
#     where `npm test` runs one or two of each kind;
#   - every shipped puzzle re-proven from scratch (Gomoku with every reply tried
#     at every defence, not only those that can stop the threat).
# Each can be overridden from the environment. Runs on the native Release build.
set -uo pipefail
cd "$(dirname "$0")/.."

export PINQI_STRESS_SCALE=${PINQI_STRESS_SCALE:-10}
export PINQI_RENJU_POSITIONS=${PINQI_RENJU_POSITIONS:-100000}
export PINQI_DIFF_POSITIONS=${PINQI_DIFF_POSITIONS:-12000}
export PINQI_REPETITION_CYCLES=${PINQI_REPETITION_CYCLES:-400}

bash scripts/setup.sh || exit 1 # Node packages (tsx, ffish) and compilers, when missing
echo "verify: building build/native"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null || exit 1
mkdir -p build
cmake --build build/native -j"$(nproc)" >build/native-build.log 2>&1 || { cat build/native-build.log; exit 1; }

failed=0
step() {
  echo
  echo "=== $1"
  shift
  local start=$SECONDS
  if "$@"; then
    echo "--- ok ($((SECONDS - start)) s)"
  else
    echo "--- FAILED ($((SECONDS - start)) s)"
    failed=$((failed + 1))
  fi
}

step "stress and Renju differential (scale $PINQI_STRESS_SCALE, $PINQI_RENJU_POSITIONS Renju positions)" \
  build/native/tests/native/reliability_tests --durations yes
step "fuzz corpus replay" bash -c 'cd build/native && ctest --output-on-failure -R "fuzz corpus"'
step "Xiangqi vs Fairy-Stockfish ($PINQI_DIFF_POSITIONS positions) and repetition cycles" \
  node --import tsx --test --test-reporter=spec tests/node/differential-xiangqi.test.ts \
  tests/node/differential-repetition.test.ts
step "property-based boundary tests (PINQI_PROPERTY_RUNS=${PINQI_PROPERTY_RUNS:=5000}, seed ${PINQI_PROPERTY_SEED:=$RANDOM})" \
  bash -c 'bash scripts/build.sh >/dev/null && PINQI_PROPERTY_RUNS=$0 PINQI_PROPERTY_SEED=$1 node --import tsx --test \
    --test-reporter=spec tests/node/boundary-properties.test.ts tests/node/ai-client-properties.test.ts' \
  "$PINQI_PROPERTY_RUNS" "$PINQI_PROPERTY_SEED"
step "every corruption of the stored data (PINQI_ALL_CORRUPTIONS=1)" \
  bash -c 'bash scripts/build.sh app >/dev/null &&
    PINQI_ALL_CORRUPTIONS=1 node_modules/.bin/playwright test --reporter=list tests/browser/data-safety.spec.ts'
step "every shipped puzzle re-proven" bash -c \
  'build/native/bin/pinqi_puzzles verify-gomoku web/src/puzzles/gomoku-data.ts --exhaustive &&
   build/native/bin/pinqi_puzzles verify-xiangqi web/src/puzzles/xiangqi-data.ts'

echo
if [ "$failed" -eq 0 ]; then echo "verify: all passed"; else echo "verify: $failed step(s) failed"; fi
[ "$failed" -eq 0 ]
