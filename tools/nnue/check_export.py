"""Checks an exported network against its float model: the integer network
(core/xiangqi/ai/nnue.cpp, through xiangqi_nnue_eval) must give the float
model's evaluation within a tolerance, on the positions of a data file.

  /usr/bin/python3 tools/nnue/check_export.py --net NET.pqnn --checkpoint NET.pt
      --data DATA.bin --eval build/native/bin/xiangqi_nnue_eval [--positions 200]

First the active features of every position must be the ones
xiangqi_nnue_eval --features lists (features.py against nnue_features.h).
Tolerance: 30 centipawns + 5% of the float score at every position, 10
centipawns on average (the dense layers' int8 weights are the coarsest step).
Exits 1 when it does not hold.
"""

import argparse
import os
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from data import PAD, decode, fen, load_records  # noqa: E402
from model import EVAL_SCALE, Net  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--net", required=True)
    p.add_argument("--checkpoint", required=True)
    p.add_argument("--data", required=True)
    p.add_argument("--eval", required=True)
    p.add_argument("--positions", type=int, default=200)
    a = p.parse_args()

    records = load_records(a.data)[: a.positions]
    model = Net()
    model.load_state_dict(torch.load(a.checkpoint))
    us, them, _, _ = decode(records)
    with torch.no_grad():
        expected = (model(us, them).double() * EVAL_SCALE).tolist()
    fens = "".join(fen(r) + "\n" for r in records)
    listed = subprocess.run([a.eval, "--features"], input=fens, capture_output=True, text=True, check=True)
    for i, line in enumerate(listed.stdout.splitlines()):
        red, black = ([int(x) for x in half.split()] for half in line.split("|"))
        ours = [sorted(x for x in t[i].tolist() if x != PAD) for t in (us, them)]
        if int(records[i][30]) & 1:
            ours.reverse()
        if ours != [red, black]:
            sys.exit(f"features differ at {fens.splitlines()[i]}: C++ {red} | {black}, Python {ours}")
    out = subprocess.run([a.eval, a.net], input=fens, capture_output=True, text=True, check=True).stdout.split()
    got = [int(x) for x in out]
    diffs = [abs(g - e) for g, e in zip(got, expected)]
    bad = [(f, g, e) for f, g, e, d in zip(fens.split("\n"), got, expected, diffs) if d > 30 + 0.05 * abs(e)]
    mean = sum(diffs) / len(diffs)
    print(f"{len(got)} positions: worst {max(diffs):.1f} cp, mean {mean:.2f} cp, "
          f"largest float score {max(abs(e) for e in expected):.0f} cp")
    for f, g, e in bad[:5]:
        print(f"  {f}: integer {g}, float {e:.1f}")
    if len(got) != len(expected) or bad or mean > 10:
        sys.exit(1)


if __name__ == "__main__":
    main()
