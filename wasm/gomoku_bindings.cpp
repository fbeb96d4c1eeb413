// embind surface of the Gomoku rules. Every call answers with a value: a move
// object, a result object, a refusal {code, detail, why, index} (boundary.h)
// or null; no error state is kept between calls. Coordinates cross as doubles
// so the engine, not a wrapping int conversion, judges every number. Bulk
// lists cross as typed-array views that the TypeScript side copies at once.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "boundary.h"
#include "gomoku/forbidden.h"
#include "gomoku/game.h"
#include "gomoku/notation.h"
#include "gomoku/record.h"
#include "gomoku_setup.h"

namespace {

using namespace pinqi::gomoku;
using emscripten::val;
using pinqi::wasm::number_text;
using pinqi::wasm::refusal;

// One committed move as it crosses the boundary: numbers only, since every
// string costs a copy and a decode on the hot path. `player` is the stone
// (1 black, 2 white); the point's name comes from gomokuNotation, which the
// TypeScript side asks once per point and keeps.
struct MoveOut {
    int index;
    int x;
    int y;
    int player;
};

std::string side_name(Stone s) {
    return std::string(to_string(s));
}

using pinqi::wasm::coordinates;
using pinqi::wasm::whole;

// Why (x, y) cannot name a point of a size×size board, or null when it can.
val point_problem(double x, double y, int size) {
    if (!whole(x) || !whole(y))
        return refusal("bad_point", "not a point: " + coordinates(x, y) + " (whole numbers only)");
    if (x < 0 || y < 0 || x >= size || y >= size)
        return refusal("out_of_bounds", coordinates(x, y) + " is off the " + std::to_string(size) +
                                            "×" + std::to_string(size) + " board");
    return val::null();
}

using pinqi::wasm::gomoku_setup;

// The setup a game started from: null for the empty board, else
// {black: [x, y, ...], white, blocked, toMove}.
val setup_of(const Game& game) {
    const Setup& s = game.setup();
    if (s.black.empty() && s.white.empty() && s.blocked.empty()) return val::null();
    const auto flat = [](const std::vector<Point>& points) {
        val out = val::array();
        for (const Point p : points) {
            out.call<void>("push", p.x);
            out.call<void>("push", p.y);
        }
        return out;
    };
    val out = val::object();
    out.set("black", flat(s.black));
    out.set("white", flat(s.white));
    out.set("blocked", flat(s.blocked));
    out.set("toMove", side_name(s.to_move));
    return out;
}

val result_of(const Outcome& o) {
    if (o.status == Status::Ongoing) return val::null();
    val out = val::object();
    out.set("winner", o.winner() == Stone::Empty ? val::null() : val(side_name(o.winner())));
    out.set("reason", std::string(o.reason()));
    val line = val::array();
    for (const Point p : o.line) {
        val point = val::object();
        point.set("x", p.x);
        point.set("y", p.y);
        line.call<void>("push", point);
    }
    out.set("line", line);
    return out;
}

class GomokuGameCore {
  public:
    GomokuGameCore(int size, const std::string& rule)
        : game_(size, parse_rule(rule).value_or(Rule::Freestyle)) {}

    // The move made, or a refusal; a refused move changes nothing.
    val place(double x, double y) {
        if (val problem = refusal_at(x, y); !problem.isNull()) return problem;
        const Point p{int(x), int(y)};
        const PlaceError e = game_.place(p);
        if (e != PlaceError::Ok) return place_refusal(e, p);
        return val(move_at(game_.history().size() - 1));
    }

    // What place(x, y) would answer: null, or the refusal.
    val check(double x, double y) const {
        if (val problem = refusal_at(x, y); !problem.isNull()) return problem;
        const Point p{int(x), int(y)};
        const PlaceError e = game_.check(p);
        return e == PlaceError::Ok ? val::null() : place_refusal(e, p);
    }

    // Takes back n moves; false (nothing changes) unless n is a whole number from 0 to the
    // number of moves made.
    bool undo(double n) {
        if (!whole(n) || n < 0 || n > double(game_.history().size())) return false;
        return game_.undo(int(n));
    }

    void restart() { game_.restart(); }

    // null, or a refusal: bad_argument for anything but 'black' / 'white', game_over.
    val resign(const std::string& loser) {
        if (loser != "black" && loser != "white")
            return refusal("bad_argument",
                           "the side that resigns is 'black' or 'white', not '" + loser + "'");
        if (!game_.resign(loser == "black" ? Stone::Black : Stone::White))
            return refusal("game_over", "the game is already over");
        return val::null();
    }

    int size() const { return game_.size(); }
    std::string rule() const { return std::string(to_string(game_.rule())); }
    std::string turn() const { return side_name(game_.turn()); }

    // 'black', 'white', null for an empty point, or a refusal for a bad point.
    val stone_at(double x, double y) const {
        if (val problem = refusal_at(x, y); !problem.isNull()) return problem;
        const Stone s = game_.board().at(int(x), int(y));
        return s == Stone::Empty ? val::null() : val(side_name(s));
    }

    // The ply-th move (0-based) as place() returned it, or null.
    val history_entry(double ply) const {
        if (!whole(ply) || ply < 0 || ply >= double(game_.history().size())) return val::null();
        return val(move_at(std::size_t(ply)));
    }

    // null while the game is on, else {winner ('black' | 'white' | null), reason, line}.
    val result() const { return result_of(game_.outcome()); }

    // A view [x0, y0, x1, y1, ...], valid until the next call: copy it.
    val forbidden_points() {
        buffer_.clear();
        for (const Point p : game_.forbidden_points()) {
            buffer_.push_back(p.x);
            buffer_.push_back(p.y);
        }
        return val(emscripten::typed_memory_view(buffer_.size(), buffer_.data()));
    }

    // 'overline' | 'double_four' | 'double_three', null when allowed (or not Renju), or a
    // refusal for a bad point.
    val forbidden_kind(double x, double y) const {
        if (val problem = refusal_at(x, y); !problem.isNull()) return problem;
        if (game_.rule() != Rule::Renju) return val::null();
        const Forbidden f = pinqi::gomoku::forbidden_kind(game_.board(), {int(x), int(y)});
        return f == Forbidden::None ? val::null() : val(std::string(to_string(f)));
    }

    std::string to_record() const { return pinqi::gomoku::to_record(game_); }

    // Replaces this game with a set-up position on the same board and rule: null, or a
    // bad_position refusal (nothing changes). See gomoku_setup.
    val load_position(const val& black, const val& white, const val& blocked,
                      const std::string& to_move) {
        Game game;
        val problem =
            gomoku_setup(game_.size(), game_.rule(), black, white, blocked, to_move, game);
        if (problem.isNull()) game_ = std::move(game);
        return problem;
    }

    // null for a game from the empty board, else {black, white, blocked, toMove}.
    val setup() const { return setup_of(game_); }

    // Replaces this game with the record's: null, or a bad_record refusal (nothing changes)
    // whose index is the refused move (-1: the header).
    val load_record(const std::string& text) {
        RecordResult r = parse_record(text);
        if (!r.ok) return refusal("bad_record", r.error, r.why, r.move_index);
        game_ = std::move(r.game);
        return val::null();
    }

  private:
    val refusal_at(double x, double y) const { return point_problem(x, y, game_.size()); }

    val place_refusal(PlaceError e, Point p) const {
        const std::string name = to_notation(p, game_.size());
        switch (e) {
            case PlaceError::Occupied:
                return refusal("occupied", name + " is already occupied");
            case PlaceError::GameOver:
                return refusal("game_over", "the game is over", game_.outcome().reason());
            case PlaceError::Forbidden: {
                const Forbidden f = pinqi::gomoku::forbidden_kind(game_.board(), p);
                std::string words(to_string(f));  // double_three -> double-three
                std::replace(words.begin(), words.end(), '_', '-');
                return refusal("forbidden",
                               name + " is forbidden for Black under Renju (" + words + ")",
                               to_string(f));
            }
            case PlaceError::OutOfBounds:
            case PlaceError::Ok:
                break;
        }
        return point_problem(p.x, p.y, game_.size());
    }

    MoveOut move_at(std::size_t ply) const {
        const MoveRecord& m = game_.history()[ply];
        return {int(ply), m.point.x, m.point.y, int(m.player)};
    }

    Game game_;
    std::vector<int> buffer_;
};

// null when the settings are valid, else a bad_settings refusal. The engine
// owns the limits: a size is a whole number from MinSize to MaxSize.
val gomoku_check_settings(double size, const std::string& rule) {
    if (!whole(size) || !Game::valid_size(int(size)))
        return refusal("bad_settings", "board size must be a whole number from " +
                                           std::to_string(MinSize) + " to " +
                                           std::to_string(MaxSize) + ", got " + number_text(size));
    if (!parse_rule(rule))
        return refusal("bad_settings", "unknown rule '" + pinqi::wasm::excerpt(rule, 60) +
                                           "' (freestyle, standard or renju)");
    return val::null();
}

// The display name of a point ('h8' on 15×15), or a refusal for a bad point.
val gomoku_notation(double x, double y, double size) {
    if (!whole(size) || !Game::valid_size(int(size)))
        return refusal("bad_settings", "no such board size: " + number_text(size));
    if (val problem = point_problem(x, y, int(size)); !problem.isNull()) return problem;
    return val(to_notation({int(x), int(y)}, int(size)));
}

// A board's axis labels, {columns, rows}: columns[x] and rows[y] (y = 0 at the
// top) are the halves of the names gomoku_notation gives; a refusal for a bad size.
val gomoku_axis_labels(double size) {
    if (!whole(size) || !Game::valid_size(int(size)))
        return refusal("bad_settings", "no such board size: " + number_text(size));
    val columns = val::array(), rows = val::array();
    for (int i = 0; i < int(size); ++i) {
        columns.call<void>("push", column_name(i));
        rows.call<void>("push", row_name(i, int(size)));
    }
    val out = val::object();
    out.set("columns", columns);
    out.set("rows", rows);
    return out;
}

// The point a name stands for, {x, y}, or a bad_notation refusal.
val gomoku_parse_point(const std::string& text, double size) {
    if (!whole(size) || !Game::valid_size(int(size)))
        return refusal("bad_settings", "no such board size: " + number_text(size));
    const auto p = parse_notation(text, int(size));
    if (!p)
        return refusal("bad_notation", "'" + pinqi::wasm::excerpt(text, 60) +
                                           "' is not a point of the " + number_text(size) + "×" +
                                           number_text(size) + " board (like h8)");
    val out = val::object();
    out.set("x", p->x);
    out.set("y", p->y);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_gomoku) {
    emscripten::value_object<MoveOut>("GomokuMoveOut")
        .field("index", &MoveOut::index)
        .field("x", &MoveOut::x)
        .field("y", &MoveOut::y)
        .field("player", &MoveOut::player);
    emscripten::constant("GOMOKU_MIN_SIZE", MinSize);
    emscripten::constant("GOMOKU_MAX_SIZE", MaxSize);
    emscripten::constant("GOMOKU_DEFAULT_SIZE", DefaultSize);
    emscripten::function("gomokuCheckSettings", &gomoku_check_settings);
    emscripten::function("gomokuNotation", &gomoku_notation);
    emscripten::function("gomokuParsePoint", &gomoku_parse_point);
    emscripten::function("gomokuAxisLabels", &gomoku_axis_labels);
    emscripten::class_<GomokuGameCore>("GomokuGameCore")
        .constructor<int, std::string>()
        .function("place", &GomokuGameCore::place)
        .function("check", &GomokuGameCore::check)
        .function("undo", &GomokuGameCore::undo)
        .function("restart", &GomokuGameCore::restart)
        .function("resign", &GomokuGameCore::resign)
        .function("size", &GomokuGameCore::size)
        .function("rule", &GomokuGameCore::rule)
        .function("turn", &GomokuGameCore::turn)
        .function("stoneAt", &GomokuGameCore::stone_at)
        .function("historyEntry", &GomokuGameCore::history_entry)
        .function("result", &GomokuGameCore::result)
        .function("forbiddenPoints", &GomokuGameCore::forbidden_points)
        .function("forbiddenKind", &GomokuGameCore::forbidden_kind)
        .function("toRecord", &GomokuGameCore::to_record)
        .function("loadPosition", &GomokuGameCore::load_position)
        .function("setup", &GomokuGameCore::setup)
        .function("loadRecord", &GomokuGameCore::load_record);
}
