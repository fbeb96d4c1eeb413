#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "common/key_memo.h"
#include "gomoku/ai/position.h"
#include "gomoku/ai/vcf.h"

namespace pinqi::gomoku::puzzle {

using ai::Position;

// The kinds of forced win a Gomoku puzzle asks for.
enum class ThreatKind : std::uint8_t {
    Vcf,  // victory by continuous fours: every attacking move makes a four
    Vct,  // victory by continuous threats: every attacking move makes a three or a four
};

// Exact proofs of forced wins by threats, bounded by the number of attacking
// moves ("win in n": the winning five is the n-th move of the attacker).
//
// Only the attacker is restricted (to fours for VCF; to threes and fours for
// VCT, and to the forced block when the defender makes a four). The defender
// may answer with any legal move, counter-fours included, so a proven win is a
// win against every defence. Renju is exact: Black never plays a forbidden
// point, attacking or defending, and White may win through a block that is
// forbidden to Black.
//
// Every answer is deterministic. A node budget bounds the work; when it runs
// out the answer is "unknown" (Proof::complete is false), never a guess.
class ThreatProver {
  public:
    explicit ThreatProver(ThreatKind kind, std::uint64_t node_limit = 0);

    ThreatKind kind() const { return kind_; }

    // Does the side to move force five within `moves` of its moves?
    // nullopt when the node budget ran out first.
    std::optional<bool> wins_within(Position& pos, int moves);

    // The least n <= max_moves with wins_within(pos, n); 0 when there is none;
    // nullopt when the budget ran out first.
    std::optional<int> shortest_win(Position& pos, int max_moves);

    // The side to move has just been threatened (it is the defender): the
    // reply that holds out longest against a win within `moves` attacking
    // moves. Ties go to the first reply in a fixed order (counter-fours, then
    // the attacker's open-four points, then the attacker's strongest points,
    // then cell index).
    struct Defence {
        int move = ai::NoCell;  // NoCell only when the defender has no legal move
        int moves_left = 0;     // the attacking moves the win still takes after `move`
        bool holds = false;     // `move` escapes every win within `moves`
        bool complete = true;   // false: the budget ran out; `move` is the best seen so far
    };
    Defence longest_defence(Position& pos, int moves);

    // Every first move of the side to move that wins within `moves`, in cell order.
    std::optional<std::vector<int>> winning_moves(Position& pos, int moves);

    // The first move, in the attack order (a five, then the forced block or the
    // strongest threats), that wins within `moves`; NoCell when none does.
    std::optional<int> winning_move(Position& pos, int moves);

    // Does playing `move` (for the side to move) keep a win within `moves`, that move included?
    // Only moves of the prover's family count (a four, a three for VCT, the forced block).
    std::optional<bool> move_wins(Position& pos, int move, int moves);

    // The same for any legal move, threat or not: a move that threatens nothing gives
    // the defender a free reply, and every reply is tried.
    std::optional<bool> any_move_wins(Position& pos, int move, int moves);

    // Tries every legal reply at every defence, as the definition says, instead
    // of only the replies that can stop the threat: slower, for cross-checks.
    void set_exhaustive_defence(bool on) { exhaustive_defence_ = on; }

    std::uint64_t nodes() const { return nodes_ + vcf_.nodes(); }
    bool out_of_budget() const { return node_limit_ && nodes() >= node_limit_; }

  private:
    bool attack(Position& pos, int moves);
    bool defend(Position& pos, int moves);
    bool play_and_defend(Position& pos, int move, int moves);
    void defence_candidates(const Position& pos, std::vector<int>& out) const;
    void attack_candidates(const Position& pos, int moves, std::vector<int>& out) const;

    // Proven facts per position: it wins within at_most moves; it does not win within
    // fails_at_least moves. Only exact results are stored, so the table never changes an
    // answer, only the work.
    std::optional<bool> known(std::uint64_t key, int moves) const;
    void remember(std::uint64_t key, int moves, bool win);

    ThreatKind kind_;
    std::uint64_t node_limit_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    bool exhaustive_defence_ = false;
    ai::VcfSolver vcf_;
    KeyMemo known_;
};

}  // namespace pinqi::gomoku::puzzle
