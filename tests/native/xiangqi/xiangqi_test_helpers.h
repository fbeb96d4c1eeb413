#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

namespace pinqi::xiangqi::test {

inline Square sq(const char* name) {
    return make_square(name[0] - 'a', name[1] - '0');
}

inline Position position(const std::string& fen) {
    Position pos;
    const Status s = parse_fen(fen, pos);
    INFO(fen << ": " << s.message);
    REQUIRE(s.ok());
    return pos;
}

// The legal destinations of one piece, as sorted ICCS square names.
inline std::vector<std::string> targets(const std::string& fen, const char* from) {
    Position pos = position(fen);
    MoveList list;
    legal_targets(pos, sq(from), list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(square_name(to_sq(m)));
    std::sort(out.begin(), out.end());
    return out;
}

using Names = std::vector<std::string>;

}  // namespace pinqi::xiangqi::test
