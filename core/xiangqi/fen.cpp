#include "fen.h"

#include <vector>

#include "validation.h"

namespace pinqi::xiangqi {
namespace {

PieceType type_from_letter(char lower) {
    switch (lower) {
        case 'r':
            return Chariot;
        case 'n':
        case 'h':
            return Horse;
        case 'b':
        case 'e':
            return Elephant;
        case 'a':
            return Advisor;
        case 'k':
            return General;
        case 'c':
            return Cannon;
        case 'p':
            return Soldier;
        default:
            return NoPieceType;
    }
}

char letter_of(Piece p) {
    static const char letters[] = " rnbakcp";
    const char c = letters[type_of(p)];
    return color_of(p) == Red ? char(c - 'a' + 'A') : c;
}

Status bad(std::string message) {
    return Status::fail("bad_fen", std::move(message));
}

// At most nine digits (MaxFenCounter), so the value always fits an int.
bool parse_counter(std::string_view text, int& value) {
    if (text.empty() || text.size() > 9) return false;
    value = 0;
    for (char ch : text) {
        if (ch < '0' || ch > '9') return false;
        value = value * 10 + (ch - '0');
    }
    return true;
}

std::vector<std::string_view> split_fields(std::string_view text) {
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ') ++j;
        if (j > i) fields.push_back(text.substr(i, j - i));
        i = j;
    }
    return fields;
}

}  // namespace

Status parse_fen(std::string_view fen, Position& out) {
    const auto fields = split_fields(fen);
    if (fields.empty()) return bad("FEN is empty");
    if (fields.size() == 1) return bad("FEN has no side-to-move field");
    if (fields.size() > 6) return bad("FEN has more than six fields");

    Position pos;
    const std::string_view board = fields[0];
    int rank = 9, file = 0;
    int pieces[2] = {0, 0};
    for (char ch : board) {
        const int row = 10 - rank;  // 1-based row from the top, as people count in a FEN
        if (ch == '/') {
            if (file != 9)
                return bad("FEN row " + std::to_string(row) + " covers " + std::to_string(file) +
                           " files, expected 9");
            if (--rank < 0) return bad("FEN board has more than 10 rows");
            file = 0;
        } else if (ch >= '1' && ch <= '9') {
            file += ch - '0';
            if (file > 9)
                return bad("FEN row " + std::to_string(row) + " covers more than 9 files");
        } else {
            const bool red = ch >= 'A' && ch <= 'Z';
            const PieceType t = type_from_letter(red ? char(ch - 'A' + 'a') : ch);
            if (t == NoPieceType)
                return bad(std::string("FEN has an unknown piece letter '") + ch + "'");
            if (file >= 9)
                return bad("FEN row " + std::to_string(row) + " covers more than 9 files");
            const Color c = red ? Red : Black;
            if (++pieces[c] > 16)
                return bad(std::string(red ? "Red" : "Black") + " has more than 16 pieces");
            pos.put_piece(make_piece(c, t), make_square(file, rank));
            ++file;
        }
    }
    if (rank != 0) return bad("FEN board has " + std::to_string(10 - rank) + " rows, expected 10");
    if (file != 9) return bad("FEN row 10 covers " + std::to_string(file) + " files, expected 9");

    const std::string_view side = fields[1];
    if (side == "w" || side == "r")
        pos.set_side_to_move(Red);
    else if (side == "b")
        pos.set_side_to_move(Black);
    else
        return bad("FEN side to move is '" + std::string(side) + "', expected w, r or b");

    for (size_t i = 2; i < 4 && i < fields.size(); ++i)
        if (fields[i] != "-")
            return bad("FEN field " + std::to_string(i + 1) + " is '" + std::string(fields[i]) +
                       "', expected '-' (Xiangqi has no castling or en passant)");
    int plies = 0, fullmove = 1;
    if (fields.size() >= 5 && !parse_counter(fields[4], plies))
        return bad("FEN plies-since-capture counter '" + std::string(fields[4]) +
                   "' is not a number from 0 to 999999999");
    if (fields.size() >= 6 && (!parse_counter(fields[5], fullmove) || fullmove < 1))
        return bad("FEN move number '" + std::string(fields[5]) +
                   "' is not a number from 1 to 999999999");
    pos.set_counters(plies, fullmove);

    Status s = validate(pos);
    if (!s.ok()) return s;
    out = pos;
    return Status::success();
}

std::string to_fen(const Position& pos) {
    std::string fen;
    for (int rank = 9; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 9; ++file) {
            const Piece p = pos.piece_on(make_square(file, rank));
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty);
            empty = 0;
            fen += letter_of(p);
        }
        if (empty) fen += char('0' + empty);
        if (rank) fen += '/';
    }
    fen += pos.side_to_move() == Red ? " w - - " : " b - - ";
    fen += std::to_string(pos.plies_since_capture()) + " " + std::to_string(pos.fullmove_number());
    return fen;
}

}  // namespace pinqi::xiangqi
