#include "move_description.h"
#include "notation.h"
#include "notation_match.h"

namespace pinqi::xiangqi {
namespace {

constexpr char32_t RedNumerals[] = U"一二三四五六七八九";
constexpr char32_t BlackDigits[] = U"１２３４５６７８９";
constexpr char32_t RedPieces[] = U" 车马相仕帅炮兵";
constexpr char32_t BlackPieces[] = U" 车马象士将炮卒";
constexpr char32_t Front = U'前', Middle = U'中', Rear = U'后';

char32_t number(Color c, int n) {
    return c == Red ? RedNumerals[n - 1] : BlackDigits[n - 1];
}
char32_t piece(Color c, PieceType t) {
    return c == Red ? RedPieces[t] : BlackPieces[t];
}
char32_t direction(char d) {
    return d == '+' ? U'进' : d == '-' ? U'退' : U'平';
}

std::u32string write32(const Position& pos, Move m, bool file_form) {
    const MoveDescription d = describe(pos, m);
    const char32_t name = piece(d.mover, d.type);
    std::u32string out;
    const bool front = d.place == 0, rear = d.place == d.tandem - 1;
    if (d.tandem <= 1 || file_form) {
        out = {name, number(d.mover, d.file)};
    } else if (d.type != Soldier || (!d.multi_file && d.tandem == 2)) {
        out = {front ? Front : Rear, name};
    } else if (d.multi_file) {
        out = {front ? Front : rear ? Rear : Middle, number(d.mover, d.file)};
    } else if (d.tandem == 3) {
        out = {front ? Front : rear ? Rear : Middle, name};
    } else {
        // Four or five soldiers on one file are counted from the front.
        out = {RedNumerals[d.place], name};
    }
    out += direction(d.direction);
    out += number(d.mover, d.number);
    return out;
}

std::string write(const Position& pos, Move m, bool file_form) {
    std::string out;
    for (char32_t cp : write32(pos, m, file_form)) detail::append_utf8(out, cp);
    return out;
}

// Folds traditional characters, both colours' piece names and every digit style together.
char32_t fold(char32_t c) {
    // Black's full-width digits and plain digits are one; Red's numerals stay distinct.
    for (int i = 0; i < 9; ++i)
        if (c == BlackDigits[i]) return U'1' + i;
    switch (c) {
        case U'車':
        case U'俥':
            return U'车';
        case U'馬':
        case U'傌':
            return U'马';
        case U'象':
            return U'相';
        case U'士':
            return U'仕';
        case U'帥':
        case U'将':
        case U'將':
            return U'帅';
        case U'砲':
        case U'包':
            return U'炮';
        case U'卒':
            return U'兵';
        case U'進':
            return U'进';
        case U'後':
            return U'后';
        default:
            return c;
    }
}

std::u32string normalize(std::string_view text) {
    std::u32string out = detail::decode_utf8(text);
    for (char32_t& c : out) c = fold(c);
    return out;
}

bool well_formed(std::string_view text) {
    const std::u32string t = normalize(text);
    if (t.size() != 4) return false;
    auto in = [](char32_t c, std::u32string_view set) {
        return set.find(c) != std::u32string_view::npos;
    };
    const std::u32string_view pieces = U"车马相仕帅炮兵";
    const std::u32string_view digits = U"123456789一二三四五六七八九";
    const std::u32string_view places = U"前中后";
    return (in(t[0], pieces) || in(t[0], places) || in(t[0], digits)) &&
           (in(t[1], pieces) || in(t[1], digits)) && in(t[2], U"进退平") && in(t[3], digits);
}

// Red writes files and steps in Chinese numerals, Black in (full-width) digits.
bool digits_match_side(std::string_view text, Color side) {
    const std::u32string t = normalize(text);
    for (size_t i : {size_t(1), size_t(3)}) {
        const bool numeral =
            std::u32string_view(RedNumerals).find(t[i]) != std::u32string_view::npos;
        const bool digit = t[i] >= U'1' && t[i] <= U'9';
        if ((side == Red && digit) || (side == Black && numeral)) return false;
    }
    return true;
}

}  // namespace

std::string to_chinese(const Position& pos, Move m) {
    return write(pos, m, false);
}

ParsedMove parse_chinese(Position& pos, std::string_view text) {
    if (!well_formed(text))
        return {NoMove,
                Status::fail("bad_notation", quote(text) + " is not a Chinese move like 炮二平五")};
    if (!digits_match_side(text, pos.side_to_move()))
        return {NoMove, Status::fail("bad_notation",
                                     quote(text) + (pos.side_to_move() == Red
                                                        ? " uses digits; Red's moves are written "
                                                          "with Chinese numerals (一 to 九)"
                                                        : " uses Chinese numerals; Black's moves "
                                                          "are written with digits (１ to ９)"))};
    return detail::match_relative(pos, text, write, normalize);
}

}  // namespace pinqi::xiangqi
