#include "geometry.h"

#include "common/cold.h"
#include "common/load_time.h"

namespace pinqi::xiangqi::geometry {
namespace {

constexpr int DirFile[4] = {0, 0, 1, -1};
constexpr int DirRank[4] = {1, -1, 0, 0};

PINQI_COLD constexpr Tables build() {
    Tables t{};
    for (Square s = 0; s < SquareCount; ++s) {
        const int f = file_of(s), r = rank_of(s);
        for (int d = 0; d < 4; ++d) {
            int n = 0;
            for (int ff = f + DirFile[d], rr = r + DirRank[d]; on_board(ff, rr);
                 ff += DirFile[d], rr += DirRank[d])
                t.ray[s][d][n++] = std::uint8_t(make_square(ff, rr));
            t.ray_length[s][d] = std::uint8_t(n);
        }
        // Horse: two steps along one axis, one along the other; the leg is the
        // first orthogonal step along the long axis.
        for (int d = 0; d < 4; ++d) {
            const int lf = f + DirFile[d], lr = r + DirRank[d];
            if (!on_board(lf, lr)) continue;
            for (int side : {-1, 1}) {
                const int tf = lf + DirFile[d] + (DirFile[d] == 0 ? side : 0);
                const int tr = lr + DirRank[d] + (DirRank[d] == 0 ? side : 0);
                if (!on_board(tf, tr)) continue;
                const Square to = make_square(tf, tr);
                const Square leg = make_square(lf, lr);
                t.horse_moves[s][t.horse_move_count[s]++] = {std::uint8_t(to), std::uint8_t(leg)};
                t.horse_attackers[to][t.horse_attacker_count[to]++] = {std::uint8_t(s),
                                                                       std::uint8_t(leg)};
            }
        }
        for (int c = 0; c < 2; ++c) {
            const Color color = Color(c);
            for (int df : {-2, 2})
                for (int dr : {-2, 2}) {
                    const int tf = f + df, tr = r + dr;
                    if (!on_board(tf, tr)) continue;
                    const Square to = make_square(tf, tr);
                    if (!on_own_side(color, s) || !on_own_side(color, to)) continue;
                    t.elephant_moves[c][s][t.elephant_move_count[c][s]++] = {
                        std::uint8_t(to), std::uint8_t(make_square(f + df / 2, r + dr / 2))};
                }
            for (int df : {-1, 1})
                for (int dr : {-1, 1}) {
                    const int tf = f + df, tr = r + dr;
                    if (!on_board(tf, tr)) continue;
                    const Square to = make_square(tf, tr);
                    if (in_palace(color, s) && in_palace(color, to))
                        t.advisor_moves[c][s][t.advisor_move_count[c][s]++] = std::uint8_t(to);
                }
            for (int d = 0; d < 4; ++d) {
                const int tf = f + DirFile[d], tr = r + DirRank[d];
                if (!on_board(tf, tr)) continue;
                const Square to = make_square(tf, tr);
                if (in_palace(color, s) && in_palace(color, to))
                    t.general_moves[c][s][t.general_move_count[c][s]++] = std::uint8_t(to);
            }
            const int forward = color == Red ? 1 : -1;
            auto add_soldier = [&](int tf, int tr) {
                if (!on_board(tf, tr)) return;
                const Square to = make_square(tf, tr);
                t.soldier_moves[c][s][t.soldier_move_count[c][s]++] = std::uint8_t(to);
                t.soldier_attackers[c][to][t.soldier_attacker_count[c][to]++] = std::uint8_t(s);
            };
            add_soldier(f, r + forward);
            if (!on_own_side(color, s)) {
                add_soldier(f - 1, r);
                add_soldier(f + 1, r);
            }
        }
    }
    return t;
}

}  // namespace

// Built by the compiler (by the wasm module at start-up): no guard on each call.
PINQI_LOAD_TIME_TABLE(Tables, Instance, build());

const Tables& tables() {
    return Instance;
}

}  // namespace pinqi::xiangqi::geometry
