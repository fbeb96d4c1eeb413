// The ICCS, WXF and Chinese move parsers on arbitrary text. The first line,
// if it is a valid FEN, sets the position (else the start position is used);
// the rest is the move. An accepted move is legal, parsing never changes the
// position, and the move's own notation parses back to it.
#include "fuzz_support.h"
#include "xiangqi_reference.h"

using namespace pinqi::xiangqi;
namespace ref = pinqi::reliability::xiangqi_ref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 1024) return 0;
    std::string_view text = pinqi::fuzz::as_text(data, size);
    Position pos;
    parse_fen(StartFen, pos);
    if (const auto newline = text.find('\n'); newline != std::string_view::npos) {
        Position custom;
        if (parse_fen(text.substr(0, newline), custom).ok()) pos = custom;
        text.remove_prefix(newline + 1);
    }
    const ref::Snapshot before = ref::snapshot(pos);
    const ParsedMove parsed[] = {parse_iccs(pos, text), parse_wxf(pos, text),
                                 parse_chinese(pos, text), parse_move(pos, text)};
    pinqi::fuzz::require(ref::snapshot(pos) == before, "parsing a move changes nothing");
    for (const ParsedMove& m : parsed) {
        if (!m.status.ok()) {
            pinqi::fuzz::require(!m.status.code.empty() && !m.status.message.empty(),
                                 "a rejection has a reason");
            continue;
        }
        pinqi::fuzz::require(is_legal(pos, m.move), "a parsed move is legal");
        pinqi::fuzz::require(ref::check_notation_round_trip(pos, m.move), "notation round trip");
    }
    return 0;
}
