// `pinqi xiangqi-cycles <count> [seed]`: repetition cycles for the differential
// tests of the repetition rules (tests/node/differential-repetition.test.ts).
// Each line is "<kind>\t<fen>\t<m1> <m2> <m3> <m4>": from a sparse random
// position (Red to move), a Red move, a Black move, and each taken back, so
// the position repeats every four plies; every move is legal and quiet. The
// kinds are taken in turn so that every shape of cycle occurs ("hits" = the
// mover could capture there next):
//   red-checks    Red checks with both moves, Black does not check
//   both-check    all four moves check (mutual perpetual check)
//   check-chase   one Red move checks, the other hits the piece Black moves
//   chase         no checks; each Red move hits the piece Black moves, where
//                 it stands (a chase of a protected or an unprotected piece)
//   counter       Red checks with both moves; each Black move hits the piece
//                 Red moves (perpetual check against a counter-chase)
//   mutual-chase  no checks; each side hits the piece the other moves
//   threat        no checks; each Red move hits something
//   idle          no checks and nothing hit by anyone
// The verdicts are not computed here: the test asks both engines.
#include <charconv>
#include <ostream>
#include <string>
#include <string_view>

#include "commands.h"
#include "common/random.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/validation.h"

namespace pinqi::cli {
namespace {

using namespace pinqi::xiangqi;

struct SquareSet {
    std::uint64_t bits[2] = {0, 0};
    void add(Square s) { bits[s >> 6] |= std::uint64_t(1) << (s & 63); }
    bool has(Square s) const { return (bits[s >> 6] >> (s & 63)) & 1; }
    bool empty() const { return (bits[0] | bits[1]) == 0; }
};

constexpr std::string_view Kinds[] = {"red-checks", "both-check",   "check-chase", "chase",
                                      "counter",    "mutual-chase", "threat",      "idle"};

// What the four moves of a cycle did: check, and where the mover could capture next.
struct Shape {
    bool check[4];
    SquareSet hits[4];
};

bool fits(std::string_view kind, const Shape& s, const Move (&c)[4]) {
    const bool red_checks = s.check[0] && s.check[2];
    const bool black_checks = s.check[1] || s.check[3];
    const bool any_check = red_checks || s.check[0] || s.check[2] || black_checks;
    // Red's move i hits the piece Black moves next (before it moves) or last (where it went).
    const bool red_chases = s.hits[0].has(from_sq(c[1])) && s.hits[2].has(to_sq(c[1]));
    const bool black_chases = s.hits[1].has(to_sq(c[0])) && s.hits[3].has(from_sq(c[0]));
    if (kind == "red-checks") return red_checks && !black_checks;
    if (kind == "both-check") return red_checks && s.check[1] && s.check[3];
    if (kind == "check-chase")
        return s.check[0] != s.check[2] && !black_checks &&
               (s.check[0] ? s.hits[2].has(to_sq(c[1])) : s.hits[0].has(from_sq(c[1])));
    if (kind == "chase") return !any_check && red_chases;
    if (kind == "counter") return red_checks && !black_checks && black_chases;
    if (kind == "mutual-chase") return !any_check && red_chases && black_chases;
    if (kind == "threat") return !any_check && !s.hits[0].empty() && !s.hits[2].empty();
    return !any_check && s.hits[0].empty() && s.hits[1].empty() && s.hits[2].empty() &&
           s.hits[3].empty();  // idle
}

// Where the side that just moved could capture now (were it its turn).
SquareSet hits(Position& pos) {
    pos.do_null_move();
    MoveList list;
    generate_legal(pos, list);
    pos.undo_null_move();
    SquareSet out;
    for (Move m : list)
        if (pos.piece_on(to_sq(m)) != NoPiece) out.add(to_sq(m));
    return out;
}

bool quiet_legal(Position& pos, Move m) {
    return pos.piece_on(to_sq(m)) == NoPiece && is_legal(pos, m);
}

Move reverse(Move m) {
    return make_move(to_sq(m), from_sq(m));
}

// The shape of the cycle if each move is legal and quiet; the position after
// one round is the start again, so every later round is legal and quiet too.
bool shape_of(Position& pos, const Move (&cycle)[4], Shape& shape) {
    UndoInfo undo[4];
    int played = 0;
    for (; played < 4; ++played) {
        const Move m = cycle[played];
        if (!quiet_legal(pos, m)) break;
        undo[played] = pos.do_move(m);
        shape.check[played] = pos.in_check();
        shape.hits[played] = hits(pos);
    }
    for (int i = played - 1; i >= 0; --i) pos.undo_move(cycle[i], undo[i]);
    return played == 4;
}

// A sparse random position, Red to move: both generals, one to three
// attackers a side and a few defenders. False when it is not a legal
// position, or when Red's being in check is not `in_check` (a cycle of mutual
// checks starts in check: its last move checked).
bool random_position(Random& random, Position& pos, bool in_check) {
    pos.clear();
    const auto free_point = [&](Square s) { return pos.piece_on(s) == NoPiece; };
    for (Color c : {Red, Black}) {
        const Square s = make_square(3 + int(random.below(3)),
                                     c == Red ? int(random.below(3)) : 9 - int(random.below(3)));
        pos.put_piece(make_piece(c, General), s);
    }
    for (Color c : {Red, Black}) {
        PieceType pool[] = {Chariot, Chariot, Horse, Horse, Cannon, Cannon, Soldier};
        int left = 7;
        for (int n = 1 + int(random.below(3)); n > 0; --n) {
            const int i = int(random.below(std::uint32_t(left)));
            const PieceType t = pool[i];
            pool[i] = pool[--left];
            for (int tries = 0; tries < 20; ++tries) {
                const int file = int(random.below(9));
                const int rank = t == Soldier ? 5 + int(random.below(5)) : int(random.below(10));
                const Square s = make_square(file, c == Red ? rank : 9 - rank);
                if (!free_point(s)) continue;
                pos.put_piece(make_piece(c, t), s);
                break;
            }
        }
        // Defenders on the points they may stand on (Red's view; Black's mirror them).
        static constexpr int AdvisorPoints[5][2] = {{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}};
        static constexpr int ElephantPoints[7][2] = {{2, 0}, {6, 0}, {0, 2}, {4, 2},
                                                     {8, 2}, {2, 4}, {6, 4}};
        const auto defender = [&](PieceType t, const int(*points)[2], std::uint32_t n) {
            if (random.below(3) != 0) return;
            const int* p = points[random.below(n)];
            const Square s = make_square(p[0], c == Red ? p[1] : 9 - p[1]);
            if (free_point(s)) pos.put_piece(make_piece(c, t), s);
        };
        defender(Advisor, AdvisorPoints, 5);
        defender(Elephant, ElephantPoints, 7);
    }
    pos.set_side_to_move(Red);
    pos.set_counters(0, 1);
    return validate(pos).ok() && pos.in_check() == in_check;
}

}  // namespace

int run_xiangqi_cycles(Args args, std::ostream& out) {
    int count = 0;
    std::uint64_t seed = 1;
    if (args.empty() ||
        std::from_chars(args[0].data(), args[0].data() + args[0].size(), count).ec != std::errc{} ||
        count < 1 ||
        (args.size() > 1 &&
         std::from_chars(args[1].data(), args[1].data() + args[1].size(), seed).ec !=
             std::errc{})) {
        out << "usage: pinqi xiangqi-cycles <count> [seed]\n";
        return 2;
    }
    Random random(seed);
    constexpr std::size_t KindCount = std::size(Kinds);
    bool given_up[KindCount] = {};
    std::size_t left = KindCount;
    int made = 0, misses = 0;
    std::size_t turn = 0;
    while (made < count && left > 0) {
        // A kind not found in 200000 positions in a row is given up (mutual
        // check from a quiet random position, for one, practically never is).
        if (misses >= 200000) given_up[turn % KindCount] = true, --left, ++turn, misses = 0;
        while (left > 0 && given_up[turn % KindCount]) ++turn;
        if (left == 0) break;
        const std::string_view kind = Kinds[turn % KindCount];
        ++misses;
        Position pos;
        if (!random_position(random, pos, kind == "both-check")) continue;
        MoveList reds;
        generate_legal(pos, reds);
        if (reds.size == 0) continue;
        const Move a = reds.moves[random.below(std::uint32_t(reds.size))];
        if (pos.piece_on(to_sq(a)) != NoPiece) continue;
        const UndoInfo u = pos.do_move(a);
        MoveList blacks;
        generate_legal(pos, blacks);
        pos.undo_move(a, u);
        if (blacks.size == 0) continue;
        const Move b = blacks.moves[random.below(std::uint32_t(blacks.size))];
        const Move cycle[4] = {a, b, reverse(a), reverse(b)};
        Shape shape{};
        if (!shape_of(pos, cycle, shape) || !fits(kind, shape, cycle)) continue;
        out << kind << '\t' << to_fen(pos) << '\t' << to_iccs(a) << ' ' << to_iccs(b) << ' '
            << to_iccs(cycle[2]) << ' ' << to_iccs(cycle[3]) << '\n';
        ++made, ++turn, misses = 0;
    }
    return made == count ? 0 : 1;
}

}  // namespace pinqi::cli
