#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "common/key_memo.h"
#include "xiangqi/movegen.h"
#include "xiangqi/position.h"

namespace pinqi::xiangqi::puzzle {

// The side to move has no legal move: it has lost (mate or stalemate).
bool no_legal_move(Position& pos);

// Exact proofs of forced mates, bounded by the number of attacking moves
// ("mate in n": the n-th move of the attacker leaves the defender without a
// legal move, which in Xiangqi loses whether or not the general is in check).
//
// The defender may answer with any legal move. The attacker plays checks,
// and any move at all in its last `quiet_moves` moves: the family of the
// classic mating problems (连将杀 with a quiet finish). A proof within the
// family is a mate against every defence; a mate outside it (a quiet move
// earlier in the line) is not looked for. Repetition rules are not applied:
// a shortest forced mate never needs a repeated position.
//
// Deterministic. A node budget bounds the work; when it runs out the answer
// is "unknown" (nullopt), never a guess.
class MateProver {
  public:
    explicit MateProver(int quiet_moves = 1, std::uint64_t node_limit = 0);

    // Does the side to move mate within `moves` of its moves?
    std::optional<bool> mates_within(Position& pos, int moves);
    // The least n <= max_moves that mates; 0 when none does.
    std::optional<int> shortest_mate(Position& pos, int max_moves);
    // Does playing `move` (legal for the side to move) mate within `moves`, that move included?
    std::optional<bool> move_mates(Position& pos, Move move, int moves);
    // Every legal first move that mates within `moves`, in generation order.
    std::optional<std::vector<Move>> mating_moves(Position& pos, int moves);

    // The side to move is the defender: the reply that delays the mate
    // longest. Ties go to the first reply in a fixed order (captures, largest
    // victim first, then generation order).
    struct Defence {
        Move move = NoMove;    // NoMove only when the defender has no legal move
        int moves_left = 0;    // the attacking moves the mate still takes after `move`
        bool holds = false;    // `move` escapes every mate within `moves`
        bool complete = true;  // false: the budget ran out; `move` is the best seen so far
    };
    Defence longest_defence(Position& pos, int moves);

    // The first legal move, checks first, that mates within `moves`; NoMove when none does.
    std::optional<Move> mating_move(Position& pos, int moves);

    std::uint64_t nodes() const { return nodes_; }

  private:
    bool attack(Position& pos, int moves);
    bool defend(Position& pos, int moves);
    bool try_move(Position& pos, Move m, int moves);
    void defence_order(const Position& pos, MoveList& list) const;

    std::optional<bool> known(Key key, int moves) const;
    void remember(Key key, int moves, bool mate);

    int quiet_moves_;
    std::uint64_t node_limit_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    KeyMemo known_;
};

}  // namespace pinqi::xiangqi::puzzle
