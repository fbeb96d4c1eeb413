#include "gomoku_points.h"

#include <string>

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

std::optional<gomoku::OpeningDecision> decision_of(const val& d) {
    using gomoku::OpeningDecision;
    OpeningDecision out;
    out.stones = d["stones"].as<int>();
    const std::string kind = d["kind"].as<std::string>();
    if (kind == "black") {
        out.kind = OpeningDecision::Kind::TakeBlack;
    } else if (kind == "white") {
        out.kind = OpeningDecision::Kind::TakeWhite;
    } else if (kind == "place-two") {
        out.kind = OpeningDecision::Kind::PlaceTwo;
    } else if (kind == "offer") {
        const auto points = points_of(d["points"]);
        if (points.size() != 2) return std::nullopt;
        out.kind = OpeningDecision::Kind::Offer;
        out.offer[0] = points[0];
        out.offer[1] = points[1];
    } else {
        return std::nullopt;
    }
    return out;
}

}  // namespace pinqi::wasm
