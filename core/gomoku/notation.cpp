#include "gomoku/notation.h"

#include <charconv>

namespace pinqi::gomoku {

std::string column_name(int x) {
    return std::string(1, static_cast<char>('a' + x));
}

std::string row_name(int y, int size) {
    return std::to_string(size - y);
}

std::string to_notation(Point p, int size) {
    std::string out = column_name(p.x);
    out.append(row_name(p.y, size));
    return out;
}

std::optional<Point> parse_notation(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    char column = text[0];
    if (column >= 'A' && column <= 'Z') column = static_cast<char>(column - 'A' + 'a');
    const int x = column - 'a';
    if (x < 0 || x >= size) return std::nullopt;
    const std::string_view digits = text.substr(1);
    if (digits[0] == '0') return std::nullopt;
    int row = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
    if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    if (row < 1 || row > size) return std::nullopt;
    return Point{x, size - row};
}

}  // namespace pinqi::gomoku
