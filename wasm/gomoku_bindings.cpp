// embind surface of the Gomoku rules. Values cross as numbers and strings;
// lists cross as typed-array views that the TypeScript side copies at once.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "gomoku/forbidden.h"
#include "gomoku/game.h"
#include "gomoku/record.h"

namespace {

using namespace pinqi::gomoku;
using emscripten::val;

val int_view(const std::vector<int>& v) {
    return val(emscripten::typed_memory_view(v.size(), v.data()));
}

class GomokuGameCore {
  public:
    GomokuGameCore(int size, const std::string& rule)
        : game_(size, parse_rule(rule).value_or(Rule::Freestyle)) {}

    std::string place(int x, int y) { return std::string(to_string(game_.place({x, y}))); }
    std::string check(int x, int y) const { return std::string(to_string(game_.check({x, y}))); }
    bool undo(int n) { return game_.undo(n); }
    void restart() { game_.restart(); }

    int size() const { return game_.size(); }
    std::string rule() const { return std::string(to_string(game_.rule())); }
    int turn() const { return static_cast<int>(game_.turn()); }
    int move_count() const { return static_cast<int>(game_.history().size()); }
    int stone_at(int x, int y) const { return static_cast<int>(game_.board().at(x, y)); }

    // [x0, y0, player0, x1, y1, player1, ...]
    val history() {
        buffer_.clear();
        for (const MoveRecord& m : game_.history()) {
            buffer_.push_back(m.point.x);
            buffer_.push_back(m.point.y);
            buffer_.push_back(static_cast<int>(m.player));
        }
        return int_view(buffer_);
    }

    int status() const { return static_cast<int>(game_.outcome().status); }
    std::string reason() const { return std::string(game_.outcome().reason()); }
    val winning_line() { return points_view(game_.outcome().line); }
    val forbidden_points() { return points_view(game_.forbidden_points()); }
    std::string forbidden_kind(int x, int y) const {
        if (game_.rule() != Rule::Renju) return "none";
        return std::string(to_string(pinqi::gomoku::forbidden_kind(game_.board(), {x, y})));
    }

    std::string to_record() const { return pinqi::gomoku::to_record(game_); }

    // Replaces this game with the record's on success; on failure changes nothing.
    val load_record(const std::string& text) {
        RecordResult r = parse_record(text);
        val out = val::object();
        out.set("ok", r.ok);
        out.set("index", r.move_index);
        out.set("message", r.error);
        if (r.ok) game_ = std::move(r.game);
        return out;
    }

  private:
    val points_view(const std::vector<Point>& points) {
        buffer_.clear();
        for (const Point p : points) {
            buffer_.push_back(p.x);
            buffer_.push_back(p.y);
        }
        return int_view(buffer_);
    }

    Game game_;
    std::vector<int> buffer_;
};

// "" when the settings are valid, else what is wrong.
std::string gomoku_check_settings(int size, const std::string& rule) {
    if (!Game::valid_size(size)) return "board size must be 5 to 20, got " + std::to_string(size);
    if (!parse_rule(rule)) return "unknown rule '" + rule + "' (freestyle, standard or renju)";
    return "";
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_gomoku) {
    emscripten::function("gomokuCheckSettings", &gomoku_check_settings);
    emscripten::class_<GomokuGameCore>("GomokuGameCore")
        .constructor<int, std::string>()
        .function("place", &GomokuGameCore::place)
        .function("check", &GomokuGameCore::check)
        .function("undo", &GomokuGameCore::undo)
        .function("restart", &GomokuGameCore::restart)
        .function("size", &GomokuGameCore::size)
        .function("rule", &GomokuGameCore::rule)
        .function("turn", &GomokuGameCore::turn)
        .function("moveCount", &GomokuGameCore::move_count)
        .function("stoneAt", &GomokuGameCore::stone_at)
        .function("history", &GomokuGameCore::history)
        .function("status", &GomokuGameCore::status)
        .function("reason", &GomokuGameCore::reason)
        .function("winningLine", &GomokuGameCore::winning_line)
        .function("forbiddenPoints", &GomokuGameCore::forbidden_points)
        .function("forbiddenKind", &GomokuGameCore::forbidden_kind)
        .function("toRecord", &GomokuGameCore::to_record)
        .function("loadRecord", &GomokuGameCore::load_record);
}
