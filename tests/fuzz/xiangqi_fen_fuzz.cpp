// The Xiangqi FEN parser on arbitrary text. A rejected FEN leaves the target
// position untouched; an accepted one is a consistent position whose FEN
// round-trips and whose every legal move makes and unmakes cleanly.
#include "fuzz_support.h"
#include "xiangqi_reference.h"

using namespace pinqi::xiangqi;
namespace ref = pinqi::reliability::xiangqi_ref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 512) return 0;
    Position pos;
    parse_fen(StartFen, pos);
    const ref::Snapshot start = ref::snapshot(pos);
    const Status s = parse_fen(pinqi::fuzz::as_text(data, size), pos);
    if (!s.ok()) {
        pinqi::fuzz::require(s.code == "bad_fen" && !s.message.empty(),
                             "a rejection has a code and a reason");
        pinqi::fuzz::require(ref::snapshot(pos) == start, "a rejected FEN changes nothing");
        return 0;
    }
    pinqi::fuzz::require(ref::check_position(pos), "accepted FEN");
    Game game;
    pinqi::fuzz::require(game.reset(to_fen(pos)).ok(), "a game starts from any accepted FEN");
    pinqi::fuzz::require(ref::check_result(game), "result of an accepted FEN");
    return 0;
}
