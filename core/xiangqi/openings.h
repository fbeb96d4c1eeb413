#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.h"
#include "xiangqi/types.h"

namespace pinqi::xiangqi {

// A named Xiangqi opening, as players know it. The names are published facts;
// the table of move sequences that reach each named position is our own
// (openings.cpp).
struct Opening {
    std::string_view id;       // stable code, e.g. "central-cannon-vs-screen-horses"
    std::string_view chinese;  // 中炮对屏风马
    std::string_view english;  // Central Cannon vs Screen Horses
};

// Every named opening, in table order (broad families first).
const std::vector<Opening>& openings();

// The named opening a position is, matched by Zobrist key: the position itself
// or its left-right mirror (炮八平五 is the same Central Cannon as 炮二平五).
// nullptr when the position is not a named one.
const Opening* opening_of(const Position& pos);

struct OpeningMatch {
    const Opening* opening = nullptr;
    int ply = 0;  // the named position stands after this many plies of the game
};

// The opening of a game from the standard start: the last named position the
// game passed through, so any move order of either side that transposes into
// a named position gets its name. Nothing for a game from another start,
// or when a move is not legal.
std::optional<OpeningMatch> identify_opening(std::string_view start_fen,
                                             const std::vector<Move>& moves);

// Problems in the table itself (a move that does not parse, two names for one
// position), for the tests; empty when the table is sound.
std::vector<std::string> opening_table_problems();

}  // namespace pinqi::xiangqi
