#pragma once
#include <cstdint>

#include "types.h"

// Precomputed move shapes: rays, horse legs, elephant eyes, palace steps and
// soldier steps, so move generation and attack tests never check the border.
namespace pinqi::xiangqi::geometry {

enum Direction : int { North = 0, South = 1, East = 2, West = 3 };  // North = towards Black

// A step that can be blocked: `to` is reached only if `block` is empty.
struct BlockedStep {
    std::uint8_t to;
    std::uint8_t block;
};

struct Tables {
    // Squares along each direction, nearest first.
    std::uint8_t ray[SquareCount][4][9];
    std::uint8_t ray_length[SquareCount][4];
    // Horse moves from a square (leg = the orthogonal neighbour it passes).
    BlockedStep horse_moves[SquareCount][8];
    std::uint8_t horse_move_count[SquareCount];
    // Horses that would attack a square: `to` holds the horse square, `block` its leg.
    BlockedStep horse_attackers[SquareCount][8];
    std::uint8_t horse_attacker_count[SquareCount];
    // Elephant moves (block = eye), never across the river.
    BlockedStep elephant_moves[2][SquareCount][4];
    std::uint8_t elephant_move_count[2][SquareCount];
    // Palace steps.
    std::uint8_t advisor_moves[2][SquareCount][4];
    std::uint8_t advisor_move_count[2][SquareCount];
    std::uint8_t general_moves[2][SquareCount][4];
    std::uint8_t general_move_count[2][SquareCount];
    // Soldier steps: forward, and sideways once across the river.
    std::uint8_t soldier_moves[2][SquareCount][3];
    std::uint8_t soldier_move_count[2][SquareCount];
    // Squares from which a soldier of the given colour attacks a square.
    std::uint8_t soldier_attackers[2][SquareCount][3];
    std::uint8_t soldier_attacker_count[2][SquareCount];
};

const Tables& tables();

}  // namespace pinqi::xiangqi::geometry
