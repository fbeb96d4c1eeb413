#pragma once
#include <cstdlib>

// Search scores, always from the side to move's point of view, in centipawns
// (a soldier at home is about 100). Mates and rule wins sit in bands above
// every evaluation so that nothing positional can outweigh them.
namespace pinqi::xiangqi::ai {

using Value = int;

constexpr int MaxPly = 128;
constexpr Value Infinite = 32000;
constexpr Value Mate = 30000;
constexpr Value MateBound = Mate - MaxPly;  // |v| >= MateBound: a forced mate
// A win by the perpetual check/chase rule: decisive, but ranked below any mate.
constexpr Value RuleWin = 28000;
constexpr Value DecisiveBound = RuleWin - MaxPly;  // mates and rule wins
constexpr Value Draw = 0;

constexpr Value mate_in(int ply) {
    return Mate - ply;
}
constexpr Value mated_in(int ply) {
    return -Mate + ply;
}
constexpr bool is_mate(Value v) {
    return v >= MateBound || v <= -MateBound;
}
constexpr bool is_decisive(Value v) {
    return v >= DecisiveBound || v <= -DecisiveBound;
}
// Full moves to the mate (positive: the side to move mates), 0 if not a mate.
inline int mate_moves(Value v) {
    if (!is_mate(v)) return 0;
    return v > 0 ? (Mate - v + 1) / 2 : -((Mate + v) / 2);
}

}  // namespace pinqi::xiangqi::ai
