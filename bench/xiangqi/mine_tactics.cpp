// xiangqi_mine_tactics: finds tactics positions with a unique answer, proven
// by exhaustive search with the rules engine only (no AI), and prints them as
// C++ initialisers for tests/native/xiangqi_ai/tactics_positions.inc.
//
//   xiangqi_mine_tactics <kind> <count> [seed]
//   kind: mate1 | mate2 | mate3 | defend | parry1 | capture
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "common/random.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

bool no_moves(Position& pos) {
    MoveList l;
    generate_legal(pos, l);
    return l.size == 0;
}

bool attacker_mates(Position& pos, int plies);

// Every defence loses within `plies` more plies.
bool all_replies_lose(Position& pos, int plies) {
    MoveList l;
    generate_legal(pos, l);
    if (l.size == 0) return true;
    for (Move m : l) {
        const UndoInfo u = pos.do_move(m);
        const bool lost = attacker_mates(pos, plies - 1);
        pos.undo_move(m, u);
        if (!lost) return false;
    }
    return true;
}

// The side to move forces a position with no legal reply within `plies` (odd) plies.
bool attacker_mates(Position& pos, int plies) {
    if (plies <= 0) return false;
    MoveList l;
    generate_legal(pos, l);
    for (Move m : l) {
        const UndoInfo u = pos.do_move(m);
        bool win = no_moves(pos);
        if (!win && plies >= 3) win = all_replies_lose(pos, plies - 1);
        pos.undo_move(m, u);
        if (win) return true;
    }
    return false;
}

// The moves that win within `plies`, counted up to 2.
int winning_moves(Position& pos, int plies, Move& first) {
    MoveList l;
    generate_legal(pos, l);
    int n = 0;
    for (Move m : l) {
        const UndoInfo u = pos.do_move(m);
        bool win = no_moves(pos);
        if (!win && plies >= 3) win = all_replies_lose(pos, plies - 1);
        pos.undo_move(m, u);
        if (win) {
            if (n == 0) first = m;
            if (++n == 2) break;
        }
    }
    return n;
}

// The opponent threatens mate in one: how many replies leave no mate within
// `safe_plies` (stops counting at 2); `answer` gets the last saving reply.
int saving_replies(Position& pos, int safe_plies, Move& answer) {
    pos.do_null_move();
    const bool threat = attacker_mates(pos, 1);
    pos.undo_null_move();
    if (!threat) return 0;
    MoveList l;
    generate_legal(pos, l);
    int saving = 0;
    for (Move m : l) {
        const UndoInfo u = pos.do_move(m);
        const bool lost = attacker_mates(pos, safe_plies);
        pos.undo_move(m, u);
        if (!lost) {
            answer = m;
            if (++saving > 1) break;
        }
    }
    return saving;
}

int value(PieceType t) {
    static const int v[8] = {0, 1000, 430, 180, 180, 0, 450, 100};
    return v[t];
}

int material(const Position& pos) {
    int v = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece) continue;
        v += color_of(p) == pos.side_to_move() ? value(type_of(p)) : -value(type_of(p));
    }
    return v;
}

// Material alpha-beta with a capture quiescence; mate = ±100000.
int quiesce(Position& pos, int alpha, int beta, int depth) {
    MoveList l;
    generate_legal(pos, l);
    if (l.size == 0) return -100000;
    int stand = material(pos);
    if (stand >= beta || depth <= -6) return stand;
    if (stand > alpha) alpha = stand;
    for (Move m : l) {
        if (pos.piece_on(to_sq(m)) == NoPiece) continue;
        const UndoInfo u = pos.do_move(m);
        const int v = -quiesce(pos, -beta, -alpha, depth - 1);
        pos.undo_move(m, u);
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return alpha;
}

int search(Position& pos, int depth, int alpha, int beta) {
    if (depth <= 0) return quiesce(pos, alpha, beta, 0);
    MoveList l;
    generate_legal(pos, l);
    if (l.size == 0) return -100000;
    for (Move m : l) {
        const UndoInfo u = pos.do_move(m);
        const int v = -search(pos, depth - 1, -beta, -alpha);
        pos.undo_move(m, u);
        if (v > alpha) alpha = v;
        if (alpha >= beta) break;
    }
    return alpha;
}

Square pick(Random& rng, const int* files, int nf, int rmin, int rmax) {
    const int f = files[rng.below(std::uint32_t(nf))];
    const int r = rmin + int(rng.below(std::uint32_t(rmax - rmin + 1)));
    return make_square(f, r);
}

// A sparse ending: Red attacks Black's palace. Half the time the board is
// mirrored so Black is the attacker.
bool random_position(Random& rng, Position& out, bool heavy_defence) {
    Position pos;
    static const int all[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    static const int palace[3] = {3, 4, 5};
    auto place = [&](Piece p, Square s) {
        if (pos.piece_on(s) != NoPiece) return false;
        pos.put_piece(p, s);
        return true;
    };
    place(make_piece(Black, General), pick(rng, palace, 3, 7, 9));
    place(make_piece(Red, General), pick(rng, palace, 3, 0, 2));
    // Black defenders on their proper points.
    static const Square advisor_pts[5] = {make_square(3, 9), make_square(5, 9), make_square(4, 8),
                                          make_square(3, 7), make_square(5, 7)};
    static const Square elephant_pts[7] = {make_square(2, 9), make_square(6, 9), make_square(0, 7),
                                           make_square(4, 7), make_square(8, 7), make_square(2, 5),
                                           make_square(6, 5)};
    const int advisors = int(rng.below(3)), elephants = int(rng.below(3));
    for (int i = 0; i < advisors; ++i) place(make_piece(Black, Advisor), advisor_pts[rng.below(5)]);
    for (int i = 0; i < elephants; ++i)
        place(make_piece(Black, Elephant), elephant_pts[rng.below(7)]);
    const int extra = heavy_defence ? 1 + int(rng.below(3)) : int(rng.below(2));
    static const PieceType fighters[4] = {Chariot, Horse, Cannon, Soldier};
    for (int i = 0; i < extra; ++i) {
        const PieceType t = fighters[rng.below(4)];
        const Square s = t == Soldier ? pick(rng, all, 9, 0, 4) : pick(rng, all, 9, 0, 9);
        place(make_piece(Black, t), s);
    }
    // Red attackers, mostly in Black's half.
    const int attackers = 2 + int(rng.below(2));
    for (int i = 0; i < attackers; ++i) {
        const PieceType t = fighters[rng.below(4)];
        const Square s = pick(rng, all, 9, t == Soldier ? 5 : 3, 9);
        place(make_piece(Red, t), s);
    }
    if (rng.below(2)) place(make_piece(Red, Advisor), make_square(4, 1));
    pos.set_side_to_move(Red);
    if (rng.below(2)) {
        // Mirror: ranks flipped, colours swapped, Black to move.
        Position m;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece p = pos.piece_on(s);
            if (p == NoPiece) continue;
            m.put_piece(make_piece(~color_of(p), type_of(p)),
                        make_square(8 - file_of(s), 9 - rank_of(s)));
        }
        m.set_side_to_move(Black);
        pos = m;
    }
    // The rules' own validation decides what is a legal position.
    const std::string fen = to_fen(pos);
    if (!parse_fen(fen, out).ok()) return false;
    if (out.general_attacked(~out.side_to_move())) return false;
    return !no_moves(out);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(
            stderr,
            "usage: xiangqi_mine_tactics mate1|mate2|mate3|defend|capture <count> [seed]\n");
        return 2;
    }
    const std::string kind = argv[1];
    const int want = std::atoi(argv[2]);
    Random rng(argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 7);
    int found = 0;
    for (long tries = 0; found < want && tries < 50000000; ++tries) {
        Position pos;
        if (!random_position(rng, pos, kind == "defend" || kind == "capture")) continue;
        Move answer = NoMove;
        if (kind == "mate1") {
            if (winning_moves(pos, 1, answer) != 1) continue;
        } else if (kind == "mate2") {
            if (pos.in_check() || attacker_mates(pos, 1)) continue;
            if (winning_moves(pos, 3, answer) != 1) continue;
        } else if (kind == "mate3") {
            if (attacker_mates(pos, 3)) continue;
            if (winning_moves(pos, 5, answer) != 1) continue;
        } else if (kind == "defend") {
            // The opponent threatens mate in one; exactly one move stops it
            // (and everything after it is safe for two more moves).
            if (pos.in_check() || attacker_mates(pos, 3)) continue;
            if (saving_replies(pos, 3, answer) != 1) continue;
        } else if (kind == "parry1") {
            // The opponent threatens mate in one and exactly one move leaves no mate in one.
            if (pos.in_check() || attacker_mates(pos, 1)) continue;
            if (saving_replies(pos, 1, answer) != 1) continue;
        } else if (kind == "capture") {
            // Exactly one capture wins at least a horse's worth, clearly above every other move.
            if (pos.in_check() || attacker_mates(pos, 3)) continue;
            pos.do_null_move();
            const bool threat = attacker_mates(pos, 3);
            pos.undo_null_move();
            if (threat) continue;
            MoveList l;
            generate_legal(pos, l);
            const int now = material(pos);
            // The same single winner at two depths, so a deeper look cannot overturn it.
            bool clear = true;
            Move agreed = NoMove;
            for (int depth : {3, 5}) {
                int best = -1000000, second = -1000000;
                for (Move m : l) {
                    const UndoInfo u = pos.do_move(m);
                    const int v = -search(pos, depth, -1000000, 1000000);
                    pos.undo_move(m, u);
                    if (v > best)
                        second = best, best = v, answer = m;
                    else if (v > second)
                        second = v;
                }
                if (pos.piece_on(to_sq(answer)) == NoPiece) clear = false;
                if (best - now < 380 || best - second < 300 || best > 50000) clear = false;
                if (agreed != NoMove && agreed != answer) clear = false;
                agreed = answer;
                if (!clear) break;
            }
            if (!clear) continue;
        } else {
            std::fprintf(stderr, "unknown kind\n");
            return 2;
        }
        ++found;
        std::printf("    {\"%s\", \"%s\", \"%s\"},\n", kind.c_str(), to_fen(pos).c_str(),
                    to_iccs(answer).c_str());
        std::fflush(stdout);
    }
    return 0;
}
