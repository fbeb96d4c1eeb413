// Gomoku points across the boundary: {x, y} objects in and out.
#pragma once
#include <emscripten/val.h>

#include <vector>

#include "gomoku/types.h"

namespace pinqi::wasm {

// {x, y} for a point.
emscripten::val point_value(gomoku::Point p);

// The points of an array of {x, y} objects (already checked by the TypeScript side).
std::vector<gomoku::Point> points_of(const emscripten::val& list);

}  // namespace pinqi::wasm
