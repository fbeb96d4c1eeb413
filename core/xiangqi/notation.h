#pragma once
#include <string>
#include <string_view>

#include "position.h"
#include "types.h"

// The three ways people write a move. Output takes the position before the
// move; input is strict and matched against the legal moves of `pos`, so an
// illegal or ambiguous move is rejected with a reason (codes "bad_notation",
// "illegal_move", "ambiguous").
namespace pinqi::xiangqi {

enum class Notation { Iccs, Wxf, Chinese };

struct ParsedMove {
    Move move = NoMove;
    Status status;
};

// ICCS coordinates, lower case: "h2e2".
std::string to_iccs(Move m);
ParsedMove parse_iccs(Position& pos, std::string_view text);

// WXF: "C2.5", "H8+7", tandem pieces "R+.3", "C--1".
std::string to_wxf(const Position& pos, Move m);
ParsedMove parse_wxf(Position& pos, std::string_view text);

// Chinese, UTF-8: "炮二平五" for Red, "马８进７" for Black (full-width digits).
std::string to_chinese(const Position& pos, Move m);
ParsedMove parse_chinese(Position& pos, std::string_view text);

std::string format_move(const Position& pos, Move m, Notation n);
// Tries ICCS, then WXF, then Chinese, by the shape of the text.
ParsedMove parse_move(Position& pos, std::string_view text);

}  // namespace pinqi::xiangqi
