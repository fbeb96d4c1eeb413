#pragma once
#include <catch2/catch.hpp>

#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"

namespace pinqi::xiangqi::test {

// The position of a FEN the test knows to be good.
inline Position from_fen(const char* fen) {
    Position pos;
    REQUIRE(parse_fen(fen, pos).ok());
    return pos;
}

inline bool legal(Position pos, Move m) {
    return is_legal(pos, m);
}

}  // namespace pinqi::xiangqi::test
