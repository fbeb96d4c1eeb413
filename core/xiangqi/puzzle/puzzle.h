#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"

namespace pinqi::xiangqi::puzzle {

enum class PuzzleKind : std::uint8_t {
    Mate,      // mate in `length`
    Material,  // win at least MinGain of material within `length` moves
};

std::string_view to_string(PuzzleKind k);

// A Xiangqi puzzle: a position from a game, the side to move (the player) wins.
// Moves are ICCS ("h2e2").
struct Puzzle {
    std::string fen;
    PuzzleKind kind = PuzzleKind::Mate;
    int length = 0;                        // the player's moves in the solution
    std::vector<std::string> solution;     // player, defender, ..., the player's last move
    std::vector<std::string> first_moves;  // every first move that solves it
};

// Mates are proven in the family of MateProver with this many quiet moves at
// the end (the generator and the judge use the same family).
constexpr int QuietMoves = 1;
// Budgets of one judgement, in nodes so that every machine gives the same answer.
constexpr std::uint64_t JudgeMateNodes = 300'000;
constexpr std::uint64_t JudgeSearchNodes = 12'000;
// A material puzzle is solved once the settled material (see material.h) has
// grown by this much over the puzzle position; on the way there every move of
// the player must keep the AI's score at least WinScore.
constexpr int MinGain = 300;
constexpr int WinScore = 200;

enum class Verdict : std::uint8_t { Correct, Solved, Wrong };
std::string_view to_string(Verdict v);

struct Judgement {
    std::string_view code;  // empty on success; else bad_puzzle, illegal_move or game_over
    Verdict verdict = Verdict::Wrong;
    std::string reply;  // the defender's answer (ICCS), for Correct
    int moves_left = 0;
};

// Judges the player's `move` after `line` (the moves since the puzzle position,
// player and defender alternately; even length).
//
// Precomputed in the data: the solution line and the list of winning first
// moves, taken as they are. Proven here: any other move. For a mate puzzle it
// is Correct when the mate prover (within JudgeMateNodes) finds a mate within
// the moves left, and Solved when it mates. For a material puzzle it is
// Correct when the AI's score after it (JudgeSearchNodes) stays at least
// WinScore, and Solved when the settled material has grown by MinGain; the last
// allowed move must get there. The reply is the solution's while the line
// follows it, else the longest defence (mate) or the AI's best reply (material).
// Refusals change nothing: bad_puzzle (bad FEN, kind or length), illegal_move
// (an illegal or malformed move, or a line of odd length), game_over (the line
// already solved it or used up the moves).
Judgement judge(const Puzzle& puzzle, const std::vector<std::string>& line, std::string_view move);

struct HintResult {
    std::string_view code;
    std::string move;  // empty when no solving move is found within the moves left
};

// The solution's next move while the line follows it; else a move that keeps
// the win, found as judge() would judge it.
HintResult hint(const Puzzle& puzzle, const std::vector<std::string>& line);

}  // namespace pinqi::xiangqi::puzzle
