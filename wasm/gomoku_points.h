// Gomoku points across the boundary: {x, y} objects in and out.
#pragma once
#include <emscripten/val.h>

#include <optional>
#include <vector>

#include "gomoku/opening.h"
#include "gomoku/types.h"

namespace pinqi::wasm {

// {x, y} for a point.
emscripten::val point_value(gomoku::Point p);

// The points of an array of {x, y} objects (already checked by the TypeScript side).
std::vector<gomoku::Point> points_of(const emscripten::val& list);

// An opening decision {stones, kind, points?} (checked by the TypeScript side), or
// none for an unknown kind.
std::optional<gomoku::OpeningDecision> decision_of(const emscripten::val& d);

}  // namespace pinqi::wasm
