#include "gomoku/record.h"

#include <charconv>
#include <optional>
#include <vector>

#include "gomoku/notation.h"

namespace pinqi::gomoku {

namespace {

std::string_view result_tag(const Outcome& outcome) {
    switch (outcome.status) {
        case Status::Ongoing:
            return "*";
        case Status::BlackWon:
            return "black";
        case Status::WhiteWon:
            return "white";
        case Status::Draw:
            return "draw";
    }
    return "*";
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

struct Tag {
    std::string_view key;
    std::string_view value;
};

// `[Key "Value"]` -> Tag; nullopt when the line is not of that shape.
std::optional<Tag> parse_tag(std::string_view line) {
    if (line.size() < 5 || line.front() != '[' || line.back() != ']') return std::nullopt;
    line = line.substr(1, line.size() - 2);
    const auto space = line.find(' ');
    if (space == std::string_view::npos || space == 0) return std::nullopt;
    const std::string_view value = trim(line.substr(space + 1));
    if (value.size() < 2 || value.front() != '"' || value.back() != '"') return std::nullopt;
    return Tag{line.substr(0, space), value.substr(1, value.size() - 2)};
}

bool is_move_number(std::string_view token) {
    if (token.size() < 2 || token.back() != '.') return false;
    for (char c : token.substr(0, token.size() - 1))
        if (c < '0' || c > '9') return false;
    return true;
}

RecordResult failure(int index, std::string message, std::string_view why = {}) {
    RecordResult r;
    r.move_index = index;
    r.error = std::move(message);
    r.why = why;
    return r;
}

std::string points_text(const std::vector<Point>& points, int size) {
    std::string out;
    for (const Point p : points) {
        if (!out.empty()) out += ' ';
        out += to_notation(p, size);
    }
    return out;
}

// A setup tag's value: points in display notation separated by spaces.
std::optional<std::vector<Point>> parse_points(std::string_view text, int size) {
    std::vector<Point> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        std::size_t j = i;
        while (j < text.size() && !is_space(text[j])) ++j;
        if (j > i) {
            const auto p = parse_notation(text.substr(i, j - i), size);
            if (!p) return std::nullopt;
            out.push_back(*p);
        }
        i = j;
    }
    return out;
}

}  // namespace

std::string to_record(const Game& game) {
    std::string out = "[Game \"Gomoku\"]\n[Size \"" + std::to_string(game.size()) + "\"]\n[Rule \"";
    out += to_string(game.rule());
    out += "\"]\n";
    const Setup& setup = game.setup();
    if (!setup.black.empty() || !setup.white.empty() || !setup.blocked.empty()) {
        out += "[Black \"" + points_text(setup.black, game.size()) + "\"]\n";
        out += "[White \"" + points_text(setup.white, game.size()) + "\"]\n";
        if (!setup.blocked.empty())
            out += "[Blocked \"" + points_text(setup.blocked, game.size()) + "\"]\n";
        out += "[ToMove \"" + std::string(to_string(setup.to_move)) + "\"]\n";
    }
    out += "[Result \"";
    out += result_tag(game.outcome());
    out += "\"]\n";
    const auto& history = game.history();
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (i % 2 == 0) {
            if (i > 0) out += i % 20 == 0 ? '\n' : ' ';
            out += std::to_string(i / 2 + 1) + ". ";
        } else {
            out += ' ';
        }
        out += to_notation(history[i].point, game.size());
    }
    out += '\n';
    return out;
}

RecordResult parse_record(std::string_view text) {
    int size = DefaultSize;
    Rule rule = Rule::Freestyle;
    std::vector<std::string_view> tokens;
    // Setup tags, read once the size is known: Black, White, Blocked, ToMove.
    std::optional<std::string_view> setup_tags[4];
    constexpr std::string_view SetupKeys[4] = {"Black", "White", "Blocked", "ToMove"};

    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = trim(text.substr(pos, end - pos));
        pos = end + 1;
        if (line.empty()) continue;
        if (line.front() == '[') {
            if (!tokens.empty())
                return failure(-1, "tag line after the moves: " + std::string(line));
            const auto tag = parse_tag(line);
            if (!tag) return failure(-1, "malformed tag line: " + std::string(line));
            if (tag->key == "Game" && tag->value != "Gomoku")
                return failure(-1,
                               "not a Gomoku record: Game is \"" + std::string(tag->value) + "\"");
            if (tag->key == "Size") {
                const auto v = tag->value;
                const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), size);
                if (ec != std::errc() || p != v.data() + v.size() || !Game::valid_size(size))
                    return failure(-1,
                                   "board size must be 5 to 20, got \"" + std::string(v) + "\"");
            }
            if (tag->key == "Rule") {
                const auto parsed = parse_rule(tag->value);
                if (!parsed)
                    return failure(-1, "unknown rule \"" + std::string(tag->value) +
                                           "\" (freestyle, standard or renju)");
                rule = *parsed;
            }
            for (int k = 0; k < 4; ++k)
                if (tag->key == SetupKeys[k]) setup_tags[k] = tag->value;
            continue;
        }
        std::size_t i = 0;
        while (i < line.size()) {
            while (i < line.size() && is_space(line[i])) ++i;
            std::size_t j = i;
            while (j < line.size() && !is_space(line[j])) ++j;
            if (j > i) tokens.push_back(line.substr(i, j - i));
            i = j;
        }
    }

    RecordResult result;
    result.game = Game(size, rule);
    if (setup_tags[0] || setup_tags[1] || setup_tags[2] || setup_tags[3]) {
        Setup setup;
        std::vector<Point>* lists[3] = {&setup.black, &setup.white, &setup.blocked};
        for (int k = 0; k < 3; ++k) {
            if (!setup_tags[k]) continue;
            auto points = parse_points(*setup_tags[k], size);
            if (!points)
                return failure(-1, std::string(SetupKeys[k]) +
                                       " setup has a point off the board: \"" +
                                       std::string(*setup_tags[k]) + "\"");
            *lists[k] = std::move(*points);
        }
        // Without ToMove the side to move follows from the counts.
        setup.to_move = setup.black.size() > setup.white.size() ? Stone::White : Stone::Black;
        if (setup_tags[3]) {
            const std::string_view side = *setup_tags[3];
            if (side != "black" && side != "white")
                return failure(-1,
                               "ToMove must be black or white, got \"" + std::string(side) + "\"");
            setup.to_move = side == "black" ? Stone::Black : Stone::White;
        }
        SetupResult set_up = Game::from_position(size, rule, setup);
        if (!set_up.ok())
            return failure(-1, "setup refused: " + std::string(to_string(set_up.refusal.code)));
        result.game = std::move(set_up.game);
    }
    int index = 0;
    for (const std::string_view token : tokens) {
        if (is_move_number(token)) continue;
        const std::string label =
            "move " + std::to_string(index + 1) + " (" + std::string(token) + ")";
        const auto point = parse_notation(token, size);
        if (!point)
            return failure(index,
                           label + ": not a point on a " + std::to_string(size) + "x" +
                               std::to_string(size) + " board",
                           "bad_notation");
        const PlaceError verdict = result.game.place(*point);
        if (verdict != PlaceError::Ok)
            return failure(index, label + ": " + std::string(to_string(verdict)),
                           to_string(verdict));
        ++index;
    }
    result.ok = true;
    return result;
}

}  // namespace pinqi::gomoku
