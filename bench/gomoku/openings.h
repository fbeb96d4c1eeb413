#pragma once
// Balanced 3-stone openings for matches, made by our own engine: every
// opening with Black on the centre, White within `white_within` points of it
// (default two, in each direction) and Black's second stone within
// `black_within` (default three), one per board symmetry class, searched at a
// node budget from White's side; the ones scored nearest to even are kept.
// `check_openings` then keeps those an external brain also judges balanced.
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
bool generate_openings(Rule rule, int count, std::uint64_t nodes, const std::string& path,
                       int white_within = 2, int black_within = 3);

// Checks candidate openings with an external Gomocup brain: each is set up by BOARD in a
// brain process of its own (no hash carried over), searched for `time_ms`, and kept when
// the evaluation the brain ends its search on (its MESSAGE lines, brain_eval.h) is within
// +-`max_eval` for the side to move, in each of `repeat` such searches (a brain's eval
// varies from one timed search to the next). The first `count` kept, in the candidates' order, are
// written to `out` under the candidates' header and a line saying how they were checked.
struct CheckOptions {
    std::string brain;  // the brain's command, run through /bin/sh -c
    Rule rule = Rule::Freestyle;
    std::string in, out;
    int time_ms = 1000;  // INFO timeout_turn
    int max_eval = 40;   // in the brain's units (Rapfi: winrate = 1 / (1 + exp(-eval / 200)))
    int count = 50;
    int repeat = 1;  // searches per opening, each in a new process; all must be within
    int threads = 1;
    std::string note;  // written into the header after the brain's name (e.g. its evaluation)
};
int check_openings(const CheckOptions& options);

// Reads an openings file; empty when it cannot be read.
std::vector<Opening> load_openings(const std::string& path, int size);

}  // namespace pinqi::gomoku::bench
