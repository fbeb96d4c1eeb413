#include "xiangqi/ai/attacks.h"

#include "common/cold.h"
#include "common/load_time.h"
#include "xiangqi/geometry.h"

namespace pinqi::xiangqi::ai {

Square least_attacker(const Piece* board, Square s, Color by) {
    const auto& t = geometry::tables();
    const Piece soldier = make_piece(by, Soldier);
    for (int i = 0; i < t.soldier_attacker_count[by][s]; ++i)
        if (board[t.soldier_attackers[by][s][i]] == soldier) return t.soldier_attackers[by][s][i];
    // Advisors and elephants attack only inside their own half.
    if (on_own_side(by, s)) {
        const Piece advisor = make_piece(by, Advisor), elephant = make_piece(by, Elephant);
        for (int i = 0; i < t.advisor_move_count[by][s]; ++i)
            if (board[t.advisor_moves[by][s][i]] == advisor) return t.advisor_moves[by][s][i];
        for (int i = 0; i < t.elephant_move_count[by][s]; ++i) {
            const auto& e = t.elephant_moves[by][s][i];
            if (board[e.to] == elephant && board[e.block] == NoPiece) return e.to;
        }
    }
    const Piece horse = make_piece(by, Horse), chariot = make_piece(by, Chariot),
                cannon = make_piece(by, Cannon);
    for (int i = 0; i < t.horse_attacker_count[s]; ++i) {
        const auto& a = t.horse_attackers[s][i];
        if (board[a.to] == horse && board[a.block] == NoPiece) return a.to;
    }
    Square chariot_sq = NoSquare, cannon_sq = NoSquare;
    for (int d = 0; d < 4; ++d) {
        const std::uint8_t* ray = t.ray[s][d];
        const int len = t.ray_length[s][d];
        int i = 0;
        while (i < len && board[ray[i]] == NoPiece) ++i;
        if (i == len) continue;
        if (board[ray[i]] == chariot) chariot_sq = ray[i];
        ++i;
        while (i < len && board[ray[i]] == NoPiece) ++i;
        if (i < len && board[ray[i]] == cannon) cannon_sq = ray[i];
    }
    // Cheapest first: a cannon is worth a little more than a horse, less than a chariot.
    if (cannon_sq != NoSquare) return cannon_sq;
    if (chariot_sq != NoSquare) return chariot_sq;
    if (in_palace(by, s)) {
        const Piece general = make_piece(by, General);
        for (int i = 0; i < t.general_move_count[by][s]; ++i)
            if (board[t.general_moves[by][s][i]] == general) return t.general_moves[by][s][i];
    }
    return NoSquare;
}

namespace {

// For a general's point g and any point s: the direction from g along which s
// lies (-1 when they share no line), and whether s is diagonally next to g,
// i.e. a leg of a horse that could attack g.
struct CheckTables {
    std::int8_t direction[SquareCount][SquareCount];
    bool horse_leg[SquareCount][SquareCount];
    PINQI_COLD constexpr CheckTables() : direction{}, horse_leg{} {
        for (Square g = 0; g < SquareCount; ++g)
            for (Square s = 0; s < SquareCount; ++s) {
                const int df = file_of(s) - file_of(g), dr = rank_of(s) - rank_of(g);
                direction[g][s] =
                    std::int8_t(df == 0 && dr != 0   ? (dr > 0 ? geometry::North : geometry::South)
                                : dr == 0 && df != 0 ? (df > 0 ? geometry::East : geometry::West)
                                                     : -1);
                horse_leg[g][s] = (df == 1 || df == -1) && (dr == 1 || dr == -1);
            }
    }
};

// Built by the compiler, as the geometry tables are.
PINQI_LOAD_TIME_TABLE(CheckTables, CheckLines, CheckTables());

}  // namespace

bool gives_check(const Position& pos, Move m) {
    const Color us = pos.side_to_move();
    const Square g = pos.general_square(~us);
    if (g == NoSquare) return false;
    const Square from = from_sq(m), to = to_sq(m);
    const Piece* board = pos.board();
    const Piece moved = board[from];
    const PieceType type = type_of(moved);
    // The board after the move, read in place.
    const auto at = [&](Square s) { return s == to ? moved : s == from ? NoPiece : board[s]; };
    const auto& t = geometry::tables();
    const CheckTables& lines = CheckLines;
    // Before the move the general is not in check, so only what the move changes
    // can check it: the moved piece itself, a horse's leg it frees, and the two
    // lines from the general through `from` and `to`. Advisors, elephants and
    // the own general never reach the enemy palace.
    if (type == Soldier)
        for (int i = 0; i < t.soldier_attacker_count[us][g]; ++i)
            if (t.soldier_attackers[us][g][i] == to) return true;
    // A horse checks from `to`, or one whose leg was `from` now checks. A horse's
    // leg is diagonally next to the point it attacks; `to` can only block legs.
    const Piece horse = make_piece(us, Horse);
    if (type == Horse || lines.horse_leg[g][from])
        for (int i = 0; i < t.horse_attacker_count[g]; ++i) {
            const auto& a = t.horse_attackers[g][i];
            if (at(a.to) == horse && at(a.block) == NoPiece) return true;
        }
    const Piece chariot = make_piece(us, Chariot), cannon = make_piece(us, Cannon);
    const int through[2] = {lines.direction[g][from], lines.direction[g][to]};
    for (int k = 0; k < 2; ++k) {
        const int d = through[k];
        if (d < 0 || (k == 1 && d == through[0])) continue;
        const std::uint8_t* ray = t.ray[g][d];
        const int len = t.ray_length[g][d];
        int i = 0;
        while (i < len && at(ray[i]) == NoPiece) ++i;
        if (i == len) continue;
        if (at(ray[i]) == chariot) return true;
        ++i;
        while (i < len && at(ray[i]) == NoPiece) ++i;
        if (i < len && at(ray[i]) == cannon) return true;
    }
    return false;
}

}  // namespace pinqi::xiangqi::ai
