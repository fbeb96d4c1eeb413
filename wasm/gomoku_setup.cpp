#include "gomoku_setup.h"

#include <vector>

#include "boundary.h"
#include "gomoku/notation.h"

namespace pinqi::wasm {

using emscripten::val;
using namespace pinqi::gomoku;

val gomoku_setup(int size, Rule rule, const val& black, const val& white, const val& blocked,
                 const std::string& to_move, Game& out) {
    Setup setup;
    const val* lists[3] = {&black, &white, &blocked};
    std::vector<Point>* into[3] = {&setup.black, &setup.white, &setup.blocked};
    const char* names[3] = {"black", "white", "blocked"};
    for (int k = 0; k < 3; ++k) {
        const std::vector<double> flat =
            emscripten::convertJSArrayToNumberVector<double>(*lists[k]);
        for (std::size_t i = 0; i + 1 < flat.size(); i += 2) {
            const double x = flat[i], y = flat[i + 1];
            if (!whole(x) || !whole(y))
                return refusal("bad_position",
                               std::string(names[k]) + " stone " + std::to_string(i / 2 + 1) +
                                   " is not a point: " + coordinates(x, y),
                               "bad_point", int(i / 2));
            if (x < 0 || y < 0 || x >= size || y >= size)
                return refusal("bad_position",
                               std::string(names[k]) + " stone " + std::to_string(i / 2 + 1) + " " +
                                   coordinates(x, y) + " is off the board",
                               "out_of_bounds", int(i / 2));
            into[k]->push_back({int(x), int(y)});
        }
    }
    if (to_move == "black" || to_move == "white")
        setup.to_move = to_move == "black" ? Stone::Black : Stone::White;
    else if (to_move.empty())
        setup.to_move = setup.black.size() > setup.white.size() ? Stone::White : Stone::Black;
    else
        return refusal("bad_position",
                       "the side to move is 'black' or 'white', not '" + excerpt(to_move, 40) + "'",
                       "bad_turn");
    SetupResult r = Game::from_position(size, rule, setup);
    if (!r.ok()) {
        const SetupRefusal& why = r.refusal;
        std::string detail = "no game reaches this position: " + std::string(to_string(why.code));
        if (why.at.x >= 0) detail += " at " + to_notation(why.at, size);
        return refusal("bad_position", detail, to_string(why.code));
    }
    out = std::move(r.game);
    return val::null();
}

}  // namespace pinqi::wasm
