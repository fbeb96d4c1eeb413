#!/usr/bin/env bash
# `npm run fuzz [-- SECONDS [TARGET]]`: builds every fuzz target with clang,
# libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer, then runs each
# for SECONDS (default 60), one after the other, and prints the executions per
# target. The seed corpora in tests/fuzz/corpus are read, never written: new
# inputs go to $PINQI_FUZZ_BUILD/corpus, crashes to $PINQI_FUZZ_BUILD/artifacts.
# A crash makes the script fail; turn it into a corpus entry plus a fix.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
only=${2:-}
build=${PINQI_FUZZ_BUILD:-build/fuzz}
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

bash scripts/setup.sh || exit 1 # clang and its fuzzer runtime, when missing
mkdir -p "$build"
echo "fuzz: building in $build"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DPINQI_FUZZ=ON "-DCMAKE_CXX_FLAGS=$flags" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" \
  >/dev/null || exit 1
cmake --build "$build" -j"$(nproc)" --target fuzz_targets >"$build/fuzz-build.log" 2>&1 ||
  { cat "$build/fuzz-build.log"; exit 1; }

crashed=0
summary=""
for exe in "$build"/fuzz/*_fuzz; do
  name=$(basename "$exe" _fuzz)
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  work="$build/corpus/$name"
  artifacts="$build/artifacts/$name"
  mkdir -p "$work" "$artifacts"
  log="$build/$name.log"
  echo "fuzz: $name for ${seconds}s"
  "$exe" "$work" "tests/fuzz/corpus/$name" -max_total_time="$seconds" -max_len=4096 -timeout=20 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1
  rc=$?
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  units=$(find "$work" -type f | wc -l)
  status=ok
  if [ "$rc" -ne 0 ]; then
    status="CRASH (see $log and $artifacts)"
    crashed=$((crashed + 1))
  fi
  line=$(printf '%-18s %12s execs  %6s corpus inputs  %s' "$name" "${execs:-?}" "$units" "$status")
  echo "$line"
  summary+="$line"$'\n'
done

echo
echo "fuzz summary (${seconds}s per target):"
printf '%s' "$summary"
[ "$crashed" -eq 0 ]
