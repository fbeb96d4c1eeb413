"""The network's input features, feature set 1: the same indices as
core/xiangqi/ai/nnue_features.h (see there for the definition).

Per perspective: the board seen from that side (Black's ranks flipped), mirrored
across the central file when that side's general stands right of it; the
general's square (files d-e, ranks 0-2 of the palace) is the bucket (0..5).
feature = bucket * 1260 + kind * 90 + square, kind = type - 1 for the
perspective's own pieces and 7 + type - 1 for the other side's.
"""

import torch

BUCKETS = 6
KINDS = 14
SQUARES = 90
FEATURE_COUNT = BUCKETS * KINDS * SQUARES
GENERAL = 5


def features(board, pad):
    """Both perspectives' active features of (B, 90) boards (pieces as in data.py):
    two (B, 32) long tensors, Red's and Black's, padded with `pad`."""
    b = board.shape[0]
    squares = torch.arange(SQUARES)
    file, rank = squares % 9, squares // 9
    occupied = board != 0
    colour = board >> 3
    kind_type = (board & 7) - 1
    out = []
    for perspective in (0, 1):
        rel_rank = rank if perspective == 0 else 9 - rank
        general = (board == (GENERAL + 8 * perspective)).long().argmax(1)  # its square (0 when none)
        g_file = file[general]
        g_rank = rel_rank[general].clamp(max=2)
        mirror = g_file > 4
        g_col = torch.where(mirror, 8 - g_file, g_file)
        bucket = torch.where(g_col >= 4, 3, 0) + g_rank
        f = torch.where(mirror.unsqueeze(1), 8 - file.unsqueeze(0), file.unsqueeze(0))
        rel = rel_rank.unsqueeze(0) * 9 + f
        kind = torch.where(colour == perspective, kind_type, 7 + kind_type)
        index = bucket.unsqueeze(1) * (KINDS * SQUARES) + kind * SQUARES + rel
        index = torch.where(occupied, index, torch.full_like(index, pad))
        # The occupied squares first, then padding: 32 slots suffice.
        order = torch.argsort((~occupied).int(), dim=1, stable=True)[:, :32]
        out.append(torch.gather(index, 1, order))
    return out[0], out[1]
