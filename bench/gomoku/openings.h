#pragma once
// Balanced 3-stone openings for matches, made by our own engine: every
// opening with Black on the centre, White within two points of it and Black's
// second stone within three, one per board symmetry class, searched at a node
// budget from White's side; the ones scored nearest to even are kept.
#include <string>
#include <vector>

#include "gomoku/types.h"

namespace pinqi::gomoku::bench {

struct Opening {
    std::vector<Point> stones;  // in move order, Black first
    int score = 0;              // the engine's score for the side to move when it was made
};

// Writes `count` openings for `rule` to `path` (one per line, display notation, the
// score after '#'), searching each candidate with `nodes` nodes.
bool generate_openings(Rule rule, int count, std::uint64_t nodes, const std::string& path);

// Reads an openings file; empty when it cannot be read.
std::vector<Opening> load_openings(const std::string& path, int size);

}  // namespace pinqi::gomoku::bench
