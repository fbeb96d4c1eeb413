#pragma once
#include "xiangqi/position.h"
#include "xiangqi/types.h"

// Endgame knowledge: material balances where the side ahead usually cannot
// win, so its score is scaled down towards a draw. The known cases, as Xiangqi
// endgame manuals give them:
//   - nothing left that can cross the river: no win at all;
//   - soldiers only: a soldier on the last rank cannot mate; one soldier does
//     not beat two defenders (advisors or elephants), two rarely beat full defence;
//   - a lone cannon needs a screen: it wins only with its own advisors against
//     a bare general;
//   - a lone horse beats one defender, but not two;
//   - a lone chariot does not beat full defence (two advisors and two
//     elephants), nor a horse or cannon with full defence;
//   - chariot against chariot with at most a soldier more is drawish.
namespace pinqi::xiangqi::ai {

constexpr int NormalScale = 64;

// Pieces per side and type, and per side the soldiers that crossed the river
// but are not yet on the last rank (those can still reach the general).
struct MaterialCount {
    int count[2][8] = {};
    int live_soldiers[2] = {};
};

MaterialCount count_material(const Position& pos);

// 0 (a dead draw) .. NormalScale (no knowledge applies) for the side `strong` being ahead.
int endgame_scale(const MaterialCount& m, Color strong);

}  // namespace pinqi::xiangqi::ai
