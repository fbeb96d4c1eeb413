// embind surface of the Xiangqi rules. Every call answers with a value: a move
// object, a result object, a refusal {code, detail, why, index} (boundary.h)
// or null; no error state is kept between calls. Bulk lists (legal targets
// and moves) cross as typed-array views that the TypeScript side copies at once.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <string>
#include <vector>

#include "boundary.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/record.h"

namespace {

using emscripten::val;
using pinqi::wasm::refusal;
namespace xq = pinqi::xiangqi;

// One committed ply as it crosses the boundary; `captured` is '' when none.
struct MoveOut {
    int index;
    std::string from, to, piece, captured, player, iccs, wxf, chinese;
};

std::string piece_letter(xq::Piece p) {
    if (p == xq::NoPiece) return "";
    const char c = " rnbakcp"[xq::type_of(p)];
    return std::string(1, xq::color_of(p) == xq::Red ? char(c - 'a' + 'A') : c);
}

const char* color_name(xq::Color c) {
    return c == xq::Red ? "red" : "black";
}

val refusal_of(const xq::Status& s) {
    return refusal(s.code, s.message, s.why);
}

using pinqi::wasm::whole;

class XiangqiGameCore {
  public:
    XiangqiGameCore() = default;

    // Starts a new game from a FEN ('w' or 'r' = Red): null, or a bad_fen refusal (nothing
    // changes).
    val loadFen(const std::string& fen) {
        const xq::Status s = game_.reset(fen);
        return s.ok() ? val::null() : refusal_of(s);
    }
    std::string fen() const { return xq::to_fen(game_.position()); }
    std::string startFen() const { return game_.start_fen(); }
    std::string turn() const { return color_name(game_.position().side_to_move()); }

    // 90 characters indexed by square (rank * 9 + file, a0 = 0): FEN letters, '.' when empty.
    std::string board() const {
        std::string out(xq::SquareCount, '.');
        for (xq::Square s = 0; s < xq::SquareCount; ++s) {
            const std::string l = piece_letter(game_.position().piece_on(s));
            if (!l.empty()) out[s] = l[0];
        }
        return out;
    }

    // The move made, or a refusal; a refused move changes nothing.
    val move(const std::string& text) { return played(game_.play(std::string_view(text))); }
    val moveFromTo(int from, int to) { return played(game_.play(from, to)); }

    // Square numbers of the legal destinations, as a view the caller copies at once.
    val legalTargets(int square) {
        buffer_.clear();
        if (square >= 0 && square < xq::SquareCount && !game_.result().over()) {
            xq::Position pos = game_.scratch();
            xq::MoveList list;
            xq::legal_targets(pos, square, list);
            for (int i = 0; i < list.size; ++i) buffer_.push_back(xq::to_sq(list.moves[i]));
        }
        return val(emscripten::typed_memory_view(buffer_.size(), buffer_.data()));
    }

    // Every legal move as square pairs [from0, to0, from1, to1, ...], as a view to copy at once.
    val legalMoves() {
        buffer_.clear();
        if (!game_.result().over()) {
            xq::Position pos = game_.scratch();
            xq::MoveList list;
            xq::generate_legal(pos, list);
            for (int i = 0; i < list.size; ++i) {
                buffer_.push_back(xq::from_sq(list.moves[i]));
                buffer_.push_back(xq::to_sq(list.moves[i]));
            }
        }
        return val(emscripten::typed_memory_view(buffer_.size(), buffer_.data()));
    }

    bool inCheck() const { return game_.position().in_check(); }

    // null while the game is on, else {winner ('red' | 'black' | null), reason}.
    val result() const {
        const xq::Result& r = game_.result();
        if (!r.over()) return val::null();
        val out = val::object();
        out.set("winner", r.outcome == xq::Outcome::Draw
                              ? val::null()
                              : val(std::string(xq::outcome_name(r.outcome))));
        out.set("reason", std::string(xq::reason_name(r.reason)));
        return out;
    }

    // The ply-th move (0-based) as move() returned it, or null.
    val historyEntry(double ply) const {
        const auto& history = game_.history();
        if (!whole(ply) || ply < 0 || ply >= double(history.size())) return val::null();
        return val(move_at(std::size_t(ply)));
    }

    // Takes back n plies; false (nothing changes) unless n is a whole number from 0 to the
    // number of plies played.
    bool undo(double n) {
        if (!whole(n) || n < 0 || n > double(game_.history().size())) return false;
        return game_.undo(int(n));
    }
    void restart() { game_.restart(); }

    // null, or a refusal: bad_argument for anything but 'red' / 'black', game_over.
    val resign(const std::string& side) {
        if (side != "red" && side != "black")
            return refusal("bad_argument",
                           "the side that resigns is 'red' or 'black', not '" + side + "'");
        const xq::Status s = game_.resign(side == "red" ? xq::Red : xq::Black);
        return s.ok() ? val::null() : refusal_of(s);
    }
    val agreeDraw() {
        const xq::Status s = game_.agree_draw();
        return s.ok() ? val::null() : refusal_of(s);
    }

    // The record text, or a bad_argument refusal for a notation other than
    // 'iccs', 'wxf' or 'chinese' (exactly so: nothing is guessed).
    val toRecord(const std::string& format) const {
        xq::Notation n;
        if (format == "iccs")
            n = xq::Notation::Iccs;
        else if (format == "wxf")
            n = xq::Notation::Wxf;
        else if (format == "chinese")
            n = xq::Notation::Chinese;
        else
            return refusal("bad_argument", "record notation is 'iccs', 'wxf' or 'chinese', not '" +
                                               pinqi::wasm::excerpt(format, 60) + "'");
        return val(xq::to_record(game_, n));
    }

    // Replaces this game with the record's: null, or a bad_record refusal (nothing changes)
    // whose `why` is the inner code (bad_fen, illegal_move, bad_notation, ...) and whose
    // index is the refused ply (-1: the header).
    val loadRecord(const std::string& text) {
        const xq::RecordImport r = xq::from_record(text, game_);
        if (r.status.ok()) return val::null();
        const bool inner = r.status.code != "bad_record";
        return refusal("bad_record", r.status.message, inner ? r.status.code : r.status.why,
                       r.bad_move_index);
    }

  private:
    val played(const xq::Status& s) {
        if (!s.ok()) return refusal_of(s);
        return val(move_at(game_.history().size() - 1));
    }

    MoveOut move_at(std::size_t ply) const {
        const xq::HistoryEntry& e = game_.history()[ply];
        return {int(ply),
                xq::square_name(xq::from_sq(e.move)),
                xq::square_name(xq::to_sq(e.move)),
                piece_letter(e.piece),
                piece_letter(e.captured),
                color_name(e.mover),
                e.iccs,
                e.wxf,
                e.chinese};
    }

    xq::Game game_;
    std::vector<int> buffer_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_xiangqi) {
    emscripten::value_object<MoveOut>("XiangqiMoveOut")
        .field("index", &MoveOut::index)
        .field("from", &MoveOut::from)
        .field("to", &MoveOut::to)
        .field("piece", &MoveOut::piece)
        .field("captured", &MoveOut::captured)
        .field("player", &MoveOut::player)
        .field("iccs", &MoveOut::iccs)
        .field("wxf", &MoveOut::wxf)
        .field("chinese", &MoveOut::chinese);
    emscripten::class_<XiangqiGameCore>("XiangqiGameCore")
        .constructor<>()
        .function("loadFen", &XiangqiGameCore::loadFen)
        .function("fen", &XiangqiGameCore::fen)
        .function("startFen", &XiangqiGameCore::startFen)
        .function("turn", &XiangqiGameCore::turn)
        .function("board", &XiangqiGameCore::board)
        .function("move", &XiangqiGameCore::move)
        .function("moveFromTo", &XiangqiGameCore::moveFromTo)
        .function("legalTargets", &XiangqiGameCore::legalTargets)
        .function("legalMoves", &XiangqiGameCore::legalMoves)
        .function("inCheck", &XiangqiGameCore::inCheck)
        .function("result", &XiangqiGameCore::result)
        .function("historyEntry", &XiangqiGameCore::historyEntry)
        .function("undo", &XiangqiGameCore::undo)
        .function("restart", &XiangqiGameCore::restart)
        .function("resign", &XiangqiGameCore::resign)
        .function("agreeDraw", &XiangqiGameCore::agreeDraw)
        .function("toRecord", &XiangqiGameCore::toRecord)
        .function("loadRecord", &XiangqiGameCore::loadRecord);
}
