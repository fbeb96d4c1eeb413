#pragma once
// Multi-PV lines' depths (core/common/line_depth.h), checked alike in both games: fed each
// finished depth's three lines, it checks them and counts the depths past the lag.
#include <catch2/catch.hpp>
#include <cstddef>

#include "common/line_depth.h"

namespace pinqi::test {

struct LineDepthCheck {
    int reported = 0;   // depths past LaterLineLag
    int shallower = 0;  // lines there searched shallower than line 1

    template <class Lines>
    void operator()(int depth, const Lines& lines) {
        REQUIRE(lines.size() == 3);
        if (depth <= LaterLineLag) return;
        ++reported;
        INFO("depth " << depth);
        CHECK(lines[0].depth == depth);
        for (std::size_t i = 1; i < lines.size(); ++i) {
            // Searched LaterLineLag plies shallower, or again to line 1's depth when it scored
            // above line 1; either way ranked below it.
            CHECK((lines[i].depth == depth || lines[i].depth == line_depth(depth, i)));
            CHECK(lines[i - 1].score >= lines[i].score);
            shallower += lines[i].depth < depth;
        }
    }
};

}  // namespace pinqi::test
