"""Reader of xiangqi_nnue_gen's training records (the format: tools/nnue/gen.cpp).

Each record is 32 bytes: occupancy (12), pieces as nibbles (16), int16 score
for the side to move, side to move and result, ply. Only torch is needed (no
numpy): Debian's python3-torch is the one dependency.
"""

import os

import torch

from features import FEATURE_COUNT, features

RECORD_BYTES = 32
PAD = FEATURE_COUNT  # the EmbeddingBag's padding index: an empty feature slot
PIECE_LETTERS = " rnbakcp"


def load_records(path):
    """All records of a file as a (N, 32) uint8 tensor; a partial last record is dropped."""
    size = os.path.getsize(path) // RECORD_BYTES * RECORD_BYTES
    with open(path, "rb") as f:
        raw = bytearray(f.read(size))
    if not raw:
        return torch.zeros((0, RECORD_BYTES), dtype=torch.uint8)
    return torch.frombuffer(raw, dtype=torch.uint8).view(-1, RECORD_BYTES)


def boards(records):
    """The boards of (B, 32) records: a (B, 90) long tensor of pieces (0 empty,
    type + 8 for Black), square = rank * 9 + file."""
    b = records.shape[0]
    occ_bytes = records[:, :12].long()
    bits = (occ_bytes.unsqueeze(2) >> torch.arange(8)).bitwise_and(1).view(b, 96)[:, :90]
    packed = records[:, 12:28].long()
    nibbles = torch.stack([packed & 15, packed >> 4], dim=2).view(b, 32)
    slot = (bits.cumsum(1) - 1).clamp(min=0, max=31)
    return torch.gather(nibbles, 1, slot) * bits


def decode(records):
    """Training tensors of (B, 32) records: the side to move's and the other
    side's feature indices (B, 32, padded with PAD), the score (centipawns, side
    to move) and the result (0, 0.5, 1 for the side to move)."""
    board = boards(records)
    flags = records[:, 30].long()
    stm = flags & 1
    result = ((flags >> 1) & 3).float() / 2
    score = (records[:, 28].long() | (records[:, 29].long() << 8)).to(torch.int16).float()
    red, black = features(board, PAD)
    is_black = stm.bool().unsqueeze(1)
    us = torch.where(is_black, black, red)
    them = torch.where(is_black, red, black)
    return us, them, score, result


def fen(record):
    """The FEN of one record (a (32,) uint8 tensor), for the export check."""
    board = boards(record.unsqueeze(0))[0].tolist()
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            p = board[rank * 9 + file]
            if p == 0:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            letter = PIECE_LETTERS[p & 7]
            row += letter.upper() if p < 8 else letter
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + (" b" if int(record[30]) & 1 else " w") + " - - 0 1"
