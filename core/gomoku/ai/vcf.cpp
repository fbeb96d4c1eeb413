#include "gomoku/ai/vcf.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

namespace {

constexpr std::size_t FailureSlots = 1 << 16;

}  // namespace

VcfSolver::VcfSolver() : failures_(FailureSlots) {}

void VcfSolver::clear_cache() {
    std::fill(failures_.begin(), failures_.end(), Failure{});
}

bool VcfSolver::known_failure(std::uint64_t key, int fours_left) const {
    const Failure& f = failures_[key & (FailureSlots - 1)];
    return f.key == key && f.depth >= fours_left;
}

void VcfSolver::remember_failure(std::uint64_t key, int fours_left) {
    Failure& f = failures_[key & (FailureSlots - 1)];
    f = {key, fours_left};
}

bool VcfSolver::solve(Position& pos, int max_fours, std::vector<int>* line) {
    if (line) line->clear();
    aborted_ = false;
    const bool won = attack(pos, max_fours, line);
    return won && !aborted_;
}

bool VcfSolver::attack(Position& pos, int fours_left, std::vector<int>* line) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) {
        if (line) line->push_back(pos.fives(us).first());
        return true;
    }
    if (fours_left <= 0 || aborted_ || (node_limit_ && nodes_ >= node_limit_)) return false;
    if (abort_check_ && nodes_ >= next_abort_check_) {
        next_abort_check_ = nodes_ + 256;
        if (abort_check_()) aborted_ = true;
    }
    if (known_failure(pos.key(), fours_left)) return false;

    // A five threat of theirs must be blocked, and the block must itself be a four.
    int moves[MaxCells];
    int n = 0;
    const CellSet& their_fives = pos.fives(them);
    if (their_fives.any()) {
        const int block = their_fives.first();
        if (their_fives.count() > 1 || !pos.fours(us).test(block) || pos.forbidden_for(block, us))
            return false;
        moves[n++] = block;
    } else {
        // An open four (not forbidden) wins outright.
        bool won = false;
        pos.flex4s(us).for_each([&](int c) {
            if (!won && !pos.forbidden_for(c, us)) {
                won = true;
                if (line) line->push_back(c);
            }
        });
        if (won) {
            // Complete the line with the block and the five for a readable sequence.
            if (line) {
                pos.make(line->back());
                const int block = pos.fives(us).first();
                pos.make(block);
                const int five = pos.fives(us).first();
                pos.unmake();
                pos.unmake();
                line->push_back(block);
                line->push_back(five);
            }
            return true;
        }
        int keys[MaxCells];
        pos.fours(us).for_each([&](int c) {
            keys[n] = pos.cell_score(c, us);
            moves[n++] = c;
        });
        // Insertion sort by score: the lists are short.
        for (int i = 1; i < n; ++i)
            for (int j = i; j > 0 && keys[j] > keys[j - 1]; --j) {
                std::swap(keys[j], keys[j - 1]);
                std::swap(moves[j], moves[j - 1]);
            }
    }

    const std::size_t mark = line ? line->size() : 0;
    for (int i = 0; i < n; ++i) {
        const int four = moves[i];
        if (pos.forbidden_for(four, us)) continue;
        pos.make(four);
        ++nodes_;
        const CellSet& ours = pos.fives(us);
        bool win = false;
        if (pos.fives(them).any()) {
            win = false;  // they complete a five first
        } else if (ours.count() >= 2) {
            win = true;
            if (line) line->push_back(four), line->push_back(ours.first());
        } else if (ours.any()) {
            const int block = ours.first();
            if (pos.forbidden_for(block, them)) {
                win = true;
                if (line) line->push_back(four);  // the only block is forbidden to Black
            } else {
                pos.make(block);
                ++nodes_;
                if (line) line->push_back(four), line->push_back(block);
                win = attack(pos, fours_left - 1, line);
                if (!win && line) line->resize(mark);
                pos.unmake();
            }
        }
        pos.unmake();
        if (win) return true;
    }
    if (!aborted_) remember_failure(pos.key(), fours_left);
    return false;
}

}  // namespace pinqi::gomoku::ai
