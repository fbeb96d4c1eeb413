#include "gomoku_points.h"

namespace pinqi::wasm {

using emscripten::val;

val point_value(gomoku::Point p) {
    val out = val::object();
    out.set("x", p.x);
    out.set("y", p.y);
    return out;
}

std::vector<gomoku::Point> points_of(const val& list) {
    std::vector<gomoku::Point> out;
    const int n = list["length"].as<int>();
    out.reserve(n);
    for (int i = 0; i < n; ++i) out.push_back({list[i]["x"].as<int>(), list[i]["y"].as<int>()});
    return out;
}

}  // namespace pinqi::wasm
