#!/usr/bin/env bash
# Reproduces core/gomoku/ai/eval_weights.inc from our own engine's games (hours of CPU):
#   1. self-play games per rule (gomoku_tune selfplay: random openings near the centre, the
#      top level at a node budget on both sides, bench/gomoku/selfplay.h);
#   2. the Texel fit of each rule's pattern-code and threat tables (bench/gomoku/texel.h),
#      one rule after the other, each starting from the file the previous one wrote.
# Games already in the work directory are kept, so a stopped run resumes. Rebuild afterwards
# (the weights are compiled in), then confirm with a match (bench/gomoku/match.cpp).
# usage: scripts/tune-gomoku-eval.sh [games per rule] [nodes per move] [work dir]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-3000}
nodes=${2:-4000}
work=${3:-build/tune}
cmake --build build/native --target gomoku_tune >/dev/null
tune=build/native/bin/gomoku_tune
mkdir -p "$work"
for rule in freestyle standard renju; do
  have=$( [ -f "$work/$rule.txt" ] && wc -l <"$work/$rule.txt" || echo 0)
  if [ "$have" -lt "$games" ]; then
    echo "self-play: $rule, $((games - have)) more games at $nodes nodes a move"
    nice -n 10 "$tune" selfplay --rule "$rule" --games $((games - have)) --nodes "$nodes" \
      --seed $((have + 1)) --out "$work/$rule.txt"
  fi
done
weights=core/gomoku/ai/eval_weights.inc
base=()
[ -f "$weights" ] && base=(--base "$weights")
for rule in freestyle standard renju; do
  echo "fit: $rule"
  nice -n 10 "$tune" fit --rule "$rule" --games "$work/$rule.txt" --epochs 300 --rate 1 \
    "${base[@]}" --out "$work/weights.inc"
  base=(--base "$work/weights.inc")
done
cp "$work/weights.inc" "$weights"
echo "wrote $weights: rebuild, then confirm with a match"
