#pragma once
// A Gomocup brain's evaluation, read from the MESSAGE lines it prints while it
// searches. Rapfi (normal message mode) ends each search with
//   MESSAGE Speed 364K | Depth 17-30 | Eval -136 | Node 353K | Time 970ms
// and in its UCI-like mode prints "... ev -136 ...". The value is the side to
// move's; a won or lost position is "+M15" / "-M12" (mate in that many plies).
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pinqi::gomoku::bench {

struct BrainEval {
    int value = 0;  // the side to move's, in the brain's units; 0 for a mate
    int mate = 0;   // > 0: the side to move wins in `mate` plies; < 0: it loses
};

// The evaluation in one MESSAGE line (with or without the "MESSAGE" word): the
// value after the word "Eval" or "ev" (any case, then spaces, ':' or '='); nullopt
// when the line has none, or a value that is neither a number nor a mate
// ("VAL_NONE"). The last such word in the line counts.
inline std::optional<BrainEval> parse_brain_eval(std::string_view line) {
    std::optional<BrainEval> found;
    auto lower = [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    };
    auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (i > 0 && is_word(line[i - 1])) continue;
        std::size_t end = i;
        while (end < line.size() && is_word(line[end])) ++end;
        std::string word;
        for (std::size_t k = i; k < end; ++k) word += lower(line[k]);
        if (word != "eval" && word != "ev") {
            i = end > i ? end - 1 : i;
            continue;
        }
        std::size_t v = end;
        while (v < line.size() && (line[v] == ' ' || line[v] == ':' || line[v] == '=')) ++v;
        if (v == end) continue;  // "eval" must be followed by its value
        std::size_t stop = v;
        while (stop < line.size() && line[stop] != ' ' && line[stop] != '|' && line[stop] != ',')
            ++stop;
        const std::string text(line.substr(v, stop - v));
        int sign = 1;
        std::size_t k = 0;
        if (k < text.size() && (text[k] == '+' || text[k] == '-')) sign = text[k++] == '-' ? -1 : 1;
        const bool mate = k < text.size() && (text[k] == 'M' || text[k] == 'm');
        if (mate) ++k;
        if (k == text.size() || !std::isdigit(static_cast<unsigned char>(text[k]))) continue;
        std::size_t digits = k;
        while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])))
            ++digits;
        if (digits != text.size()) continue;  // "12.5", "12abc": not an evaluation
        const int n = std::atoi(text.c_str() + k);
        found = mate ? BrainEval{0, sign * (n > 0 ? n : 1)} : BrainEval{sign * n, 0};
        i = stop > i ? stop - 1 : i;
    }
    return found;
}

// The evaluation a search ended on: the last of its messages that has one.
inline std::optional<BrainEval> last_brain_eval(const std::vector<std::string>& messages) {
    for (auto it = messages.rbegin(); it != messages.rend(); ++it)
        if (auto e = parse_brain_eval(*it)) return e;
    return std::nullopt;
}

}  // namespace pinqi::gomoku::bench
