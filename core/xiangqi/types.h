#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

// The vocabulary of the Xiangqi rules: colours, pieces, squares and moves.
// Squares are numbered rank * 9 + file, with file a = 0 on Red's left and
// rank 0 = Red's back rank, so ICCS "e3" is square 31.
namespace pinqi::xiangqi {

enum Color : std::uint8_t { Red = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : std::uint8_t {
    NoPieceType = 0,
    Chariot = 1,
    Horse = 2,
    Elephant = 3,
    Advisor = 4,
    General = 5,
    Cannon = 6,
    Soldier = 7,
};

// A piece is its type plus 8 for Black; 0 is an empty point.
enum Piece : std::uint8_t { NoPiece = 0 };
constexpr Piece make_piece(Color c, PieceType t) {
    return Piece((c << 3) | t);
}
constexpr PieceType type_of(Piece p) {
    return PieceType(p & 7);
}
constexpr Color color_of(Piece p) {
    return Color(p >> 3);
}

using Square = int;
constexpr int FileCount = 9;
constexpr int RankCount = 10;
constexpr int SquareCount = 90;
constexpr Square NoSquare = -1;

constexpr int file_of(Square s) {
    return s % FileCount;
}
constexpr int rank_of(Square s) {
    return s / FileCount;
}
constexpr Square make_square(int file, int rank) {
    return rank * FileCount + file;
}
constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < FileCount && rank >= 0 && rank < RankCount;
}

// Red's half is ranks 0-4, Black's ranks 5-9.
constexpr bool on_own_side(Color c, Square s) {
    return c == Red ? rank_of(s) <= 4 : rank_of(s) >= 5;
}
constexpr bool in_palace(Color c, Square s) {
    const int f = file_of(s), r = rank_of(s);
    return f >= 3 && f <= 5 && (c == Red ? r <= 2 : r >= 7);
}
// Ranks counted from the side's own back rank (0..9).
constexpr int relative_rank(Color c, Square s) {
    return c == Red ? rank_of(s) : 9 - rank_of(s);
}

// A move packs from (low 7 bits) and to (next 7 bits); 0 is "no move".
using Move = std::uint16_t;
constexpr Move NoMove = 0;
constexpr Move make_move(Square from, Square to) {
    return Move(from | (to << 7));
}
constexpr Square from_sq(Move m) {
    return m & 0x7F;
}
constexpr Square to_sq(Move m) {
    return (m >> 7) & 0x7F;
}

using Key = std::uint64_t;

constexpr int MaxMoves = 192;  // the real maximum of legal moves is well below this

// A failed parse or rule check: a stable code for programs, a finer code where
// one helps a UI say why, and a message for developers.
struct Status {
    std::string code;     // empty when everything went well
    std::string message;  // names what is wrong
    std::string why;      // e.g. "self_check" for an illegal move; may be empty
    bool ok() const { return code.empty(); }
    static Status success() { return {}; }
    static Status fail(std::string c, std::string m, std::string w = {}) {
        Status s;
        s.code = std::move(c);
        s.message = std::move(m);
        s.why = std::move(w);
        return s;
    }
};

// 'text' in single quotes, for messages. Built by appending: GCC 12 misreports
// "'" + std::string(...) under -O3 as overlapping memcpy (-Wrestrict).
inline std::string quote(std::string_view text) {
    std::string out(1, '\'');
    out.append(text);
    out.push_back('\'');
    return out;
}

inline std::string square_name(Square s) {
    return {char('a' + file_of(s)), char('0' + rank_of(s))};
}

}  // namespace pinqi::xiangqi
