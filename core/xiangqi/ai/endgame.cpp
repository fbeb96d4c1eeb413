#include "xiangqi/ai/endgame.h"

namespace pinqi::xiangqi::ai {

MaterialCount count_material(const Position& pos) {
    MaterialCount m;
    for (int c = 0; c < 2; ++c) {
        const std::uint8_t* squares = pos.piece_squares(Color(c));
        for (int i = 0, n = pos.piece_count(Color(c)); i < n; ++i) {
            const Square s = squares[i];
            const PieceType t = type_of(pos.piece_on(s));
            ++m.count[c][t];
            // A soldier at home can still cross; one on the last rank can no longer attack well.
            if (t == Soldier && relative_rank(Color(c), s) < 9) ++m.live_soldiers[c];
        }
    }
    return m;
}

int endgame_scale(const MaterialCount& m, Color strong) {
    const int* s = m.count[strong];
    const int* w = m.count[~strong];
    const int chariots = s[Chariot], horses = s[Horse], cannons = s[Cannon];
    const int soldiers = s[Soldier], live = m.live_soldiers[strong];
    const int defenders = w[Advisor] + w[Elephant];
    const int weak_attackers = w[Chariot] + w[Horse] + w[Cannon];
    const bool full_defence = w[Advisor] == 2 && w[Elephant] == 2;

    if (chariots + horses + cannons == 0) {
        if (live == 0) return soldiers ? 4 : 0;
        if (live == 1) return defenders == 0 ? NormalScale : defenders == 1 ? 32 : 10;
        if (live == 2) return defenders <= 2 ? 48 : 20;
        return 48;
    }
    if (chariots == 0 && horses == 0 && cannons == 1 && soldiers == 0) {
        if (defenders + weak_attackers > 0) return 8;
        return s[Advisor] > 0 ? NormalScale : 4;
    }
    if (chariots == 0 && horses == 1 && cannons == 0 && soldiers == 0) {
        if (weak_attackers > 0) return 8;
        return defenders >= 2 ? 12 : NormalScale;
    }
    if (chariots == 1 && horses + cannons + live == 0) {
        if (weak_attackers == 0) return full_defence ? 8 : NormalScale;
        if (w[Chariot] == 0 && weak_attackers == 1)
            return full_defence ? 16 : defenders == 3 ? 40 : NormalScale;
    }
    if (chariots == 1 && w[Chariot] == 1 && horses + cannons == 0 && live <= 1 &&
        w[Horse] + w[Cannon] + m.live_soldiers[~strong] == 0 && defenders >= 2)
        return 24;
    return NormalScale;
}

}  // namespace pinqi::xiangqi::ai
