// `pinqi gomoku-replay`: reads a Gomoku record on stdin, replays it through the
// rules and prints one JSON object describing the final state. Used to check
// records by hand and to compare the native engine with the wasm build.
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "commands.h"
#include "gomoku/record.h"

namespace pinqi::cli {

namespace {

std::string json_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + '"';
}

std::string json_points(const std::vector<gomoku::Point>& points) {
    std::string out = "[";
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i) out += ',';
        out += '[' + std::to_string(points[i].x) + ',' + std::to_string(points[i].y) + ']';
    }
    return out + ']';
}

}  // namespace

int run_gomoku_replay(std::istream& in, std::ostream& out) {
    const std::string text(std::istreambuf_iterator<char>(in), {});
    const gomoku::RecordResult r = gomoku::parse_record(text);
    if (!r.ok) {
        out << "{\"ok\":false,\"index\":" << r.move_index << ",\"error\":" << json_string(r.error)
            << "}\n";
        return 1;
    }
    const gomoku::Game& g = r.game;
    out << "{\"ok\":true,\"moves\":" << g.history().size() << ",\"turn\":\"" << to_string(g.turn())
        << "\",\"winner\":\"" << to_string(g.outcome().winner()) << "\",\"reason\":\""
        << g.outcome().reason() << "\",\"line\":" << json_points(g.outcome().line)
        << ",\"forbidden\":" << json_points(g.forbidden_points())
        << ",\"record\":" << json_string(gomoku::to_record(g)) << "}\n";
    return 0;
}

}  // namespace pinqi::cli
