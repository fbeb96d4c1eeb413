// The Gomocup (piskvork) protocol: one command per line on stdin, answers on
// stdout. This layer only parses and prints; the rules live in core/gomoku and
// the search in core/gomoku/ai.
//
// The search runs on its own thread, so the input thread keeps reading while
// the brain thinks. INFO lines (other than rule, max_memory and thread_num,
// which apply from the next search) are taken at once and the search goes on; any other line stops
// it first, the move found so far is answered, and then the line is handled. END stops it silently.
#include <algorithm>
#include <atomic>
#include <charconv>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "commands.h"
#include "gomocup_clock.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/swap2.h"
#include "gomoku/ai/time_budget.h"
#include "gomoku/game.h"
#include "line_output.h"

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

// A whole decimal integer, saturated at ±MaxLimitMs however many digits it has.
std::optional<long long> parse_saturated(std::string_view s) {
    s = trim(s);
    const bool negative = !s.empty() && s.front() == '-';
    const std::string_view digits = negative ? s.substr(1) : s;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    long long v = 0;
    for (const char c : digits) v = std::min(MaxLimitMs, v * 10 + (c - '0'));
    return negative ? -v : v;
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

// The hash table's size. INFO max_memory only ever shrinks it: a quarter of
// the allowance, at least 1 MB, never more than the 16 MB the brain starts
// with. A larger table would have to be zeroed page by page, which costs about
// as much as the first move's whole search at short time limits; 0 means no limit.
constexpr std::size_t DefaultHashMb = 16;
std::size_t hash_megabytes(long long max_memory) {
    if (max_memory <= 0) return DefaultHashMb;
    return static_cast<std::size_t>(std::clamp<long long>(max_memory / 4 / (1024 * 1024), 1,
                                                          static_cast<long long>(DefaultHashMb)));
}

class GomocupSession {
  public:
    // The search's pattern tables take a while to build (a tenth of a second
    // each); they are built on a thread from the start and START waits for
    // them, so that no turn pays for them (the protocol counts START as
    // initialization, outside every time limit).
    GomocupSession(std::istream& in, std::ostream& out)
        : in_(in), out_(in, out), warm_up_([] {
              for (const Rule r : {Rule::Freestyle, Rule::Standard, Rule::Renju})
                  ai::PatternTable::for_rule(r);
          }) {}
    ~GomocupSession() {
        finish(true);
        if (warm_up_.joinable()) warm_up_.join();
    }

    int run() {
        std::string line;
        while (std::getline(in_, line)) {
            if (!handle(trim(line))) return 0;
        }
        // At the end of the input a running search ends on its own budget.
        finish(false);
        return 0;
    }

  private:
    using Handler = void (GomocupSession::*)(std::string_view arg);
    struct Command {
        std::string_view name;
        Handler run;
    };

    // Returns false on END.
    bool handle(std::string_view line) {
        if (line.empty()) return true;
        const auto space = line.find(' ');
        const std::string command = upper(line.substr(0, space));
        const std::string_view arg =
            space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));

        if (command == "END") {
            // Nothing may be written after END, not even the move of a search.
            out_.silence();
            finish(true);
            return false;
        }
        if (command == "INFO") {
            info(arg);
            return true;
        }
        finish(true);
        dispatch(command, arg);
        return true;
    }

    void dispatch(const std::string& command, std::string_view arg) {
        // Every command but END and INFO: add a row here for a new one.
        static constexpr Command Commands[] = {
            {"ABOUT", &GomocupSession::about},
            {"START", &GomocupSession::start},
            {"RECTSTART", &GomocupSession::rect_start},
            {"RESTART", &GomocupSession::restart},
            {"BEGIN", &GomocupSession::begin},
            {"TURN", &GomocupSession::turn},
            {"BOARD", &GomocupSession::board},
            {"TAKEBACK", &GomocupSession::take_back},
            {"YXBOARD", &GomocupSession::yx_board},
            {"YXSHOWFORBID", &GomocupSession::show_forbidden},
            {"YXSTOP", &GomocupSession::yx_stop},
            {"SWAP2BOARD", &GomocupSession::swap2board},
        };
        for (const Command& c : Commands) {
            if (c.name == command) {
                (this->*c.run)(arg);
                return;
            }
        }
        say("UNKNOWN command " + command + "\n");
    }

    // One line (or several) to the manager, never interleaved with the search's.
    void say(const std::string& text) { out_.say(text); }

    bool require_game() {
        if (game_) return true;
        say("ERROR no board: send START first\n");
        return false;
    }

    void about(std::string_view) {
        say("name=\"pinqi\", version=\"0.1.0\", author=\"Pinqi\", country=\"-\"\n");
    }

    void start(std::string_view arg) {
        const auto size = parse_int(arg);
        if (!size || !Game::valid_size(*size)) {
            say("ERROR unsupported board size '" + std::string(arg) + "' (5 to 20)\n");
            return;
        }
        if (warm_up_.joinable()) warm_up_.join();
        game_.emplace(*size, rule_);
        say("OK\n");
    }

    void rect_start(std::string_view arg) {
        const auto fields = parse_fields(arg, 2);
        if (!fields || (*fields)[0] != (*fields)[1]) {
            say("ERROR only square boards are supported\n");
            return;
        }
        start(std::to_string((*fields)[0]));
    }

    void restart(std::string_view) {
        if (!require_game()) return;
        game_.emplace(game_->size(), rule_);
        say("OK\n");
    }

    void begin(std::string_view) {
        if (!require_game()) return;
        if (game_->board().stone_count() != 0) {
            say("ERROR BEGIN on a board with stones\n");
            return;
        }
        start_search();
    }

    void yx_stop(std::string_view) {
        // The search (if any) has already been stopped and has answered.
    }

    void info(std::string_view arg) {
        const auto space = arg.find(' ');
        const std::string key = upper(arg.substr(0, space));
        const std::string_view value =
            space == std::string_view::npos ? std::string_view{} : trim(arg.substr(space + 1));
        if (key == "RULE") {
            const auto bits = parse_int(value);
            if (!bits) return;  // unachievable INFO values are ignored, as the protocol asks
            finish(true);       // the search's game must not change under it
            rule_ = rule_from_bits(*bits);
            // The rule applies to a fresh board; an empty board is remade at once.
            if (game_ && game_->board().stone_count() == 0) game_.emplace(game_->size(), rule_);
            return;
        }
        const auto number = parse_saturated(value);
        if (!number) return;  // unknown or malformed values are ignored, as the protocol asks
        // Time values apply from the next move on; the running search keeps its budget.
        if (key == "TIMEOUT_TURN") {
            clock_.turn_ms = *number;
        } else if (key == "TIME_LEFT") {
            clock_.left_ms = *number;
        } else if (key == "MAX_MEMORY") {
            hash_mb_ = hash_megabytes(*number);  // applied before the next search
        } else if (key == "THREAD_NUM") {
            // Search threads, applied before the next search (Lazy SMP: core/gomoku/ai/search.h).
            threads_ =
                static_cast<int>(std::clamp<long long>(*number, 1, ai::Searcher::MaxThreads));
        } else if (key == "MAX_NODE") {
            max_nodes_ = *number > 0 ? static_cast<std::uint64_t>(*number) : 0;  // Yixin's
        }
    }

    // The time for this move: the protocol's hard limit (gomocup_clock.h: the turn limit,
    // the match time left, 0 meaning as fast as possible), and within it the search's
    // soft target from the match time shared over the moves to come
    // (core/gomoku/ai/time_budget.h).
    ai::TimeBudget move_budget() const {
        const int hard = move_budget_ms(clock_);
        ai::TimeControl tc;
        tc.turn_ms = hard;
        if (clock_.left_ms && *clock_.left_ms != UnlimitedTimeLeft)
            tc.left_ms = std::max<long long>(saturate_ms(*clock_.left_ms), 1);
        tc.stones = game_->board().stone_count();
        tc.cells = game_->size() * game_->size();
        ai::TimeBudget budget = ai::plan_move_time(tc);
        budget.maximum_ms = budget.maximum_ms > 0 ? std::min(budget.maximum_ms, hard) : hard;
        budget.optimum_ms = budget.optimum_ms > 0 ? std::min(budget.optimum_ms, budget.maximum_ms)
                                                  : budget.maximum_ms;
        return budget;
    }

    // The table size and thread count INFO asked for, applied between searches only.
    void apply_engine_settings() {
        if (hash_mb_ != engine_hash_mb_) {
            engine_.set_hash_size(hash_mb_);
            engine_hash_mb_ = hash_mb_;
        }
        engine_.set_threads(threads_);
    }

    // Thinks on its own thread; the move is answered by that thread and put on
    // the board by finish(), before the next command is handled.
    void start_search() {
        if (!game_->has_legal_point()) {
            // Renju can leave Black only forbidden points: a draw by the rules, which the
            // protocol has no way to say (README, Gomocup: the managers adjudicate it).
            const bool stuck = game_->outcome().reason() == "only_forbidden";
            say(stuck ? "ERROR no legal move: every empty point is forbidden to Black (Renju), "
                        "so the game cannot go on\n"
                      : "ERROR the game is over\n");
            return;
        }
        ai::ThinkOptions options;
        const ai::TimeBudget budget = move_budget();
        options.time_ms = budget.maximum_ms;
        options.optimum_ms = budget.optimum_ms;
        options.nodes = max_nodes_;
        apply_engine_settings();
        options.seed = static_cast<std::uint64_t>(game_->board().stone_count());
        stop_ = false;
        options.stop = &stop_;
        worker_ = std::thread([this, options, game = *game_]() mutable {
            const int size = game.size();
            options.progress = [this, size](const ai::Progress& p) {
                const long long nps =
                    p.elapsed_ms > 0 ? static_cast<long long>(p.nodes * 1000 / p.elapsed_ms) : 0;
                std::string text = "MESSAGE depth " + std::to_string(p.depth) + " eval " +
                                   std::to_string(p.score) + " nodes " + std::to_string(p.nodes) +
                                   " nps " + std::to_string(nps) + " pv";
                for (int c : p.pv)
                    text += ' ' + std::to_string(c % size) + ',' + std::to_string(c / size);
                say(text + "\n");
            };
            const ai::ThinkResult r = engine_.think(game, options);
            if (!r.has_move) {  // the engine answers every position with a legal point
                say("ERROR the engine found no move\n");
                return;
            }
            answered_ = r.move;
            const long long nps =
                r.elapsed_ms > 0 ? static_cast<long long>(r.nodes * 1000 / r.elapsed_ms) : 0;
            say("MESSAGE depth " + std::to_string(r.depth) + " eval " + std::to_string(r.score) +
                " nodes " + std::to_string(r.nodes) + " nps " + std::to_string(nps) + " threads " +
                std::to_string(engine_.threads()) + " time " + std::to_string(r.elapsed_ms) +
                " reason " + ai::to_string(r.reason) + "\n" + std::to_string(r.move.x) + "," +
                std::to_string(r.move.y) + "\n");
        });
    }

    // Waits for the running search (with `interrupt`, stops it first) and puts
    // its answered move on the board.
    void finish(bool interrupt) {
        if (!worker_.joinable()) return;
        if (interrupt) stop_ = true;
        worker_.join();
        if (answered_) game_->place(*answered_);
        answered_.reset();
    }

    void turn(std::string_view arg) {
        if (!require_game()) return;
        const auto fields = parse_fields(arg, 2);
        if (!fields) {
            say("ERROR bad TURN '" + std::string(arg) + "' (expected x,y)\n");
            return;
        }
        const Point p{(*fields)[0], (*fields)[1]};
        const PlaceError verdict = game_->place(p);
        if (verdict != PlaceError::Ok) {
            say("ERROR move " + std::to_string(p.x) + ',' + std::to_string(p.y) + ": " +
                std::string(to_string(verdict)) + "\n");
            return;
        }
        start_search();
    }

    // The last move played, or (on a set-up board with no move played since)
    // a stone of the side that moved last: the position then has that side to move.
    void take_back(std::string_view arg) {
        if (!require_game()) return;
        const auto fields = parse_fields(arg, 2);
        if (!fields) {
            say("ERROR bad TAKEBACK '" + std::string(arg) + "' (expected x,y)\n");
            return;
        }
        const Point p{(*fields)[0], (*fields)[1]};
        const auto& history = game_->history();
        if (!history.empty()) {
            if (!(history.back().point == p)) {
                say("ERROR TAKEBACK must name the last stone\n");
                return;
            }
            game_->undo(1);
            say("OK\n");
            return;
        }
        Setup setup = game_->setup();
        const Stone mover = opponent(setup.to_move);
        auto& stones = mover == Stone::Black ? setup.black : setup.white;
        const auto at = std::find(stones.begin(), stones.end(), p);
        if (at == stones.end()) {
            say("ERROR TAKEBACK must name a stone of the side that moved last\n");
            return;
        }
        stones.erase(at);
        setup.to_move = mover;
        SetupResult r = Game::from_position(game_->size(), game_->rule(), setup);
        if (!r.ok()) {
            say("ERROR TAKEBACK: " + std::string(to_string(r.refusal.code)) + "\n");
            return;
        }
        *game_ = std::move(r.game);
        say("OK\n");
    }

    void board(std::string_view) {
        if (read_board() && game_) start_search();
    }

    void yx_board(std::string_view) { read_board(); }

    // BOARD / YXBOARD: "x,y,field" lines until DONE, field 1 = own stone,
    // 2 = opponent's, 3 = a continuous-game mark (a stone of neither side).
    // The stones are a position, not a sequence of moves (Game::from_position);
    // the side to move is "own", so own is Black when the stone count is even.
    bool read_board() {
        std::vector<Point> own, other, blocked;
        std::string line;
        bool malformed = false;
        while (std::getline(in_, line)) {
            const std::string_view row = trim(line);
            if (upper(row) == "DONE") break;
            const auto fields = parse_fields(row, 3);
            if (!fields || (*fields)[2] < 1 || (*fields)[2] > 3) {
                malformed = true;
                continue;
            }
            const Point p{(*fields)[0], (*fields)[1]};
            ((*fields)[2] == 1 ? own : (*fields)[2] == 2 ? other : blocked).push_back(p);
        }
        if (!require_game()) return false;
        if (malformed) {
            say("ERROR malformed board line (expected x,y,1|2|3)\n");
            return false;
        }
        const bool own_is_black = (own.size() + other.size() + blocked.size()) % 2 == 0;
        Setup setup;
        setup.black = own_is_black ? own : other;
        setup.white = own_is_black ? other : own;
        setup.blocked = std::move(blocked);
        setup.to_move = own_is_black ? Stone::Black : Stone::White;
        SetupResult r = Game::from_position(game_->size(), game_->rule(), setup);
        if (!r.ok()) {
            std::string text = "ERROR board refused: " + std::string(to_string(r.refusal.code));
            if (r.refusal.at.x >= 0)
                text +=
                    " at " + std::to_string(r.refusal.at.x) + ',' + std::to_string(r.refusal.at.y);
            say(text + "\n");
            return false;
        }
        *game_ = std::move(r.game);
        return true;
    }

    // SWAP2BOARD (Gomocup's Swap2 extension): "x,y" lines, Black first and alternating
    // ("x,y,field" is read too, the field ignored), until DONE: 0, 3 or 5 stones. The answer
    // is three stones, SWAP, White's next move, or two more stones, as "x,y" separated by
    // spaces (core/gomoku/ai/swap2.h decides). The board becomes the stones given, and the
    // stones answered.
    void swap2board(std::string_view) {
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
            say("ERROR malformed SWAP2BOARD line (expected x,y)\n");
            return;
        }
        ai::ThinkOptions options;
        const ai::TimeBudget budget = move_budget();
        options.time_ms = budget.maximum_ms;
        options.optimum_ms = budget.optimum_ms;
        options.nodes = max_nodes_;
        apply_engine_settings();
        const ai::Swap2Answer answer =
            ai::decide_swap2(engine_, game_->size(), game_->rule(), stones, options);
        if (!answer.valid) {
            say("ERROR SWAP2BOARD needs 0, 3 or 5 stones of a reachable position\n");
            return;
        }
        Game next(game_->size(), game_->rule());
        for (const Point p : stones) next.place(p);
        std::string text;
        if (answer.decision.kind == ai::Swap2Decision::Kind::Swap) {
            text = "SWAP";
        } else {
            for (std::size_t i = 0; i < answer.decision.stones.size(); ++i) {
                const Point p = answer.decision.stones[i];
                next.place(p);
                if (i) text += ' ';
                text += std::to_string(p.x);
                text += ',';
                text += std::to_string(p.y);
            }
        }
        *game_ = std::move(next);
        say(text + "\n");
    }

    void show_forbidden(std::string_view) {
        if (!require_game()) return;
        std::string text = "FORBID ";
        for (const Point p : game_->forbidden_points()) text += two_digits(p.x) + two_digits(p.y);
        say(text + ".\n");
    }

    std::istream& in_;
    LineOutput out_;  // the only way to the manager (line_output.h)

    Rule rule_ = Rule::Freestyle;
    std::optional<Game> game_;
    ai::Engine engine_{DefaultHashMb};
    std::size_t engine_hash_mb_ = DefaultHashMb;
    std::size_t hash_mb_ = DefaultHashMb;

    // Read and written by the input thread only.
    GomocupClock clock_;
    std::uint64_t max_nodes_ = 0;
    int threads_ = 1;

    std::thread warm_up_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    std::optional<Point> answered_;
};

}  // namespace

int run_gomocup(std::istream& in, std::ostream& out) {
    return GomocupSession(in, out).run();
}

}  // namespace pinqi::cli
