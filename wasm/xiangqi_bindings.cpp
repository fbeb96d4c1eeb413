// Embind export of the Xiangqi rules: one game object, plain values out.
// Success is reported as "ok"; failures as a stable code, with the human
// message available from lastErrorMessage().
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/perft.h"
#include "xiangqi/record.h"

namespace {

using emscripten::val;
namespace xq = pinqi::xiangqi;

std::string piece_letter(xq::Piece p) {
    if (p == xq::NoPiece) return "";
    const char c = " rnbakcp"[xq::type_of(p)];
    return std::string(1, xq::color_of(p) == xq::Red ? char(c - 'a' + 'A') : c);
}

const char* color_name(xq::Color c) {
    return c == xq::Red ? "red" : "black";
}

class XiangqiGameCore {
  public:
    XiangqiGameCore() = default;
    explicit XiangqiGameCore(const std::string& fen) { loadFen(fen); }

    std::string loadFen(const std::string& fen) { return report(game_.reset(fen)); }
    std::string fen() const { return xq::to_fen(game_.position()); }
    std::string startFen() const { return game_.start_fen(); }
    std::string sideToMove() const { return color_name(game_.position().side_to_move()); }

    // 90 characters indexed by square (rank * 9 + file, a0 = 0): FEN letters, '.' when empty.
    std::string board() const {
        std::string out(xq::SquareCount, '.');
        for (xq::Square s = 0; s < xq::SquareCount; ++s) {
            const std::string l = piece_letter(game_.position().piece_on(s));
            if (!l.empty()) out[s] = l[0];
        }
        return out;
    }

    // One boundary crossing per move: the refusal code, or "ok " + the new
    // history entry (as historyEntry) + the result (as result(), if the game ended).
    std::string move(const std::string& text) { return played(game_.play(std::string_view(text))); }
    std::string moveFromTo(int from, int to) { return played(game_.play(from, to)); }

    // Lists cross as one string (or a typed-array view) rather than as JS arrays
    // built element by element: every val call crosses the wasm boundary.

    // Square numbers of the legal destinations, as a view the caller copies at once.
    val legalTargets(int square) {
        targets_.clear();
        if (square >= 0 && square < xq::SquareCount && !game_.result().over()) {
            xq::Position pos = game_.scratch();
            xq::MoveList list;
            xq::legal_targets(pos, square, list);
            for (int i = 0; i < list.size; ++i) targets_.push_back(xq::to_sq(list.moves[i]));
        }
        return val(emscripten::typed_memory_view(targets_.size(), targets_.data()));
    }

    // All legal moves in ICCS, separated by spaces.
    std::string legalMoves() const {
        std::string out;
        if (game_.result().over()) return out;
        xq::Position pos = game_.scratch();
        xq::MoveList list;
        xq::generate_legal(pos, list);
        for (int i = 0; i < list.size; ++i) {
            if (i) out += ' ';
            out += xq::to_iccs(list.moves[i]);
        }
        return out;
    }

    bool inCheck() const { return game_.position().in_check(); }

    // "" while the game is on, else "<winner> <reason>", e.g. "red checkmate", "draw repetition".
    std::string result() const {
        if (!game_.result().over()) return "";
        return std::string(xq::outcome_name(game_.result().outcome)) + ' ' +
               xq::reason_name(game_.result().reason);
    }

    // One ply (0-based) as "from to piece captured mover iccs wxf chinese",
    // captured '-' when none; "" when out of range.
    std::string historyEntry(int index) const {
        const auto& history = game_.history();
        if (index < 0 || index >= int(history.size())) return "";
        const xq::HistoryEntry& e = history[std::size_t(index)];
        const std::string captured = piece_letter(e.captured);
        return std::to_string(xq::from_sq(e.move)) + ' ' + std::to_string(xq::to_sq(e.move)) + ' ' +
               piece_letter(e.piece) + ' ' + (captured.empty() ? "-" : captured) + ' ' +
               color_name(e.mover) + ' ' + e.iccs + ' ' + e.wxf + ' ' + e.chinese;
    }

    val capturedPieces() const {
        val out = val::array();
        for (xq::Piece p : game_.captured_pieces()) out.call<void>("push", piece_letter(p));
        return out;
    }

    int moveCount() const { return int(game_.history().size()); }
    bool undo(int n) { return game_.undo(n); }
    void restart() { game_.restart(); }

    std::string resign(const std::string& side) {
        if (side != "red" && side != "black")
            return report(xq::Status::fail("bad_side", "side must be 'red' or 'black'"));
        return report(game_.resign(side == "red" ? xq::Red : xq::Black));
    }
    std::string agreeDraw() { return report(game_.agree_draw()); }

    std::string toRecord(const std::string& format) const {
        const xq::Notation n = format == "wxf"       ? xq::Notation::Wxf
                               : format == "chinese" ? xq::Notation::Chinese
                                                     : xq::Notation::Iccs;
        return xq::to_record(game_, n);
    }

    // {code: 'ok' | 'bad_record' | 'bad_fen' | 'illegal_move' | ..., message, index (-1 or 0-based
    // ply)}
    val fromRecord(const std::string& text) {
        const xq::RecordImport r = xq::from_record(text, game_);
        val out = val::object();
        out.set("code", report(r.status));
        out.set("message", r.status.message);
        out.set("index", r.bad_move_index);
        return out;
    }

    std::string lastErrorMessage() const { return last_message_; }

  private:
    std::string played(const xq::Status& s) {
        if (!s.ok()) return report(s);
        std::string out = "ok " + historyEntry(int(game_.history().size()) - 1);
        if (game_.result().over()) out += ' ' + result();
        return out;
    }

    std::string report(const xq::Status& s) {
        last_message_ = s.message;
        return s.ok() ? "ok" : s.code;
    }

    xq::Game game_;
    std::string last_message_;
    std::vector<int> targets_;
};

// Leaf count of the legal move tree, or -1 for a bad FEN.
double xiangqi_perft(const std::string& fen, int depth) {
    xq::Position pos;
    if (!xq::parse_fen(fen, pos).ok()) return -1;
    return double(xq::perft(pos, depth));
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_xiangqi) {
    emscripten::function("xiangqiPerft", &xiangqi_perft);
    emscripten::class_<XiangqiGameCore>("XiangqiGameCore")
        .constructor<>()
        .constructor<const std::string&>()
        .function("loadFen", &XiangqiGameCore::loadFen)
        .function("fen", &XiangqiGameCore::fen)
        .function("startFen", &XiangqiGameCore::startFen)
        .function("sideToMove", &XiangqiGameCore::sideToMove)
        .function("board", &XiangqiGameCore::board)
        .function("move", &XiangqiGameCore::move)
        .function("moveFromTo", &XiangqiGameCore::moveFromTo)
        .function("legalTargets", &XiangqiGameCore::legalTargets)
        .function("legalMoves", &XiangqiGameCore::legalMoves)
        .function("inCheck", &XiangqiGameCore::inCheck)
        .function("result", &XiangqiGameCore::result)
        .function("historyEntry", &XiangqiGameCore::historyEntry)
        .function("capturedPieces", &XiangqiGameCore::capturedPieces)
        .function("moveCount", &XiangqiGameCore::moveCount)
        .function("undo", &XiangqiGameCore::undo)
        .function("restart", &XiangqiGameCore::restart)
        .function("resign", &XiangqiGameCore::resign)
        .function("agreeDraw", &XiangqiGameCore::agreeDraw)
        .function("toRecord", &XiangqiGameCore::toRecord)
        .function("fromRecord", &XiangqiGameCore::fromRecord)
        .function("lastErrorMessage", &XiangqiGameCore::lastErrorMessage);
}
