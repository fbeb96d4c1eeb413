#include "record.h"

#include "fen.h"

namespace pinqi::xiangqi {
namespace {

const char* result_token(Outcome o) {
    switch (o) {
        case Outcome::RedWins:
            return "1-0";
        case Outcome::BlackWins:
            return "0-1";
        case Outcome::Draw:
            return "1/2-1/2";
        default:
            return "*";
    }
}

bool is_result_token(std::string_view t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}

// Strips a leading move number such as "12." or "12..." from a token.
std::string_view strip_move_number(std::string_view t) {
    size_t i = 0;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    if (i == 0 || i == t.size() || t[i] != '.') return t;
    while (i < t.size() && t[i] == '.') ++i;
    return t.substr(i);
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

}  // namespace

std::string to_record(const Game& game, Notation notation) {
    std::string out = "[Game \"Chinese Chess\"]\n";
    out += "[FEN \"" + game.start_fen() + "\"]\n";
    out += std::string("[Format \"") +
           (notation == Notation::Wxf       ? "WXF"
            : notation == Notation::Chinese ? "Chinese"
                                            : "ICCS") +
           "\"]\n";
    const Result& r = game.result();
    out += std::string("[Result \"") + result_token(r.outcome) + "\"]\n";
    if (r.over()) out += std::string("[Termination \"") + reason_name(r.reason) + "\"]\n";
    out += "\n";
    Position start;
    parse_fen(game.start_fen(), start);
    int number = start.fullmove_number();
    const auto& history = game.history();
    // One full move per line: "12. h2e2 h9g7".
    for (size_t i = 0; i < history.size(); ++i) {
        const HistoryEntry& e = history[i];
        if (e.mover == Red)
            out += std::to_string(number) + ". ";
        else if (i == 0)
            out += std::to_string(number) + "... ";
        out += notation == Notation::Wxf       ? e.wxf
               : notation == Notation::Chinese ? e.chinese
                                               : e.iccs;
        if (e.mover == Black) ++number;
        out += (e.mover == Black && i + 1 < history.size()) ? '\n' : ' ';
    }
    out += result_token(r.outcome);
    out += '\n';
    return out;
}

RecordImport from_record(std::string_view text, Game& game) {
    Game replay;
    std::string fen(StartFen);
    std::string_view result = "*";
    size_t i = 0;
    // Tag pairs.
    while (true) {
        while (i < text.size() && is_space(text[i])) ++i;
        if (i >= text.size() || text[i] != '[') break;
        const size_t end = text.find(']', i);
        if (end == std::string_view::npos)
            return {Status::fail("bad_record", "a tag is missing its closing ]"), -1};
        const std::string_view tag = text.substr(i + 1, end - i - 1);
        const size_t space = tag.find(' ');
        const size_t q1 = tag.find('"'), q2 = tag.rfind('"');
        if (space == std::string_view::npos || q1 == std::string_view::npos || q2 <= q1)
            return {Status::fail("bad_record", "malformed tag [" + std::string(tag) + "]"), -1};
        const std::string_view name = tag.substr(0, space), value = tag.substr(q1 + 1, q2 - q1 - 1);
        if (name == "FEN") fen = std::string(value);
        if (name == "Result") result = value;
        i = end + 1;
    }
    if (Status s = replay.reset(fen); !s.ok()) return {s, -1};

    int index = 0;
    while (i < text.size()) {
        while (i < text.size() && is_space(text[i])) ++i;
        if (i >= text.size()) break;
        if (text[i] == '{') {
            const size_t end = text.find('}', i);
            if (end == std::string_view::npos)
                return {Status::fail("bad_record", "a comment is missing its closing }"), index};
            i = end + 1;
            continue;
        }
        size_t j = i;
        while (j < text.size() && !is_space(text[j])) ++j;
        std::string_view token = text.substr(i, j - i);
        i = j;
        if (is_result_token(token)) break;
        token = strip_move_number(token);
        if (token.empty() || token.find_first_not_of('.') == std::string_view::npos) continue;
        if (Status s = replay.play(token); !s.ok()) {
            s.message =
                "move " + std::to_string(index + 1) + " (" + std::string(token) + "): " + s.message;
            return {s, index};
        }
        ++index;
    }

    if (!replay.result().over()) {
        if (result == "1-0") replay.resign(Black);
        if (result == "0-1") replay.resign(Red);
        if (result == "1/2-1/2") replay.agree_draw();
    }
    game = std::move(replay);
    return {Status::success(), -1};
}

}  // namespace pinqi::xiangqi
