// Perft counts published on the chessprogramming wiki page "Chinese Chess Perft
// Results" (as collected in /work/shared/data/xiangqi-perft.txt, rows confirmed
// by Fairy-Stockfish and Pikafish). Deeper rows run in bench/ and in the hidden
// "[.slow]" case below.
#include <catch2/catch.hpp>
#include <cstdint>

#include "xiangqi/perft.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using pinqi::xiangqi::test::position;

namespace {

struct PerftCase {
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

const PerftCase published[] = {
    {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 4, 1339047},
    {"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1", 5, 10369923},
    {"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 5, 4739553},
    {"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1", 5, 11842230},
    {"2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 6, 12250386},
    {"1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1", 5, 17920736},
    {"CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1", 5, 8148177},
    {"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 4, 4485547},
    {"4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 4, 92741},
};

const PerftCase published_deep[] = {
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5, 133312995},
    {"R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1", 6, 81195154},
    {"C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1", 6, 23496493},
    {"4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", 6, 71287903},
    {"r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1", 5, 140822416},
};

}  // namespace

TEST_CASE("perft from the start position gives 44, 1920, 79666, 3290240 at depths 1-4",
          "[xiangqi][perft]") {
    Position pos = position(std::string(StartFen));
    CHECK(perft(pos, 1) == 44);
    CHECK(perft(pos, 2) == 1920);
    CHECK(perft(pos, 3) == 79666);
    CHECK(perft(pos, 4) == 3290240);
}

TEST_CASE("perft matches every published count that fits the test budget", "[xiangqi][perft]") {
    for (const PerftCase& c : published) {
        Position pos = position(c.fen);
        INFO(c.fen << " depth " << c.depth);
        CHECK(perft(pos, c.depth) == c.nodes);
    }
}

TEST_CASE("perft matches the deep published counts", "[.slow][xiangqi][perft]") {
    for (const PerftCase& c : published_deep) {
        Position pos = position(c.fen);
        INFO(c.fen << " depth " << c.depth);
        CHECK(perft(pos, c.depth) == c.nodes);
    }
}

TEST_CASE("perft leaves the position exactly as it found it", "[xiangqi][perft]") {
    Position pos =
        position("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1");
    const std::string fen = to_fen(pos);
    const Key key = pos.key();
    perft(pos, 3);
    CHECK(to_fen(pos) == fen);
    CHECK(pos.key() == key);
}
