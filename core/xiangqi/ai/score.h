#pragma once
#include <cstdlib>

// Search scores, always from the side to move's point of view, in centipawns
// (a soldier at home is about 100). Decisive results sit in a band above every
// evaluation so that nothing positional can outweigh them: a mate, or a win by
// the perpetual check/chase rule. Inside the band they are ranked by distance,
// two steps per ply: a mate at ply p is Mate - 2p, a rule win at ply p is one
// less. So the winner takes the quickest decision (a mate before a rule win at
// the same ply), and the loser the slowest: a side that is lost plays on rather
// than break the repetition rule now, and loses by that rule only when every
// other move is mated sooner.
namespace pinqi::xiangqi::ai {

using Value = int;

constexpr int MaxPly = 128;
constexpr Value Infinite = 32000;
constexpr Value Mate = 30000;
constexpr Value DecisiveBound = Mate - 2 * MaxPly - 2;  // |v| >= it: a mate or a rule win
constexpr Value MateBound = DecisiveBound;              // for "is this at least decisive" tests
constexpr Value Draw = 0;

constexpr Value mate_in(int ply) {
    return Mate - 2 * ply;
}
constexpr Value mated_in(int ply) {
    return -Mate + 2 * ply;
}
// A win (or, negated, a loss) by the perpetual check/chase rule at `ply`.
constexpr Value rule_win_in(int ply) {
    return Mate - 2 * ply - 1;
}
constexpr bool is_decisive(Value v) {
    return v >= DecisiveBound || v <= -DecisiveBound;
}
constexpr bool is_mate(Value v) {
    return is_decisive(v) && (Mate - (v < 0 ? -v : v)) % 2 == 0;
}
// Plies from the node to the decision, for a decisive score.
constexpr int decisive_plies(Value v) {
    return (Mate - (v < 0 ? -v : v)) / 2;
}
// Full moves to the mate (positive: the side to move mates), 0 if not a mate.
inline int mate_moves(Value v) {
    if (!is_mate(v)) return 0;
    const int plies = decisive_plies(v);
    return v > 0 ? (plies + 1) / 2 : -(plies / 2);
}

}  // namespace pinqi::xiangqi::ai
