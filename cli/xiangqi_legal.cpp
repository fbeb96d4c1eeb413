// `pinqi xiangqi-legal`: for each stdin line "<fen> [moves <iccs>...]" prints
// one JSON line with the legal moves (ICCS, sorted), whether the side to move
// is in check, and the game result, e.g.
//   {"ok":true,"check":false,"moves":["a0a1",...],"outcome":"","reason":""}
// or {"ok":false,"error":"..."}. Used by the differential tests.
#include <algorithm>
#include <istream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

namespace pinqi::cli {
namespace {

using namespace pinqi::xiangqi;

// Output is built by appending only: GCC 12 misreports "literal" + std::string
// under -O3 as an overlapping memcpy (-Wrestrict).
void append_json_string(std::string& out, std::string_view s) {
    out.push_back('"');
    for (const char c : s) {
        if (c == '"' || c == '\\') out.push_back('\\');
        if (static_cast<unsigned char>(c) < 0x20) continue;
        out.push_back(c);
    }
    out.push_back('"');
}

std::string error_line(std::string_view message) {
    std::string out = "{\"ok\":false,\"error\":";
    append_json_string(out, message);
    out.push_back('}');
    return out;
}

std::string judge_line(const std::string& line) {
    std::istringstream words(line);
    std::string word, fen;
    while (words >> word && word != "moves") {
        if (!fen.empty()) fen.push_back(' ');
        fen.append(word);
    }
    Game game;
    if (const Status s = game.reset(fen); !s.ok()) return error_line(s.message);
    while (words >> word)
        if (const Status s = game.play(word); !s.ok())
            return error_line(word.append(": ").append(s.message));
    Position pos = game.scratch();
    MoveList legal;
    generate_legal(pos, legal);
    std::vector<std::string> moves;
    for (const Move m : legal) moves.push_back(to_iccs(m));
    std::sort(moves.begin(), moves.end());
    std::string out = "{\"ok\":true,\"check\":";
    out += pos.in_check() ? "true" : "false";
    out += ",\"moves\":[";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i) out.push_back(',');
        append_json_string(out, moves[i]);
    }
    out.append("],\"outcome\":");
    append_json_string(out, outcome_name(game.result().outcome));
    out.append(",\"reason\":");
    append_json_string(out, reason_name(game.result().reason));
    out.push_back('}');
    return out;
}

}  // namespace

int run_xiangqi_legal(std::istream& in, std::ostream& out) {
    std::string line;
    while (std::getline(in, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        out << judge_line(line) << '\n';
    }
    out.flush();
    return 0;
}

}  // namespace pinqi::cli
