#include "gomoku/ai/position.h"

#include <algorithm>

#include "common/cold.h"
#include "common/random.h"

namespace pinqi::gomoku::ai {

namespace {

constexpr std::uint64_t WindowMask = (1ull << WindowBits) - 1;

// The class thresholds of the five threat sets.
constexpr CellClass SetThreshold[5] = {CellClass::Five, CellClass::Flex4, CellClass::Four,
                                       CellClass::Three, CellClass::FourThree};

// Which of the five threat sets a class belongs to (bit k: set k).
constexpr std::uint8_t set_mask(CellClass c) {
    std::uint8_t m = 0;
    for (int k = 0; k < 5; ++k)
        if (c >= SetThreshold[k]) m = static_cast<std::uint8_t>(m | (1 << k));
    return m;
}
constexpr std::uint8_t SetMask[CellClassCount] = {
    set_mask(CellClass::None),       set_mask(CellClass::Forbidden), set_mask(CellClass::Two),
    set_mask(CellClass::TwoTwo),     set_mask(CellClass::Three),     set_mask(CellClass::ThreePlus),
    set_mask(CellClass::ThreeThree), set_mask(CellClass::Four),      set_mask(CellClass::FourPlus),
    set_mask(CellClass::FourThree),  set_mask(CellClass::Flex4),     set_mask(CellClass::Five)};

}  // namespace

PINQI_COLD Position::Position(int size, Rule rule)
    : size_(size),
      rule_(rule),
      table_(&PatternTable::for_rule(rule)),
      eval_(&EvalTables::for_rule(rule)),
      board_(size) {
    Random random(0x9A3F'C0DE'5EED'0001ull);
    for (auto& colour : zobrist_)
        for (auto& k : colour) k = random.next();
    side_key_ = random.next();
    combos_ = {combination_table(rule == Rule::Renju), combination_table(false)};

    // Under free-style a stone five steps away never changes a pattern: only
    // exact-five rules look that far (for overlines).
    const int reach = rule == Rule::Freestyle ? 4 : 5;
    cell_step_ = {1, size_, size_ + 1, 1 - size_};
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
                int low = 0, high = 0;
                for (int k = -reach; k <= reach; ++k) {
                    const int qx = x + k * Directions[d].dx, qy = y + k * Directions[d].dy;
                    if (qx < 0 || qy < 0 || qx >= size_ || qy >= size_) continue;
                    low = std::min(low, k);
                    high = std::max(high, k);
                }
                reach_low_[c][d] = static_cast<std::int8_t>(low);
                reach_high_[c][d] = static_cast<std::int8_t>(high);
            }
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx) {
                    const int qx = x + dx, qy = y + dy;
                    if (qx < 0 || qy < 0 || qx >= size_ || qy >= size_) continue;
                    area_mask_[c].set(cell(qx, qy));
                }
        }
    }
    for (auto& count : agg_.counts) count[static_cast<int>(CellClass::None)] = size_ * size_;
    for (int c = 0; c < size_ * size_; ++c)
        for (int d = 0; d < 4; ++d) set_pattern(c, d, table_->lookup_both(line_window(c, d)));
    log_.resize(MaxCells * 44);
    log_marks_.reserve(MaxCells);
    saved_.reserve(MaxCells);
    moves_.reserve(MaxCells);
}

std::uint64_t Position::line_window(int c, int dir) const {
    return (lines_[dir][line_of_[c][dir]] >> (2 * pos_in_line_[c][dir])) & WindowMask;
}

// Keeps the value sums, class counts and threat sets in step with a cell's new key.
[[gnu::always_inline]] inline void Position::set_combo(int c, int colour, std::uint16_t key) {
    std::uint16_t& slot = combo_[colour][c];
    const CellInfo& was = combos_[colour][slot];
    const CellInfo& is = combos_[colour][key];
    slot = key;
    if (was.pcode != is.pcode) {
        agg_.own_sum[colour] += eval_->own[colour][is.pcode] - eval_->own[colour][was.pcode];
        agg_.their_sum[colour] += eval_->their[colour][is.pcode] - eval_->their[colour][was.pcode];
    }
    if (was.cls != is.cls) {
        const int from = static_cast<int>(was.cls), to = static_cast<int>(is.cls);
        --agg_.counts[colour][from];
        ++agg_.counts[colour][to];
        const std::uint64_t bit = 1ull << (c & 63);
        for (unsigned changed = SetMask[from] ^ SetMask[to]; changed; changed &= changed - 1)
            agg_.sets[colour][std::countr_zero(changed)].words[c >> 6] ^= bit;
    }
}

[[gnu::always_inline]] inline void Position::set_pattern(int c, int dir, std::uint8_t now) {
    const std::uint8_t old = patterns_[c][dir];
    patterns_[c][dir] = now;
    const int shift = 4 * dir;
    if ((old ^ now) & 0x0F) {
        const auto key =
            static_cast<std::uint16_t>((combo_[0][c] & ~(0xF << shift)) | ((now & 0x0F) << shift));
        set_combo(c, 0, key);
    }
    if ((old ^ now) & 0xF0) {
        const auto key =
            static_cast<std::uint16_t>((combo_[1][c] & ~(0xF << shift)) | ((now >> 4) << shift));
        set_combo(c, 1, key);
    }
}

[[gnu::always_inline]] inline void Position::refresh_combos(int c) {
    const auto& p = patterns_[c];
    combo_[0][c] = static_cast<std::uint16_t>((p[0] & 15) | ((p[1] & 15) << 4) |
                                              ((p[2] & 15) << 8) | ((p[3] & 15) << 12));
    combo_[1][c] = static_cast<std::uint16_t>((p[0] >> 4) | ((p[1] >> 4) << 4) |
                                              ((p[2] >> 4) << 8) | ((p[3] >> 4) << 12));
}

void Position::make(int c) {
    place(c, side_to_move());
    moves_.push_back(c);
}

void Position::place(int c, Stone s) {
    log_marks_.push_back(log_size_);
    saved_.push_back(agg_);
    put_stone(c, s);
}

void Position::put_setup(int c, Stone s) {
    put_stone(c, s);
    ++setup_count_;
    // Set-up stones are never taken back: their log and aggregates need no keeping.
    log_size_ = 0;
}

// Outside (a blocked point) takes the edge's code 3 in the line keys and both
// colours' Zobrist keys.
void Position::put_stone(int c, Stone s) {
    // The cell's own keys go to 0 (occupied); its patterns stay, for unmake.
    set_combo(c, 0, 0);
    set_combo(c, 1, 0);
    stones_[c] = static_cast<std::uint8_t>(s);
    board_.put(point(c), s);
    if (s != Stone::White) key_ ^= zobrist_[0][c];
    if (s != Stone::Black) key_ ^= zobrist_[1][c];
    const std::uint64_t code = static_cast<std::uint64_t>(s);
    Change* log = log_.data() + log_size_;
    for (int d = 0; d < 4; ++d) {
        const int at = pos_in_line_[c][d];
        std::uint64_t& line = lines_[d][line_of_[c][d]];
        line |= code << (2 * (at + 5));
        const std::uint64_t word = line;
        const int step = cell_step_[d];
        for (int k = reach_low_[c][d], high = reach_high_[c][d]; k <= high; ++k) {
            // The window of the cell k steps away: line cells at+k-5 .. at+k+5.
            const std::uint64_t w = word >> (2 * (at + k));
            if (k == 0 || ((w >> 10) & 3) != 0) continue;  // the stone itself, or occupied
            const int q = c + k * step;
            const std::uint8_t now = table_->lookup_both(w);
            const std::uint8_t old = patterns_[q][d];
            if (now == old) continue;
            *log++ = {static_cast<std::int16_t>(q), static_cast<std::uint8_t>(d), old};
            set_pattern(q, d, now);
        }
    }
    log_size_ = static_cast<std::uint32_t>(log - log_.data());
    // The area grows by the empty cells near c (unmake restores it with the aggregates).
    occupied_.set(c);
    for (std::size_t i = 0; i < occupied_.words.size(); ++i)
        agg_.area.words[i] = (agg_.area.words[i] | area_mask_[c].words[i]) & ~occupied_.words[i];
}

void Position::unmake() {
    const int c = moves_.back();
    moves_.pop_back();
    lift(c);
}

void Position::lift(int c) {
    const Stone s = at(c);
    stones_[c] = 0;
    board_.clear(point(c));
    key_ ^= zobrist_[idx(s)][c];
    for (int d = 0; d < 4; ++d)
        lines_[d][line_of_[c][d]] &= ~(3ull << (2 * (pos_in_line_[c][d] + 5)));
    const std::uint32_t mark = log_marks_.back();
    log_marks_.pop_back();
    for (std::uint32_t i = log_size_; i-- > mark;) {
        const Change& ch = log_[i];
        patterns_[ch.cell][ch.dir] = ch.old;
        refresh_combos(ch.cell);
    }
    log_size_ = mark;
    refresh_combos(c);
    agg_ = saved_.back();
    saved_.pop_back();
    occupied_.reset(c);
}

CellClass Position::class_if(int t, Stone s, int d, Stone by) const {
    const Point a = point(t), b = point(d);
    const int dx = b.x - a.x, dy = b.y - a.y;
    int dir, k;
    if (dy == 0)
        dir = 0, k = dx;
    else if (dx == 0)
        dir = 1, k = dy;
    else if (dx == dy)
        dir = 2, k = dx;
    else if (dx == -dy)
        dir = 3, k = dx;
    else
        return cls(t, s);
    if (k == 0 || k < -5 || k > 5) return cls(t, s);
    const int slot = 2 * (k + 5);
    const std::uint64_t window = (line_window(t, dir) & ~(3ull << slot)) |
                                 (static_cast<std::uint64_t>(by == Stone::Black ? 1 : 2) << slot);
    const int i = idx(s);
    const int shift = 4 * dir;
    const auto combo = static_cast<std::uint16_t>(
        (combo_[i][t] & ~(0xF << shift)) | (static_cast<int>(table_->lookup(window, s)) << shift));
    return combos_[i][combo].cls;
}

bool Position::forbidden(int c) const {
    if (rule_ != Rule::Renju) return false;
    const CellInfo& in = info(c, Stone::Black);
    if (!in.renju_suspect) return false;
    if (in.cls == CellClass::Forbidden) return true;
    // Two open threes: the tag is the position and the point; its lowest bit holds the verdict.
    const std::uint64_t tag = (key_ ^ zobrist_[0][c] ^ zobrist_[1][c]) & ~1ull;
    if (forbidden_cache_.empty()) forbidden_cache_.assign(ForbiddenSlots, 0);
    std::uint64_t& slot = forbidden_cache_[tag >> 52 & (ForbiddenSlots - 1)];
    if ((slot & ~1ull) == tag && slot != 0) return slot & 1;
    // The judgement places stones for a moment and takes them back: the position is unchanged.
    const bool verdict = const_cast<Position*>(this)->double_three(c, 0);
    forbidden_cache_[tag >> 52 & (ForbiddenSlots - 1)] = tag | (verdict ? 1 : 0);
    return verdict;
}

// Black on c (empty, no five, no double four or overline) makes two open threes: is the
// point forbidden, that is, are two of them real? The RIF rule, as core/gomoku/forbidden.h
// states it, judged with the patterns.
bool Position::double_three(int c, int depth) {
    int dirs[4], n = 0;
    for (int d = 0; d < 4; ++d)
        if (pattern(c, d, Stone::Black) == Pattern::F3) dirs[n++] = d;
    if (n < 2) return false;
    place(c, Stone::Black);
    int real = 0;
    for (int i = 0; i < n && real < 2 && real + (n - i) >= 2; ++i)
        real += real_three(c, dirs[i], depth);
    lift(c);
    return real >= 2;
}

// With Black on c, is its three along `dir` real: is there a point that makes a straight
// four through c and is itself not forbidden?
bool Position::real_three(int c, int dir, int depth) {
    const int step = cell_step_[dir];
    for (int k = reach_low_[c][dir]; k <= reach_high_[c][dir]; ++k) {
        if (k == 0 || k < -4 || k > 4) continue;
        const int e = c + k * step;
        if (stones_[e] != 0 || pattern(e, dir, Stone::Black) != Pattern::F4) continue;
        // The straight four must hold c: every point between e and c is Black.
        bool joined = true;
        for (int j = k < 0 ? k + 1 : 1; j < (k < 0 ? 0 : k) && joined; ++j)
            joined = stones_[c + j * step] == static_cast<std::uint8_t>(Stone::Black);
        if (!joined) continue;
        const CellInfo& at_e = info(e, Stone::Black);
        if (at_e.cls == CellClass::Forbidden) continue;
        if (!at_e.renju_suspect || depth >= MaxRenjuDepth || !double_three(e, depth + 1))
            return true;
    }
    return false;
}

bool Position::any_legal(const CellSet& set, Stone s) const {
    if (s == Stone::White || rule_ != Rule::Renju) return set.any();
    bool found = false;
    set.for_each([&](int c) { found = found || !forbidden(c); });
    return found;
}

int Position::first_legal(const CellSet& set, Stone s) const {
    int found = NoCell;
    set.for_each([&](int c) {
        if (found == NoCell && !forbidden_for(c, s)) found = c;
    });
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
    return agg_.own_sum[u] - agg_.their_sum[t] + eval_->threat[u][threat_mask(us)];
}

}  // namespace pinqi::gomoku::ai
