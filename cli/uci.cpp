// `pinqi uci`: the Xiangqi UCI dialect that GUIs and match runners speak to Pikafish.
// Thin by design: it parses commands, runs the AI (and `go perft`) on a thread
// so that `stop`, `ponderhit`, `isready` and `quit` are answered while it
// works, and prints what the AI reports. Every `go` ends with a `bestmove`.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "commands.h"
#include "evalfile.h"
#include "line_output.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/score.h"
#include "xiangqi/ai/timeman.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/perft.h"
#include "xiangqi/position.h"

namespace pinqi::cli {
namespace {

using namespace pinqi::xiangqi;

constexpr int DefaultHashMb = 16;
constexpr int MaxSearchDepth = ai::MaxPly - 8;  // the deepest iteration the search runs
constexpr long long MaxNumber = 1ll << 30;      // every number is saturated to ±this

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

// A whole decimal integer of any length, saturated at ±MaxNumber.
std::optional<long long> saturated(const std::string& word) {
    const bool negative = !word.empty() && word[0] == '-';
    const std::string digits =
        negative || (!word.empty() && word[0] == '+') ? word.substr(1) : word;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    long long v = 0;
    for (const char c : digits) v = std::min(MaxNumber, v * 10 + (c - '0'));
    return negative ? -v : v;
}
constexpr int DefaultMoveOverheadMs = 30;

void print_board(const Position& pos, std::ostream& out) {
    static const char letters[] = ".rnbakcp";
    out << "\n +---+---+---+---+---+---+---+---+---+\n";
    for (int rank = 9; rank >= 0; --rank) {
        out << rank << "|";
        for (int file = 0; file < 9; ++file) {
            const Piece p = pos.piece_on(make_square(file, rank));
            char c = letters[type_of(p)];
            if (p != NoPiece && color_of(p) == Red) c = char(c - 'a' + 'A');
            out << ' ' << c << " |";
        }
        out << "\n +---+---+---+---+---+---+---+---+---+\n";
    }
    out << "   a   b   c   d   e   f   g   h   i\n\nFen: " << to_fen(pos) << "\n\n";
}

// The position a GUI sent, with the moves since the last capture for the
// repetition rules. Moves are followed even past a result our rules would
// declare, since match runners may play under other draw rules.
struct Line {
    Position pos;
    std::vector<ai::PathEntry> history;
};

// "position startpos|fen <fen> [moves ...]". A bad FEN (or no position kind)
// leaves no position at all; a bad move leaves the position after the moves
// before it. Either way an `info string` says what was refused, so that the
// previous position is never searched by mistake.
std::optional<Line> read_position(std::istringstream& args, std::ostream& out) {
    std::string word, fen;
    args >> word;
    bool moves = false;
    if (word == "startpos") {
        fen = std::string(StartFen);
        if (args >> word && !(moves = word == "moves"))
            out << "info string error: expected 'moves' after startpos, got '" << word
                << "'; the position is the start position\n";
    } else if (word == "fen") {
        while (args >> word) {
            if (word == "moves") {
                moves = true;
                break;
            }
            if (!fen.empty()) fen.push_back(' ');
            fen += word;
        }
    } else {
        out << "info string error: position expects startpos or fen; no position is set\n";
        return std::nullopt;
    }
    Line line;
    if (Status s = parse_fen(fen, line.pos); !s.ok()) {
        out << "info string error: " << s.message << "; no position is set\n";
        return std::nullopt;
    }
    for (int ply = 1; moves && args >> word; ++ply) {
        const ParsedMove m = parse_iccs(line.pos, word);
        if (!m.status.ok()) {
            out << "info string error: move " << word << ": " << m.status.message
                << "; the position is the one after the " << ply - 1 << " moves before it\n";
            break;
        }
        ai::play_move(line.pos, line.history, m.move);
    }
    return line;
}

std::string score_text(ai::Value v) {
    if (ai::is_mate(v)) return "mate " + std::to_string(ai::mate_moves(v));
    return "cp " + std::to_string(v);
}

// Everything a `go` line can say, read as UCI asks: unknown words are
// reported and skipped, numbers are saturated, and nothing stops the search
// from being started.
struct GoRequest {
    bool infinite = false;
    bool ponder = false;
    bool perft = false;  // "go perft N", a counting command, not a search
    std::optional<long long> depth, nodes, mate, movetime, movestogo, perft_depth;
    std::optional<long long> time[2], increment[2];
    std::vector<std::string> searchmoves;
    std::string complaints;  // info string lines about words that were skipped
};

GoRequest read_go(std::istringstream& args) {
    static const char* const Keywords[] = {"searchmoves", "ponder",    "wtime", "btime", "winc",
                                           "binc",        "movestogo", "depth", "nodes", "mate",
                                           "movetime",    "infinite",  "perft"};
    const auto keyword = [](const std::string& w) {
        return std::find_if(std::begin(Keywords), std::end(Keywords),
                            [&](const char* k) { return w == k; }) != std::end(Keywords);
    };
    GoRequest go;
    std::vector<std::string> words;
    for (std::string w; args >> w;) words.push_back(w);
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "infinite") {
            go.infinite = true;
        } else if (w == "ponder") {
            go.ponder = true;
        } else if (w == "perft") {
            go.perft = true;
            if (i + 1 < words.size() && saturated(words[i + 1]))
                go.perft_depth = saturated(words[++i]);
        } else if (w == "searchmoves") {
            while (i + 1 < words.size() && !keyword(words[i + 1]))
                go.searchmoves.push_back(words[++i]);
        } else if (keyword(w)) {
            const auto v = i + 1 < words.size() ? saturated(words[i + 1]) : std::nullopt;
            if (!v) {
                go.complaints += "info string error: go: " + w + " expects a number; ignored\n";
                continue;
            }
            ++i;
            std::optional<long long>* slot = w == "wtime"       ? &go.time[Red]
                                             : w == "btime"     ? &go.time[Black]
                                             : w == "winc"      ? &go.increment[Red]
                                             : w == "binc"      ? &go.increment[Black]
                                             : w == "movestogo" ? &go.movestogo
                                             : w == "depth"     ? &go.depth
                                             : w == "nodes"     ? &go.nodes
                                             : w == "mate"      ? &go.mate
                                                                : &go.movetime;
            *slot = v;
        } else {
            go.complaints += "info string error: go: unexpected '" + w + "'; ignored\n";
        }
    }
    return go;
}

int clamp_int(long long v, long long lo, long long hi) {
    return int(std::clamp(v, lo, hi));
}

// The engine side of a session: one job (a search or a perft) at a time, on its own thread.
class Session {
  public:
    Session(std::istream& in, std::ostream& out) : out_(in, out), engine_(DefaultHashMb) {
        new_game();
    }
    ~Session() { finish(true); }

    // Every line goes out this way, from either thread (line_output.h).
    void say(const std::string& text) { out_.say(text); }

    // Waits for the running job; with `interrupt`, asks it to stop first.
    void finish(bool interrupt) {
        if (interrupt) stop_ = true;
        if (worker_.joinable()) worker_.join();
        cancel_timer();
    }

    void end_of_input() { finish(infinite_ || pondering_); }

    const std::optional<Line>& line() const { return line_; }
    void set_line(std::optional<Line> line) {
        finish(true);
        line_ = std::move(line);
    }

    void set_hash(int mb) {
        finish(true);
        engine_.set_hash_size(std::size_t(mb));
    }
    void set_threads(int threads) {
        finish(true);
        engine_.set_threads(threads);
    }
    void clear_hash() {
        finish(true);
        engine_.clear();
    }
    // An empty path: the hand-crafted evaluation. A file that does not load leaves
    // the hand-crafted evaluation on as well, and says why.
    void set_eval_file(const std::string& path) {
        finish(true);
        std::shared_ptr<const ai::nnue::Network> network;
        if (!path.empty()) {
            if (const std::string error = read_network(path, network); !error.empty())
                say("info string error: EvalFile " + path + ": " + error +
                    "; using the hand-crafted evaluation\n");
            else
                say("info string EvalFile " + path + " loaded\n");
        }
        engine_.set_network(std::move(network));
        engine_.set_network_use(ai::Engine::NetworkUse::Always);  // at every level
    }
    void set_level(int level) { level_ = level; }
    void set_move_overhead(int ms) { move_overhead_ = ms; }
    void new_game() {
        finish(true);
        engine_.clear();
        Line start;
        parse_fen(StartFen, start.pos);
        line_ = std::move(start);
    }

    // The GUI's guess was right: think on with the clock of the `go ponder` line.
    void ponderhit() {
        if (!worker_.joinable() || !pondering_) return;
        if (ponder_budget_ms_ > 0) start_timer(ponder_budget_ms_);
        pondering_ = false;
    }

    void go(std::istringstream& args) {
        finish(true);
        GoRequest request = read_go(args);
        if (!request.complaints.empty()) say(request.complaints);
        if (request.perft) {
            go_perft(request.perft_depth.value_or(0));
            return;
        }
        if (!line_) {
            say("info string error: no position (the last position command was refused)\n"
                "bestmove (none)\n");
            return;
        }
        ai::ThinkOptions options;
        options.level = level_;
        options.fresh_hash = false;
        const Color us = line_->pos.side_to_move();
        int budget_ms = 0, soft_ms = 0;  // 0: none
        if (request.movetime) {
            // Keep a little for the reply to reach the GUI (a "move overhead").
            const long long v = *request.movetime;
            budget_ms = clamp_int(v - std::min(30ll, v / 20), 1, MaxNumber);
        } else if (request.time[us]) {
            // No time left (or less than none): move at once.
            if (*request.time[us] <= 0) {
                budget_ms = 1;
            } else {
                ai::Clock clock;
                for (Color c : {Red, Black}) {
                    clock.time[c] = clamp_int(request.time[c].value_or(0), 0, MaxNumber);
                    clock.increment[c] = clamp_int(request.increment[c].value_or(0), 0, MaxNumber);
                }
                clock.moves_to_go = clamp_int(request.movestogo.value_or(0), 0, 1000);
                clock.overhead = move_overhead_;
                if (request.ponder) {
                    // The clock starts at ponderhit: a fixed budget from then on.
                    const ai::TimeBudget b = ai::allot_time(clock, us);
                    budget_ms = std::max(1, b.hard_ms);
                    soft_ms = b.soft_ms;
                } else if (!request.infinite) {
                    // The engine budgets a clock itself, stretching it while the search is
                    // unsettled.
                    options.clock = clock;
                }
            }
        }
        if (request.depth) options.depth = clamp_int(*request.depth, 1, MaxSearchDepth);
        if (request.mate) {
            const int plies = clamp_int(2 * *request.mate - 1, 1, MaxSearchDepth);
            options.depth = options.depth ? std::min(options.depth, plies) : plies;
        }
        if (request.nodes) options.nodes = std::uint64_t(std::max(1ll, *request.nodes));
        for (const std::string& text : request.searchmoves) {
            Position pos = line_->pos;
            const ParsedMove m = parse_iccs(pos, text);
            if (m.status.ok())
                options.root_moves.push_back(m.move);
            else
                say("info string error: searchmoves " + text + ": " + m.status.message +
                    "; ignored\n");
        }
        if (!request.searchmoves.empty() && options.root_moves.empty())
            say("info string error: no legal move in searchmoves; searching every move\n");

        stop_ = false;
        infinite_ = request.infinite;
        pondering_ = request.ponder;
        ponder_budget_ms_ = 0;
        if (request.ponder) {
            // The clock starts at ponderhit; until then the search is unbounded.
            ponder_budget_ms_ = budget_ms;
        } else if (!request.infinite) {
            options.time_ms = budget_ms;
            options.soft_time_ms = soft_ms;
        }
        options.stop = &stop_;
        worker_ = std::thread([this, options, root = line_->pos, history = line_->history,
                               start = std::chrono::steady_clock::now()]() mutable {
            options.progress = [&](const ai::IterationReport& r) {
                std::ostringstream line;
                const long long ms = r.elapsed_ms;
                line << "info depth " << r.depth << " score " << score_text(r.score) << " nodes "
                     << r.nodes << " nps " << (ms > 0 ? r.nodes * 1000 / ms : r.nodes * 1000)
                     << " time " << ms << " pv";
                for (Move m : r.pv) line << ' ' << to_iccs(m);
                say(line.str() + "\n");
            };
            const ai::SearchResult r = engine_.think(root, history, options);
            // "go infinite" and "go ponder" report only when told to (stop, or ponderhit).
            while ((infinite_ || pondering_) && !stop_.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            const long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::steady_clock::now() - start)
                                     .count();
            std::ostringstream tail;
            tail << "info string nodes " << r.nodes << " time " << ms << "\n";
            tail << "bestmove " << (r.best != NoMove ? to_iccs(r.best) : "(none)") << "\n";
            say(tail.str());
        });
    }

    void print_position() {
        if (!line_) {
            say("info string no position\n");
            return;
        }
        std::ostringstream text;
        print_board(line_->pos, text);
        say(text.str());
    }

  private:
    // Perft divide on the job thread: one line per root move, then the total.
    void go_perft(long long depth) {
        if (depth < 1 || depth > 12) {
            say("info string error: go perft expects a depth 1..12\n");
            return;
        }
        if (!line_) {
            say("info string error: no position (the last position command was refused)\n");
            return;
        }
        stop_ = false;
        infinite_ = pondering_ = false;
        worker_ = std::thread([this, pos = line_->pos, depth = int(depth)]() mutable {
            const auto start = std::chrono::steady_clock::now();
            MoveList list;
            generate_legal(pos, list);
            std::uint64_t total = 0;
            int done = 0;
            for (Move m : list) {
                if (stop_.load()) break;
                std::uint64_t n = 1;
                if (depth > 1) {
                    const UndoInfo u = pos.do_move(m);
                    n = perft(pos, depth - 1, &stop_);
                    pos.undo_move(m, u);
                }
                if (stop_.load()) break;
                total += n;
                ++done;
                say(to_iccs(m) + ": " + std::to_string(n) + "\n");
            }
            if (done < list.size) {
                say("info string perft stopped after " + std::to_string(done) + " of " +
                    std::to_string(list.size) + " moves\n");
                return;
            }
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
            say("\nNodes searched: " + std::to_string(total) + "\ninfo string time " +
                std::to_string(static_cast<long long>(ms)) + " ms, " +
                std::to_string(static_cast<long long>(ms > 0 ? double(total) / ms * 1000.0 : 0.0)) +
                " nodes/s\n\n");
        });
    }

    // Sets stop_ after `ms` unless cancelled first.
    void start_timer(int ms) {
        cancel_timer();
        timer_cancelled_ = false;
        timer_ = std::thread([this, ms] {
            std::unique_lock<std::mutex> lock(timer_mutex_);
            if (!timer_cv_.wait_for(lock, std::chrono::milliseconds(ms),
                                    [this] { return timer_cancelled_; }))
                stop_ = true;
        });
    }
    void cancel_timer() {
        if (!timer_.joinable()) return;
        {
            std::lock_guard<std::mutex> lock(timer_mutex_);
            timer_cancelled_ = true;
        }
        timer_cv_.notify_all();
        timer_.join();
    }

    LineOutput out_;
    ai::Engine engine_;
    std::optional<Line> line_;
    int level_ = ai::MaxLevel;
    int move_overhead_ = DefaultMoveOverheadMs;
    std::atomic<bool> stop_{false};
    std::atomic<bool> infinite_{false};
    std::atomic<bool> pondering_{false};
    int ponder_budget_ms_ = 0;
    std::thread worker_;

    std::thread timer_;
    std::mutex timer_mutex_;
    std::condition_variable timer_cv_;
    bool timer_cancelled_ = false;
};

// "setoption name <name> value <value>"; names are matched case-insensitively.
void set_option(Session& session, std::istringstream& args, const std::string& line,
                std::ostream& reply) {
    std::string word, name, value;
    args >> word;  // "name"
    while (args >> word && lower(word) != "value") name += (name.empty() ? "" : " ") + word;
    const std::string key = lower(name);
    if (key == "evalfile") {
        // The rest of the line, spaces and all, is the path; none, or <empty>, turns it off.
        std::getline(args >> std::ws, value);
        while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.pop_back();
        session.set_eval_file(value == "<empty>" ? std::string() : value);
        return;
    }
    args >> value;
    const auto v = saturated(value);
    if (key == "hash" && v && *v >= 1 && *v <= 1024) {
        session.set_hash(int(*v));
    } else if (key == "threads" && v && *v >= 1 && *v <= ai::MaxThreads) {
        session.set_threads(int(*v));
    } else if (key == "level" && v && *v >= ai::MinLevel && *v <= ai::MaxLevel) {
        session.set_level(int(*v));
    } else if (key == "move overhead" && v && *v >= 0 && *v <= 5000) {
        session.set_move_overhead(int(*v));
    } else if (key == "clear hash") {
        session.clear_hash();
    } else if (key == "ponder" && (lower(value) == "true" || lower(value) == "false")) {
        // Pondering needs nothing set up: "go ponder" works either way.
    } else {
        reply << "info string error: unknown option or bad value: " << line << "\n";
    }
}

}  // namespace

int run_uci(std::istream& in, std::ostream& out) {
    Session session(in, out);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream args(line);
        std::string command;
        if (!(args >> command)) continue;
        std::ostringstream reply;
        if (command == "uci") {
            reply << "id name Pinqi\nid author the Pinqi authors\n"
                  << "option name Hash type spin default " << DefaultHashMb << " min 1 max 1024\n"
                  << "option name Threads type spin default 1 min 1 max " << ai::MaxThreads << "\n"
                  << "option name Level type spin default " << ai::MaxLevel << " min "
                  << ai::MinLevel << " max " << ai::MaxLevel << "\n"
                  << "option name Move Overhead type spin default " << DefaultMoveOverheadMs
                  << " min 0 max 5000\n"
                  << "option name Ponder type check default false\n"
                  << "option name EvalFile type string default <empty>\n"
                  << "option name Clear Hash type button\nuciok\n";
        } else if (command == "isready") {
            reply << "readyok\n";
        } else if (command == "ucinewgame") {
            session.new_game();
        } else if (command == "position") {
            session.finish(true);
            session.set_line(read_position(args, reply));
        } else if (command == "go") {
            session.go(args);
        } else if (command == "stop") {
            session.finish(true);
        } else if (command == "ponderhit") {
            session.ponderhit();
        } else if (command == "setoption") {
            set_option(session, args, line, reply);
        } else if (command == "d") {
            session.print_position();
        } else if (command == "quit") {
            session.finish(true);
            break;
        } else {
            reply << "info string error: unknown command '" << command << "'\n";
        }
        if (!reply.str().empty()) session.say(reply.str());
    }
    // At the end of the input a running search finishes on its own budget
    // (an infinite or pondering one is stopped).
    session.end_of_input();
    return 0;
}

}  // namespace pinqi::cli
