#include "move_description.h"

namespace pinqi::xiangqi {
namespace {

int file_number(Color c, Square s) {
    return c == Red ? 9 - file_of(s) : file_of(s) + 1;
}

}  // namespace

MoveDescription describe(const Position& pos, Move m) {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece p = pos.piece_on(from);
    MoveDescription d{};
    d.mover = color_of(p);
    d.type = type_of(p);
    d.file = file_number(d.mover, from);
    d.tandem = 0;
    d.place = 0;
    for (int rank = 0; rank < RankCount; ++rank) {
        const Square s = make_square(file_of(from), rank);
        if (pos.piece_on(s) != p) continue;
        ++d.tandem;
        if (relative_rank(d.mover, s) > relative_rank(d.mover, from)) ++d.place;
    }
    d.multi_file = false;
    if (d.type == Soldier && d.tandem >= 2) {
        for (int file = 0; file < FileCount; ++file) {
            if (file == file_of(from)) continue;
            int n = 0;
            for (int rank = 0; rank < RankCount; ++rank)
                n += pos.piece_on(make_square(file, rank)) == p;
            if (n >= 2) d.multi_file = true;
        }
    }
    const int dr = relative_rank(d.mover, to) - relative_rank(d.mover, from);
    d.direction = dr > 0 ? '+' : dr < 0 ? '-' : '.';
    const bool straight =
        d.type == Chariot || d.type == Cannon || d.type == Soldier || d.type == General;
    d.number = (d.direction != '.' && straight) ? (dr > 0 ? dr : -dr) : file_number(d.mover, to);
    return d;
}

}  // namespace pinqi::xiangqi
