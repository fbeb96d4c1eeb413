#include "validation.h"

namespace pinqi::xiangqi {
namespace {

const char* color_name(Color c) {
    return c == Red ? "Red" : "Black";
}

const char* type_name(PieceType t, bool plural) {
    static const char* const singular[] = {"",        "chariot", "horse",  "elephant",
                                           "advisor", "general", "cannon", "soldier"};
    static const char* const many[] = {"",         "chariots", "horses",  "elephants",
                                       "advisors", "generals", "cannons", "soldiers"};
    return plural ? many[t] : singular[t];
}

bool advisor_point(Color c, Square s) {
    const int f = file_of(s), r = relative_rank(c, s);
    return (r == 0 || r == 2) ? (f == 3 || f == 5) : (r == 1 && f == 4);
}

bool elephant_point(Color c, Square s) {
    const int f = file_of(s), r = relative_rank(c, s);
    if (r == 0 || r == 4) return f == 2 || f == 6;
    if (r == 2) return f == 0 || f == 4 || f == 8;
    return false;
}

Status invalid(Color c, PieceType t, Square s, const char* what) {
    return Status::fail("bad_fen", std::string(color_name(c)) + " " + type_name(t, false) + " on " +
                                       square_name(s) + " " + what);
}

}  // namespace

Status validate(const Position& pos) {
    static const int max_count[] = {0, 2, 2, 2, 2, 1, 2, 5};
    for (Color c : {Red, Black}) {
        if (pos.count(c, General) == 0)
            return Status::fail("bad_fen", std::string(color_name(c)) + " has no general");
        for (int t = Chariot; t <= Soldier; ++t) {
            const int n = pos.count(c, PieceType(t));
            if (n > max_count[t])
                return Status::fail("bad_fen", std::string(color_name(c)) + " has " +
                                                   std::to_string(n) + " " +
                                                   type_name(PieceType(t), true) + " (at most " +
                                                   std::to_string(max_count[t]) + ")");
        }
    }
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece) continue;
        const Color c = color_of(p);
        switch (type_of(p)) {
            case General:
                if (!in_palace(c, s)) return invalid(c, General, s, "is outside its palace");
                break;
            case Advisor:
                if (!advisor_point(c, s)) return invalid(c, Advisor, s, "is off the palace points");
                break;
            case Elephant:
                if (!elephant_point(c, s))
                    return invalid(c, Elephant, s, "is off its seven points");
                break;
            case Soldier: {
                const int r = relative_rank(c, s);
                if (r < 3) return invalid(c, Soldier, s, "is behind its starting rank");
                if (r <= 4 && file_of(s) % 2 == 1)
                    return invalid(c, Soldier, s,
                                   "stands where no soldier can reach before the river");
                break;
            }
            default:
                break;
        }
    }
    const Color waiting = ~pos.side_to_move();
    if (pos.general_attacked(waiting))
        return Status::fail("bad_fen", std::string("the side not to move (") + color_name(waiting) +
                                           ") is in check");
    return Status::success();
}

}  // namespace pinqi::xiangqi
