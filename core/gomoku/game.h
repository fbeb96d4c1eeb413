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

struct Outcome {
    Status status = Status::Ongoing;
    std::vector<Point> line;  // the winning run, empty unless someone made five
    bool resigned = false;    // the loser resigned; status names the winner

    Stone winner() const {
        return status == Status::BlackWon   ? Stone::Black
               : status == Status::WhiteWon ? Stone::White
                                            : Stone::Empty;
    }
    // "five" or "resign" for a win, "board_full" for the draw, "" while the game is on.
    std::string_view reason() const;
};

// A game of Gomoku under one rule set. Every change goes through place/undo,
// and a refused place changes nothing.
class Game {
  public:
    explicit Game(int size = DefaultSize, Rule rule = Rule::Freestyle);

    static bool valid_size(int size) { return size >= MinSize && size <= MaxSize; }

    int size() const { return board_.size(); }
    Rule rule() const { return rule_; }
    const Board& board() const { return board_; }
    const std::vector<MoveRecord>& history() const { return history_; }
    const Outcome& outcome() const { return outcome_; }
    bool over() const { return outcome_.status != Status::Ongoing; }
    Stone turn() const { return history_.size() % 2 == 0 ? Stone::Black : Stone::White; }

    // What place(p) would answer, without placing.
    PlaceError check(Point p) const;
    PlaceError place(Point p);

    // Pops the last n moves; refuses (returns false, changes nothing) when
    // fewer than n exist or n is negative. Undoing a move withdraws a resignation.
    bool undo(int n = 1);
    // `loser` gives up; refused (false, nothing changes) once the game is over.
    bool resign(Stone loser);
    void restart();

    // Black's forbidden points; empty unless the rule is Renju.
    std::vector<Point> forbidden_points() const;

  private:
    Board board_;
    Rule rule_;
    std::vector<MoveRecord> history_;
    Outcome outcome_;
};

}  // namespace pinqi::gomoku
