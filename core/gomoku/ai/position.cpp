#include "gomoku/ai/position.h"

#include "common/random.h"
#include "gomoku/forbidden.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr std::uint64_t WindowMask = (1ull << 22) - 1;

}  // namespace

Position::Position(int size, Rule rule)
    : size_(size), rule_(rule), table_(&PatternTable::for_rule(rule)), board_(size) {
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
    for (int c = 0; c < size_ * size_; ++c) refresh_all(c);
}

std::uint32_t Position::line_key(int c, int dir) const {
    const std::uint64_t w =
        (lines_[dir][line_of_[c][dir]] >> (2 * pos_in_line_[c][dir])) & WindowMask;
    return static_cast<std::uint32_t>((w & 0x3FF) | ((w >> 12) << 10));
}

// Keeps the score sums and the threat sets in step with a cell's new class.
void Position::set_info(int c, int colour, const CellInfo& now) {
    CellInfo& old = info_[colour][c];
    score_sum_[colour] += now.score - old.score;
    if (now.cls != old.cls) {
        static constexpr CellClass Thresholds[4] = {CellClass::Five, CellClass::Flex4,
                                                    CellClass::Four, CellClass::Three};
        for (int k = 0; k < 4; ++k) {
            const bool was = old.cls >= Thresholds[k], is = now.cls >= Thresholds[k];
            if (was == is) continue;
            if (is)
                sets_[colour][k].set(c);
            else
                sets_[colour][k].reset(c);
        }
    }
    old = now;
}

void Position::refresh_cell(int c, int dir) {
    const std::uint8_t now = table_->lookup_both(line_key(c, dir));
    if (now == patterns_[c][dir]) return;
    patterns_[c][dir] = now;
    set_info(c, 0, combine(combo_key(c, Stone::Black)));
    set_info(c, 1, combine(combo_key(c, Stone::White)));
}

void Position::refresh_all(int c) {
    for (int d = 0; d < 4; ++d) patterns_[c][d] = table_->lookup_both(line_key(c, d));
    set_info(c, 0, combine(combo_key(c, Stone::Black)));
    set_info(c, 1, combine(combo_key(c, Stone::White)));
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
    put_stone(c, side_to_move());
    moves_.push_back(c);
}

void Position::put_setup(int c, Stone s) {
    put_stone(c, s);
    ++setup_count_;
}

// Outside (a blocked point) takes the edge's code 3 in the line keys and both
// colours' Zobrist keys.
void Position::put_stone(int c, Stone s) {
    set_info(c, 0, CellInfo{});
    set_info(c, 1, CellInfo{});
    stones_[c] = static_cast<std::uint8_t>(s);
    board_.put(point(c), s);
    if (s != Stone::White) key_ ^= zobrist_[0][c];
    if (s != Stone::Black) key_ ^= zobrist_[1][c];
    const std::uint64_t code = static_cast<std::uint64_t>(s);
    for (int d = 0; d < 4; ++d) {
        lines_[d][line_of_[c][d]] |= code << (2 * (pos_in_line_[c][d] + 5));
        for (int slot = 0; slot < 10; ++slot) {
            const int q = line_neighbours_[c][d * 10 + slot];
            if (q >= 0 && stones_[q] == 0) refresh_cell(q, d);
        }
    }
    touch_area(c, +1);
}

void Position::unmake() {
    const int c = moves_.back();
    moves_.pop_back();
    const Stone s = at(c);
    stones_[c] = 0;
    board_.clear(point(c));
    key_ ^= zobrist_[idx(s)][c];
    for (int d = 0; d < 4; ++d) {
        lines_[d][line_of_[c][d]] &= ~(3ull << (2 * (pos_in_line_[c][d] + 5)));
        for (int slot = 0; slot < 10; ++slot) {
            const int q = line_neighbours_[c][d * 10 + slot];
            if (q >= 0 && stones_[q] == 0) refresh_cell(q, d);
        }
    }
    refresh_all(c);
    touch_area(c, -1);
}

bool Position::forbidden(int c) const {
    if (rule_ != Rule::Renju || !info(c, Stone::Black).renju_suspect) return false;
    return forbidden_kind(board_, point(c)) != Forbidden::None;
}

int Position::evaluate() const {
    const Stone us = side_to_move();
    const int mine = score_sum_[idx(us)];
    const int theirs = score_sum_[idx(opponent(us))];
    return (mine * 5 - theirs * 4) / 8;
}

}  // namespace pinqi::gomoku::ai
