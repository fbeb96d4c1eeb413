#include "notation.h"

#include "move_description.h"
#include "movegen.h"
#include "notation_match.h"

namespace pinqi::xiangqi {

namespace detail {

std::u32string decode_utf8(std::string_view text) {
    std::u32string out;
    for (size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const int extra = c < 0x80         ? 0
                          : (c >> 5) == 6  ? 1
                          : (c >> 4) == 14 ? 2
                          : (c >> 3) == 30 ? 3
                                           : -1;
        if (extra < 0) return U"\uFFFD";
        char32_t cp = extra == 0 ? c : (c & (0x3F >> extra));
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= text.size()) return U"\uFFFD";
            const unsigned char cc = static_cast<unsigned char>(text[i + k]);
            if ((cc >> 6) != 2) return U"\uFFFD";
            cp = (cp << 6) | (cc & 0x3F);
        }
        out.push_back(cp);
        i += 1 + extra;
    }
    return out;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

ParsedMove match_relative(Position& pos, std::string_view text, RelativeWriter write,
                          Normalizer normalize) {
    const std::u32string wanted = normalize(text);
    const std::string quoted = quote(text);
    MoveList legal;
    generate_legal(pos, legal);
    Move found = NoMove;
    int matches = 0;
    for (Move m : legal)
        if (normalize(write(pos, m, false)) == wanted) found = m, ++matches;
    if (matches == 1) return {found, Status::success()};
    if (matches > 1) return {NoMove, Status::fail("ambiguous", quoted + " fits several moves")};

    // Naming a piece by its file while another of its kind shares the file.
    matches = 0;
    for (Move m : legal)
        if (normalize(write(pos, m, true)) == wanted) found = m, ++matches;
    if (matches == 1) {
        // Advisors and elephants on one file can never make the same move, so
        // the file alone is unambiguous for them (a common convention).
        const PieceType t = type_of(pos.piece_on(from_sq(found)));
        if (t == Advisor || t == Elephant) return {found, Status::success()};
    }
    if (matches >= 1)
        return {NoMove,
                Status::fail("ambiguous", quoted + ": two pieces of that kind share the file; "
                                                   "name them front (+, 前) or rear (-, 后)")};

    MoveList pseudo;
    generate_pseudo_legal(pos, pseudo);
    for (Move m : pseudo)
        if (normalize(write(pos, m, false)) == wanted || normalize(write(pos, m, true)) == wanted)
            return {NoMove,
                    Status::fail("illegal_move", quoted + " would leave your general in check",
                                 "self_check")};
    return {NoMove,
            Status::fail("illegal_move", quoted + " names no move your pieces can make here",
                         "no_such_move")};
}

}  // namespace detail

std::string format_move(const Position& pos, Move m, Notation n) {
    switch (n) {
        case Notation::Wxf:
            return to_wxf(pos, m);
        case Notation::Chinese:
            return to_chinese(pos, m);
        default:
            return to_iccs(m);
    }
}

ParsedMove parse_move(Position& pos, std::string_view text) {
    bool ascii = true;
    for (char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (!ascii) return parse_chinese(pos, text);
    auto file = [](char c) { return (c >= 'a' && c <= 'i') || (c >= 'A' && c <= 'I'); };
    auto digit = [](char c) { return c >= '0' && c <= '9'; };
    const bool iccs =
        (text.size() == 4 && file(text[0]) && digit(text[1]) && file(text[2]) && digit(text[3])) ||
        (text.size() == 5 && file(text[0]) && digit(text[1]) && text[2] == '-' && file(text[3]) &&
         digit(text[4]));
    return iccs ? parse_iccs(pos, text) : parse_wxf(pos, text);
}

}  // namespace pinqi::xiangqi
