// `pinqi uci`: the Xiangqi UCI dialect that GUIs speak to Pikafish.
// Thin by design: it parses commands and calls the rules engine.
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/perft.h"
#include "xiangqi/position.h"

namespace pinqi::cli {
namespace {

using namespace pinqi::xiangqi;

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

// "position startpos|fen <fen> [moves ...]"; on any error the position is unchanged.
bool set_position(std::istringstream& args, Position& pos, std::ostream& out) {
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
    Position next;
    if (Status s = parse_fen(fen, next); !s.ok()) {
        out << "info string error: " << s.message << "\n";
        return false;
    }
    while (moves && args >> word) {
        const ParsedMove m = parse_iccs(next, word);
        if (!m.status.ok()) {
            out << "info string error: move " << word << ": " << m.status.message << "\n";
            return false;
        }
        next.do_move(m.move);
    }
    pos = next;
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

}  // namespace

int run_uci(std::istream& in, std::ostream& out) {
    Position pos;
    parse_fen(StartFen, pos);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream args(line);
        std::string command;
        if (!(args >> command)) continue;
        if (command == "uci") {
            out << "id name Pinqi\nid author the Pinqi authors\nuciok\n";
        } else if (command == "isready") {
            out << "readyok\n";
        } else if (command == "ucinewgame") {
            parse_fen(StartFen, pos);
        } else if (command == "position") {
            set_position(args, pos, out);
        } else if (command == "go") {
            std::string kind;
            int depth = 0;
            if (args >> kind && kind == "perft" && args >> depth && depth >= 1 && depth <= 12) {
                go_perft(pos, depth, out);
            } else {
                out << "info string error: only 'go perft N' (1..12) is supported\n";
            }
        } else if (command == "d") {
            print_board(pos, out);
        } else if (command == "quit") {
            break;
        } else {
            out << "info string error: unknown command '" << command << "'\n";
        }
        out.flush();
    }
    return 0;
}

}  // namespace pinqi::cli
