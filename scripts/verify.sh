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
#     at every defence, not only those that can stop the threat), and the shipped
#     checker accepting every forcing win the engine proves within the moves left
#     (Gomoku: every four and three that wins in time, whatever the puzzle's kind;
#     Xiangqi: every mating first move; material tactics re-judged by a deeper search).
#   - the CLI's output tests at 10x their rounds (every protocol line printed once);
#   - the Xiangqi NNUE pipeline end to end, small (tools/nnue/smoke.sh; skipped
#     without Debian's python3-torch, which scripts/setup.sh does not install);
#   - ThreadSanitizer: `pinqi` and the suites that run threads (PINQI_TSAN_SUITES,
#     default the CLI, watchdog, Xiangqi and Gomoku threads suites) built under -fsanitize=thread in
#     build/tsan; any report from the test programs or the `pinqi` they start fails.
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
step "every shipped puzzle re-proven, every forcing win within the moves left accepted" bash -c \
  'build/native/bin/pinqi_puzzles verify-gomoku web/src/puzzles/gomoku-data.ts --exhaustive &&
   build/native/bin/pinqi_puzzles verify-xiangqi web/src/puzzles/xiangqi-data.ts'
step "CLI output tests, every protocol line once (scale $PINQI_STRESS_SCALE)" \
  build/native/tests/native/cli_tests "[race]" --durations yes
step "NNUE pipeline smoke run (tools/nnue/smoke.sh)" bash tools/nnue/smoke.sh

# ThreadSanitizer: the suites' own threads and every `pinqi` child they start.
# Reports go to build/tsan/reports (log_path), one file per reporting process.
tsan() {
  local suites=${PINQI_TSAN_SUITES:-cli_tests watchdog_tests xiangqi_threads_tests gomoku_smp_tests}
  cmake -S . -B build/tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPINQI_SANITIZE_THREAD=ON \
    -DPINQI_TOOLS=OFF >/dev/null || return 1
  # shellcheck disable=SC2086 # one target per word
  cmake --build build/tsan -j"$(nproc)" --target pinqi $suites >build/tsan-build.log 2>&1 ||
    { cat build/tsan-build.log; return 1; }
  rm -rf build/tsan/reports && mkdir -p build/tsan/reports
  local pattern ok=0
  pattern="^($(echo "$suites" | tr ' ' '|')):" # ctest names: "<suite>:<test case>"
  (cd build/tsan && TSAN_OPTIONS="log_path=$PWD/reports/tsan halt_on_error=0 second_deadlock_stack=1" \
    PINQI_STRESS_SCALE=1 ctest --output-on-failure --no-tests=error -R "$pattern") || ok=1
  if compgen -G "build/tsan/reports/tsan*" >/dev/null; then
    echo "ThreadSanitizer reports:"
    cat build/tsan/reports/tsan*
    ok=1
  fi
  return $ok
}
step "ThreadSanitizer: ${PINQI_TSAN_SUITES:-cli_tests watchdog_tests xiangqi_threads_tests gomoku_smp_tests} and pinqi (build/tsan)" tsan

echo
if [ "$failed" -eq 0 ]; then echo "verify: all passed"; else echo "verify: $failed step(s) failed"; fi
[ "$failed" -eq 0 ]
