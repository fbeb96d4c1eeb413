// Embind export of the Xiangqi rules: one game object, plain values out.
// Success is reported as "ok"; failures as a stable code, with the human
// message available from lastErrorMessage().
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

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

    std::string move(const std::string& text) { return report(game_.play(std::string_view(text))); }
    std::string moveFromTo(int from, int to) { return report(game_.play(from, to)); }

    val legalTargets(int square) const {
        val out = val::array();
        if (square < 0 || square >= xq::SquareCount || game_.result().over()) return out;
        xq::Position pos = game_.scratch();
        xq::MoveList list;
        xq::legal_targets(pos, square, list);
        for (int i = 0; i < list.size; ++i) out.call<void>("push", xq::to_sq(list.moves[i]));
        return out;
    }

    val legalMoves() const {
        val out = val::array();
        if (game_.result().over()) return out;
        xq::Position pos = game_.scratch();
        xq::MoveList list;
        xq::generate_legal(pos, list);
        for (int i = 0; i < list.size; ++i) out.call<void>("push", xq::to_iccs(list.moves[i]));
        return out;
    }

    bool inCheck() const { return game_.position().in_check(); }

    val result() const {
        val out = val::object();
        out.set("winner", std::string(xq::outcome_name(game_.result().outcome)));
        out.set("reason", std::string(xq::reason_name(game_.result().reason)));
        return out;
    }

    // One history entry (0-based ply), or undefined when out of range.
    val historyEntry(int index) const {
        const auto& history = game_.history();
        if (index < 0 || index >= int(history.size())) return val::undefined();
        const xq::HistoryEntry& e = history[std::size_t(index)];
        val entry = val::object();
        entry.set("from", xq::from_sq(e.move));
        entry.set("to", xq::to_sq(e.move));
        entry.set("piece", piece_letter(e.piece));
        entry.set("captured", piece_letter(e.captured));
        entry.set("mover", std::string(color_name(e.mover)));
        entry.set("iccs", e.iccs);
        entry.set("wxf", e.wxf);
        entry.set("chinese", e.chinese);
        return entry;
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
    std::string report(const xq::Status& s) {
        last_message_ = s.message;
        return s.ok() ? "ok" : s.code;
    }

    xq::Game game_;
    std::string last_message_;
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
