#!/usr/bin/env bash
# `npm run bench [-- section ...]`: build, then print every benchmark side by side.
# Sections: perft, ai, api, size, puzzles, analyze, gif, stop, browser (default: all but browser).
#
# Everything runs on one processor (PINQI_BENCH_CPU, default 0), the native
# programs the benchmarks start included: native and wasm then share a core,
# so their ratio means something. On this machine's two virtual cores the same
# binary runs up to a third apart, and which one is slower changes with what
# the host runs beside them; run with PINQI_BENCH_CPU=1 to see the other core.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh native wasm bench lib app >/dev/null # sets up what is missing first
# The browser section (Chromium, the threaded flavour at 2 threads) is never pinned: it
# runs apart, after the others, on every processor.
cpu=${PINQI_BENCH_CPU:-0}
sections=()
browser=$([ $# -eq 0 ] && echo 1 || echo 0)
for s in "$@"; do if [ "$s" = browser ]; then browser=1; else sections+=("$s"); fi; done
if [ $# -eq 0 ] || [ ${#sections[@]} -gt 0 ]; then
  if command -v taskset >/dev/null && taskset -c "$cpu" true 2>/dev/null; then
    echo "(pinned to processor $cpu)"
    taskset -c "$cpu" node --import tsx bench/run.ts "${sections[@]}"
  else
    node --import tsx bench/run.ts "${sections[@]}"
  fi
fi
if [ "$browser" = 1 ]; then exec node --import tsx bench/run.ts browser; fi
