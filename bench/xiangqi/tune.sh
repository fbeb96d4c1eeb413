#!/usr/bin/env bash
# Reproduces the Xiangqi evaluation weights (core/xiangqi/ai/eval_weights.cpp):
# fast self-play games by the current engine, then Texel tuning on their
# quiet positions. Long: run it niced, on an otherwise quiet machine if you can.
#
#   bench/xiangqi/tune.sh [GAMES] [NODES] [DATA_DIR] [EPOCHS]
#
# Defaults: 12000 games at 3000 nodes a move into build/tune, 400 epochs.
# Self-play runs in chunks of 2000 games (seeds 1 + game number), so an
# interrupted run resumes at the first missing chunk.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-12000}
nodes=${2:-3000}
data=${3:-build/tune}
epochs=${4:-400}
bin=build/native/bin
chunk=2000
mkdir -p "$data"
cmake --build build/native --target xiangqi_selfplay xiangqi_tune >/dev/null
for ((first = 0; first < games; first += chunk)); do
  file="$data/selfplay_${nodes}_${first}.txt"
  [ -s "$file.done" ] && continue
  nice -n 10 "$bin/xiangqi_selfplay" --games "$chunk" --first "$first" --nodes "$nodes" \
    --seed 1 >"$file" 2>"$file.log"
  tail -1 "$file.log" >"$file.done"
done
nice -n 10 "$bin/xiangqi_tune" --epochs "$epochs" --out core/xiangqi/ai/eval_weights.cpp \
  "$data"/selfplay_"${nodes}"_*.txt
