"""Trains the Xiangqi NNUE on xiangqi_nnue_gen's data and exports it.

  /usr/bin/python3 tools/nnue/train.py --data DATA.bin --out NET.pqnn
      [--seed 1] [--epochs 12] [--batch 4096] [--lr 0.002] [--gamma 0.8]
      [--lam 1.0] [--threads 1] [--checkpoint NET.pt] [--name xiangqi-N]

The held-out 5% of the positions (chosen by the seed) measure the loss after
each epoch. The network file's description (JSON) states its name, the data
(positions, and its generator's settings from DATA.bin.progress), the training
command with its base commit, and the last held-out loss. The
float model's weights go to --checkpoint (NET.pt by default), for the export
check (check_export.py).
"""

import argparse
import json
import os
import subprocess
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from data import decode, load_records  # noqa: E402
from export import export  # noqa: E402
from model import Net, loss_fn  # noqa: E402


def base_commit():
    try:
        here = os.path.dirname(os.path.abspath(__file__))
        out = subprocess.run(["git", "-C", here, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        dirty = subprocess.run(["git", "-C", here, "status", "--porcelain"], capture_output=True, text=True)
        return out.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except OSError:
        return "unknown"


def data_settings(path):
    try:
        with open(path + ".progress") as f:
            return f.read().strip().replace("\n", "; ")
    except OSError:
        return "no progress file"


def describe(a, positions, held_out_loss, commit):
    """The network file's description: what made it, enough to make it again."""
    settings = (f"--seed {a.seed} --epochs {a.epochs} --batch {a.batch} --lr {a.lr} --gamma {a.gamma} "
                f"--lam {a.lam} --threads {a.threads}")
    return json.dumps({
        **({"network": a.name} if a.name else {}),
        "data": f"{positions} positions ({os.path.basename(a.data)}): {data_settings(a.data)}",
        "training": f"tools/nnue/train.py of commit {commit}: {settings} (factor features)",
        "held_out_loss": round(held_out_loss, 6),
    })


def evaluate_loss(model, records, batch, lam):
    total, n = 0.0, 0
    with torch.no_grad():
        for i in range(0, records.shape[0], batch):
            us, them, score, result = decode(records[i : i + batch])
            total += loss_fn(model(us, them), score, result, lam).item() * us.shape[0]
            n += us.shape[0]
    return total / max(n, 1)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--checkpoint")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--epochs", type=int, default=12)
    p.add_argument("--batch", type=int, default=4096)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--lam", type=float, default=1.0, help="weight of the search score against the result")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--gamma", type=float, default=0.8, help="the learning rate's factor after each epoch")
    p.add_argument("--name", help="the network's name in its description (for example xiangqi-3)")
    a = p.parse_args()

    torch.manual_seed(a.seed)
    torch.set_num_threads(a.threads)
    records = load_records(a.data)
    n = records.shape[0]
    if n < 20:
        sys.exit(f"{a.data}: {n} positions, too few to train on")
    order = torch.randperm(n)
    held = max(1, n // 20)
    test, train = records[order[:held]], records[order[held:]]
    model = Net()
    opt = torch.optim.Adam(model.parameters(), lr=a.lr)
    schedule = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=a.gamma)
    held_out_loss = evaluate_loss(model, test, a.batch, a.lam)
    print(f"{n} positions ({train.shape[0]} train, {held} held out); start: held-out loss "
          f"{held_out_loss:.6f}", flush=True)
    for epoch in range(a.epochs):
        start = time.time()
        perm = torch.randperm(train.shape[0])
        for i in range(0, train.shape[0], a.batch):
            us, them, score, result = decode(train[perm[i : i + a.batch]])
            loss = loss_fn(model(us, them), score, result, a.lam)
            opt.zero_grad()
            loss.backward()
            opt.step()
            model.clip()
        schedule.step()
        held_out_loss = evaluate_loss(model, test, a.batch, a.lam)
        print(f"epoch {epoch + 1}: train {evaluate_loss(model, train[: 20 * held], a.batch, a.lam):.6f} "
              f"held-out {held_out_loss:.6f} ({time.time() - start:.1f} s)", flush=True)

    description = describe(a, n, held_out_loss, base_commit())
    export(model, a.out, description)
    checkpoint = a.checkpoint or os.path.splitext(a.out)[0] + ".pt"
    torch.save(model.state_dict(), checkpoint)
    print(f"wrote {a.out} ({os.path.getsize(a.out)} bytes) and {checkpoint}")


if __name__ == "__main__":
    main()
