#pragma once

// The Xiangqi tactics suite: mined positions, each with its one right answer
// (ICCS). Shared by the tactics and search tests, the threads tests and
// bench/xiangqi/tactics.cpp.
namespace pinqi::xiangqi::test {

struct Tactic {
    const char* kind;
    const char* fen;
    const char* answer;
};

inline constexpr Tactic Tactics[] = {
#include "tactics_positions.inc"
};

}  // namespace pinqi::xiangqi::test
