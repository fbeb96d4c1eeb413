#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "notation.h"
#include "position.h"
#include "repetition.h"
#include "types.h"

namespace pinqi::xiangqi {

enum class Outcome { Ongoing, RedWins, BlackWins, Draw };

enum class EndReason {
    None,
    Checkmate,
    Stalemate,  // no legal move without being in check: a loss in Xiangqi
    Resignation,
    Agreement,
    PerpetualCheck,
    PerpetualChase,
    Repetition,  // a repetition where both or neither side violated
    MoveLimit,   // 120 plies without a capture
    InsufficientMaterial,
};

struct Result {
    Outcome outcome = Outcome::Ongoing;
    EndReason reason = EndReason::None;
    bool over() const { return outcome != Outcome::Ongoing; }
};

const char* outcome_name(Outcome o);   // "", "red", "black", "draw"
const char* reason_name(EndReason r);  // "", "checkmate", "stalemate", "resign", ...

struct HistoryEntry {
    Move move;
    Piece piece;
    Piece captured;
    Color mover;
    UndoInfo undo;
    MoveConduct conduct;
    std::string iccs, wxf, chinese;
};

// A game: a start position, the moves played since (unbounded), and the
// result, judged after every move by the rules of the issue.
class Game {
  public:
    Game();

    // Starts over from a FEN; on error nothing changes.
    Status reset(std::string_view fen);
    void restart();  // back to the start position of this game, history cleared

    const Position& position() const { return pos_; }
    const std::string& start_fen() const { return start_fen_; }
    const std::vector<HistoryEntry>& history() const { return history_; }
    const Result& result() const { return result_; }
    std::vector<Piece> captured_pieces() const;

    // Codes: "game_over", "illegal_move", and for text also "bad_notation", "ambiguous".
    Status play(Move m);
    Status play(Square from, Square to);
    Status play(std::string_view text);

    // Takes back n plies; refuses (returns false, changes nothing) if fewer were played.
    // A resignation or agreed draw is withdrawn with the moves; undo(0) changes nothing.
    bool undo(int n = 1);

    Status resign(Color loser);
    Status agree_draw();

    // A scratch copy of the position for queries that make trial moves.
    Position scratch() const { return pos_; }

  private:
    void judge();

    Position pos_;
    std::string start_fen_;
    std::vector<HistoryEntry> history_;
    Result result_;
};

}  // namespace pinqi::xiangqi
