#pragma once
#include <cstdint>

#include "types.h"

namespace pinqi::xiangqi {

// What do_move changes that undo_move cannot recompute.
struct UndoInfo {
    Key key;
    Piece captured;
    std::uint8_t captured_slot;  // the captured piece's place in its side's piece list
    std::int32_t plies_since_capture;
    std::int32_t fullmove_number;
};

// The largest FEN counter (plies since a capture, move number): nine digits.
// Play stops counting there, so every position prints a FEN that parses.
constexpr int MaxFenCounter = 999'999'999;

// The board state: a 90-point mailbox plus per-side piece lists, the side to
// move, the counters and an incrementally updated Zobrist key.
// A Position does not judge whether it is reachable; see validation.h.
class Position {
  public:
    Position() { clear(); }

    void clear();
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void set_side_to_move(Color c);
    void set_counters(int plies_since_capture, int fullmove_number);

    Piece piece_on(Square s) const { return board_[s]; }
    const Piece* board() const { return board_; }
    Color side_to_move() const { return side_; }
    Key key() const { return key_; }
    // The key after the move, without making it (for prefetching table entries).
    Key key_after(Move m) const;
    int plies_since_capture() const { return plies_since_capture_; }
    int fullmove_number() const { return fullmove_; }
    Square general_square(Color c) const { return general_[c]; }
    const std::uint8_t* piece_squares(Color c) const { return list_[c]; }
    int piece_count(Color c) const { return count_[c]; }
    int count(Color c, PieceType t) const;

    // The move must be at least pseudo-legal.
    UndoInfo do_move(Move m);
    void undo_move(Move m, const UndoInfo& u);
    // Passes the turn; used only to ask "what could the side that just moved do now".
    void do_null_move();
    void undo_null_move() { do_null_move(); }

    bool in_check() const { return general_attacked(side_); }
    // True when c's general is attacked, facing the other general included.
    // False when c has no general on the board.
    bool general_attacked(Color c) const;
    // Would the mover's general be safe after this pseudo-legal move?
    bool is_safe(Move m);

  private:
    bool square_attacked_by(Square s, Color by) const;

    Piece board_[SquareCount];
    std::uint8_t list_[2][16];
    std::uint8_t slot_[SquareCount];
    std::uint8_t count_[2];
    Square general_[2];
    Color side_;
    Key key_;
    int plies_since_capture_;
    int fullmove_;
};

}  // namespace pinqi::xiangqi
