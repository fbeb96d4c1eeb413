#pragma once
#include <cstdint>

// Chariot and cannon attacks along one rank or file, looked up by the
// occupancy of that line instead of walked point by point. Bit i of a mask
// is the point at index i along the line (file a..i on a rank, rank 0..9 on
// a file); the piece's own point is never set.
namespace pinqi::xiangqi::ai {

struct LineAttack {
    std::uint16_t chariot = 0;  // the empty run each way and the first piece met
    std::uint16_t cannon = 0;   // beyond the first piece (the screen) up to and including the next
    std::uint8_t empties = 0;   // empty points before the first piece, both ways
};

struct LineTables {
    LineAttack rank[9][512];    // [file of the piece][occupancy of its rank]
    LineAttack file[10][1024];  // [rank of the piece][occupancy of its file]
    std::uint8_t count[1024];   // set bits of a line mask
};

const LineTables& line_tables();

}  // namespace pinqi::xiangqi::ai
