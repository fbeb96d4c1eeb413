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
    F2,   // open two
    B3,   // closed three: one move from a four
    F3,   // open three: one move from an open four
    B4,   // four: one five-point
    F4,   // open four, or two five-points on the line
    F44,  // exact five only: two five-points on the line that are no straight four (a
          // double four in one line: forbidden to Black under Renju, a win otherwise)
    F5,   // five
};
constexpr int PatternCount = 12;

// A point's four line patterns for one colour, combined: what a stone there
// threatens. Ordered by strength; Forbidden only for Black under Renju, where
// the patterns alone prove the point forbidden (an overline, or two fours,
// without a five).
enum class CellClass : std::uint8_t {
    None,
    Forbidden,
    Two,         // an open two or a closed three
    TwoTwo,      // two of them
    Three,       // an open three
    ThreePlus,   // an open three and a two
    ThreeThree,  // two open threes (for Black under Renju: forbidden unless one is fake)
    Four,        // a four
    FourPlus,    // a four and a two
    FourThree,   // a four and an open three
    Flex4,       // an open four or two fours: wins unless the opponent has a five
    Five,        // five
};
constexpr int CellClassCount = 12;

// The combination of a point's four patterns for one colour.
struct CellInfo {
    CellClass cls = CellClass::None;
    bool renju_suspect = false;  // black may be forbidden here: confirm with the rules' judge
    std::uint16_t pcode = 0;     // the pattern multiset's index into the evaluation tables
};

// The evaluation's line classes: Overline counts as Dead.
constexpr int EvalPatternCount = 10;
// Multisets of four line classes out of ten: C(13, 4).
constexpr int PcodeCount = 715;

// A line window holds 2 bits per cell (0 empty, 1 black, 2 white, 3 outside) for the
// eleven cells from -5 to +5 around a point, the cell at -5 lowest (22 bits; the point's
// own two bits, 10 and 11, are not looked at).
constexpr int WindowBits = 22;

// The precomputed line-pattern table of one rule set.
class PatternTable {
  public:
    static const PatternTable& for_rule(Rule rule);

    Pattern lookup(std::uint64_t window, Stone colour) const {
        const std::uint8_t both = lookup_both(window);
        return static_cast<Pattern>(colour == Stone::Black ? both & 15 : both >> 4);
    }
    // Both colours at once: black in the low nibble, white in the high one.
    std::uint8_t lookup_both(std::uint64_t window) const {
        return table_[compact_ ? static_cast<std::uint32_t>(((window >> 2) & 0xFF) |
                                                            ((window >> 4) & 0xFF00))
                               : static_cast<std::uint32_t>((window & 0x3FF) |
                                                            ((window >> 2) & 0xFFC00))];
    }

    // `compact`: keys of the four cells on each side only (64 kB instead of 1 MB, which
    // stays in the cache). Exact for free-style alone, where every five through a point
    // lies within four cells of it; exact fives (standard, Renju) need the fifth cells to
    // tell an overline. for_rule() takes it for free-style.
    PatternTable(Rule rule, bool compact);
    ~PatternTable();
    PatternTable(const PatternTable&) = delete;
    PatternTable& operator=(const PatternTable&) = delete;

  private:
    bool compact_;
    std::uint8_t* table_;
};

// The combinations of four patterns (nibbles, direction 0 lowest) into a
// cell's class and evaluation index: 65536 entries. `renju_black` selects
// Black's table under Renju.
const CellInfo* combination_table(bool renju_black);

// The four line classes (each 0..9) of a pattern code, for the tuner and tests.
void pcode_patterns(int pcode, int out[4]);

}  // namespace pinqi::gomoku::ai
