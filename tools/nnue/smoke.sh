#!/usr/bin/env bash
# The NNUE pipeline end to end, small (a test that it works, not a strength
# claim): a few self-play games (a few hundred positions), the generator's
# resume giving the same bytes, 1 epoch of training, export, and the export
# check (features.py = nnue_features.h, integer network = float model).
# Needs Debian's python3-torch (not part of scripts/setup.sh) and the native
# build:  npm run build -- native && bash tools/nnue/smoke.sh
# Runs in well under a minute on an idle machine; not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
python=${PYTHON:-/usr/bin/python3}
bin=${PINQI_BIN:-build/native/bin}
if ! "$python" -c 'import torch' 2>/dev/null; then
  echo "nnue smoke: skipped, $python has no torch (apt-get install python3-torch)"
  exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
gen() { "$bin/xiangqi_nnue_gen" --nodes 1000 --seed 7 --openings bench/xiangqi/openings.txt "$@" 2>/dev/null; }

gen --out "$dir/data.bin" --games 4
gen --out "$dir/resumed.bin" --games 2
printf 'torn' >>"$dir/resumed.bin" # a game cut short: dropped on resume
gen --out "$dir/resumed.bin" --games 4
cmp "$dir/data.bin" "$dir/resumed.bin"
positions=$(($(stat -c %s "$dir/data.bin") / 32))
echo "nnue smoke: $positions positions; the resumed file is the same"
[ "$positions" -ge 100 ]

"$python" tools/nnue/train.py --data "$dir/data.bin" --out "$dir/net.pqnn" --epochs 1 --batch 64 --seed 1 --name smoke-1
head -c 4096 "$dir/net.pqnn" | grep -aq '{"network": "smoke-1", "data": ' # the name leads the recipe
"$python" tools/nnue/check_export.py --net "$dir/net.pqnn" --checkpoint "$dir/net.pt" --data "$dir/data.bin" \
  --eval "$bin/xiangqi_nnue_eval" --positions 400

# The next round's data, scored by that network: other games, resumable the same way.
gen --out "$dir/next.bin" --games 2 --net "$dir/net.pqnn"
gen --out "$dir/next.bin" --games 4 --net "$dir/net.pqnn"
! gen --out "$dir/next.bin" --games 5 # made with a network: refused without it
head -c "$(stat -c %s "$dir/next.bin")" "$dir/data.bin" | cmp -s - "$dir/next.bin" && exit 1
echo "nnue smoke: $(($(stat -c %s "$dir/next.bin") / 32)) positions scored by the network"
echo "nnue smoke: ok"
