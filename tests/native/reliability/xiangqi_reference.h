#pragma once
// Slow references and invariant checks for Xiangqi, shared by the stress
// tests and the fuzz targets. Each check returns an empty string when all is
// well, else a description of what broke.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/record.h"
#include "xiangqi/zobrist.h"

namespace pinqi::reliability::xiangqi_ref {

using namespace pinqi::xiangqi;

// The Zobrist key computed from scratch: every piece on its square, plus the
// side-to-move key when Black is to move.
inline Key recomputed_key(const Position& pos) {
    const auto& z = zobrist::keys();
    Key k = 0;
    for (Square s = 0; s < SquareCount; ++s)
        if (pos.piece_on(s) != NoPiece) k ^= z.piece_square[pos.piece_on(s)][s];
    if (pos.side_to_move() == Black) k ^= z.black_to_move;
    return k;
}

// Everything observable about a position, for before/after comparisons.
struct Snapshot {
    std::array<Piece, SquareCount> board{};
    Color side = Red;
    Key key = 0;
    int plies_since_capture = 0;
    int fullmove = 0;
    std::array<Square, 2> generals{};
    std::array<std::vector<int>, 2> lists;  // piece-list squares, sorted
    friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

inline Snapshot snapshot(const Position& pos) {
    Snapshot s;
    for (Square q = 0; q < SquareCount; ++q) s.board[q] = pos.piece_on(q);
    s.side = pos.side_to_move();
    s.key = pos.key();
    s.plies_since_capture = pos.plies_since_capture();
    s.fullmove = pos.fullmove_number();
    for (Color c : {Red, Black}) {
        s.generals[c] = pos.general_square(c);
        for (int i = 0; i < pos.piece_count(c); ++i) s.lists[c].push_back(pos.piece_squares(c)[i]);
        std::sort(s.lists[c].begin(), s.lists[c].end());
    }
    return s;
}

// The incremental state (key, piece lists, general squares) against the board.
inline std::string check_consistency(const Position& pos) {
    if (pos.key() != recomputed_key(pos)) return "key differs from the recomputed key";
    for (Color c : {Red, Black}) {
        std::vector<int> expected;
        Square general = NoSquare;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece p = pos.piece_on(s);
            if (p == NoPiece || color_of(p) != c) continue;
            expected.push_back(s);
            if (type_of(p) == General) general = s;
        }
        std::vector<int> listed;
        for (int i = 0; i < pos.piece_count(c); ++i) listed.push_back(pos.piece_squares(c)[i]);
        std::sort(listed.begin(), listed.end());
        if (listed != expected) return "piece list differs from the board";
        if (pos.general_square(c) != general) return "general square differs from the board";
    }
    return {};
}

inline std::vector<Move> sorted(const MoveList& list) {
    std::vector<Move> out(list.begin(), list.end());
    std::sort(out.begin(), out.end());
    return out;
}

// Legal moves the slow way: every pseudo-legal move, made, and kept when the
// mover's general is then neither attacked nor facing the other general.
inline std::vector<Move> slow_legal_moves(Position& pos) {
    MoveList pseudo;
    generate_pseudo_legal(pos, pseudo);
    std::vector<Move> out;
    const Color us = pos.side_to_move();
    for (Move m : pseudo) {
        if (type_of(pos.piece_on(to_sq(m))) == General) continue;
        const UndoInfo u = pos.do_move(m);
        if (!pos.general_attacked(us)) out.push_back(m);
        pos.undo_move(m, u);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// All per-position invariants: consistency, FEN round trip, the fast legal
// generator against the slow one, and make/unmake identity for every legal move.
inline std::string check_position(Position& pos) {
    if (std::string e = check_consistency(pos); !e.empty()) return e;
    const std::string fen = to_fen(pos);
    Position reparsed;
    if (Status s = parse_fen(fen, reparsed); !s.ok())
        return "own FEN rejected: " + fen + ": " + s.message;
    if (to_fen(reparsed) != fen || reparsed.key() != pos.key())
        return "FEN round trip changed " + fen;

    MoveList fast;
    generate_legal(pos, fast);
    const std::vector<Move> legal = sorted(fast);
    if (legal != slow_legal_moves(pos))
        return "generate_legal differs from the slow filter at " + fen;
    MoveList by_piece, one;
    for (Square s = 0; s < SquareCount; ++s) {
        legal_targets(pos, s, one);
        for (Move m : one) by_piece.push(m);
        one.size = 0;
    }
    if (sorted(by_piece) != legal) return "legal_targets differs from generate_legal at " + fen;
    // The search's filters: pseudo-legal moves kept by keep_legal, and the quiet moves alone.
    MoveList kept;
    generate_pseudo_legal(pos, kept);
    keep_legal(pos, kept);
    if (sorted(kept) != legal) return "keep_legal differs from generate_legal at " + fen;
    MoveList quiets;
    generate_legal_quiets(pos, quiets);
    std::vector<Move> quiet_legal;
    for (Move m : legal)
        if (pos.piece_on(to_sq(m)) == NoPiece) quiet_legal.push_back(m);
    if (sorted(quiets) != quiet_legal)
        return "generate_legal_quiets differs from generate_legal at " + fen;

    const Snapshot before = snapshot(pos);
    for (Move m : legal) {
        if (!is_legal(pos, m)) return "is_legal rejects " + to_iccs(m) + " at " + fen;
        const UndoInfo u = pos.do_move(m);
        if (std::string e = check_consistency(pos); !e.empty())
            return e + " after " + to_iccs(m) + " at " + fen;
        pos.undo_move(m, u);
        if (!(snapshot(pos) == before))
            return "undo of " + to_iccs(m) + " is not the identity at " + fen;
    }
    return {};
}

// A game read back from its own record (in each notation) is the same game.
inline std::string check_record_round_trip(const Game& g, Notation n) {
    const std::string text = to_record(g, n);
    Game back;
    const RecordImport r = from_record(text, back);
    if (!r.status.ok()) return "own record rejected (" + r.status.message + "):\n" + text;
    if (back.history().size() != g.history().size())
        return "record round trip changed the move count";
    for (std::size_t i = 0; i < g.history().size(); ++i)
        if (back.history()[i].move != g.history()[i].move)
            return "record round trip changed move " + std::to_string(i) + ":\n" + text;
    if (to_fen(back.position()) != to_fen(g.position()))
        return "record round trip changed the position";
    if (back.result().outcome != g.result().outcome || back.result().reason != g.result().reason)
        return "record round trip changed the result:\n" + text;
    return {};
}

// Every notation of a legal move parses back to the same move.
inline std::string check_notation_round_trip(Position& pos, Move m) {
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese}) {
        const std::string text = format_move(pos, m, n);
        const ParsedMove back = n == Notation::Iccs  ? parse_iccs(pos, text)
                                : n == Notation::Wxf ? parse_wxf(pos, text)
                                                     : parse_chinese(pos, text);
        if (!back.status.ok() || back.move != m)
            return "notation round trip of " + to_iccs(m) + " as '" + text + "' failed (" +
                   back.status.message + ") at " + to_fen(pos);
        const ParsedMove guessed = parse_move(pos, text);
        if (!guessed.status.ok() || guessed.move != m)
            return "parse_move of '" + text + "' failed at " + to_fen(pos);
    }
    return {};
}

// Game-level result of a position with no legal move: mate or stalemate, and
// in Xiangqi both lose for the side to move.
inline std::string check_result(const Game& g) {
    Position pos = g.scratch();
    MoveList legal;
    generate_legal(pos, legal);
    const Result& r = g.result();
    if (legal.size == 0) {
        const Outcome loser_lost =
            pos.side_to_move() == Red ? Outcome::BlackWins : Outcome::RedWins;
        const EndReason why = pos.in_check() ? EndReason::Checkmate : EndReason::Stalemate;
        if (r.reason == EndReason::Resignation || r.reason == EndReason::Agreement) return {};
        if (r.outcome != loser_lost || r.reason != why)
            return "no legal move but the result is not mate/stalemate";
    } else if (r.reason == EndReason::Checkmate || r.reason == EndReason::Stalemate) {
        return "mate/stalemate declared with legal moves available";
    }
    return {};
}

}  // namespace pinqi::reliability::xiangqi_ref
