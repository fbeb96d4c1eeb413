#pragma once
#include "position.h"
#include "types.h"

// The relative description shared by WXF and Chinese notation: which piece
// (by file, or by its place among same-type pieces on one file), which way it
// goes, and how far or to which file. Files count 1-9 from the mover's right.
namespace pinqi::xiangqi {

struct MoveDescription {
    Color mover;
    PieceType type;
    int file;         // the moving piece's file number, 1..9
    int tandem;       // same-type pieces of the mover on that file (1 = none other)
    int place;        // 0 = front-most among them
    bool multi_file;  // soldiers only: more than one file holds two or more of them
    char direction;   // '+' forward, '-' backward, '.' sideways
    int number;       // steps for straight movers going +/-, else the target file
};

MoveDescription describe(const Position& pos, Move m);

}  // namespace pinqi::xiangqi
