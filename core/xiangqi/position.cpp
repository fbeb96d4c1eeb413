#include "position.h"

#include "geometry.h"
#include "zobrist.h"

namespace pinqi::xiangqi {

void Position::clear() {
    for (auto& p : board_) p = NoPiece;
    for (auto& s : slot_) s = 0;
    count_[Red] = count_[Black] = 0;
    general_[Red] = general_[Black] = NoSquare;
    side_ = Red;
    key_ = 0;
    plies_since_capture_ = 0;
    fullmove_ = 1;
}

void Position::put_piece(Piece p, Square s) {
    if (board_[s] != NoPiece) remove_piece(s);
    const Color c = color_of(p);
    if (count_[c] >= 16) return;  // validation reports the excess; the list cannot hold it
    board_[s] = p;
    slot_[s] = count_[c];
    list_[c][count_[c]++] = std::uint8_t(s);
    if (type_of(p) == General) general_[c] = s;
    key_ ^= zobrist::keys().piece_square[p][s];
}

void Position::remove_piece(Square s) {
    const Piece p = board_[s];
    if (p == NoPiece) return;
    const Color c = color_of(p);
    const int slot = slot_[s];
    const std::uint8_t last = list_[c][--count_[c]];
    list_[c][slot] = last;
    slot_[last] = std::uint8_t(slot);
    board_[s] = NoPiece;
    if (type_of(p) == General && general_[c] == s) general_[c] = NoSquare;
    key_ ^= zobrist::keys().piece_square[p][s];
}

void Position::set_side_to_move(Color c) {
    if (c != side_) key_ ^= zobrist::keys().black_to_move;
    side_ = c;
}

void Position::set_counters(int plies_since_capture, int fullmove_number) {
    plies_since_capture_ = plies_since_capture;
    fullmove_ = fullmove_number;
}

int Position::count(Color c, PieceType t) const {
    int n = 0;
    for (int i = 0; i < count_[c]; ++i) n += type_of(board_[list_[c][i]]) == t;
    return n;
}

Key Position::key_after(Move m) const {
    const auto& z = zobrist::keys();
    const Square from = from_sq(m), to = to_sq(m);
    const Piece p = board_[from], captured = board_[to];
    Key k = key_ ^ z.black_to_move ^ z.piece_square[p][from] ^ z.piece_square[p][to];
    if (captured != NoPiece) k ^= z.piece_square[captured][to];
    return k;
}

UndoInfo Position::do_move(Move m) {
    const auto& z = zobrist::keys();
    const Square from = from_sq(m), to = to_sq(m);
    const Piece p = board_[from];
    const Piece captured = board_[to];
    UndoInfo u{key_, captured, slot_[to], plies_since_capture_, fullmove_};
    if (captured != NoPiece) {
        // Swap the last piece of the list into the captured slot; undo reverses this exactly.
        const Color them = color_of(captured);
        const std::uint8_t last = list_[them][--count_[them]];
        list_[them][slot_[to]] = last;
        slot_[last] = slot_[to];
        key_ ^= z.piece_square[captured][to];
        plies_since_capture_ = 0;
    } else {
        plies_since_capture_ += plies_since_capture_ < MaxFenCounter;
    }
    board_[to] = p;
    board_[from] = NoPiece;
    slot_[to] = slot_[from];
    list_[side_][slot_[to]] = std::uint8_t(to);
    if (type_of(p) == General) general_[side_] = to;
    key_ ^= z.piece_square[p][from] ^ z.piece_square[p][to] ^ z.black_to_move;
    fullmove_ += side_ == Black && fullmove_ < MaxFenCounter;
    side_ = ~side_;
    return u;
}

void Position::undo_move(Move m, const UndoInfo& u) {
    const Square from = from_sq(m), to = to_sq(m);
    side_ = ~side_;
    const Piece p = board_[to];
    board_[from] = p;
    slot_[from] = slot_[to];
    list_[side_][slot_[from]] = std::uint8_t(from);
    if (type_of(p) == General) general_[side_] = from;
    board_[to] = u.captured;
    if (u.captured != NoPiece) {
        const Color them = ~side_;
        const std::uint8_t moved = list_[them][u.captured_slot];
        list_[them][count_[them]] = moved;
        slot_[moved] = count_[them]++;
        list_[them][u.captured_slot] = std::uint8_t(to);
        slot_[to] = u.captured_slot;
    }
    key_ = u.key;
    plies_since_capture_ = u.plies_since_capture;
    fullmove_ = u.fullmove_number;
}

void Position::do_null_move() {
    side_ = ~side_;
    key_ ^= zobrist::keys().black_to_move;
}

bool Position::square_attacked_by(Square s, Color by) const {
    const auto& t = geometry::tables();
    const Piece chariot = make_piece(by, Chariot), cannon = make_piece(by, Cannon);
    const Piece general = make_piece(by, General);
    for (int d = 0; d < 4; ++d) {
        const std::uint8_t* ray = t.ray[s][d];
        const int len = t.ray_length[s][d];
        int i = 0;
        while (i < len && board_[ray[i]] == NoPiece) ++i;
        if (i == len) continue;
        const Piece first = board_[ray[i]];
        // The generals may not face each other on an open file.
        if (first == chariot || (first == general && d <= geometry::South)) return true;
        ++i;
        while (i < len && board_[ray[i]] == NoPiece) ++i;
        if (i < len && board_[ray[i]] == cannon) return true;
    }
    const Piece horse = make_piece(by, Horse);
    for (int i = 0; i < t.horse_attacker_count[s]; ++i) {
        const auto& a = t.horse_attackers[s][i];
        if (board_[a.to] == horse && board_[a.block] == NoPiece) return true;
    }
    const Piece soldier = make_piece(by, Soldier);
    for (int i = 0; i < t.soldier_attacker_count[by][s]; ++i)
        if (board_[t.soldier_attackers[by][s][i]] == soldier) return true;
    return false;
}

bool Position::general_attacked(Color c) const {
    return general_[c] != NoSquare && square_attacked_by(general_[c], ~c);
}

bool Position::is_safe(Move m) {
    const Square from = from_sq(m), to = to_sq(m);
    const Piece p = board_[from], captured = board_[to];
    board_[to] = p;
    board_[from] = NoPiece;
    const Square g = type_of(p) == General ? to : general_[side_];
    const bool safe = !square_attacked_by(g, ~side_);
    board_[from] = p;
    board_[to] = captured;
    return safe;
}

}  // namespace pinqi::xiangqi
