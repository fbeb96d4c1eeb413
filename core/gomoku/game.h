#pragma once
#include <string_view>
#include <vector>

#include "gomoku/board.h"

namespace pinqi::gomoku {

// One committed move: the history is the truth, undo pops it.
struct MoveRecord {
    Point point;
    Stone player;
};

enum class Status : std::uint8_t { Ongoing, BlackWon, WhiteWon, Draw };

// A position set up stone by stone (puzzles, analysis, Gomocup BOARD). The
// stones are not moves: they are in no order, undo never takes them back, and
// the history starts after them with `to_move`.
struct Setup {
    std::vector<Point> black;
    std::vector<Point> white;
    // Stones of neither side: Gomocup's continuous-game marks (field 3). They
    // occupy their point and block every line through it, for both colours.
    std::vector<Point> blocked;
    Stone to_move = Stone::Black;
};

// Why from_position refused a setup; Ok means it was accepted.
enum class SetupError : std::uint8_t {
    Ok,
    BadSize,      // the board size is outside MinSize..MaxSize
    BadTurn,      // to_move is neither Black nor White
    OutOfBounds,  // a stone lies off the board
    Overlap,      // two stones on one point
    Counts,       // no game reaches these counts with this side to move
    Five,         // a winning run is already on the board
    Overline,     // Renju: a Black overline, which Black can never have played
};

struct SetupRefusal {
    SetupError code = SetupError::Ok;
    Point at{-1, -1};         // the stone at fault (OutOfBounds, Overlap, Five, Overline)
    std::vector<Point> line;  // Five, Overline: the run already on the board
};

std::string_view to_string(SetupError e);

struct Outcome {
    Status status = Status::Ongoing;
    std::vector<Point> line;  // the winning run, empty unless someone made five
    bool resigned = false;    // the loser resigned; status names the winner
    // A draw because, under Renju, Black is to move and every empty point is
    // forbidden (RIF lets Black pass there; this Game has no pass, so it ends).
    bool only_forbidden = false;

    Stone winner() const {
        return status == Status::BlackWon   ? Stone::Black
               : status == Status::WhiteWon ? Stone::White
                                            : Stone::Empty;
    }
    // "five" or "resign" for a win, "board_full" or "only_forbidden" for a draw, "" while
    // the game is on.
    std::string_view reason() const;
};

// A game of Gomoku under one rule set. Every change goes through place/undo,
// and a refused place changes nothing.
struct SetupResult;

class Game {
  public:
    explicit Game(int size = DefaultSize, Rule rule = Rule::Freestyle);

    // A game that starts from a set-up position. The stones may come in any
    // order and are not judged as if played; the setup is refused only when no
    // game reaches it: a bad size or side to move, a stone off the board, two
    // stones on one point, stone counts that do not alternate into `to_move`,
    // or a game already won (under Renju also a Black overline). Under Renju,
    // forbidden points are then judged on this position. A full board is a draw,
    // and so is, under Renju, Black to move with only forbidden points.
    static SetupResult from_position(int size, Rule rule, const Setup& setup);
    static SetupResult from_position(int size, Rule rule, const std::vector<Point>& black,
                                     const std::vector<Point>& white, Stone to_move);

    static bool valid_size(int size) { return size >= MinSize && size <= MaxSize; }

    int size() const { return board_.size(); }
    Rule rule() const { return rule_; }
    const Board& board() const { return board_; }
    // The stones the game started from; empty for a game from the empty board.
    const Setup& setup() const { return setup_; }
    const std::vector<MoveRecord>& history() const { return history_; }
    const Outcome& outcome() const { return outcome_; }
    bool over() const { return outcome_.status != Status::Ongoing; }
    Stone turn() const {
        return history_.size() % 2 == 0 ? setup_.to_move : opponent(setup_.to_move);
    }

    // What place(p) would answer, without placing.
    PlaceError check(Point p) const;
    // Whether place() would accept some point: false exactly when the game is over
    // (under Renju, Black to move with every empty point forbidden ends the game in
    // a draw, reason "only_forbidden").
    bool has_legal_point() const;
    PlaceError place(Point p);

    // Pops the last n moves; refuses (returns false, changes nothing) when
    // fewer than n exist or n is negative. Undoing a move withdraws a resignation.
    bool undo(int n = 1);
    // `loser` gives up; refused (false, nothing changes) once the game is over.
    bool resign(Stone loser);
    // Back to the start: the empty board, or the setup of from_position.
    void restart();

    // Black's forbidden points; empty unless the rule is Renju.
    std::vector<Point> forbidden_points() const;

  private:
    // A full board, or under Renju Black to move with only forbidden points: a draw.
    void judge_draw();

    Board board_;
    Rule rule_;
    Setup setup_;
    std::vector<MoveRecord> history_;
    Outcome outcome_;
};

struct SetupResult {
    Game game;  // the set-up game when ok(), otherwise an empty board
    SetupRefusal refusal;
    bool ok() const { return refusal.code == SetupError::Ok; }
};

}  // namespace pinqi::gomoku
