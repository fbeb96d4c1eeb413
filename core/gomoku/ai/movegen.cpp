#include "gomoku/ai/movegen.h"

namespace pinqi::gomoku::ai {

namespace {

// Ordering bonuses by the class a move makes for the mover, and takes from the opponent.
constexpr int AttackBonus[CellClassCount] = {0,   -5000, 20,  60,   150,  190,
                                             700, 110,   170, 2000, 6000, 30000};
constexpr int DefendBonus[CellClassCount] = {0,   0,  15,  40,   80,   110,
                                             400, 70, 100, 1200, 3000, 15000};

bool has_legal(const Position& pos, const CellSet& set, Stone s) {
    return pos.any_legal(set, s);
}

// Cells on the lines through `c` along which `them` has at least `at_least` there.
void add_line_cells(const Position& pos, int c, Stone them, Pattern at_least, CellSet& out) {
    const Point p = pos.point(c);
    const int n = pos.size();
    out.set(c);
    for (int d = 0; d < 4; ++d) {
        if (pos.pattern(c, d, them) < at_least) continue;
        const Direction dir = Directions[d];
        for (int k = -4; k <= 4; ++k) {
            const int x = p.x + k * dir.dx, y = p.y + k * dir.dy;
            if (k == 0 || x < 0 || y < 0 || x >= n || y >= n) continue;
            const int q = pos.cell(x, y);
            if (pos.at(q) == Stone::Empty) out.set(q);
        }
    }
}

}  // namespace

int legal_cells(const Position& pos, const CellSet& set, Stone s, int* out) {
    int n = 0;
    set.for_each([&](int c) {
        if (!pos.forbidden_for(c, s)) out[n++] = c;
    });
    return n;
}

Duty duty_of(const Position& pos) {
    const Stone them = opponent(pos.side_to_move());
    if (pos.fives(them).any()) return Duty::BlockFive;
    if (has_legal(pos, pos.flex4s(them), them)) return Duty::StopOpenFour;
    if (has_legal(pos, pos.four_threes(them), them)) return Duty::StopFourThree;
    return Duty::Free;
}

int defence_moves(Position& pos, Duty duty, int* out) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    const bool open_four = duty == Duty::StopOpenFour;
    const CellClass stop_below = open_four ? CellClass::Flex4 : CellClass::FourThree;
    const CellSet& threat_set = open_four ? pos.flex4s(them) : pos.four_threes(them);
    int threats[MaxCells];
    const int threat_count = legal_cells(pos, threat_set, them, threats);
    CellSet candidates;
    for (int i = 0; i < threat_count; ++i)
        add_line_cells(pos, threats[i], them, open_four ? Pattern::B4 : Pattern::F3, candidates);
    const CellSet ours = pos.fours(us);
    // Black's threats under Renju can turn legal when a stone changes a three: those are
    // checked by playing the defence. Otherwise the patterns decide.
    const bool by_making = them == Stone::Black && pos.rule() == Rule::Renju;
    int n = 0;
    candidates.for_each([&](int c) {
        if (ours.test(c) || pos.forbidden_for(c, us)) return;
        bool stopped = true;
        if (by_making) {
            pos.make(c);
            stopped = !has_legal(pos, pos.flex4s(them), them) &&
                      (open_four || !has_legal(pos, pos.four_threes(them), them));
            pos.unmake();
        } else {
            for (int i = 0; i < threat_count && stopped; ++i)
                stopped = threats[i] == c || pos.class_if(threats[i], them, c, us) < stop_below;
        }
        if (stopped) out[n++] = c;
    });
    ours.for_each([&](int c) {
        if (!pos.forbidden_for(c, us)) out[n++] = c;
    });
    return n;
}

int candidate_moves(Position& pos, Duty duty, int* out) {
    const Stone them = opponent(pos.side_to_move());
    int n = 0;
    switch (duty) {
        case Duty::BlockFive:
            out[n++] = pos.fives(them).first();
            return n;
        case Duty::StopOpenFour:
            return defence_moves(pos, duty, out);
        case Duty::StopFourThree:
            n = defence_moves(pos, duty, out);
            if (n > 0) return n;
            break;
        case Duty::Free:
            break;
    }
    pos.area().for_each([&](int c) { out[n++] = c; });
    return n;
}

int order_score(const Position& pos, int c, Stone us) {
    const Stone them = opponent(us);
    const int u = us == Stone::Black ? 0 : 1;
    const CellInfo& mine = pos.info(c, us);
    const CellInfo& theirs = pos.info(c, them);
    const EvalTables& t = pos.eval_tables();
    return AttackBonus[static_cast<int>(mine.cls)] + DefendBonus[static_cast<int>(theirs.cls)] +
           (t.own[u][mine.pcode] + t.own[1 - u][theirs.pcode]) / 4;
}

}  // namespace pinqi::gomoku::ai
