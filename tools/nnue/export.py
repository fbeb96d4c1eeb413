"""Writes a trained model as the versioned integer network file that
core/xiangqi/ai/nnue.h reads (the format is documented there).

Quantisation: feature transformer int16 at scale 127; l1 and l2 weights int8 at
scale 64, biases int32 at 127 * 64; output weights int16 at 256, bias int32 at
127 * 256. Values are rounded to nearest and clipped to their type.
"""

import struct

import torch

from model import EVAL_SCALE, HALF, L1, L2

FORMAT_VERSION = 1
FEATURE_SET = 1
OUT_WEIGHT_SCALE = 256


def _q(t, scale, lo, hi, dtype):
    return (t.detach().double() * scale).round().clamp(lo, hi).to(dtype)


def _bytes(t):
    return bytes(t.contiguous().view(torch.uint8).flatten().tolist())


def export(model, path, description):
    desc = description.encode("utf-8")
    header = b"PQNN" + struct.pack("<7I", FORMAT_VERSION, FEATURE_SET, HALF, L1, L2, EVAL_SCALE, len(desc)) + desc
    i16 = (-32768, 32767, torch.int16)
    i32 = (-(2**31), 2**31 - 1, torch.int32)
    i8 = (-127, 127, torch.int8)
    parts = [
        _q(model.ft_bias, 127, *i16),
        _q(model.ft_weights(), 127, *i16),
        _q(model.l1.bias, 127 * 64, *i32),
        _q(model.l1.weight, 64, *i8),
        _q(model.l2.bias, 127 * 64, *i32),
        _q(model.l2.weight, 64, *i8),
        _q(model.out.bias, 127 * OUT_WEIGHT_SCALE, *i32),
        _q(model.out.weight[0], OUT_WEIGHT_SCALE, *i16),
    ]
    with open(path, "wb") as f:
        f.write(header)
        for p in parts:
            f.write(_bytes(p))
