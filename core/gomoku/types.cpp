#include "gomoku/types.h"

namespace pinqi::gomoku {

std::string_view to_string(PlaceError e) {
    switch (e) {
        case PlaceError::Ok:
            return "ok";
        case PlaceError::Occupied:
            return "occupied";
        case PlaceError::OutOfBounds:
            return "out_of_bounds";
        case PlaceError::GameOver:
            return "game_over";
        case PlaceError::Forbidden:
            return "forbidden";
    }
    return "unknown";
}

std::string_view to_string(Rule r) {
    switch (r) {
        case Rule::Freestyle:
            return "freestyle";
        case Rule::Standard:
            return "standard";
        case Rule::Renju:
            return "renju";
    }
    return "unknown";
}

std::string_view to_string(Stone s) {
    switch (s) {
        case Stone::Black:
            return "black";
        case Stone::White:
            return "white";
        case Stone::Empty:
            return "empty";
        case Stone::Outside:
            return "outside";
    }
    return "unknown";
}

std::optional<Rule> parse_rule(std::string_view name) {
    if (name == "freestyle") return Rule::Freestyle;
    if (name == "standard") return Rule::Standard;
    if (name == "renju") return Rule::Renju;
    return std::nullopt;
}

}  // namespace pinqi::gomoku
