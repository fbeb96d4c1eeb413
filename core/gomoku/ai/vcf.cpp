#include "gomoku/ai/vcf.h"

#include <algorithm>

#include "common/cold.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr int MaxFours = 60;

}  // namespace

int four_moves(const Position& pos, int* out) {
    const Stone us = pos.side_to_move();
    int keys[MaxCells];
    int n = 0;
    pos.fours(us).for_each([&](int c) {
        // Fours that also make a three (or better) first, then by the cell's value.
        keys[n] = static_cast<int>(pos.cls(c, us)) * 4096 +
                  pos.eval_tables().own[us == Stone::Black ? 0 : 1][pos.pcode(c, us)];
        out[n++] = c;
    });
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && keys[j] > keys[j - 1]; --j) {
            std::swap(keys[j], keys[j - 1]);
            std::swap(out[j], out[j - 1]);
        }
    return n;
}

VcfSolver::VcfSolver(ThreatTable* table) : own_(table ? 4 : 16), table_(table ? table : &own_) {}

bool VcfSolver::out_of_nodes() {
    ++nodes_;
    if (budget_ && budget_->tick()) aborted_ = true;
    if (node_limit_ && nodes_ - solve_start_ >= node_limit_) aborted_ = true;
    return aborted_;
}

bool VcfSolver::solve(Position& pos, int max_fours, std::vector<int>* line, Budget* budget) {
    if (line) line->clear();
    budget_ = budget;
    aborted_ = budget && budget->stopped();
    solve_start_ = nodes_;
    max_fours = std::min(max_fours, MaxFours);
    const bool won = !aborted_ && attack(pos, max_fours) > 0 && !aborted_;
    if (won && line) extract_line(pos, max_fours, *line);
    budget_ = nullptr;
    return won;
}

// The attacker moves of a win found, the last stone included (0: none within `fours_left` fours).
int VcfSolver::attack(Position& pos, int fours_left) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) return 1;
    const CellSet& their_fives = pos.fives(them);
    int forced = NoCell;
    if (their_fives.any()) {
        // Their counter-four must be blocked, and the block must itself be a four.
        forced = their_fives.first();
        if (their_fives.count() > 1 || !pos.fours(us).test(forced) || pos.forbidden_for(forced, us))
            return 0;
    }
    if (fours_left <= 0) return 0;
    if (forced == NoCell && pos.first_legal(pos.flex4s(us), us) != NoCell) return 2;
    const std::uint64_t key = pos.key();
    if (const ThreatEntry* e = table_->probe(key)) {
        if (e->win_moves && !e->win_vct && e->win_moves - 1 <= fours_left) return e->win_moves;
        if (e->vcf_failed >= fours_left) return 0;
    }
    int moves[MaxCells];
    int n = 1;
    if (forced != NoCell)
        moves[0] = forced;
    else
        n = four_moves(pos, moves);
    int won = 0, won_by = NoCell;
    for (int i = 0; i < n && !won; ++i) {
        const int four = moves[i];
        if (pos.forbidden_for(four, us)) continue;
        pos.make(four);
        if (out_of_nodes()) {
            pos.unmake();
            break;
        }
        const CellSet& ours = pos.fives(us);
        if (pos.fives(them).any()) {
            // They make five first: this four loses the race.
        } else if (ours.count() >= 2) {
            won = 2;
        } else if (ours.any()) {
            const int block = ours.first();
            if (pos.forbidden_for(block, them)) {
                won = 2;  // the only block is forbidden to Black
            } else {
                pos.make(block);
                if (!out_of_nodes()) {
                    const int rest = attack(pos, fours_left - 1);
                    if (rest) won = rest + 1;
                }
                pos.unmake();
            }
        }
        pos.unmake();
        if (won) won_by = four;
        if (aborted_) break;
    }
    if (!aborted_) {
        ThreatEntry& e = table_->slot(key);
        if (won) {
            if (!e.win_moves || e.win_vct || won < e.win_moves) {
                e.win_moves = static_cast<std::uint8_t>(won);
                e.win_vct = 0;
                e.move = static_cast<std::int16_t>(won_by);
            }
        } else if (e.vcf_failed < fours_left) {
            e.vcf_failed = static_cast<std::uint8_t>(fours_left);
        }
    }
    return aborted_ ? 0 : won;
}

PINQI_COLD void VcfSolver::extract_line(Position& pos, int fours_left, std::vector<int>& line) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) {
        line.push_back(pos.fives(us).first());
        return;
    }
    if (!pos.fives(them).any()) {
        const int flex = pos.first_legal(pos.flex4s(us), us);
        if (flex != NoCell) {
            line.push_back(flex);
            pos.make(flex);
            const int block = pos.fives(us).first();
            pos.make(block);
            line.push_back(block);
            line.push_back(pos.fives(us).first());
            pos.unmake();
            pos.unmake();
            return;
        }
    }
    const ThreatEntry* e = table_->probe(pos.key());
    if (!e || !e->win_moves || e->win_vct) {
        if (!attack(pos, fours_left)) return;
        e = table_->probe(pos.key());
        if (!e || !e->win_moves) return;
    }
    const int four = e->move;
    line.push_back(four);
    pos.make(four);
    const CellSet& ours = pos.fives(us);
    if (ours.count() >= 2) {
        line.push_back(ours.first());
    } else if (ours.any() && !pos.forbidden_for(ours.first(), them)) {
        const int block = ours.first();
        line.push_back(block);
        pos.make(block);
        extract_line(pos, fours_left - 1, line);
        pos.unmake();
    }
    pos.unmake();
}

}  // namespace pinqi::gomoku::ai
