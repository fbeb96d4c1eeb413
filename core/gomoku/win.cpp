#include "gomoku/win.h"

namespace pinqi::gomoku {

std::vector<Point> Run::points() const {
    std::vector<Point> out;
    out.reserve(static_cast<std::size_t>(length));
    for (int i = 0; i < length; ++i)
        out.push_back({first.x + i * direction.dx, first.y + i * direction.dy});
    return out;
}

bool Run::contains(Point p) const {
    for (int i = 0; i < length; ++i)
        if (Point{first.x + i * direction.dx, first.y + i * direction.dy} == p) return true;
    return false;
}

Run run_through(const Board& board, Point p, Direction d) {
    const Stone s = board.at(p);
    const int back = board.count_from(p, {-d.dx, -d.dy}, s);
    const int forward = board.count_from(p, d, s);
    return Run{{p.x - back * d.dx, p.y - back * d.dy}, d, back + forward + 1};
}

bool run_wins(int length, Stone s, Rule rule) {
    switch (rule) {
        case Rule::Freestyle:
            return length >= 5;
        case Rule::Standard:
            return length == 5;
        case Rule::Renju:
            return s == Stone::Black ? length == 5 : length >= 5;
    }
    return false;
}

std::vector<Point> winning_line(const Board& board, Point last, Rule rule) {
    const Stone s = board.at(last);
    if (s != Stone::Black && s != Stone::White) return {};
    for (const Direction d : Directions) {
        const Run run = run_through(board, last, d);
        if (run_wins(run.length, s, rule)) return run.points();
    }
    return {};
}

}  // namespace pinqi::gomoku
