#pragma once
#include <cstdint>

#include "gomoku/types.h"

namespace pinqi::gomoku::ai {

// What one more stone of a colour on a point makes along one line, judged
// only by the fives that would contain that point. Ordered by strength.
enum class Pattern : std::uint8_t {
    Dead,      // no five can ever pass through the point on this line
    Overline,  // the stone makes six or more where only exactly five wins
    B1,
    F1,
    B2,
    F2,  // open two
    B3,  // closed three: one move from a four
    F3,  // open three: one move from an open four
    B4,  // four: one five-point
    F4,  // open four (or two five-points on the line)
    F5,  // five
};

// A point's four line patterns for one colour, combined.
enum class CellClass : std::uint8_t {
    None,
    Two,
    Three,       // makes an open three
    ThreeThree,  // makes two open threes
    Four,        // makes a four
    FourThree,   // makes a four and an open three
    Flex4,       // makes an open four or two fours: wins unless the opponent has a five
    Five,        // makes five
};

struct CellInfo {
    CellClass cls = CellClass::None;
    bool renju_suspect = false;  // black may be forbidden here: confirm with the rules' judge
    std::int16_t score = 0;
};

// Line keys hold 2 bits per cell (0 empty, 1 black, 2 white, 3 outside) for
// the five cells on each side of a point, nearest-last on the left side:
// bits 0..9 are the cells at -5..-1, bits 10..19 the cells at +1..+5.
constexpr int KeyBits = 20;

// The precomputed line-pattern table of one rule set.
class PatternTable {
  public:
    static const PatternTable& for_rule(Rule rule);

    Pattern lookup(std::uint32_t key, Stone colour) const {
        const std::uint8_t both = table_[key];
        return static_cast<Pattern>(colour == Stone::Black ? both & 15 : both >> 4);
    }
    // Both colours at once: black in the low nibble, white in the high one.
    std::uint8_t lookup_both(std::uint32_t key) const { return table_[key]; }

    explicit PatternTable(Rule rule);
    ~PatternTable();
    PatternTable(const PatternTable&) = delete;
    PatternTable& operator=(const PatternTable&) = delete;

  private:
    std::uint8_t* table_;
};

// Combines four patterns (nibbles, direction 0 lowest) into a cell class.
const CellInfo& combine(std::uint16_t four_patterns);

int pattern_score(Pattern p);

}  // namespace pinqi::gomoku::ai
