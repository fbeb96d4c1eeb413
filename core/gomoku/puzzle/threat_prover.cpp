#include "gomoku/puzzle/threat_prover.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

#include "common/stable_sort.h"

namespace pinqi::gomoku::puzzle {

namespace {

using ai::CellSet;
using ai::NoCell;
using ai::Pattern;

// Beyond this many stored facts the table starts over: it only saves work.
constexpr std::size_t MaxKnown = 1 << 20;

// Cells whose stone changes what one more stone on `c` makes: the four lines
// through c, five cells each way (the reach of a line pattern).
CellSet reach(const Position& pos, int c) {
    CellSet out;
    const Point p = pos.point(c);
    out.set(c);
    for (const Direction d : Directions)
        for (int k = -5; k <= 5; ++k) {
            const Point q{p.x + k * d.dx, p.y + k * d.dy};
            if (k != 0 && pos.board().contains(q)) out.set(pos.cell(q.x, q.y));
        }
    return out;
}

CellSet intersect(const CellSet& a, const CellSet& b) {
    CellSet out;
    for (std::size_t i = 0; i < a.words.size(); ++i) out.words[i] = a.words[i] & b.words[i];
    return out;
}

// Strongest first by `key`, then by cell index: a fixed order, so proofs are deterministic.
// How promising a point is for `s`, for move ordering only: its four line patterns
// weighted, plus a bonus for the strongest combination. The prover keeps its own
// weights, apart from the AI's tuned evaluation, so that its node-budgeted answers (and
// so the shipped puzzles' verdicts) do not move when the AI is retuned.
int ordering_score(const Position& pos, int c, Stone s) {
    static constexpr int Weights[] = {0, 0, 1, 2, 4, 12, 14, 40, 45, 200, 200, 1000};
    static_assert(std::size(Weights) == static_cast<std::size_t>(Pattern::F5) + 1);
    int count[std::size(Weights)] = {};
    int sum = 0;
    for (int d = 0; d < 4; ++d) {
        const auto p = static_cast<std::size_t>(pos.pattern(c, d, s));
        ++count[p];
        sum += Weights[p];
    }
    const auto n = [&](Pattern p) { return count[static_cast<std::size_t>(p)]; };
    if (n(Pattern::F5)) return sum + 4000;
    if (n(Pattern::F4) || n(Pattern::F44) || n(Pattern::B4) >= 2) return sum + 600;
    if (n(Pattern::B4) && n(Pattern::F3)) return sum + 300;
    if (n(Pattern::F3) >= 2) return sum + 150;
    return sum;
}

template <class Key>
void order(std::vector<int>& cells, Key key) {
    compact_stable_sort(cells.begin(), cells.end(), [&](int a, int b) { return key(a) > key(b); });
}

}  // namespace

ThreatProver::ThreatProver(ThreatKind kind, std::uint64_t node_limit)
    : kind_(kind), node_limit_(node_limit) {}

std::optional<bool> ThreatProver::known(std::uint64_t key, int moves) const {
    const KeyMemo::Entry* k = known_.find(key);
    if (!k) return std::nullopt;
    if (k->at_most <= moves) return true;
    if (k->fails_at_least >= moves) return false;
    return std::nullopt;
}

void ThreatProver::remember(std::uint64_t key, int moves, bool win) {
    if (aborted_) return;
    if (known_.size() >= MaxKnown) known_.clear();
    KeyMemo::Entry& k = known_[key];
    const auto m = static_cast<std::uint8_t>(std::min(moves, 254));
    if (win)
        k.at_most = std::min(k.at_most, m);
    else
        k.fails_at_least = std::max(k.fails_at_least, m);
}

void ThreatProver::attack_candidates(const Position& pos, int moves, std::vector<int>& out) const {
    const Stone us = pos.side_to_move();
    out.clear();
    // Within two moves only fours can force five, and the VCF check has tried them all.
    const CellSet& threats = moves >= 3 ? pos.threes(us) : pos.fours(us);
    threats.for_each([&](int c) {
        if (!pos.forbidden_for(c, us)) out.push_back(c);
    });
    order(out, [&](int c) { return ordering_score(pos, c, us); });
}

// The replies that can stop the attacker's threat. A reply that is not a four
// and leaves one of the attacker's open-four points untouched loses at once
// (open four, then five), so only the points within reach of every such open-four
// point are tried, plus the defender's own fours. Where Black attacks under
// Renju a far stone could change what is forbidden, so every point is tried.
void ThreatProver::defence_candidates(const Position& pos, std::vector<int>& out) const {
    const Stone def = pos.side_to_move();
    const Stone att = opponent(def);
    out.clear();
    CellSet open_fours;
    bool any_open_four = false;
    pos.flex4s(att).for_each([&](int c) {
        if (!pos.forbidden_for(c, att)) {
            open_fours.set(c);
            any_open_four = true;
        }
    });
    const bool renju_black_attacks = pos.rule() == Rule::Renju && att == Stone::Black;
    CellSet allowed;
    bool filter = any_open_four && !renju_black_attacks && !exhaustive_defence_;
    if (filter) {
        bool first = true;
        open_fours.for_each([&](int c) {
            allowed = first ? reach(pos, c) : intersect(allowed, reach(pos, c));
            first = false;
        });
    }
    const CellSet& counter_fours = pos.fours(def);
    const int cells = pos.size() * pos.size();
    for (int c = 0; c < cells; ++c) {
        if (pos.at(c) != Stone::Empty || pos.forbidden_for(c, def)) continue;
        if (filter && !allowed.test(c) && !counter_fours.test(c)) continue;
        out.push_back(c);
    }
    order(out, [&](int c) {
        return (counter_fours.test(c) ? 1 << 20 : 0) + (open_fours.test(c) ? 1 << 16 : 0) +
               ordering_score(pos, c, att);
    });
}

bool ThreatProver::play_and_defend(Position& pos, int move, int moves) {
    pos.make(move);
    ++nodes_;
    const bool win = defend(pos, moves - 1);
    pos.unmake();
    return win;
}

bool ThreatProver::attack(Position& pos, int moves) {
    if (aborted_) return false;
    if (out_of_budget()) {
        aborted_ = true;
        return false;
    }
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any()) return moves >= 1;
    if (moves < 2) return false;
    const CellSet& threat = pos.fives(them);
    if (threat.any()) {
        if (threat.count() >= 2) return false;
        const int block = threat.first();
        if (pos.forbidden_for(block, us)) return false;
        if (kind_ == ThreatKind::Vcf && !pos.fours(us).test(block)) return false;
        return play_and_defend(pos, block, moves);
    }
    bool open_four = false;
    pos.flex4s(us).for_each([&](int c) { open_four = open_four || !pos.forbidden_for(c, us); });
    if (open_four) return true;

    const std::uint64_t key = pos.key();
    if (const auto k = known(key, moves)) return *k;
    // Continuous fours are the cheapest wins to find; for VCF they are the whole question.
    if (vcf_.solve(pos, moves - 1)) {
        remember(key, moves, true);
        return true;
    }
    if (kind_ == ThreatKind::Vcf || moves < 3) {
        remember(key, moves, false);
        return false;
    }
    std::vector<int> candidates;
    attack_candidates(pos, moves, candidates);
    for (const int m : candidates) {
        if (play_and_defend(pos, m, moves)) {
            remember(key, moves, true);
            return true;
        }
        if (aborted_) return false;
    }
    remember(key, moves, false);
    return false;
}

bool ThreatProver::defend(Position& pos, int moves) {
    if (aborted_) return false;
    const Stone def = pos.side_to_move();
    const Stone att = opponent(def);
    if (pos.fives(def).any()) return false;
    const CellSet& threat = pos.fives(att);
    if (threat.any()) {
        if (moves < 1) return false;
        if (threat.count() >= 2) return true;
        const int block = threat.first();
        if (pos.forbidden_for(block, def)) return true;
        pos.make(block);
        ++nodes_;
        const bool win = attack(pos, moves);
        pos.unmake();
        return win;
    }
    // Without a four the attacker gave a free move: no continuous-four win.
    if (kind_ == ThreatKind::Vcf || moves < 2) return false;
    const std::uint64_t key = pos.key();
    if (const auto k = known(key, moves)) return *k;
    std::vector<int> replies;
    defence_candidates(pos, replies);
    for (const int d : replies) {
        pos.make(d);
        ++nodes_;
        const bool win = attack(pos, moves);
        pos.unmake();
        if (aborted_) return false;
        if (!win) {
            remember(key, moves, false);
            return false;
        }
    }
    remember(key, moves, true);
    return true;
}

std::optional<bool> ThreatProver::wins_within(Position& pos, int moves) {
    aborted_ = false;
    const bool win = attack(pos, moves);
    if (aborted_) return std::nullopt;
    return win;
}

std::optional<int> ThreatProver::shortest_win(Position& pos, int max_moves) {
    for (int n = 1; n <= max_moves; ++n) {
        const auto win = wins_within(pos, n);
        if (!win) return std::nullopt;
        if (*win) return n;
    }
    return 0;
}

std::optional<bool> ThreatProver::move_wins(Position& pos, int move, int moves) {
    aborted_ = false;
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (move < 0 || move >= pos.size() * pos.size() || !pos.legal(move) || moves < 1) return false;
    if (pos.fives(us).test(move)) return true;
    // The family of the proof: a forced block, or a threat of the puzzle's kind.
    const CellSet& threat = pos.fives(them);
    const bool forced = threat.any();
    if (forced && threat.first() != move) return false;
    const CellSet& allowed = kind_ == ThreatKind::Vcf ? pos.fours(us) : pos.threes(us);
    if (!forced && !allowed.test(move)) return false;
    if (forced && kind_ == ThreatKind::Vcf && !pos.fours(us).test(move)) return false;
    const bool win = play_and_defend(pos, move, moves);
    if (aborted_) return std::nullopt;
    return win;
}

std::optional<bool> ThreatProver::any_move_wins(Position& pos, int move, int moves) {
    aborted_ = false;
    if (move < 0 || move >= pos.size() * pos.size() || !pos.legal(move) || moves < 1) return false;
    if (pos.fives(pos.side_to_move()).test(move)) return true;
    const bool win = play_and_defend(pos, move, moves);
    if (aborted_) return std::nullopt;
    return win;
}

std::optional<std::vector<int>> ThreatProver::winning_moves(Position& pos, int moves) {
    std::vector<int> out;
    const int cells = pos.size() * pos.size();
    for (int c = 0; c < cells; ++c) {
        if (pos.at(c) != Stone::Empty) continue;
        const auto win = move_wins(pos, c, moves);
        if (!win) return std::nullopt;
        if (*win) out.push_back(c);
    }
    return out;
}

std::optional<int> ThreatProver::winning_move(Position& pos, int moves) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    std::vector<int> tries;
    pos.fives(us).for_each([&](int c) { tries.push_back(c); });
    if (pos.fives(them).any()) {
        tries.push_back(pos.fives(them).first());
    } else {
        std::vector<int> threats;
        attack_candidates(pos, std::max(moves, 3), threats);
        tries.insert(tries.end(), threats.begin(), threats.end());
    }
    for (const int c : tries) {
        const auto win = move_wins(pos, c, moves);
        if (!win) return std::nullopt;
        if (*win) return c;
    }
    return NoCell;
}

ThreatProver::Defence ThreatProver::longest_defence(Position& pos, int moves) {
    const Stone def = pos.side_to_move();
    const Stone att = opponent(def);
    if (pos.fives(def).any()) return Defence{pos.fives(def).first(), 0, true, true};
    std::vector<int> replies;
    const CellSet& threat = pos.fives(att);
    if (threat.any()) {
        // A five point or two: the block, where the defender may play.
        threat.for_each([&](int c) {
            if (replies.empty() && pos.legal(c)) replies.push_back(c);
        });
    } else {
        defence_candidates(pos, replies);
        // Every other reply loses at once (open four, then five): they come after these.
        pos.flex4s(att).for_each([&](int c) {
            if (pos.legal(c) && std::find(replies.begin(), replies.end(), c) == replies.end())
                replies.push_back(c);
        });
    }
    if (replies.empty())
        for (int c = 0; c < pos.size() * pos.size(); ++c)
            if (pos.legal(c)) {
                replies.push_back(c);
                break;
            }
    Defence best;
    if (!replies.empty()) best.move = replies.front();
    for (const int d : replies) {
        pos.make(d);
        ++nodes_;
        const auto n = shortest_win(pos, moves);
        pos.unmake();
        if (!n) {
            best.complete = false;
            return best;
        }
        if (*n == 0) return Defence{d, 0, true, true};
        if (*n > best.moves_left) {
            best.move = d;
            best.moves_left = *n;
        }
    }
    return best;
}

}  // namespace pinqi::gomoku::puzzle
