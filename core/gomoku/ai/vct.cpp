#include "gomoku/ai/vct.h"

#include <algorithm>

#include "common/cold.h"
#include "gomoku/ai/movegen.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr int MaxThreats = 40;

// The attacker's threat moves (fours and threes it may play), strongest first.
int threat_moves(const Position& pos, int* out) {
    const Stone us = pos.side_to_move();
    const int u = us == Stone::Black ? 0 : 1;
    int keys[MaxCells];
    int n = 0;
    pos.threes(us).for_each([&](int c) {
        keys[n] =
            static_cast<int>(pos.cls(c, us)) * 4096 + pos.eval_tables().own[u][pos.pcode(c, us)];
        out[n++] = c;
    });
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && keys[j] > keys[j - 1]; --j) {
            std::swap(keys[j], keys[j - 1]);
            std::swap(out[j], out[j - 1]);
        }
    int legal = 0;
    for (int i = 0; i < n; ++i)
        if (!pos.forbidden_for(out[i], us)) out[legal++] = out[i];
    return legal;
}

}  // namespace

VctSolver::VctSolver(ThreatTable* table) : table_(table) {}

bool VctSolver::out_of_nodes() {
    ++nodes_;
    if (budget_ && budget_->tick()) aborted_ = true;
    if (time_limit_ms_ > 0 && (nodes_ & 255) == 0 && budget_->elapsed_ms() >= time_limit_ms_)
        aborted_ = true;
    if (node_limit_ && nodes_ - solve_start_ >= node_limit_) aborted_ = true;
    return aborted_;
}

bool VctSolver::solve(Position& pos, int max_threats, std::uint64_t node_limit,
                      std::vector<int>* line, Budget* budget, int time_limit_ms) {
    if (line) line->clear();
    budget_ = budget;
    time_limit_ms_ = budget ? time_limit_ms : 0;
    node_limit_ = node_limit;
    solve_start_ = nodes_;
    aborted_ = budget && budget->stopped();
    max_threats = std::min(max_threats, MaxThreats);
    bool won = false;
    // Iterative deepening: short wins first, and the table makes each pass cheap.
    for (int depth = 1; depth <= max_threats && !won && !aborted_; ++depth)
        won = attack(pos, depth) && !aborted_;
    if (won && line) extract_line(pos, max_threats, *line, 0);
    budget_ = nullptr;
    return won;
}

bool VctSolver::attack(Position& pos, int threats_left) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) return true;
    const CellSet& their_fives = pos.fives(them);
    if (their_fives.any()) {
        const int block = their_fives.first();
        if (their_fives.count() > 1 || pos.forbidden_for(block, us)) return false;
        pos.make(block);
        const bool won = !out_of_nodes() && defend(pos, threats_left);
        pos.unmake();
        return won && !aborted_;
    }
    if (pos.first_legal(pos.flex4s(us), us) != NoCell) return true;
    if (threats_left <= 0) return false;
    const std::uint64_t key = pos.key();
    if (const ThreatEntry* e = table_->probe(key)) {
        if (e->win_moves) return true;
        if (e->vct_failed >= threats_left) return false;
    }
    int moves[MaxCells];
    const int n = threat_moves(pos, moves);
    int won_by = NoCell;
    for (int i = 0; i < n && won_by == NoCell; ++i) {
        pos.make(moves[i]);
        if (out_of_nodes()) {
            pos.unmake();
            break;
        }
        if (defend(pos, threats_left - 1) && !aborted_) won_by = moves[i];
        pos.unmake();
        if (aborted_) break;
    }
    if (aborted_) return false;
    ThreatEntry& e = table_->slot(key);
    if (won_by != NoCell) {
        if (!e.win_moves) {
            e.win_moves = static_cast<std::uint8_t>(threats_left + 1);
            e.win_vct = 1;
            e.move = static_cast<std::int16_t>(won_by);
        }
        return true;
    }
    if (e.vct_failed < threats_left) e.vct_failed = static_cast<std::uint8_t>(threats_left);
    return false;
}

// The attacker has just moved; true when every answer of the defender loses.
bool VctSolver::defend(Position& pos, int threats_left) {
    const Stone def = pos.side_to_move();
    const Stone att = opponent(def);
    if (pos.fives(def).any()) return false;
    const CellSet& att_fives = pos.fives(att);
    if (att_fives.any()) {
        const int block = att_fives.first();
        if (att_fives.count() > 1 || pos.forbidden_for(block, def)) return true;
        pos.make(block);
        const bool won = !out_of_nodes() && attack(pos, threats_left);
        pos.unmake();
        return won && !aborted_;
    }
    if (pos.first_legal(pos.flex4s(att), att) == NoCell)
        return false;  // no threat: the defender is free
    int moves[MaxCells];
    const int n = defence_moves(pos, Duty::StopOpenFour, moves);
    for (int i = 0; i < n; ++i) {
        pos.make(moves[i]);
        const bool won = !out_of_nodes() && attack(pos, threats_left);
        pos.unmake();
        if (!won || aborted_) return false;
    }
    return true;
}

PINQI_COLD void VctSolver::extract_line(Position& pos, int threats_left, std::vector<int>& line,
                                        int guard) {
    if (guard > 2 * MaxThreats + 20) return;
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) {
        line.push_back(pos.fives(us).first());
        return;
    }
    int move = NoCell;
    if (pos.fives(them).any()) {
        move = pos.fives(them).first();
    } else if (const int f = pos.first_legal(pos.flex4s(us), us); f != NoCell) {
        move = f;
    } else {
        const ThreatEntry* e = table_->probe(pos.key());
        if (!e || !e->win_moves) return;
        move = e->move;
    }
    line.push_back(move);
    pos.make(move);
    // The defender's first answer (each one loses).
    int answer = NoCell;
    const CellSet& ours = pos.fives(us);
    if (pos.fives(them).any()) {
        // Cannot follow a proven win: the defender would make five.
    } else if (ours.any()) {
        if (ours.count() == 1 && !pos.forbidden_for(ours.first(), them)) answer = ours.first();
    } else {
        int moves[MaxCells];
        if (defence_moves(pos, Duty::StopOpenFour, moves) > 0) answer = moves[0];
    }
    if (answer != NoCell) {
        line.push_back(answer);
        pos.make(answer);
        extract_line(pos, threats_left, line, guard + 1);
        pos.unmake();
    }
    pos.unmake();
}

}  // namespace pinqi::gomoku::ai
