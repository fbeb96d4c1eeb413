#!/usr/bin/env bash
# Reproduces core/gomoku/ai/eval_weights.inc from our own engine's games. Free-style and Renju
# are fitted; standard keeps the hand-made tables: its fit, never confirmed by a match, lost a
# VCT position of the tactics suite that the hand-made tables solve.
#
#   scripts/tune-gomoku-eval.sh first [games per rule] [nodes per move] [work dir]
#   scripts/tune-gomoku-eval.sh next [games per rule] [nodes per move] [work dir]
#
# first (the first generation, about a quarter of an hour on two cores; 5000 games, 4000 nodes):
#   1. self-play games per rule (gomoku_tune selfplay: random openings near the centre, the
#      top level at a node budget on both sides, bench/gomoku/selfplay.h), played with the
#      hand-made evaluation (a tuning build with PINQI_HAND_EVAL, in build/tune-hand), so that
#      a second run gives the same games whatever weights are checked in;
#   2. the Texel fit of each rule's pattern-code and threat tables (bench/gomoku/texel.h) to the
#      games' results, from a blank evaluation, one rule after the other, each keeping the
#      rules fitted before it. The scale (the evaluation that means a 73 % win) is 1000, about
#      where the hand-made weights fit best, so that the search's margins keep their meaning.
# next (the next generation from the weights checked in, about ten minutes on two cores;
# 6000 games, 8000 nodes):
#   1. self-play games played with the weights checked in (build/tune), each position with the
#      search's score (--scores 1);
#   2. the same fit from a blank evaluation, each position's target half the game's result and
#      half the logistic of the search's score (--lambda 0.5): the search sees further than
#      the evaluation it teaches. Free-style fits for 1000 epochs, Renju for 600 (its fit
#      stops improving there, and in 1000-epoch runs its loss rose between epochs 900 and 1000).
#      The fit to scores comes out at about twice the first generation's scale (its largest
#      weights doubled), so each fitted rule is halved (--gain 0.5): the search's margins, the
#      review's grades and the multi-PV windows keep the scale they were set for, the next
#      generation's games record scores at that scale, and the smaller numbers ship smaller.
#
# The weights checked in are the third generation: `next` on the second (1f07769's weights,
# with the games of that run). Against the second, in self-play at 200 ms a move: free-style
# +60 Elo [+15, +108] over 210 games, Renju +27 [-18, +72] over 220.
# The second was `next` on the first (d5f29b6's weights). Against the first, before the
# halving: free-style +66 Elo [+12, +123] over 150 games, Renju +174 [+123, +233] over 190.
# Halved against not halved: free-style -13 [-76, +50] over 110 games, Renju +9 [-52, +70]
# over 120. A third generation made from the second not halved gained nothing: free-style +14
# [-46, +75] over 120 games, Renju -5 [-61, +51] over 140. Halving is what let the loop go on.
# A run writes the same weights from the same weights and code. Games already in the work
# directory are kept, so a stopped run resumes (with other seeds for the games left). Rebuild
# afterwards (the weights are compiled in), then confirm with a match (bench/gomoku/match.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
case $mode in
  first)
    games=${2:-5000}
    nodes=${3:-4000}
    work=${4:-build/tune}
    build=build/tune-hand
    flags=-DPINQI_HAND_EVAL
    lambda=1
    scores=0
    gain=1
    ;;
  next)
    games=${2:-6000}
    nodes=${3:-8000}
    work=${4:-build/tune-next}
    build=build/tune
    flags=
    lambda=0.5
    scores=1
    gain=0.5
    ;;
  *)
    echo "usage: scripts/tune-gomoku-eval.sh first|next [games] [nodes] [work dir]" >&2
    exit 2
    ;;
esac
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPINQI_TESTS=OFF "-DCMAKE_CXX_FLAGS=$flags" \
  >/dev/null
cmake --build "$build" --target gomoku_tune -j2 >/dev/null
tune=$build/bin/gomoku_tune
mkdir -p "$work"
selfplay() {
  local rule=$1 have
  have=$([ -f "$work/$rule.txt" ] && wc -l <"$work/$rule.txt" || echo 0)
  if [ "$have" -lt "$games" ]; then
    echo "self-play: $rule, $((games - have)) more games at $nodes nodes a move"
    nice -n 10 "$tune" selfplay --rule "$rule" --games $((games - have)) --nodes "$nodes" \
      --seed $((have + 1)) --scores "$scores" --out "$work/$rule.txt" 2>"$work/$rule.log"
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
  epochs=400
  [ "$mode" = next ] && { [ "$rule" = freestyle ] && epochs=1000 || epochs=600; }
  echo "fit: $rule, $epochs epochs"
  "$tune" fit --rule "$rule" --games "$work/$rule.txt" --epochs "$epochs" --rate 2 --scale 1000 \
    --lambda "$lambda" --gain "$gain" "${base[@]}" --out "$work/weights.inc" 2>"$work/fit-$rule.log"
  base=(--base "$work/weights.inc")
done
cp "$work/weights.inc" "$weights"
echo "wrote $weights: rebuild, then confirm with a match"
