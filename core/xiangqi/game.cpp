#include "game.h"

#include "fen.h"
#include "movegen.h"

namespace pinqi::xiangqi {

const char* outcome_name(Outcome o) {
    switch (o) {
        case Outcome::RedWins:
            return "red";
        case Outcome::BlackWins:
            return "black";
        case Outcome::Draw:
            return "draw";
        default:
            return "";
    }
}

const char* reason_name(EndReason r) {
    switch (r) {
        case EndReason::Checkmate:
            return "checkmate";
        case EndReason::Stalemate:
            return "stalemate";
        case EndReason::Resignation:
            return "resign";
        case EndReason::Agreement:
            return "agreement";
        case EndReason::PerpetualCheck:
            return "perpetual_check";
        case EndReason::PerpetualChase:
            return "perpetual_chase";
        case EndReason::Repetition:
            return "repetition";
        case EndReason::MoveLimit:
            return "move_limit";
        case EndReason::InsufficientMaterial:
            return "insufficient_material";
        default:
            return "";
    }
}

Game::Game() {
    reset(StartFen);
}

Status Game::reset(std::string_view fen) {
    Position pos;
    Status s = parse_fen(fen, pos);
    if (!s.ok()) return s;
    pos_ = pos;
    start_fen_ = to_fen(pos);
    history_.clear();
    result_ = {};
    judge();
    return s;
}

void Game::restart() {
    reset(start_fen_);
}

std::vector<Piece> Game::captured_pieces() const {
    std::vector<Piece> out;
    for (const auto& e : history_)
        if (e.captured != NoPiece) out.push_back(e.captured);
    return out;
}

Status Game::play(Move m) {
    if (result_.over())
        return Status::fail("game_over",
                            std::string("the game is over (") + reason_name(result_.reason) + ")",
                            reason_name(result_.reason));
    Status s = explain_move(pos_, from_sq(m), to_sq(m));
    if (!s.ok()) return s;
    HistoryEntry e;
    e.move = m;
    e.piece = pos_.piece_on(from_sq(m));
    e.captured = pos_.piece_on(to_sq(m));
    e.mover = pos_.side_to_move();
    e.iccs = to_iccs(m);
    e.wxf = to_wxf(pos_, m);
    e.chinese = to_chinese(pos_, m);
    e.conduct = assess_move(pos_, m);
    e.undo = pos_.do_move(m);
    history_.push_back(std::move(e));
    judge();
    return Status::success();
}

Status Game::play(Square from, Square to) {
    if (from < 0 || from >= SquareCount || to < 0 || to >= SquareCount)
        return Status::fail("illegal_move", "square out of range", "off_board");
    return play(make_move(from, to));
}

Status Game::play(std::string_view text) {
    if (result_.over())
        return Status::fail("game_over",
                            std::string("the game is over (") + reason_name(result_.reason) + ")",
                            reason_name(result_.reason));
    const ParsedMove parsed = parse_move(pos_, text);
    if (!parsed.status.ok()) return parsed.status;
    return play(parsed.move);
}

bool Game::undo(int n) {
    if (n < 0 || n > int(history_.size())) return false;
    if (n == 0) return true;  // nothing taken back, so a result (even a resignation) stands
    for (int i = 0; i < n; ++i) {
        const HistoryEntry& e = history_.back();
        pos_.undo_move(e.move, e.undo);
        history_.pop_back();
    }
    result_ = {};
    judge();
    return true;
}

Status Game::resign(Color loser) {
    if (result_.over())
        return Status::fail("game_over", "the game is already over", reason_name(result_.reason));
    result_ = {loser == Red ? Outcome::BlackWins : Outcome::RedWins, EndReason::Resignation};
    return Status::success();
}

Status Game::agree_draw() {
    if (result_.over())
        return Status::fail("game_over", "the game is already over", reason_name(result_.reason));
    result_ = {Outcome::Draw, EndReason::Agreement};
    return Status::success();
}

void Game::judge() {
    const Color us = pos_.side_to_move();
    const Outcome they_win = us == Red ? Outcome::BlackWins : Outcome::RedWins;
    MoveList legal;
    generate_legal(pos_, legal);
    if (legal.size == 0) {
        result_ = {they_win, pos_.in_check() ? EndReason::Checkmate : EndReason::Stalemate};
        return;
    }

    // Repetition: the current position appeared before with no capture since.
    // The positions before each move are compared; the cycle runs from the
    // earliest of them that matches.
    const Key key = pos_.key();
    int first = -1, occurrences = 0;
    for (int i = int(history_.size()) - 1; i >= 0; --i) {
        if (history_[i].undo.key == key) first = i, ++occurrences;
        if (history_[i].captured != NoPiece) break;
    }
    // The third occurrence of a position settles it, so each side has shown its intent twice.
    if (occurrences >= 2) {
        std::vector<CycleMove> cycle;
        for (size_t i = size_t(first); i < history_.size(); ++i)
            cycle.push_back({history_[i].mover, history_[i].move, history_[i].conduct});
        const RepetitionVerdict v = judge_repetition(cycle);
        if (v.outcome == RepetitionOutcome::Draw) {
            result_ = {Outcome::Draw, EndReason::Repetition};
        } else {
            result_ = {
                v.outcome == RepetitionOutcome::RedLoses ? Outcome::BlackWins : Outcome::RedWins,
                v.by_check ? EndReason::PerpetualCheck : EndReason::PerpetualChase};
        }
        return;
    }

    if (pos_.plies_since_capture() >= 120) {
        result_ = {Outcome::Draw, EndReason::MoveLimit};
        return;
    }

    bool attackers = false;
    for (Color c : {Red, Black})
        for (PieceType t : {Chariot, Horse, Cannon, Soldier})
            attackers = attackers || pos_.count(c, t);
    if (!attackers) result_ = {Outcome::Draw, EndReason::InsufficientMaterial};
}

}  // namespace pinqi::xiangqi
