#include "move_description.h"
#include "notation.h"
#include "notation_match.h"

namespace pinqi::xiangqi {
namespace {

char letter(PieceType t) {
    return " RHEAKCP"[t];
}
char digit(int n) {
    return char('0' + n);
}

// The part naming the piece: type and file, or its place among tandem pieces.
std::string piece_part(const MoveDescription& d, bool file_form) {
    const char l = letter(d.type);
    if (d.tandem <= 1 || file_form) return {l, digit(d.file)};
    const bool front = d.place == 0, rear = d.place == d.tandem - 1;
    if (d.type != Soldier || (!d.multi_file && d.tandem == 2)) return {l, front ? '+' : '-'};
    // Tandem soldiers, per the WXF notation rules.
    if (d.multi_file) return {digit(d.file), front ? '+' : rear ? '-' : digit(d.file)};
    if (d.tandem == 3) return {l, front ? '+' : rear ? '-' : digit(d.file)};
    if (front) return "++";
    if (rear) return "--";
    if (d.place == 1) return {l, '+'};
    if (d.place == d.tandem - 2) return {l, '-'};
    return {l, digit(d.file)};
}

std::string write(const Position& pos, Move m, bool file_form) {
    const MoveDescription d = describe(pos, m);
    return piece_part(d, file_form) + d.direction + digit(d.number);
}

std::u32string normalize(std::string_view text) {
    std::u32string out;
    for (char c : text) {
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
        if (c == 'N') c = 'H';
        if (c == 'B') c = 'E';
        if (c == '=') c = '.';
        out.push_back(char32_t(static_cast<unsigned char>(c)));
    }
    return out;
}

bool well_formed(std::string_view t) {
    if (t.size() != 4) return false;
    auto in = [](char c, std::string_view set) { return set.find(c) != std::string_view::npos; };
    return in(t[0], "KAEHRCPNBkaehrcpnb+-123456789") && in(t[1], "+-123456789") &&
           in(t[2], "+-.=") && in(t[3], "123456789");
}

}  // namespace

std::string to_wxf(const Position& pos, Move m) {
    return write(pos, m, false);
}

ParsedMove parse_wxf(Position& pos, std::string_view text) {
    if (!well_formed(text))
        return {NoMove,
                Status::fail("bad_notation", quote(text) + " is not a WXF move like C2.5 or H8+7")};
    return detail::match_relative(pos, text, write, normalize);
}

}  // namespace pinqi::xiangqi
