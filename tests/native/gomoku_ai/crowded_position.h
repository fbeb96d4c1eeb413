#pragma once
// A crowded Renju board full of broken threes: the search's leaves are mostly
// VCF work. While the clock counted only the main search's nodes, a 1000 ms
// budget ran to 1167 ms in the search here, and a 1000 ms Gomocup turn was
// answered after up to 1259 ms. Shared by the search's clock test and the
// Gomocup watchdog.
#include <cstdlib>
#include <string_view>
#include <vector>

#include "gomoku/game.h"

namespace pinqi::gomoku::test {

// Points "x,y x,y ..." as a list.
inline std::vector<Point> xy_points(std::string_view text) {
    std::vector<Point> out;
    while (!text.empty()) {
        const auto space = text.find(' ');
        const std::string word(text.substr(0, space));
        out.push_back({std::atoi(word.c_str()), std::atoi(word.c_str() + word.find(',') + 1)});
        text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    }
    return out;
}

inline SetupResult crowded_renju() {
    return Game::from_position(
        15, Rule::Renju,
        xy_points("12,6 0,6 0,1 0,2 11,9 11,7 3,0 14,4 6,4 11,4 3,1 5,11 6,5 0,12 11,2 5,2 2,12 "
                  "8,3 6,7 12,11 13,14 9,13 6,1 7,12 0,4 8,11 3,5 14,8 11,6 0,11 3,4 8,5 2,8 "
                  "14,13 4,6"),
        xy_points("3,10 5,6 13,4 10,0 6,0 4,3 11,10 9,3 13,7 4,4 6,3 5,1 9,4 9,9 4,10 0,3 1,12 "
                  "8,1 7,10 3,7 6,8 6,12 14,12 1,4 1,5 4,14 9,12 11,5 12,1 10,2 14,6 8,12 12,10 "
                  "10,12 6,2"),
        Stone::Black);
}

}  // namespace pinqi::gomoku::test
