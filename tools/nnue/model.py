"""The float model of the Xiangqi NNUE; core/xiangqi/ai/nnue.h is its integer twin.

feature transformer (EmbeddingBag, sum) -> HALF per perspective, clipped ReLU
(0..1), the side to move's half first -> L1 -> clipped ReLU -> L2 -> clipped
ReLU -> 1. The output is in units of EVAL_SCALE centipawns: sigmoid(output)
is the expected result, as sigmoid(cp / EVAL_SCALE) is for the hand-crafted
evaluation (bench/xiangqi/tune.cpp fitted K = 0.002001 per centipawn, 1 / K = 500).
"""

import torch
from torch import nn

from features import BUCKETS, FEATURE_COUNT, KINDS, SQUARES

HALF = 128
L1 = 32
L2 = 32
EVAL_SCALE = 500
# The quantised ranges (export.py): dense weights are int8 at scale 64.
DENSE_WEIGHT_LIMIT = 127 / 64
OUT_WEIGHT_LIMIT = 32767 / 256
FT_WEIGHT_LIMIT = 32767 / 127 / 40  # 32 active features never overflow int16
# The factor features (a piece on a square, whatever the general's bucket) exist only in
# training: each adds its weights to the same piece-square feature of every bucket, so that
# what the buckets share is learnt from all the positions, and the rarely seen buckets start
# from it. The export folds them into the real features (ft_weights), so the network file and
# the inference do not change. After nnue-pytorch's "virtual features" (the factorised
# HalfKP^ of official-stockfish/nnue-pytorch).
FACTOR_COUNT = KINDS * SQUARES


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.ft = nn.EmbeddingBag(FEATURE_COUNT + 1, HALF, mode="sum", padding_idx=FEATURE_COUNT)
        self.factor = nn.EmbeddingBag(FACTOR_COUNT + 1, HALF, mode="sum", padding_idx=FACTOR_COUNT)
        self.ft_bias = nn.Parameter(torch.full((HALF,), 0.25))
        self.l1 = nn.Linear(2 * HALF, L1)
        self.l2 = nn.Linear(L1, L2)
        self.out = nn.Linear(L2, 1)
        with torch.no_grad():
            self.ft.weight.uniform_(-0.05, 0.05)
            self.ft.weight[FEATURE_COUNT].zero_()
            self.factor.weight.zero_()

    def transform(self, features):
        """One perspective's feature-transformer sums (before the clipped ReLU)."""
        factors = torch.where(features == FEATURE_COUNT, FACTOR_COUNT, features % FACTOR_COUNT)
        return self.ft(features) + self.factor(factors) + self.ft_bias

    def ft_weights(self):
        """The real features' weights with the factors folded in, as the network file holds them."""
        return self.ft.weight[:FEATURE_COUNT] + self.factor.weight[:FACTOR_COUNT].repeat(BUCKETS, 1)

    def forward(self, us, them):
        x = torch.cat([self.transform(us), self.transform(them)], dim=1).clamp(0, 1)
        x = self.l1(x).clamp(0, 1)
        x = self.l2(x).clamp(0, 1)
        return self.out(x)[:, 0]

    def clip(self):
        """Keeps the weights inside what the integer network can hold."""
        with torch.no_grad():
            # Each half of the limit, so that their sum keeps within it.
            self.ft.weight.clamp_(-FT_WEIGHT_LIMIT / 2, FT_WEIGHT_LIMIT / 2)
            self.factor.weight.clamp_(-FT_WEIGHT_LIMIT / 2, FT_WEIGHT_LIMIT / 2)
            self.l1.weight.clamp_(-DENSE_WEIGHT_LIMIT, DENSE_WEIGHT_LIMIT)
            self.l2.weight.clamp_(-DENSE_WEIGHT_LIMIT, DENSE_WEIGHT_LIMIT)
            self.out.weight.clamp_(-OUT_WEIGHT_LIMIT, OUT_WEIGHT_LIMIT)


def loss_fn(output, score, result, lam):
    """Stockfish's trainer's loss (official-stockfish/nnue-pytorch, model.py): the
    target blends the search score through a sigmoid at the evaluation's scale
    with the game's result, target = lam * sigmoid(score / scale) + (1 - lam) *
    result, and the prediction is sigmoid(output); the error is squared."""
    target = lam * torch.sigmoid(score / EVAL_SCALE) + (1 - lam) * result
    return ((torch.sigmoid(output) - target) ** 2).mean()
