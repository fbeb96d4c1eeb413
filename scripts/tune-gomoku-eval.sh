#!/usr/bin/env bash
# Reproduces core/gomoku/ai/eval_weights.inc from our own engine's games (about a quarter of an
# hour on two cores). Free-style and Renju are fitted; standard keeps the hand-made tables: its
# fit, never confirmed by a match, lost a VCT position of the tactics suite that the hand-made
# tables solve.
#   1. self-play games per rule (gomoku_tune selfplay: random openings near the centre, the
#      top level at a node budget on both sides, bench/gomoku/selfplay.h). The games are played
#      with the hand-made evaluation (a tuning build with PINQI_HAND_EVAL, in build/tune-hand),
#      so that a second run gives the same games whatever weights are checked in;
#   2. the Texel fit of each rule's pattern-code and threat tables (bench/gomoku/texel.h), from a
#      blank evaluation, one rule after the other, each keeping the rules fitted before it.
#      The scale (the evaluation that means a 73 % win) is 1000, about where the hand-made
#      weights fit best, so that the search's margins keep their meaning.
# Games already in the work directory are kept, so a stopped run resumes. Rebuild afterwards
# (the weights are compiled in), then confirm with a match (bench/gomoku/match.cpp).
# usage: scripts/tune-gomoku-eval.sh [games per rule] [nodes per move] [work dir]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-5000}
nodes=${2:-4000}
work=${3:-build/tune}
cmake -S . -B build/tune-hand -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-DPINQI_HAND_EVAL \
  >/dev/null
cmake --build build/tune-hand --target gomoku_tune -j2 >/dev/null
tune=build/tune-hand/bin/gomoku_tune
mkdir -p "$work"
selfplay() {
  local rule=$1 have
  have=$([ -f "$work/$rule.txt" ] && wc -l <"$work/$rule.txt" || echo 0)
  if [ "$have" -lt "$games" ]; then
    echo "self-play: $rule, $((games - have)) more games at $nodes nodes a move"
    nice -n 10 "$tune" selfplay --rule "$rule" --games $((games - have)) --nodes "$nodes" \
      --seed $((have + 1)) --out "$work/$rule.txt" 2>"$work/$rule.log"
  fi
}
# Renju's games take longest: they have a core of their own.
selfplay renju &
renju=$!
selfplay freestyle
wait "$renju"
weights=core/gomoku/ai/eval_weights.inc
base=()
for rule in freestyle renju; do
  echo "fit: $rule"
  "$tune" fit --rule "$rule" --games "$work/$rule.txt" --epochs 400 --rate 2 --scale 1000 \
    "${base[@]}" --out "$work/weights.inc"
  base=(--base "$work/weights.inc")
done
cp "$work/weights.inc" "$weights"
echo "wrote $weights: rebuild, then confirm with a match"
