// Embind export of the Gomoku opening rules (Swap2, the RIF opening rule).
// The opening keeps only its decisions; every call passes the game it belongs
// to as {size, rule, moves: [{x, y}, ...]}, replayed here through the rules.
// Answers are value objects; refusals are {code, detail}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "boundary.h"
#include "gomoku/opening.h"
#include "gomoku_points.h"

namespace {

using emscripten::val;
using namespace pinqi::gomoku;

using pinqi::wasm::decision_of;
using pinqi::wasm::point_value;
using pinqi::wasm::points_of;

val refusal(std::string_view code) {
    return pinqi::wasm::refusal(code, {});
}

val ok() {
    val out = val::object();
    out.set("ok", true);
    return out;
}

// The game as the TypeScript side has it, replayed through the rules.
struct Replayed {
    Game game;
    bool ok = true;
};

Replayed replay(const val& game) {
    Replayed r;
    const auto rule = parse_rule(game["rule"].as<std::string>());
    const int size = game["size"].as<int>();
    if (!rule || !Game::valid_size(size)) return {Game(), false};
    r.game = Game(size, *rule);
    for (const Point p : points_of(game["moves"]))
        if (r.game.place(p) != PlaceError::Ok) return {Game(), false};
    return r;
}

const char* seat_name(Seat s) {
    return s == Seat::First ? "first" : "second";
}

std::string_view kind_name(OpeningDecision::Kind k) {
    switch (k) {
        case OpeningDecision::Kind::TakeBlack:
            return "black";
        case OpeningDecision::Kind::TakeWhite:
            return "white";
        case OpeningDecision::Kind::PlaceTwo:
            return "place-two";
        case OpeningDecision::Kind::Offer:
            return "offer";
    }
    return "";
}

val decisions_value(const Opening& opening) {
    val out = val::array();
    for (const OpeningDecision& d : opening.decisions()) {
        val one = val::object();
        one.set("stones", d.stones);
        one.set("kind", std::string(kind_name(d.kind)));
        if (d.kind == OpeningDecision::Kind::Offer) {
            val points = val::array();
            points.call<void>("push", point_value(d.offer[0]));
            points.call<void>("push", point_value(d.offer[1]));
            one.set("points", points);
        }
        out.call<void>("push", one);
    }
    return out;
}

class GomokuOpeningCore {
  public:
    explicit GomokuOpeningCore(const std::string& rule)
        : opening_(parse_opening_rule(rule).value_or(OpeningRule::Swap2)) {}

    std::string rule() const { return std::string(to_string(opening_.rule())); }

    val state(val game) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        OpeningState s;
        if (const auto code = opening_.state(r.game, s); !code.empty()) return refusal(code);
        val out = val::object();
        out.set("step", std::string(to_string(s.step)));
        out.set("actor", std::string(seat_name(s.actor)));
        out.set("black", std::string(seat_name(s.black)));
        out.set("coloursSettled", s.colours_settled);
        out.set("mayPlaceTwo", s.may_place_two);
        out.set("area", s.area);
        val offered = val::array();
        for (const Point p : s.offered) offered.call<void>("push", point_value(p));
        out.set("offered", offered);
        return out;
    }

    // Whether the opening lets this stone be placed now; the caller then places it.
    val place(val game, int x, int y) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        const auto code = opening_.place(r.game, {x, y});
        return code.empty() ? ok() : refusal(code);
    }

    val choose(val game, std::string colour) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        const Stone stone = colour == "black"   ? Stone::Black
                            : colour == "white" ? Stone::White
                                                : Stone::Empty;
        const auto code = opening_.choose(r.game, stone);
        return code.empty() ? ok() : refusal(code);
    }

    val place_two(val game) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        const auto code = opening_.place_two(r.game);
        return code.empty() ? ok() : refusal(code);
    }

    val offer(val game, int ax, int ay, int bx, int by) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        const auto code = opening_.offer(r.game, {ax, ay}, {bx, by});
        return code.empty() ? ok() : refusal(code);
    }

    // An AI's Swap2 answer ("swap", "move", "place-two"), checked whole on a copy
    // (nothing changes here); on success {stones: [...]}: the stones the answer
    // places, for the caller to take the answer's steps for real.
    val apply_swap2(val game, std::string kind, int ax, int ay, int bx, int by) {
        Replayed r = replay(game);
        if (!r.ok) return refusal("bad_record");
        opening_.sync(r.game);
        Swap2Answer answer;
        answer.first = {ax, ay};
        answer.second = {bx, by};
        if (kind == "swap")
            answer.kind = Swap2Answer::Kind::Swap;
        else if (kind == "move")
            answer.kind = Swap2Answer::Kind::Move;
        else if (kind == "place-two")
            answer.kind = Swap2Answer::Kind::PlaceTwo;
        else
            return refusal("wrong_step");
        const std::size_t before = r.game.history().size();
        Opening trial = opening_;  // the caller takes the steps for real once all are known good
        const auto code = trial.apply(r.game, answer);
        if (!code.empty()) return refusal(code);
        val stones = val::array();
        for (std::size_t i = before; i < r.game.history().size(); ++i)
            stones.call<void>("push", point_value(r.game.history()[i].point));
        val out = val::object();
        out.set("stones", stones);
        return out;
    }

    // "decision" (a decision was taken back), "stone" (the caller takes back the
    // last stone) or "nothing".
    std::string undo(val game) {
        Replayed r = replay(game);
        if (!r.ok) return "nothing";
        opening_.sync(r.game);
        const std::size_t stones = r.game.history().size();
        if (!opening_.undo(r.game)) return "nothing";
        return r.game.history().size() < stones ? "stone" : "decision";
    }

    val decisions() const { return decisions_value(opening_); }

    // Replaces the decisions with `list`, checked against the game move by move.
    val load(val game, val list) {
        const auto rule = parse_rule(game["rule"].as<std::string>());
        const int size = game["size"].as<int>();
        if (!rule) return refusal("bad_record");
        std::vector<OpeningDecision> decisions;
        const int n = list["length"].as<int>();
        for (int i = 0; i < n; ++i) {
            const auto d = decision_of(list[i]);
            if (!d) return refusal("bad_record");
            decisions.push_back(*d);
        }
        OpeningReplay replayed =
            replay_opening(opening_.rule(), size, *rule, points_of(game["moves"]), decisions);
        if (!replayed.code.empty()) return refusal(replayed.code);
        opening_ = std::move(replayed.opening);
        return ok();
    }

    std::string to_record(val game) {
        Replayed r = replay(game);
        if (!r.ok) return "";
        opening_.sync(r.game);
        return pinqi::gomoku::to_record(r.game, opening_);
    }

  private:
    Opening opening_;
};

std::string gomoku_opening_check_settings(std::string rule, int size, std::string game_rule) {
    const auto r = parse_opening_rule(rule);
    const auto g = parse_rule(game_rule);
    if (!r || !g) return "bad_settings";
    return std::string(Opening::check_settings(*r, size, *g));
}

// A record's opening: {rule, decisions} (null rule when it has none) or a refusal.
val gomoku_opening_of_record(std::string text) {
    const OpeningRecordResult r = parse_opening_record(text);
    if (!r.code.empty()) return refusal(r.code);
    val out = val::object();
    if (!r.opening) {
        out.set("rule", val::null());
        return out;
    }
    out.set("rule", std::string(to_string(r.opening->rule())));
    val decisions = decisions_value(*r.opening);
    out.set("decisions", decisions);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_gomoku_opening) {
    emscripten::function("gomokuOpeningCheckSettings", &gomoku_opening_check_settings);
    emscripten::function("gomokuOpeningOfRecord", &gomoku_opening_of_record);
    emscripten::class_<GomokuOpeningCore>("GomokuOpeningCore")
        .constructor<std::string>()
        .function("rule", &GomokuOpeningCore::rule)
        .function("state", &GomokuOpeningCore::state)
        .function("place", &GomokuOpeningCore::place)
        .function("choose", &GomokuOpeningCore::choose)
        .function("placeTwo", &GomokuOpeningCore::place_two)
        .function("offer", &GomokuOpeningCore::offer)
        .function("applySwap2", &GomokuOpeningCore::apply_swap2)
        .function("undo", &GomokuOpeningCore::undo)
        .function("decisions", &GomokuOpeningCore::decisions)
        .function("load", &GomokuOpeningCore::load)
        .function("toRecord", &GomokuOpeningCore::to_record);
}
