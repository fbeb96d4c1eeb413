#pragma once

#include <algorithm>
#include <cstddef>

namespace pinqi {

// Multi-PV in both searches: within one iteration of depth `depth`, line 1 (the
// search's answer) is searched to that depth and every later line this many
// plies shallower; a later line that scores above line 1 is searched again to
// line 1's depth, so lines are ranked at one depth. Each line reports the depth
// it was searched to. An exact line costs a full-window subtree of its own,
// nearly what one line's whole search costs at the same depth, so three lines at
// one depth cost 2.63 times one line in Xiangqi and 2.44 in Gomoku (issue 24 §4
// asks for at most 1.6). `pinqi bench xiangqi --multipv 3 --depth D` (positions
// without a forced mate) and `pinqi bench gomoku --multipv 3 --depth D`:
//   Xiangqi at D 10 / 11 / 12 / 13:
//     lag 2: 1.60 / 1.69 / 1.81 / 1.85
//     lag 3: 1.25 / 1.55 / 1.57 / 1.58
//     lag 4: 1.17 / 1.08 / 1.45 / 1.52
//   Gomoku at D 8 / 9 / 10 (the first generation of its evaluation weights):
//     lag 2: 1.61 / 1.59 / -
//     lag 3: 1.71 / - / -
//     lag 4: 1.44 / 1.48 / 1.11
// (Gomoku's scores swing with the side to move, so an odd lag costs more re-searches.)
constexpr int LaterLineLag = 4;

// The depth line `line` (0: the first) is searched to in an iteration of `depth`.
constexpr int line_depth(int depth, std::size_t line) {
    return line == 0 ? depth : std::max(1, depth - LaterLineLag);
}

}  // namespace pinqi
