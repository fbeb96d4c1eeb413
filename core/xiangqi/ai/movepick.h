#pragma once
#include <cstdint>

#include "xiangqi/ai/history.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::ai {

// Is the move possible for the side to move by the pieces' shapes and
// blockers (the general's safety aside)? For moves from the table or the
// killer slots, which may come from another position.
bool is_pseudo_legal(const Position& pos, Move m);

// Hands out the moves of a node one at a time, best guess first, in stages,
// so that a cutoff by the table move costs no move generation:
//   main search: the table move, captures that do not lose material (by
//   victim and capture history), the killers, the counter-move, quiet moves
//   by their histories, then the losing captures;
//   in check: the table move, then every evasion, captures first;
//   quiescence: the table move if it captures, the captures, and at the
//   first quiescence ply the quiet moves that give check;
//   probcut: captures whose exchange wins at least a threshold.
class MovePicker {
  public:
    // Main search (and evasions when the side to move is in check, as `in_check` says).
    MovePicker(Position& pos, bool in_check, Move tt_move, int depth, const Histories& histories,
               const PieceToHistory* const* continuation, const Move* killers, Move counter);
    // Quiescence; `checks` adds the quiet checks.
    MovePicker(Position& pos, bool in_check, Move tt_move, const Histories& histories,
               const PieceToHistory* const* continuation, bool checks);
    // Probcut: captures with an exchange value of at least `threshold`.
    MovePicker(Position& pos, Move tt_move, int threshold, const Histories& histories);

    Move next(bool skip_quiets = false);  // NoMove when exhausted

  private:
    enum Stage : std::uint8_t {
        MainTT,
        CaptureInit,
        GoodCapture,
        Killer0,
        Killer1,
        Counter,
        QuietInit,
        Quiet,
        BadCapture,
        EvasionTT,
        EvasionInit,
        Evasion,
        QsTT,
        QsCaptureInit,
        QsCapture,
        QsCheckInit,
        QsCheck,
        ProbcutTT,
        ProbcutInit,
        Probcut,
        Done,
    };
    struct Scored {
        Move move;
        int score;
    };

    bool legal_quiet(Move m) const;
    void generate_scored_captures();
    void score_captures(Scored* begin, Scored* end);
    void score_quiets(Scored* begin, Scored* end);
    Move pick_best(Scored*& cur, Scored* end);
    bool is_refutation(Move m) const;

    Position& pos_;
    const Histories& histories_;
    const PieceToHistory* const* continuation_ = nullptr;
    Move tt_move_;
    Move refutations_[3] = {NoMove, NoMove, NoMove};  // killers, counter
    int depth_ = 0;
    int threshold_ = 0;
    Stage stage_;
    bool checks_ = false;
    // Captures fill the front, quiets follow. Losing captures are copied back
    // to the front, over captures already handed out: [moves_, end_bad_).
    Scored moves_[MaxMoves];
    Scored* cur_ = moves_;
    Scored* end_captures_ = moves_;
    Scored* end_quiets_ = moves_;
    Scored* end_bad_ = moves_;
};

}  // namespace pinqi::xiangqi::ai
