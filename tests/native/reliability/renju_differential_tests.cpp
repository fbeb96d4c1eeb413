// The fast Renju detector (core/gomoku/forbidden.cpp) against the slow
// definitional checker (renju_reference.h) on random positions. Stones are
// dropped densely into a small window, Black-heavy, so threes, fours and
// overlines, and their interactions, are frequent.
#include <catch2/catch.hpp>
#include <sstream>

#include "gomoku/forbidden.h"
#include "renju_reference.h"
#include "stress_config.h"

using namespace pinqi::gomoku;
using namespace pinqi::reliability;

namespace {

std::string picture(const Board& b, Point mark) {
    std::ostringstream out;
    for (int y = 0; y < b.size(); ++y) {
        for (int x = 0; x < b.size(); ++x) {
            const Stone s = b.at(x, y);
            out << (Point{x, y} == mark ? '?'
                    : s == Stone::Black ? 'X'
                    : s == Stone::White ? 'O'
                                        : '.');
        }
        out << '\n';
    }
    return out.str();
}

Board random_position(Rng& rng) {
    Board b(DefaultSize);
    const int window = 6 + below(rng, 6);  // 6..11 points a side
    const int x0 = below(rng, DefaultSize - window + 1), y0 = below(rng, DefaultSize - window + 1);
    const int black = 3 + below(rng, 16);
    const int white = below(rng, black + 1);
    for (int i = 0; i < black + white; ++i) {
        const Point p{x0 + below(rng, window), y0 + below(rng, window)};
        if (b.at(p) == Stone::Empty) b.put(p, i < black ? Stone::Black : Stone::White);
    }
    return b;
}

}  // namespace

TEST_CASE("the fast Renju detector agrees with the slow definitional checker on random positions",
          "[renju-diff]") {
    Rng rng(seed(3));
    const int positions = count_from_env("PINQI_RENJU_POSITIONS", 1000);
    long points = 0, forbidden[4] = {0, 0, 0, 0};
    for (int i = 0; i < positions; ++i) {
        const Board b = random_position(rng);
        // Every empty point next to a black stone: the only places a shape can form.
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                if (b.at(x, y) != Stone::Empty) continue;
                bool near = false;
                for (int dy = -2; dy <= 2 && !near; ++dy)
                    for (int dx = -2; dx <= 2 && !near; ++dx)
                        near = b.at(x + dx, y + dy) == Stone::Black;
                if (!near) continue;
                const Forbidden fast = forbidden_kind(b, {x, y});
                const Forbidden slow = renju::forbidden_kind(b, {x, y});
                ++points;
                ++forbidden[int(slow)];
                if (fast != slow) {
                    FAIL("position " << i << ", point (" << x << "," << y << "): fast "
                                     << to_string(fast) << ", slow " << to_string(slow) << "\n"
                                     << picture(b, {x, y}));
                }
            }
    }
    WARN("renju differential: " << positions << " positions, " << points
                                << " points compared, 100% agreement; slow verdicts: "
                                << forbidden[0] << " none, " << forbidden[1] << " overline, "
                                << forbidden[2] << " double-four, " << forbidden[3]
                                << " double-three");
    CHECK(forbidden[1] > 0);
    CHECK(forbidden[2] > 0);
    CHECK(forbidden[3] > 0);
}
