#include "movegen.h"

#include <cassert>

#include "common/cold.h"
#include "geometry.h"
#include "zobrist.h"

namespace pinqi::xiangqi {
namespace {

// A set of squares; 90 bits fit in two words.
struct SquareSet {
    std::uint64_t w[2] = {0, 0};
    void add(Square s) { w[s >> 6] |= std::uint64_t(1) << (s & 63); }
    bool has(Square s) const { return (w[s >> 6] >> (s & 63)) & 1; }
};

inline bool is_enemy_or_empty(Piece target, Color us) {
    return target == NoPiece || color_of(target) != us;
}

// Appends the shape-legal moves of the piece on `from`.
inline void piece_moves(const Piece* board, const geometry::Tables& t, Color us, Square from,
                        MoveList& list) {
    switch (type_of(board[from])) {
        case Chariot:
            for (int d = 0; d < 4; ++d) {
                const std::uint8_t* ray = t.ray[from][d];
                for (int i = 0, len = t.ray_length[from][d]; i < len; ++i) {
                    const Piece target = board[ray[i]];
                    if (target == NoPiece) {
                        list.push(make_move(from, ray[i]));
                        continue;
                    }
                    if (color_of(target) != us) list.push(make_move(from, ray[i]));
                    break;
                }
            }
            break;
        case Cannon:
            for (int d = 0; d < 4; ++d) {
                const std::uint8_t* ray = t.ray[from][d];
                const int len = t.ray_length[from][d];
                int i = 0;
                for (; i < len && board[ray[i]] == NoPiece; ++i) list.push(make_move(from, ray[i]));
                for (++i; i < len; ++i) {
                    const Piece target = board[ray[i]];
                    if (target == NoPiece) continue;
                    if (color_of(target) != us) list.push(make_move(from, ray[i]));
                    break;
                }
            }
            break;
        case Horse:
            for (int i = 0; i < t.horse_move_count[from]; ++i) {
                const auto& step = t.horse_moves[from][i];
                if (board[step.block] == NoPiece && is_enemy_or_empty(board[step.to], us))
                    list.push(make_move(from, step.to));
            }
            break;
        case Elephant:
            for (int i = 0; i < t.elephant_move_count[us][from]; ++i) {
                const auto& step = t.elephant_moves[us][from][i];
                if (board[step.block] == NoPiece && is_enemy_or_empty(board[step.to], us))
                    list.push(make_move(from, step.to));
            }
            break;
        case Advisor:
            for (int i = 0; i < t.advisor_move_count[us][from]; ++i) {
                const Square to = t.advisor_moves[us][from][i];
                if (is_enemy_or_empty(board[to], us)) list.push(make_move(from, to));
            }
            break;
        case General:
            for (int i = 0; i < t.general_move_count[us][from]; ++i) {
                const Square to = t.general_moves[us][from][i];
                if (is_enemy_or_empty(board[to], us)) list.push(make_move(from, to));
            }
            break;
        case Soldier:
            for (int i = 0; i < t.soldier_move_count[us][from]; ++i) {
                const Square to = t.soldier_moves[us][from][i];
                if (is_enemy_or_empty(board[to], us)) list.push(make_move(from, to));
            }
            break;
        default:
            break;
    }
}

// Pieces whose departure could expose our general ("pinned", including both
// screens of a two-screen cannon line and horse-leg blockers), and the empty
// points between our general and an unscreened enemy cannon, where any piece
// arriving would become that cannon's screen.
struct Restrictions {
    SquareSet pinned;
    SquareSet cannon_gap;
};

Restrictions restrictions(const Position& pos, Color us) {
    Restrictions r;
    const auto& t = geometry::tables();
    const Square g = pos.general_square(us);
    const Color them = ~us;
    const Piece chariot = make_piece(them, Chariot), cannon = make_piece(them, Cannon);
    const Piece general = make_piece(them, General);
    for (int d = 0; d < 4; ++d) {
        const std::uint8_t* ray = t.ray[g][d];
        const int len = t.ray_length[g][d];
        Square blockers[3];
        int found = 0, i = 0;
        for (; i < len && found < 3; ++i)
            if (pos.piece_on(ray[i]) != NoPiece) blockers[found++] = ray[i];
        if (found == 0) continue;
        const Piece b0 = pos.piece_on(blockers[0]);
        if (b0 == cannon)
            for (int j = 0; ray[j] != blockers[0]; ++j) r.cannon_gap.add(ray[j]);
        if (found >= 2) {
            const Piece b1 = pos.piece_on(blockers[1]);
            if ((b1 == chariot || (b1 == general && d <= geometry::South)) && color_of(b0) == us)
                r.pinned.add(blockers[0]);
        }
        if (found == 3 && pos.piece_on(blockers[2]) == cannon) {
            if (color_of(pos.piece_on(blockers[0])) == us) r.pinned.add(blockers[0]);
            if (color_of(pos.piece_on(blockers[1])) == us) r.pinned.add(blockers[1]);
        }
    }
    const Piece horse = make_piece(them, Horse);
    for (int i = 0; i < t.horse_attacker_count[g]; ++i) {
        const auto& a = t.horse_attackers[g][i];
        if (pos.piece_on(a.to) == horse && pos.piece_on(a.block) != NoPiece) r.pinned.add(a.block);
    }
    return r;
}

// When the general on g is in check, a move of another piece answers it only
// if it leaves or enters one of these points: g's rank and file (where the
// checking chariots, cannons and their screens, soldiers and the other
// general stand) and the points of the horses that could attack g and their
// legs. Any other move leaves every check in place, so it needs no trial move.
struct EvasionZones {
    SquareSet zone[SquareCount];
    PINQI_COLD EvasionZones() {
        const auto& t = geometry::tables();
        for (Square g = 0; g < SquareCount; ++g) {
            for (int d = 0; d < 4; ++d)
                for (int i = 0; i < t.ray_length[g][d]; ++i) zone[g].add(t.ray[g][d][i]);
            for (int i = 0; i < t.horse_attacker_count[g]; ++i) {
                zone[g].add(t.horse_attackers[g][i].to);
                zone[g].add(t.horse_attackers[g][i].block);
            }
        }
    }
};

const SquareSet& evasion_zone(Square general) {
    static const EvasionZones zones;
    return zones.zone[general];
}

// Whether the pseudo-legal move leaves the mover's general safe, from what is
// known of the node: with no check, a piece that is not pinned only has to keep
// off a cannon's line; in check, a piece other than the general must move
// through the evasion zone. The general's moves, pinned pieces and the moves
// through the zone get a trial move.
bool safe_move(Position& pos, Move m, bool check, bool general, const Restrictions& r,
               const SquareSet& zone) {
    const Square from = from_sq(m), to = to_sq(m);
    if (!check && !general && !r.pinned.has(from)) return !r.cannon_gap.has(to);
    if (check && !general && !zone.has(from) && !zone.has(to)) return false;
    return pos.is_safe(m);
}

}  // namespace

PINQI_COLD void build_movegen_tables() {
    evasion_zone(0);
    zobrist::keys();
}

void generate_pseudo_legal(const Position& pos, MoveList& list) {
    const auto& t = geometry::tables();
    const Color us = pos.side_to_move();
    const Piece* board = pos.board();
    const std::uint8_t* squares = pos.piece_squares(us);
    for (int i = 0, n = pos.piece_count(us); i < n; ++i)
        piece_moves(board, t, us, squares[i], list);
}

namespace {

// The legal moves, or only the legal non-captures, in the same order as
// generate_pseudo_legal lists them.
template <bool QuietsOnly>
void generate_legal_moves(Position& pos, MoveList& list, bool check) {
    const Color us = pos.side_to_move();
    const Piece* board = pos.board();
    const auto keep_kind = [&](Move m) { return !QuietsOnly || board[to_sq(m)] == NoPiece; };
    if (pos.general_square(us) == NoSquare) {
        MoveList all;
        generate_pseudo_legal(pos, all);
        for (Move m : all)
            if (keep_kind(m)) list.push(m);
        return;
    }
    assert(check == pos.in_check());
    const auto& t = geometry::tables();
    const Restrictions r = check ? Restrictions{} : restrictions(pos, us);
    const SquareSet& zone = evasion_zone(pos.general_square(us));
    const std::uint8_t* squares = pos.piece_squares(us);
    for (int i = 0, n = pos.piece_count(us); i < n; ++i) {
        const Square from = squares[i];
        const int start = list.size;
        piece_moves(board, t, us, from, list);
        const bool general = type_of(board[from]) == General;
        int kept = start;
        for (int j = start; j < list.size; ++j) {
            const Move m = list.moves[j];
            if (keep_kind(m) && safe_move(pos, m, check, general, r, zone)) list.moves[kept++] = m;
        }
        list.size = kept;
    }
}

}  // namespace

void generate_legal(Position& pos, MoveList& list) {
    generate_legal_moves<false>(pos, list, pos.in_check());
}

void keep_legal(Position& pos, MoveList& list, int start) {
    keep_legal(pos, list, start, pos.in_check());
}

void keep_legal(Position& pos, MoveList& list, int start, bool check) {
    const Color us = pos.side_to_move();
    if (pos.general_square(us) == NoSquare) return;
    assert(check == pos.in_check());
    const Restrictions r = check ? Restrictions{} : restrictions(pos, us);
    const SquareSet& zone = evasion_zone(pos.general_square(us));
    int kept = start;
    for (int j = start; j < list.size; ++j) {
        const Move m = list.moves[j];
        const bool general = type_of(pos.piece_on(from_sq(m))) == General;
        if (safe_move(pos, m, check, general, r, zone)) list.moves[kept++] = m;
    }
    list.size = kept;
}

void generate_legal_quiets(Position& pos, MoveList& list) {
    generate_legal_moves<true>(pos, list, pos.in_check());
}

void generate_legal_quiets(Position& pos, MoveList& list, bool in_check) {
    generate_legal_moves<true>(pos, list, in_check);
}

void legal_targets(Position& pos, Square from, MoveList& list) {
    MoveList all;
    generate_legal(pos, all);
    for (Move m : all)
        if (from_sq(m) == from) list.push(m);
}

bool is_legal(Position& pos, Move m) {
    if (m == NoMove || from_sq(m) >= SquareCount || to_sq(m) >= SquareCount) return false;
    const Piece p = pos.piece_on(from_sq(m));
    if (p == NoPiece || color_of(p) != pos.side_to_move()) return false;
    MoveList list;
    generate_legal(pos, list);
    return list.contains(m);
}

PINQI_COLD Status explain_move(Position& pos, Square from, Square to) {
    auto illegal = [](std::string message, const char* why) {
        return Status::fail("illegal_move", std::move(message), why);
    };
    if (from < 0 || from >= SquareCount || to < 0 || to >= SquareCount)
        return illegal("square out of range", "off_board");
    const std::string route = square_name(from) + square_name(to);
    const Piece p = pos.piece_on(from);
    if (p == NoPiece)
        return illegal(route + ": there is no piece on " + square_name(from), "no_piece");
    if (color_of(p) != pos.side_to_move())
        return illegal(route + ": the piece on " + square_name(from) + " belongs to the opponent",
                       "not_your_piece");
    const Move m = make_move(from, to);
    MoveList pseudo;
    generate_pseudo_legal(pos, pseudo);
    if (!pseudo.contains(m)) {
        const Piece target = pos.piece_on(to);
        if (target != NoPiece && color_of(target) == color_of(p))
            return illegal(route + ": " + square_name(to) + " holds your own piece", "own_piece");
        return illegal(route + ": the piece cannot move that way (shape, blocker or palace/river)",
                       "cannot_move_there");
    }
    if (!pos.is_safe(m))
        return illegal(route + ": it would leave your general in check", "self_check");
    return Status::success();
}

}  // namespace pinqi::xiangqi
