// Embind export of the Xiangqi opening names: the table and the name of a game.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "xiangqi/fen.h"
#include "xiangqi/notation.h"
#include "xiangqi/openings.h"

namespace {

using emscripten::val;
namespace xq = pinqi::xiangqi;

val opening_value(const xq::Opening& o) {
    val out = val::object();
    out.set("id", std::string(o.id));
    out.set("chinese", std::string(o.chinese));
    out.set("english", std::string(o.english));
    return out;
}

val xiangqi_openings() {
    val out = val::array();
    for (const xq::Opening& o : xq::openings()) out.call<void>("push", opening_value(o));
    return out;
}

// The opening of the game from `start_fen` with `moves` (ICCS): {id, chinese,
// english, ply}, null when none is named, or a refusal {code, detail}.
val xiangqi_opening(std::string start_fen, val moves) {
    xq::Position pos;
    if (!xq::parse_fen(start_fen, pos).ok()) {
        val out = val::object();
        out.set("code", std::string("bad_fen"));
        out.set("detail", std::string());
        return out;
    }
    std::vector<xq::Move> played;
    const int n = moves["length"].as<int>();
    for (int i = 0; i < n; ++i) {
        const xq::ParsedMove m = xq::parse_iccs(pos, moves[i].as<std::string>());
        if (!m.status.ok()) {
            val out = val::object();
            out.set("code", std::string("illegal_move"));
            out.set("detail", std::to_string(i));
            return out;
        }
        pos.do_move(m.move);
        played.push_back(m.move);
    }
    const auto match = xq::identify_opening(start_fen, played);
    if (!match) return val::null();
    val out = opening_value(*match->opening);
    out.set("ply", match->ply);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_openings) {
    emscripten::function("xiangqiOpenings", &xiangqi_openings);
    emscripten::function("xiangqiOpening", &xiangqi_opening);
}
