// `pinqi uci`: the Xiangqi UCI dialect that GUIs and match runners speak to Pikafish.
// Thin by design: it parses commands, runs the AI on a thread so that `stop`
// and `isready` are answered while it thinks, and prints what the AI reports.
#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "commands.h"
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

// "position startpos|fen <fen> [moves ...]"; on any error the line is unchanged.
bool set_position(std::istringstream& args, Line& line, std::ostream& out) {
    std::string word, fen;
    bool moves = false;
    args >> word;
    if (word == "startpos") {
        fen = std::string(StartFen);
        if (args >> word) {
            if (word != "moves") {
                out << "info string error: expected 'moves' after startpos, got '" << word << "'\n";
                return false;
            }
            moves = true;
        }
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
        out << "info string error: position expects startpos or fen\n";
        return false;
    }
    Line next;
    if (Status s = parse_fen(fen, next.pos); !s.ok()) {
        out << "info string error: " << s.message << "\n";
        return false;
    }
    while (moves && args >> word) {
        const ParsedMove m = parse_iccs(next.pos, word);
        if (!m.status.ok()) {
            out << "info string error: move " << word << ": " << m.status.message << "\n";
            return false;
        }
        ai::play_move(next.pos, next.history, m.move);
    }
    line = std::move(next);
    return true;
}

void go_perft(Position& pos, int depth, std::ostream& out) {
    const auto start = std::chrono::steady_clock::now();
    MoveList list;
    generate_legal(pos, list);
    std::uint64_t total = 0;
    for (Move m : list) {
        std::uint64_t n = 1;
        if (depth > 1) {
            const UndoInfo u = pos.do_move(m);
            n = perft(pos, depth - 1);
            pos.undo_move(m, u);
        }
        total += n;
        out << to_iccs(m) << ": " << n << "\n";
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out << "\nNodes searched: " << total << "\n";
    out << "info string time " << static_cast<long long>(ms) << " ms, "
        << static_cast<long long>(ms > 0 ? double(total) / ms * 1000.0 : 0.0) << " nodes/s\n\n";
}

std::string score_text(ai::Value v) {
    if (ai::is_mate(v)) return "mate " + std::to_string(ai::mate_moves(v));
    return "cp " + std::to_string(v);
}

// The engine side of a session: one search at a time, on its own thread.
class Session {
  public:
    explicit Session(std::ostream& out) : out_(out), engine_(DefaultHashMb) {
        parse_fen(StartFen, line_.pos);
    }
    ~Session() { finish(true); }

    void say(const std::string& text) {
        std::lock_guard<std::mutex> lock(mutex_);
        out_ << text;
        out_.flush();
    }

    // Waits for the running search; with `interrupt`, asks it to stop first.
    void finish(bool interrupt) {
        if (!worker_.joinable()) return;
        if (interrupt) stop_ = true;
        worker_.join();
    }

    void end_of_input() { finish(infinite_); }

    Line& line() { return line_; }

    void set_hash(int mb) {
        finish(true);
        engine_.set_hash_size(std::size_t(mb));
    }
    void set_level(int level) { level_ = level; }
    void set_move_overhead(int ms) { move_overhead_ = ms; }
    void new_game() {
        finish(true);
        engine_.clear();
        line_ = Line{};
        parse_fen(StartFen, line_.pos);
    }

    void go(std::istringstream& args) {
        finish(true);
        ai::ThinkOptions options;
        options.level = level_;
        options.fresh_hash = false;
        ai::Clock clock;
        bool infinite = false;
        std::string word;
        auto number = [&](long long& v) { return bool(args >> v) && v >= 0; };
        while (args >> word) {
            long long v = 0;
            if (word == "infinite") {
                infinite = true;
            } else if (word == "depth" && number(v)) {
                options.depth = int(v);
            } else if (word == "nodes" && number(v)) {
                options.nodes = std::uint64_t(v);
            } else if (word == "movetime" && number(v)) {
                // Keep a little for the reply to reach the GUI (a "move overhead").
                options.time_ms = std::max(1, int(v) - std::min(30, int(v) / 20));
            } else if (word == "wtime" && number(v)) {
                clock.time[Red] = int(v);
            } else if (word == "btime" && number(v)) {
                clock.time[Black] = int(v);
            } else if (word == "winc" && number(v)) {
                clock.increment[Red] = int(v);
            } else if (word == "binc" && number(v)) {
                clock.increment[Black] = int(v);
            } else if (word == "movestogo" && number(v)) {
                clock.moves_to_go = int(v);
            } else if (word == "ponder") {
                // Pondering is not supported; think normally.
            } else {
                say("info string error: go: unexpected '" + word + "'\n");
                return;
            }
        }
        // The engine budgets a clock itself, stretching it while the search is unsettled.
        clock.overhead = move_overhead_;
        options.clock = clock;
        stop_ = false;
        infinite_ = infinite;
        options.stop = &stop_;
        const Position root = line_.pos;
        const std::vector<ai::PathEntry> history = line_.history;
        worker_ = std::thread([this, options, root, history, infinite]() mutable {
            const auto start = std::chrono::steady_clock::now();
            options.progress = [&](const ai::IterationReport& r) {
                std::ostringstream line;
                const long long ms = r.elapsed_ms;
                line << "info depth " << r.depth << " score " << score_text(r.score) << " nodes "
                     << r.nodes << " nps " << (ms > 0 ? r.nodes * 1000 / ms : r.nodes * 1000)
                     << " time " << ms << " pv";
                for (Move m : r.pv) line << ' ' << to_iccs(m);
                say(line.str() + "\n");
            };
            ai::SearchResult r;
            r = engine_.think(root, history, options);
            // "go infinite" reports only when told to stop.
            while (infinite && !stop_.load())
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

  private:
    std::ostream& out_;
    std::mutex mutex_;
    ai::Engine engine_;
    Line line_;
    int level_ = ai::MaxLevel;
    int move_overhead_ = DefaultMoveOverheadMs;
    std::atomic<bool> stop_{false};
    bool infinite_ = false;
    std::thread worker_;
};

}  // namespace

int run_uci(std::istream& in, std::ostream& out) {
    Session session(out);
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
                  << "option name Level type spin default " << ai::MaxLevel << " min "
                  << ai::MinLevel << " max " << ai::MaxLevel << "\n"
                  << "option name Move Overhead type spin default " << DefaultMoveOverheadMs
                  << " min 0 max 5000\nuciok\n";
        } else if (command == "isready") {
            reply << "readyok\n";
        } else if (command == "ucinewgame") {
            session.new_game();
        } else if (command == "position") {
            session.finish(true);
            set_position(args, session.line(), reply);
        } else if (command == "go") {
            std::string kind;
            std::streampos mark = args.tellg();
            if (args >> kind && kind == "perft") {
                session.finish(true);
                int depth = 0;
                if (args >> depth && depth >= 1 && depth <= 12) {
                    Position pos = session.line().pos;
                    go_perft(pos, depth, reply);
                } else {
                    reply << "info string error: go perft expects a depth 1..12\n";
                }
            } else {
                args.clear();
                args.seekg(mark);
                session.go(args);
            }
        } else if (command == "stop") {
            session.finish(true);
        } else if (command == "setoption") {
            std::string word, name, value;
            args >> word;  // "name"
            while (args >> word && word != "value") name += (name.empty() ? "" : " ") + word;
            args >> value;
            long long v = -1;
            std::from_chars(value.data(), value.data() + value.size(), v);
            if (name == "Hash" && v >= 1 && v <= 1024) {
                session.set_hash(int(v));
            } else if (name == "Level" && v >= ai::MinLevel && v <= ai::MaxLevel) {
                session.set_level(int(v));
            } else if (name == "Move Overhead" && v >= 0 && v <= 5000) {
                session.set_move_overhead(int(v));
            } else {
                reply << "info string error: unknown option or bad value: " << line << "\n";
            }
        } else if (command == "d") {
            print_board(session.line().pos, reply);
        } else if (command == "quit") {
            session.finish(true);
            break;
        } else {
            reply << "info string error: unknown command '" << command << "'\n";
        }
        if (!reply.str().empty()) session.say(reply.str());
    }
    // At the end of the input a running search finishes on its own budget
    // (an infinite one is stopped).
    session.end_of_input();
    return 0;
}

}  // namespace pinqi::cli
