#include "xiangqi/ai/attacks.h"

#include "xiangqi/ai/evaluate.h"
#include "xiangqi/geometry.h"

namespace pinqi::xiangqi::ai {

int least_attacker_value(const Position& pos, Square s, Color by) {
    const auto& t = geometry::tables();
    const Piece* board = pos.board();
    int best = 0;
    auto consider = [&](PieceType type) {
        const int v = piece_value(type);
        if (best == 0 || v < best) best = v;
    };
    const Piece soldier = make_piece(by, Soldier);
    for (int i = 0; i < t.soldier_attacker_count[by][s]; ++i)
        if (board[t.soldier_attackers[by][s][i]] == soldier) return piece_value(Soldier);
    const Piece horse = make_piece(by, Horse);
    for (int i = 0; i < t.horse_attacker_count[s]; ++i) {
        const auto& a = t.horse_attackers[s][i];
        if (board[a.to] == horse && board[a.block] == NoPiece) consider(Horse);
    }
    // Advisors, elephants and the general attack only inside their own half.
    if (on_own_side(by, s)) {
        const Piece advisor = make_piece(by, Advisor), elephant = make_piece(by, Elephant);
        for (int i = 0; i < t.advisor_move_count[by][s]; ++i)
            if (board[t.advisor_moves[by][s][i]] == advisor) consider(Advisor);
        for (int i = 0; i < t.elephant_move_count[by][s]; ++i) {
            const auto& e = t.elephant_moves[by][s][i];
            if (board[e.to] == elephant && board[e.block] == NoPiece) consider(Elephant);
        }
        if (in_palace(by, s)) {
            const Piece general = make_piece(by, General);
            for (int i = 0; i < t.general_move_count[by][s]; ++i)
                if (board[t.general_moves[by][s][i]] == general) consider(General);
        }
    }
    const Piece chariot = make_piece(by, Chariot), cannon = make_piece(by, Cannon);
    for (int d = 0; d < 4; ++d) {
        const std::uint8_t* ray = t.ray[s][d];
        const int len = t.ray_length[s][d];
        int i = 0;
        while (i < len && board[ray[i]] == NoPiece) ++i;
        if (i == len) continue;
        if (board[ray[i]] == chariot) consider(Chariot);
        ++i;
        while (i < len && board[ray[i]] == NoPiece) ++i;
        if (i < len && board[ray[i]] == cannon) consider(Cannon);
    }
    return best;
}

bool attacked_by(const Position& pos, Square s, Color by) {
    return least_attacker_value(pos, s, by) != 0;
}

}  // namespace pinqi::xiangqi::ai
