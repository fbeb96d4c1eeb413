#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

#include "gomoku/game.h"
#include "gomoku/puzzle/threat_prover.h"

namespace pinqi::gomoku::puzzle {

// A Gomoku puzzle: the position a game reached, and a forced win for the side
// to move (the player). The defender's replies are the engine's.
struct Puzzle {
    Rule rule = Rule::Freestyle;
    int size = DefaultSize;
    std::vector<Point> setup;           // the game's moves up to the puzzle position
    ThreatKind kind = ThreatKind::Vcf;  // what the solution uses; the judge accepts any forced win
    int length = 0;               // the player's moves in the solution, the winning five included
    std::vector<Point> solution;  // player, defender, player, ..., the five
    std::vector<Point>
        first_moves;  // every first move that wins within `length` by threats of `kind`
};

// The proof budget of one judgement: enough for every shipped puzzle, small
// enough to answer within a few milliseconds, and counted in nodes so that the
// answer is the same on every machine.
constexpr std::uint64_t JudgeNodes = 200'000;

enum class Verdict : std::uint8_t {
    Correct,  // the move keeps a forced win within the moves left; the defender replies
    Solved,   // the move makes five
    Wrong,    // no forced win within the moves left is proven to follow
};

std::string_view to_string(Verdict v);

struct Judgement {
    std::string_view code;  // empty on success; else bad_puzzle, illegal_move or game_over
    Verdict verdict = Verdict::Wrong;
    Point reply{-1, -1};  // the defender's answer, for Correct
    int moves_left = 0;   // the player's moves still allowed after the reply
};

// Judges the player's `move` after `line` (the moves played since the puzzle
// position, player and defender alternately, so of even length).
//
// What is precomputed and what is proven here: a move on the solution line, and
// a first move from `first_moves`, is taken from the data; any other move is
// proven by the threat prover within JudgeNodes, and is Correct when it wins by
// force within the moves left, whatever the puzzle's kind: the player may go on
// with fours and threes, the defender may answer anything (a move that threatens
// nothing gives the defender a free reply, and every reply is tried). The reply
// is the solution's when the line follows it, else the defence that holds out
// longest (against wins of the puzzle's kind first). Refusals (code) change nothing:
// bad_puzzle when the puzzle does not replay to a position with the player to
// move; illegal_move when the line or the move is not legal there or the line
// has odd length; game_over when the line already won or used up the moves.
Judgement judge(const Puzzle& puzzle, const std::vector<Point>& line, Point move);

struct HintResult {
    std::string_view code;  // as for judge()
    Point move{-1, -1};     // a winning move within the moves left; (-1,-1) if none is left
};

// The solution's next move while the line follows it; else the first winning
// move the prover finds within the moves left (of the puzzle's kind first, then by threes).
HintResult hint(const Puzzle& puzzle, const std::vector<Point>& line);

}  // namespace pinqi::gomoku::puzzle
