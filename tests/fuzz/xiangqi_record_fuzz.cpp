// The Xiangqi record reader on arbitrary text. A rejected record leaves the
// game untouched; an accepted one is written back in every notation and read
// again to the same moves, position and result.
#include "fuzz_support.h"
#include "xiangqi_reference.h"

using namespace pinqi::xiangqi;
namespace ref = pinqi::reliability::xiangqi_ref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    Game game;
    game.play(std::string_view("h2e2"));
    const std::string before = to_record(game, Notation::Iccs);
    const RecordImport r = from_record(pinqi::fuzz::as_text(data, size), game);
    if (!r.status.ok()) {
        pinqi::fuzz::require(!r.status.message.empty(), "a rejection has a reason");
        pinqi::fuzz::require(to_record(game, Notation::Iccs) == before,
                             "a rejected record changes nothing");
        return 0;
    }
    Position pos = game.scratch();
    pinqi::fuzz::require(ref::check_consistency(pos), "imported position");
    pinqi::fuzz::require(ref::check_result(game), "imported result");
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese})
        pinqi::fuzz::require(ref::check_record_round_trip(game, n), "record round trip");
    return 0;
}
