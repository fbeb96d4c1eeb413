#!/usr/bin/env bash
# `npm test`: set up, build, then run every test layer and print one combined
# summary line, "N passed, N failed", summing all layers.
set -uo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
bash scripts/setup.sh || exit 1
export PINQI_SETUP_DONE=1
mkdir -p build

# The sanitizer build of the Catch2 suites starts now, at the lowest priority:
# it takes only the CPU the build and the layers before it leave idle (the
# single-threaded type checks, bundling, the Node and browser tests), and its
# layer, the last, waits for what is left. Debug with -O1 and -g1: line tables for the sanitizers'
# backtraces, at a third less compile time than full debug information.
# Its own session, with that session's scheduling group at nice 19 as well: the kernel
# (autogroup) shares the CPU between sessions first and by niceness only within one, and
# Chromium starts every browser in a session of its own. In the test run's session at
# plain nice 19 the build took a whole session's share from the browsers, and the browser
# layer ran 874 s instead of 258 s. setsid from this non-leader subshell does not fork: the
# build's pid is its session's and its process group's id, which the trap ends.
setsid bash -c 'echo 19 >/proc/self/autogroup 2>/dev/null
  exec nice -n 19 bash -c "
    cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-O1 -DCMAKE_CXX_FLAGS_DEBUG=-g1 \\
      -DPINQI_SANITIZE=ON -DPINQI_TOOLS=OFF >/dev/null &&
      cmake --build build/sanitize -j$(nproc)"' >build/sanitize-build.log 2>&1 &
sanitize_build=$!
trap 'kill -- -"$sanitize_build" 2>/dev/null' EXIT

bash scripts/build.sh || exit 1
echo "--- setup and build: $((SECONDS - start)) s"

logs=build/test-logs
mkdir -p "$logs"
total_passed=0
total_failed=0

# count <log> <passed-regex> <failed-regex>: sums the first capture group of matching lines.
count() {
  local n
  n=$(grep -oE "$2" "$1" | grep -oE '[0-9]+' | tail -1)
  echo "${n:-0}"
}

# layer <name> <passed-regex> <failed-regex> <command...>
layer() {
  local name=$1 pass_re=$2 fail_re=$3
  shift 3
  echo
  echo "=== $name"
  local start=$SECONDS
  "$@" 2>&1 | tee "$logs/$name.log"
  local rc=${PIPESTATUS[0]}
  local p f
  p=$(count "$logs/$name.log" "$pass_re")
  f=$(count "$logs/$name.log" "$fail_re")
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi # the runner itself failed
  echo "--- $name: $p passed, $f failed ($((SECONDS - start)) s)"
  total_passed=$((total_passed + p))
  total_failed=$((total_failed + f))
}

ctest_total() { # ctest prints failures and the total; derive the passed count
  local log=$1 f t
  f=$(grep -oE '[0-9]+ tests failed out of [0-9]+' "$log" | grep -oE '[0-9]+' | head -1)
  t=$(grep -oE 'tests failed out of [0-9]+' "$log" | grep -oE '[0-9]+' | tail -1)
  echo "$(( ${t:-0} - ${f:-0} )) passed"
}

run_ctest() {
  (cd "$1" && ctest --output-on-failure -j2 --timeout 600) >"$logs/$2.raw" 2>&1
  local rc=$?
  cat "$logs/$2.raw"
  ctest_total "$logs/$2.raw"
  return $rc
}

layer format '^format check: [0-9]+ passed' '[0-9]+ failed$' bash scripts/format.sh --check

layer native '^[0-9]+ passed$' '[0-9]+ tests failed out of' run_ctest build/native native


layer node '^(# |ℹ )pass [0-9]+' '^(# |ℹ )fail [0-9]+' \
  node --import tsx --test --test-reporter=spec tests/node/*.test.ts tests/node/app/*.test.ts

# The browser tests leave one core idle at times (page loads, animations, waits
# on the AI); the sanitizer build takes those gaps, so it runs after them.
layer browser '^ +[0-9]+ passed' '^ +[0-9]+ failed' \
  node_modules/.bin/playwright test --reporter=list

# The same Catch2 suites under AddressSanitizer and UndefinedBehaviorSanitizer,
# built in the background since the start. The wait is for the part left, here
# in this shell (a layer runs in a pipeline's subshell, which cannot wait for it).
waited=$SECONDS
wait "$sanitize_build"
sanitize_build_rc=$?
echo "--- sanitizer build: done $((SECONDS - waited)) s after the layers before it"
sanitized() {
  [ "$sanitize_build_rc" -eq 0 ] || { cat build/sanitize-build.log; return 1; }
  run_ctest build/sanitize sanitize
}
layer sanitize '^[0-9]+ passed$' '[0-9]+ tests failed out of' sanitized

echo
echo "(npm test took $SECONDS s)"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
