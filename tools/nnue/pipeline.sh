#!/usr/bin/env bash
# The NNUE pipeline's full run (issue 25): self-play data, then training and
# the export check. Resumable: run it again after a stop and the generator goes
# on from its last complete game (the training then starts over).
#
#   bash tools/nnue/pipeline.sh [DIR]     (default build/nnue: git ignores it)
#
# Settings from the environment, with their defaults:
#   GAMES=160000 (about 20 M positions)  NODES=5000  SEED=1  JOBS=2 (generators
#   in parallel, seeds SEED..SEED+JOBS-1, one file each)  EPOCHS=12  LAMBDA=1.0
#   THREADS=2 (torch)  NET= (a network file: the games' searches evaluate with it,
#   the next round's data; empty: the hand-crafted evaluation)
# The base commit is written to DIR/commit on the first run; a later run from
# another commit stops, since its games would differ (delete DIR to start over).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-build/nnue}
games=${GAMES:-160000} nodes=${NODES:-5000} seed=${SEED:-1} jobs=${JOBS:-2}
python=${PYTHON:-/usr/bin/python3}
bin=build/native/bin
mkdir -p "$dir"
commit=$(git rev-parse --short HEAD)
if [ -f "$dir/commit" ] && [ "$(cat "$dir/commit")" != "$commit" ]; then
  echo "pipeline: $dir was started at commit $(cat "$dir/commit"), this is $commit" >&2
  exit 2
fi
echo "$commit" >"$dir/commit"
bash scripts/build.sh native

per_job=$(((games + jobs - 1) / jobs))
pids=()
for ((j = 0; j < jobs; j++)); do
  nice -n 10 "$bin/xiangqi_nnue_gen" --out "$dir/data-$((seed + j)).bin" --games "$per_job" --nodes "$nodes" \
    --seed $((seed + j)) --openings bench/xiangqi/openings.txt ${NET:+--net "$NET"} 2>>"$dir/gen-$((seed + j)).log" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
cat "$dir"/data-*.bin >"$dir/all.bin"
cat "$dir"/data-*.bin.progress >"$dir/all.bin.progress"

nice -n 10 "$python" tools/nnue/train.py --data "$dir/all.bin" --out "$dir/net.pqnn" --seed "$seed" \
  --epochs "${EPOCHS:-12}" --lam "${LAMBDA:-1.0}" --threads "${THREADS:-2}"
"$python" tools/nnue/check_export.py --net "$dir/net.pqnn" --checkpoint "$dir/net.pt" --data "$dir/all.bin" \
  --eval "$bin/xiangqi_nnue_eval"
echo "pipeline: $dir/net.pqnn"
