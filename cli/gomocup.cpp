// The Gomocup (piskvork) protocol: one command per line on stdin, answers on
// stdout. This layer only parses and prints; the rules live in core/gomoku and
// the search in core/gomoku/ai.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/swap2.h"
#include "gomoku/ai/time_budget.h"
#include "gomoku/game.h"

namespace pinqi::cli {

namespace {

using namespace pinqi::gomoku;

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return out;
}

std::optional<int> parse_int(std::string_view s) {
    s = trim(s);
    int v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
    return v;
}

std::optional<long long> parse_long(std::string_view s) {
    s = trim(s);
    long long v = 0;
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
    return v;
}

// Splits "a,b,c" into integers; nullopt unless there are exactly `count`.
std::optional<std::vector<int>> parse_fields(std::string_view s, std::size_t count) {
    std::vector<int> out;
    while (true) {
        const auto comma = s.find(',');
        const auto v = parse_int(s.substr(0, comma));
        if (!v) return std::nullopt;
        out.push_back(*v);
        if (comma == std::string_view::npos) break;
        s.remove_prefix(comma + 1);
    }
    if (out.size() != count) return std::nullopt;
    return out;
}

// Gomocup's INFO rule is a bit set: 1 = exactly five, 4 = Renju.
Rule rule_from_bits(int bits) {
    if (bits & 4) return Rule::Renju;
    if (bits & 1) return Rule::Standard;
    return Rule::Freestyle;
}

std::string two_digits(int v) {
    return std::string(1, char('0' + v / 10)) + char('0' + v % 10);
}

class GomocupSession {
  public:
    GomocupSession(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

    int run() {
        std::string line;
        while (std::getline(in_, line)) {
            if (!handle(trim(line))) break;
            out_.flush();
        }
        return 0;
    }

  private:
    // Returns false on END.
    bool handle(std::string_view line) {
        if (line.empty()) return true;
        const auto space = line.find(' ');
        const std::string command = upper(line.substr(0, space));
        const std::string_view arg =
            space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));

        if (command == "END") return false;
        if (command == "ABOUT") {
            out_ << "name=\"pinqi\", version=\"0.1.0\", author=\"Pinqi\", country=\"-\"\n";
        } else if (command == "START") {
            start(arg);
        } else if (command == "RESTART") {
            if (require_game()) {
                game_->restart();
                out_ << "OK\n";
            }
        } else if (command == "INFO") {
            info(arg);
        } else if (command == "BEGIN") {
            if (require_game()) {
                if (!game_->history().empty())
                    out_ << "ERROR BEGIN on a board with stones\n";
                else
                    answer_move();
            }
        } else if (command == "TURN") {
            turn(arg);
        } else if (command == "BOARD") {
            if (read_board() && game_) answer_move();
        } else if (command == "TAKEBACK") {
            take_back(arg);
        } else if (command == "YXBOARD") {
            read_board();
        } else if (command == "SWAP2BOARD") {
            swap2board();
        } else if (command == "YXSHOWFORBID") {
            show_forbidden();
        } else {
            out_ << "ERROR unknown command " << command << '\n';
        }
        return true;
    }

    bool require_game() {
        if (game_) return true;
        out_ << "ERROR no board: send START first\n";
        return false;
    }

    void start(std::string_view arg) {
        const auto size = parse_int(arg);
        if (!size || !Game::valid_size(*size)) {
            out_ << "ERROR unsupported board size '" << arg << "' (5 to 20)\n";
            return;
        }
        game_.emplace(*size, rule_);
        out_ << "OK\n";
    }

    void info(std::string_view arg) {
        const auto space = arg.find(' ');
        const std::string key = upper(arg.substr(0, space));
        const std::string_view value =
            space == std::string_view::npos ? std::string_view{} : trim(arg.substr(space + 1));
        if (key == "RULE") {
            const auto bits = parse_int(value);
            if (!bits) {
                out_ << "ERROR bad rule value '" << value << "'\n";
                return;
            }
            rule_ = rule_from_bits(*bits);
            // The rule applies to a fresh board; an empty board is remade at once.
            if (game_ && game_->history().empty()) game_.emplace(game_->size(), rule_);
            return;
        }
        const auto number = parse_long(value);
        if (!number) return;  // unknown or malformed values are ignored, as the protocol asks
        if (key == "TIMEOUT_TURN")
            timeout_turn_ms_ = *number;
        else if (key == "TIMEOUT_MATCH")
            timeout_match_ms_ = *number;
        else if (key == "TIME_LEFT")
            time_left_ms_ = *number;
        else if (key == "MAX_MEMORY") {
            // Half the allowance for the hash table, at most 256 MB; 0 means no limit.
            const long long mb =
                *number > 0 ? std::clamp<long long>(*number / 2 / (1024 * 1024), 1, 256) : 64;
            engine_.set_hash_size(static_cast<std::size_t>(mb));
        } else if (key == "GAME_TYPE")
            game_type_ = static_cast<int>(*number);
        else if (key == "MAX_NODE")
            max_nodes_ =
                *number > 0 ? static_cast<std::uint64_t>(*number) : 0;  // Yixin's extension
    }

    // The time for this move (core/gomoku/ai/time_budget.h): the turn limit, the
    // match time left shared over the moves still to come, and a margin for the answer.
    ai::TimeBudget move_budget() const {
        ai::TimeControl tc;
        tc.turn_ms = timeout_turn_ms_;
        tc.match_ms = timeout_match_ms_;
        tc.left_ms = time_left_ms_;
        tc.stones = game_->board().stone_count();
        tc.cells = game_->size() * game_->size();
        return ai::plan_move_time(tc);
    }

    void answer_move() {
        if (game_->over()) {
            out_ << "ERROR the game is over\n";
            return;
        }
        ai::ThinkOptions options;
        const ai::TimeBudget budget = move_budget();
        options.time_ms = budget.maximum_ms;
        options.optimum_ms = budget.optimum_ms;
        options.nodes = max_nodes_;
        options.seed = static_cast<std::uint64_t>(game_->history().size());
        options.progress = [this](const ai::Progress& p) {
            const long long nps =
                p.elapsed_ms > 0 ? static_cast<long long>(p.nodes * 1000 / p.elapsed_ms) : 0;
            out_ << "MESSAGE depth " << p.depth << " eval " << p.score << " nodes " << p.nodes
                 << " nps " << nps << " pv";
            for (int c : p.pv) out_ << ' ' << c % game_->size() << ',' << c / game_->size();
            out_ << '\n';
            out_.flush();
        };
        const ai::ThinkResult r = engine_.think(*game_, options);
        if (!r.has_move) {
            out_ << "ERROR no legal move\n";
            return;
        }
        game_->place(r.move);
        const long long nps =
            r.elapsed_ms > 0 ? static_cast<long long>(r.nodes * 1000 / r.elapsed_ms) : 0;
        out_ << "MESSAGE depth " << r.depth << " eval " << r.score << " nodes " << r.nodes
             << " nps " << nps << " time " << r.elapsed_ms << " reason " << r.reason << '\n';
        out_ << r.move.x << ',' << r.move.y << '\n';
    }

    void turn(std::string_view arg) {
        if (!require_game()) return;
        const auto fields = parse_fields(arg, 2);
        if (!fields) {
            out_ << "ERROR bad TURN '" << arg << "' (expected x,y)\n";
            return;
        }
        const Point p{(*fields)[0], (*fields)[1]};
        const PlaceError verdict = game_->place(p);
        if (verdict != PlaceError::Ok) {
            out_ << "ERROR move " << p.x << ',' << p.y << ": " << to_string(verdict) << '\n';
            return;
        }
        answer_move();
    }

    // Only the last stone can be taken back: the order of play is the truth.
    void take_back(std::string_view arg) {
        if (!require_game()) return;
        const auto fields = parse_fields(arg, 2);
        const auto& history = game_->history();
        if (!fields || history.empty() ||
            !(history.back().point == Point{(*fields)[0], (*fields)[1]})) {
            out_ << "ERROR TAKEBACK must name the last stone\n";
            return;
        }
        game_->undo(1);
        out_ << "OK\n";
    }

    // BOARD / YXBOARD: "x,y,who" lines until DONE, who 1 = own stone, 2 = opponent's.
    // The side to move is "own", so with an even number of stones own is Black.
    bool read_board() {
        std::vector<Point> own, other;
        std::string line;
        bool malformed = false;
        while (std::getline(in_, line)) {
            const std::string_view row = trim(line);
            if (upper(row) == "DONE") break;
            const auto fields = parse_fields(row, 3);
            if (!fields || ((*fields)[2] != 1 && (*fields)[2] != 2)) {
                malformed = true;
                continue;
            }
            ((*fields)[2] == 1 ? own : other).push_back({(*fields)[0], (*fields)[1]});
        }
        if (!require_game()) return false;
        if (malformed) {
            out_ << "ERROR malformed board line (expected x,y,1|2)\n";
            return false;
        }
        const bool own_is_black = (own.size() + other.size()) % 2 == 0;
        const auto& black = own_is_black ? own : other;
        const auto& white = own_is_black ? other : own;
        if (!(black.size() == white.size() || black.size() == white.size() + 1)) {
            out_ << "ERROR impossible stone counts\n";
            return false;
        }
        Game next(game_->size(), game_->rule());
        for (std::size_t i = 0; i < black.size() + white.size(); ++i) {
            const Point p = i % 2 == 0 ? black[i / 2] : white[i / 2];
            const PlaceError verdict = next.place(p);
            if (verdict != PlaceError::Ok) {
                out_ << "ERROR stone " << p.x << ',' << p.y << ": " << to_string(verdict) << '\n';
                return false;
            }
        }
        *game_ = std::move(next);
        return true;
    }

    // SWAP2BOARD (Gomocup's Swap2 extension): "x,y" lines, Black first and alternating
    // ("x,y,field" is read too, the field ignored), until DONE: 0, 3 or 5 stones. The answer
    // is three stones, SWAP, White's next move, or two more stones, as "x,y" separated by
    // spaces (core/gomoku/ai/swap2.h decides). The board becomes the stones given, and the
    // stones answered.
    void swap2board() {
        std::vector<Point> stones;
        std::string line;
        bool malformed = false;
        while (std::getline(in_, line)) {
            const std::string_view row = trim(line);
            if (upper(row) == "DONE") break;
            if (row.empty()) continue;
            auto fields = parse_fields(row, 2);
            if (!fields) fields = parse_fields(row, 3);
            if (!fields) {
                malformed = true;
                continue;
            }
            stones.push_back({(*fields)[0], (*fields)[1]});
        }
        if (!require_game()) return;
        if (malformed) {
            out_ << "ERROR malformed SWAP2BOARD line (expected x,y)\n";
            return;
        }
        ai::ThinkOptions options;
        const ai::TimeBudget budget = move_budget();
        options.time_ms = budget.maximum_ms;
        options.optimum_ms = budget.optimum_ms;
        options.nodes = max_nodes_;
        const ai::Swap2Answer answer =
            ai::decide_swap2(engine_, game_->size(), game_->rule(), stones, options);
        if (!answer.valid) {
            out_ << "ERROR SWAP2BOARD needs 0, 3 or 5 stones of a reachable position\n";
            return;
        }
        Game next(game_->size(), game_->rule());
        for (const Point p : stones) next.place(p);
        if (answer.decision.kind == ai::Swap2Decision::Kind::Swap) {
            out_ << "SWAP\n";
        } else {
            for (std::size_t i = 0; i < answer.decision.stones.size(); ++i) {
                const Point p = answer.decision.stones[i];
                next.place(p);
                out_ << (i ? " " : "") << p.x << ',' << p.y;
            }
            out_ << '\n';
        }
        *game_ = std::move(next);
    }

    void show_forbidden() {
        if (!require_game()) return;
        out_ << "FORBID ";
        for (const Point p : game_->forbidden_points()) out_ << two_digits(p.x) << two_digits(p.y);
        out_ << ".\n";
    }

    std::istream& in_;
    std::ostream& out_;
    Rule rule_ = Rule::Freestyle;
    std::optional<Game> game_;
    ai::Engine engine_{16};
    long long timeout_turn_ms_ = 5000;
    long long timeout_match_ms_ = 0;
    long long time_left_ms_ = 0;
    int game_type_ = 0;
    std::uint64_t max_nodes_ = 0;
};

}  // namespace

int run_gomocup(std::istream& in, std::ostream& out) {
    return GomocupSession(in, out).run();
}

}  // namespace pinqi::cli
