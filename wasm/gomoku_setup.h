// A Gomoku position set up from flat coordinate lists, as both the rules'
// and the AI's bindings take it (GomokuGame.fromPosition, a saved setup).
#pragma once
#include <emscripten/val.h>

#include <string>

#include "gomoku/game.h"

namespace pinqi::wasm {

// The game set up from [x0, y0, x1, y1, ...] lists of Black's, White's and
// blocked stones and the side to move ('' for the default: Black when the
// counts are equal, else White): null with `out` set, or a bad_position
// refusal whose `why` is bad_point, out_of_bounds, bad_turn or the engine's
// reason (overlap, counts, five, overline) and `out` untouched.
emscripten::val gomoku_setup(int size, gomoku::Rule rule, const emscripten::val& black,
                             const emscripten::val& white, const emscripten::val& blocked,
                             const std::string& to_move, gomoku::Game& out);

}  // namespace pinqi::wasm
