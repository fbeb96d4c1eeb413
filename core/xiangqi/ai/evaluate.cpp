#include "xiangqi/ai/evaluate.h"

#include "xiangqi/geometry.h"

namespace pinqi::xiangqi::ai {
namespace {

struct Pair {
    int mg = 0, eg = 0;
    Pair& operator+=(Pair o) {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
};

constexpr Pair Material[8] = {{0, 0},     {1000, 1080}, {420, 470}, {190, 170},
                              {190, 170}, {0, 0},       {470, 420}, {90, 110}};

// Piece-square shapes, written from a side's own view: r = ranks from its own
// back rank (0..9), d = distance from the central file (0..4).
Pair soldier_square(int r, int d) {
    if (r <= 2) return {0, 0};
    if (r <= 4) return {r == 4 ? 10 : 0, r == 4 ? 15 : 0};
    // Across the river a soldier also steps sideways; near the palace it bites.
    static constexpr Pair crossed[10] = {{},       {},        {},        {},       {},
                                         {55, 85}, {75, 105}, {85, 115}, {65, 95}, {15, 35}};
    Pair p = crossed[r];
    const int central = d <= 1 ? 25 : d == 2 ? 12 : 0;
    p.mg += central;
    p.eg += central;
    return p;
}

Pair horse_square(int r, int d) {
    Pair p;
    p.mg = (4 - d) * 5 - (d == 4 ? 20 : 0);
    p.eg = (4 - d) * 6 - (d == 4 ? 15 : 0);
    static constexpr int forward[10] = {-25, -8, 0, 5, 10, 22, 35, 38, 20, -5};
    p.mg += forward[r];
    p.eg += forward[r] / 2;
    if (r >= 6 && r <= 8 && d <= 2) p.mg += 12;  // near the enemy palace
    return p;
}

Pair cannon_square(int r, int d) {
    Pair p;
    if (d == 0) p.mg += 28;  // the central cannon
    if (d == 1) p.mg += 6;
    static constexpr int rank_bonus[10] = {0, 0, 5, 2, 0, 0, 4, 6, 2, 12};
    p.mg += rank_bonus[r];
    p.eg += d == 0 ? 10 : 0;
    return p;
}

Pair chariot_square(int r, int d) {
    Pair p;
    if (r == 0) p.mg -= 12;            // still at home
    if (d == 1) p.mg += 10;            // the rib files beside the palace
    if (r == 6 || r == 7) p.mg += 18;  // on the enemy rib line
    if (r >= 3 && r <= 5) p.mg += 6;
    p.eg += r >= 5 ? 10 : 0;
    return p;
}

Pair advisor_square(int r, int d) {
    return (r == 1 && d == 0) ? Pair{12, 8} : Pair{0, 0};
}

Pair elephant_square(int r, int d) {
    if (r == 2 && d == 0) return {14, 10};
    if (r == 2 && d == 4) return {-6, -4};
    return {0, 0};
}

Pair general_square(int r, int d) {
    Pair p;
    p.mg = -(r * 22) - (d == 1 ? 8 : 0);
    p.eg = -(r * 10) + (d == 0 ? 6 : 0);
    return p;
}

struct Tables {
    Pair square[16][SquareCount];  // material plus position, for each piece
    Pair shape[16][SquareCount];   // position only
    Tables() {
        for (int c = 0; c < 2; ++c)
            for (int t = Chariot; t <= Soldier; ++t)
                for (Square s = 0; s < SquareCount; ++s) {
                    const int r = relative_rank(Color(c), s),
                              d = file_of(s) >= 4 ? file_of(s) - 4 : 4 - file_of(s);
                    Pair p;
                    switch (PieceType(t)) {
                        case Soldier:
                            p = soldier_square(r, d);
                            break;
                        case Horse:
                            p = horse_square(r, d);
                            break;
                        case Cannon:
                            p = cannon_square(r, d);
                            break;
                        case Chariot:
                            p = chariot_square(r, d);
                            break;
                        case Advisor:
                            p = advisor_square(r, d);
                            break;
                        case Elephant:
                            p = elephant_square(r, d);
                            break;
                        case General:
                            p = general_square(r, d);
                            break;
                        default:
                            break;
                    }
                    const Piece pc = make_piece(Color(c), PieceType(t));
                    shape[pc][s] = p;
                    square[pc][s] = {p.mg + Material[t].mg, p.eg + Material[t].eg};
                }
    }
};

const Tables& tables() {
    static const Tables t;
    return t;
}

constexpr int PhaseWeight[8] = {0, 4, 2, 0, 0, 0, 2, 0};
constexpr int FullPhase = 2 * (2 * 4 + 2 * 2 + 2 * 2);

struct SideInfo {
    int count[8] = {};
    int crossed_soldiers = 0;
    int horses_near_palace = 0;
    int cannons_aiming = 0;  // on a palace file or the enemy side
};

}  // namespace

int piece_value(PieceType t) {
    static constexpr int values[8] = {0, 1000, 430, 180, 180, 5000, 450, 100};
    return values[t];
}

Value material_balance(const Position& pos) {
    int v = 0;
    for (int c = 0; c < 2; ++c) {
        const std::uint8_t* sq = pos.piece_squares(Color(c));
        int side = 0;
        for (int i = 0; i < pos.piece_count(Color(c)); ++i) {
            const PieceType t = type_of(pos.piece_on(sq[i]));
            if (t != General) side += piece_value(t);
        }
        v += c == pos.side_to_move() ? side : -side;
    }
    return v;
}

Value evaluate(const Position& pos, const EvalTerms& terms) {
    const Tables& tab = tables();
    const auto& geo = geometry::tables();
    const Piece* board = pos.board();
    Pair score[2];
    SideInfo info[2];
    int phase = 0;

    for (int ci = 0; ci < 2; ++ci) {
        const Color c = Color(ci);
        const std::uint8_t* squares = pos.piece_squares(c);
        for (int i = 0, n = pos.piece_count(c); i < n; ++i) {
            const Square s = squares[i];
            const Piece p = board[s];
            const PieceType t = type_of(p);
            ++info[c].count[t];
            phase += PhaseWeight[t];
            if (terms.piece_squares) {
                score[c] += tab.square[p][s];
            } else {
                score[c] += Material[t];
            }
            const int r = relative_rank(c, s);
            const int d = file_of(s) >= 4 ? file_of(s) - 4 : 4 - file_of(s);
            if (t == Soldier && r >= 5) ++info[c].crossed_soldiers;
            if (t == Horse && r >= 6 && d <= 2) ++info[c].horses_near_palace;
            if (t == Cannon && (d == 0 || r >= 5)) ++info[c].cannons_aiming;
            if (!terms.mobility) continue;
            if (t == Chariot || t == Cannon) {
                int moves = 0;
                for (int dir = 0; dir < 4; ++dir) {
                    const std::uint8_t* ray = geo.ray[s][dir];
                    const int len = geo.ray_length[s][dir];
                    int k = 0;
                    while (k < len && board[ray[k]] == NoPiece) ++k, ++moves;
                    if (t == Chariot && k < len && color_of(board[ray[k]]) != c) ++moves;
                }
                // Weights x1.5 since the first version: +45 Elo over 200 games (bench/xiangqi).
                const int k = terms.mobility_percent;
                if (t == Chariot)
                    score[c] += Pair{(moves - 8) * 6 * k / 100, (moves - 8) * 6 * k / 100};
                else
                    score[c] += Pair{(moves - 6) * 3 * k / 100, (moves - 6) * 3 * k / 200};
            } else if (t == Horse) {
                int moves = 0;
                for (int k = 0; k < geo.horse_move_count[s]; ++k) {
                    const auto& step = geo.horse_moves[s][k];
                    if (board[step.block] == NoPiece &&
                        (board[step.to] == NoPiece || color_of(board[step.to]) != c))
                        ++moves;
                }
                // A horse with no way out is nearly worthless.
                const int k = terms.mobility_percent;
                score[c] += Pair{((moves - 4) * 12 - (moves == 0 ? 45 : 0)) * k / 100,
                                 (moves - 4) * 27 * k / 200};
            }
        }
    }

    for (int ci = 0; ci < 2; ++ci) {
        const Color c = Color(ci), them = ~c;
        const SideInfo& us = info[c];
        const SideInfo& en = info[them];
        if (terms.general_safety) {
            // Missing defenders matter in proportion to the attackers left.
            const int attack = 2 * en.count[Chariot] + en.count[Horse] + en.count[Cannon];
            score[c].mg -= (2 - us.count[Advisor]) * attack * 7;
            score[c].mg -= (2 - us.count[Elephant]) * attack * 5;
            score[c].eg -= (2 - us.count[Advisor]) * attack * 3;
            const Square g = pos.general_square(c);
            if (g != NoSquare) {
                // Enemy chariots and cannons on the general's file: what stands between them.
                const int dir = c == Red ? geometry::North : geometry::South;
                const std::uint8_t* ray = geo.ray[g][dir];
                const int len = geo.ray_length[g][dir];
                int between = 0;
                for (int k = 0; k < len; ++k) {
                    const Piece q = board[ray[k]];
                    if (q == NoPiece) continue;
                    if (color_of(q) == them && type_of(q) == Cannon) {
                        if (between == 0)
                            score[c].mg -= 90;  // an empty-headed cannon
                        else if (between == 2)
                            score[c].mg -= 20;
                        break;
                    }
                    if (color_of(q) == them && type_of(q) == Chariot) {
                        if (between <= 1) score[c].mg -= 30;
                        break;
                    }
                    if (++between > 2) break;
                }
                // Open rib files: an enemy chariot with a clear run to the palace's front.
                for (int f = 3; f <= 5; f += 2) {
                    const int home = c == Red ? 0 : 9, step = c == Red ? 1 : -1;
                    for (int rk = home + 2 * step; rk != home + 10 * step; rk += step) {
                        const Piece q = board[make_square(f, rk)];
                        if (q == NoPiece) continue;
                        if (q == make_piece(them, Chariot)) score[c].mg -= 25;
                        break;
                    }
                }
            }
        }
        if (terms.soldiers) {
            // Crossed soldiers side by side protect each other.
            const std::uint8_t* squares = pos.piece_squares(c);
            for (int i = 0, n = pos.piece_count(c); i < n; ++i) {
                const Square s = squares[i];
                if (board[s] != make_piece(c, Soldier) || relative_rank(c, s) < 5) continue;
                if (file_of(s) < 8 && board[s + 1] == make_piece(c, Soldier))
                    score[c] += Pair{18, 30};
            }
            // Soldiers grow stronger as the defenders thin out.
            score[c].eg += us.crossed_soldiers * (2 - en.count[Advisor]) * 12;
        }
        if (terms.coordination) {
            // Horse and cannon attack best together.
            if (us.horses_near_palace && us.cannons_aiming) score[c].mg += 30;
            if (us.count[Horse] && us.count[Cannon] && us.count[Chariot]) score[c].mg += 10;
        }
    }

    const int ph = phase > FullPhase ? FullPhase : phase;
    const Color stm = pos.side_to_move();
    const int mg = score[stm].mg - score[~stm].mg;
    const int eg = score[stm].eg - score[~stm].eg;
    int v = (mg * ph + eg * (FullPhase - ph)) / FullPhase;

    // A side with nothing that can cross the river cannot win.
    auto can_attack = [&](Color c) {
        const SideInfo& s = info[c];
        return s.count[Chariot] + s.count[Horse] + s.count[Cannon] + s.crossed_soldiers +
                   s.count[Soldier] >
               0;
    };
    const Color ahead = v >= 0 ? stm : ~stm;
    if (!can_attack(ahead)) v /= 8;
    return v + 8;  // the move in hand
}

}  // namespace pinqi::xiangqi::ai
