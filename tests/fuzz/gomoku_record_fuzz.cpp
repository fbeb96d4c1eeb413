// The Gomoku record reader and the point notation on arbitrary text. An
// accepted record is a game whose outcome matches a whole-board scan and
// which round-trips through its own record.
#include "fuzz_support.h"
#include "gomoku_reference.h"

using namespace pinqi::gomoku;
namespace ref = pinqi::reliability::gomoku_ref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    const std::string_view text = pinqi::fuzz::as_text(data, size);
    for (int board = MinSize; board <= MaxSize; ++board)
        if (const auto p = parse_notation(text, board)) {
            pinqi::fuzz::require(p->x >= 0 && p->y >= 0 && p->x < board && p->y < board,
                                 "notation on the board");
            std::string lower(text);
            for (char& c : lower)
                if (c >= 'A' && c <= 'Z')
                    c = char(c - 'A' + 'a');  // the column letter may be upper case
            pinqi::fuzz::require(to_notation(*p, board) == lower,
                                 "notation is canonical up to case");
        }
    const RecordResult r = parse_record(text);
    if (!r.ok) {
        pinqi::fuzz::require(!r.error.empty(), "a rejection has a reason");
        pinqi::fuzz::require(r.game.history().empty(), "a rejected record applies nothing");
        return 0;
    }
    pinqi::fuzz::require(ref::check_outcome(r.game), "imported outcome");
    pinqi::fuzz::require(ref::check_record_round_trip(r.game), "record round trip");
    return 0;
}
