#include "movegen.h"
#include "notation.h"

namespace pinqi::xiangqi {

std::string to_iccs(Move m) {
    return square_name(from_sq(m)) + square_name(to_sq(m));
}

ParsedMove parse_iccs(Position& pos, std::string_view text) {
    // "h2e2" as UCI writes it, or the classic upper-case "H2-E2".
    const bool lower = text.size() == 4;
    const bool classic = text.size() == 5 && text[2] == '-';
    auto bad = [&] {
        return ParsedMove{
            NoMove, Status::fail("bad_notation", quote(text) + " is not an ICCS move like h2e2")};
    };
    if (!lower && !classic) return bad();
    const char f1 = text[0], r1 = text[1], f2 = text[classic ? 3 : 2], r2 = text[classic ? 4 : 3];
    const char first = lower ? 'a' : 'A', last = lower ? 'i' : 'I';
    for (char f : {f1, f2})
        if (f < first || f > last) return bad();
    for (char r : {r1, r2})
        if (r < '0' || r > '9') return bad();
    const Square from = make_square(f1 - first, r1 - '0');
    const Square to = make_square(f2 - first, r2 - '0');
    Status s = explain_move(pos, from, to);
    if (!s.ok()) return {NoMove, s};
    return {make_move(from, to), Status::success()};
}

}  // namespace pinqi::xiangqi
