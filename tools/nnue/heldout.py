"""A network and the hand-crafted evaluation, scored on the positions train.py held out.

  /usr/bin/python3 tools/nnue/heldout.py --data DATA.bin --net NET.pqnn \
      [--seed 1] [--positions 20000] [--eval build/native/bin/xiangqi_nnue_eval]

Takes the same held-out 5% as train.py with the same --seed and data, and prints the
training loss (model.py's loss_fn) of both evaluations, each through the same sigmoid,
for lambda 1 (the search scores alone), 0.7 and 0 (the results alone). The integer
network's scores come from the C++ code (xiangqi_nnue_eval NET), the hand-crafted
evaluation's from `xiangqi_nnue_eval --hand-crafted`. A cheap look before a match: the
hand-crafted evaluation is what the data's searches stood on, so a network that scores
those searches better than it does has learnt something beyond it (a match says whether
it plays better).
"""

import argparse
import os
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from data import decode, fen, load_records  # noqa: E402
from model import EVAL_SCALE  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True)
    p.add_argument("--net", required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--positions", type=int, default=20000)
    p.add_argument("--eval", default="build/native/bin/xiangqi_nnue_eval")
    a = p.parse_args()

    torch.manual_seed(a.seed)  # train.py's split: its first draw from this seed
    records = load_records(a.data)
    order = torch.randperm(records.shape[0])
    held = records[order[: max(1, records.shape[0] // 20)]][: a.positions]
    fens = "".join(fen(r) + "\n" for r in held)

    def scores(arg):
        out = subprocess.run([a.eval, arg], input=fens, capture_output=True, text=True, check=True)
        return torch.tensor([float(v) for v in out.stdout.split()])

    network, hand_crafted = scores(a.net), scores("--hand-crafted")
    _, _, score, result = decode(held)
    print(f"{held.shape[0]} held-out positions of {a.data} (seed {a.seed})")
    for lam in (1.0, 0.7, 0.0):
        target = lam * torch.sigmoid(score / EVAL_SCALE) + (1 - lam) * result

        def loss(v):
            return float(((torch.sigmoid(v / EVAL_SCALE) - target) ** 2).mean())

        print(f"lambda {lam}: network {loss(network):.6f}, hand-crafted {loss(hand_crafted):.6f}")


if __name__ == "__main__":
    main()
