#include "gomoku/ai/position.h"

#include "common/random.h"
#include "gomoku/forbidden.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr std::uint64_t WindowMask = (1ull << 22) - 1;

// The class thresholds of the five threat sets.
constexpr CellClass SetThreshold[5] = {CellClass::Five, CellClass::Flex4, CellClass::Four,
                                       CellClass::Three, CellClass::FourThree};

}  // namespace

Position::Position(int size, Rule rule)
    : size_(size),
      rule_(rule),
      table_(&PatternTable::for_rule(rule)),
      eval_(&EvalTables::for_rule(rule)),
      board_(size) {
    Random random(0x9A3F'C0DE'5EED'0001ull);
    for (auto& colour : zobrist_)
        for (auto& k : colour) k = random.next();
    side_key_ = random.next();

    for (auto& dir : lines_)
        for (auto& line : dir) line = ~0ull;
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            const int c = cell(x, y);
            const int line[4] = {y, x, x - y + size_ - 1, x + y};
            const int pos[4] = {x, y, x, x};
            for (int d = 0; d < 4; ++d) {
                line_of_[c][d] = static_cast<std::uint8_t>(line[d]);
                pos_in_line_[c][d] = static_cast<std::uint8_t>(pos[d]);
                lines_[d][line[d]] &= ~(3ull << (2 * (pos[d] + 5)));
                int slot = 0;
                for (int k = -5; k <= 5; ++k) {
                    if (k == 0) continue;
                    const int qx = x + k * Directions[d].dx, qy = y + k * Directions[d].dy;
                    const bool on = qx >= 0 && qy >= 0 && qx < size_ && qy < size_;
                    line_neighbours_[c][d * 10 + slot++] =
                        static_cast<std::int16_t>(on ? cell(qx, qy) : -1);
                }
            }
        }
    }
    for (int c = 0; c < size_ * size_; ++c) {
        for (int d = 0; d < 4; ++d) patterns_[c][d] = table_->lookup_both(line_key(c, d));
        update_infos(c);
    }
    log_.reserve(64 * 44);
    log_marks_.reserve(MaxCells);
    moves_.reserve(MaxCells);
}

std::uint32_t Position::line_key(int c, int dir) const {
    const std::uint64_t w =
        (lines_[dir][line_of_[c][dir]] >> (2 * pos_in_line_[c][dir])) & WindowMask;
    return static_cast<std::uint32_t>((w & 0x3FF) | ((w >> 12) << 10));
}

// Keeps the value sums, class counts and threat sets in step with a cell's new info.
void Position::set_info(int c, int colour, const CellInfo& now) {
    CellInfo& old = info_[colour][c];
    if (now.pcode != old.pcode) {
        own_sum_[colour] += eval_->own[colour][now.pcode] - eval_->own[colour][old.pcode];
        their_sum_[colour] += eval_->their[colour][now.pcode] - eval_->their[colour][old.pcode];
    }
    if (now.cls != old.cls) {
        --counts_[colour][static_cast<int>(old.cls)];
        ++counts_[colour][static_cast<int>(now.cls)];
        for (int k = 0; k < 5; ++k) {
            const bool was = old.cls >= SetThreshold[k], is = now.cls >= SetThreshold[k];
            if (was == is) continue;
            if (is)
                sets_[colour][k].set(c);
            else
                sets_[colour][k].reset(c);
        }
    }
    old = now;
}

void Position::update_infos(int c) {
    set_info(c, 0, combine(combo_key(c, 0), rule_ == Rule::Renju));
    set_info(c, 1, combine(combo_key(c, 4), false));
}

void Position::touch_area(int c, int delta) {
    const Point p = point(c);
    for (int dy = -2; dy <= 2; ++dy) {
        const int y = p.y + dy;
        if (y < 0 || y >= size_) continue;
        for (int dx = -2; dx <= 2; ++dx) {
            const int x = p.x + dx;
            if (x < 0 || x >= size_) continue;
            const int q = cell(x, y);
            near_[q] = static_cast<std::uint8_t>(near_[q] + delta);
            if (near_[q] > 0 && stones_[q] == 0)
                area_.set(q);
            else
                area_.reset(q);
        }
    }
}

void Position::make(int c) {
    const Stone s = side_to_move();
    log_marks_.push_back(static_cast<std::uint32_t>(log_.size()));
    // The cell itself: its patterns are kept for unmake, its infos emptied.
    for (int d = 0; d < 4; ++d)
        log_.push_back(
            {static_cast<std::int16_t>(c), static_cast<std::uint8_t>(d), patterns_[c][d]});
    set_info(c, 0, CellInfo{});
    set_info(c, 1, CellInfo{});
    stones_[c] = static_cast<std::uint8_t>(s);
    board_.put(point(c), s);
    key_ ^= zobrist_[idx(s)][c];
    const std::uint64_t code = s == Stone::Black ? 1 : 2;
    for (int d = 0; d < 4; ++d) {
        lines_[d][line_of_[c][d]] |= code << (2 * (pos_in_line_[c][d] + 5));
        const std::int16_t* neighbours = &line_neighbours_[c][d * 10];
        for (int slot = 0; slot < 10; ++slot) {
            const int q = neighbours[slot];
            if (q < 0 || stones_[q] != 0) continue;
            const std::uint8_t now = table_->lookup_both(line_key(q, d));
            if (now == patterns_[q][d]) continue;
            log_.push_back(
                {static_cast<std::int16_t>(q), static_cast<std::uint8_t>(d), patterns_[q][d]});
            patterns_[q][d] = now;
            update_infos(q);
        }
    }
    moves_.push_back(c);
    touch_area(c, +1);
}

void Position::unmake() {
    const int c = moves_.back();
    moves_.pop_back();
    const Stone s = at(c);
    stones_[c] = 0;
    board_.clear(point(c));
    key_ ^= zobrist_[idx(s)][c];
    for (int d = 0; d < 4; ++d)
        lines_[d][line_of_[c][d]] &= ~(3ull << (2 * (pos_in_line_[c][d] + 5)));
    const std::uint32_t mark = log_marks_.back();
    log_marks_.pop_back();
    for (std::size_t i = log_.size(); i-- > mark + 4;) {
        const Change& ch = log_[i];
        patterns_[ch.cell][ch.dir] = ch.old;
        update_infos(ch.cell);
    }
    for (int d = 0; d < 4; ++d) patterns_[c][d] = log_[mark + static_cast<std::uint32_t>(d)].old;
    update_infos(c);
    log_.resize(mark);
    touch_area(c, -1);
}

bool Position::forbidden(int c) const {
    if (rule_ != Rule::Renju || !info(c, Stone::Black).renju_suspect) return false;
    if (info(c, Stone::Black).cls == CellClass::Forbidden) return true;
    return forbidden_kind(board_, point(c)) != Forbidden::None;
}

bool Position::any_legal(const CellSet& set, Stone s) const {
    if (s == Stone::White || rule_ != Rule::Renju) return set.any();
    bool found = false;
    set.for_each([&](int c) { found = found || !forbidden(c); });
    return found;
}

int Position::threat_mask(Stone us) const {
    const Stone them = opponent(us);
    const auto has = [&](Stone s, CellClass c) { return class_count(s, c) > 0; };
    int mask = 0;
    if (has(us, CellClass::Flex4)) mask |= UsFlex4;
    if (has(us, CellClass::FourThree)) mask |= UsFourThree;
    if (has(us, CellClass::Four) || has(us, CellClass::FourPlus)) mask |= UsFour;
    if (has(us, CellClass::ThreeThree)) mask |= UsThreeThree;
    if (has(us, CellClass::Three) || has(us, CellClass::ThreePlus)) mask |= UsThree;
    if (has(them, CellClass::Flex4)) mask |= ThemFlex4;
    if (has(them, CellClass::FourThree)) mask |= ThemFourThree;
    if (has(them, CellClass::Four) || has(them, CellClass::FourPlus)) mask |= ThemFour;
    if (has(them, CellClass::ThreeThree)) mask |= ThemThreeThree;
    if (has(them, CellClass::Three) || has(them, CellClass::ThreePlus)) mask |= ThemThree;
    return mask;
}

int Position::evaluate() const {
    const Stone us = side_to_move();
    const int u = idx(us), t = 1 - u;
    return own_sum_[u] - their_sum_[t] + eval_->threat[u][threat_mask(us)];
}

}  // namespace pinqi::gomoku::ai
