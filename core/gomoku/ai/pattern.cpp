#include "gomoku/ai/pattern.h"

#include <algorithm>
#include <array>
#include <vector>

#include "common/cold.h"

namespace pinqi::gomoku::ai {

namespace {

// One colour's view of an 11-cell window: 0 empty, 1 own, 2 blocked (the
// other colour or the edge). Index 5 is the point judged, always own.
using Window = std::array<std::uint8_t, 11>;
constexpr int Centre = 5;

int run_through_centre(const Window& w) {
    int n = 1;
    for (int i = Centre - 1; i >= 0 && w[i] == 1; --i) ++n;
    for (int i = Centre + 1; i < 11 && w[i] == 1; ++i) ++n;
    return n;
}

bool wins(int run, bool exact) {
    return exact ? run == 5 : run >= 5;
}

int encode(const Window& w) {
    int idx = 0;
    for (int i = 10; i >= 0; --i)
        if (i != Centre) idx = idx * 3 + w[i];
    return idx;
}

Pattern one_down(Pattern p, bool renju_black) {
    switch (p) {
        case Pattern::F44:
            // Black's line double four is forbidden: the line before it is no open three.
            return renju_black ? Pattern::B3 : Pattern::F3;
        case Pattern::F4:
            return Pattern::F3;
        case Pattern::B4:
            return Pattern::B3;
        case Pattern::F3:
            return Pattern::F2;
        case Pattern::B3:
            return Pattern::B2;
        case Pattern::F2:
            return Pattern::F1;
        case Pattern::B2:
            return Pattern::B1;
        default:
            return Pattern::Dead;
    }
}

// Memoised over the 3^10 windows: each window is classified once.
class Classifier {
  public:
    Classifier(bool exact, bool renju_black)
        : exact_(exact), renju_black_(renju_black), memo_(59049, 0xFF) {}

    PINQI_COLD Pattern classify(Window& w) {
        const int idx = encode(w);
        if (memo_[idx] != 0xFF) return static_cast<Pattern>(memo_[idx]);
        const Pattern p = compute(w);
        memo_[idx] = static_cast<std::uint8_t>(p);
        return p;
    }

  private:
    Pattern compute(Window& w) {
        const int run = run_through_centre(w);
        if (run >= 5) return wins(run, exact_) ? Pattern::F5 : Pattern::Overline;
        // Only points within four steps can share a five with the centre.
        int five_points = 0, first = -1, last = -1;
        for (int e = 1; e <= 9; ++e) {
            if (e == Centre || w[e] != 0) continue;
            w[e] = 1;
            if (wins(run_through_centre(w), exact_)) {
                ++five_points;
                if (first < 0) first = e;
                last = e;
            }
            w[e] = 0;
        }
        // Under exact five, two five-points are a straight four only at its two ends.
        if (five_points >= 2)
            return !exact_ || (five_points == 2 && last - first == 5) ? Pattern::F4 : Pattern::F44;
        if (five_points == 1) return Pattern::B4;
        Pattern best = Pattern::Dead;
        for (int e = 1; e <= 9; ++e) {
            if (e == Centre || w[e] != 0) continue;
            w[e] = 1;
            const Pattern down = one_down(classify(w), renju_black_);
            w[e] = 0;
            if (down > best) best = down;
        }
        return best;
    }

    bool exact_;
    bool renju_black_;
    std::vector<std::uint8_t> memo_;
};

// Every window of one colour's view classified, by its encode() index.
PINQI_COLD std::vector<std::uint8_t> classify_all(bool exact, bool renju_black) {
    Classifier c(exact, renju_black);
    std::vector<std::uint8_t> out(59049);
    for (int idx = 0; idx < 59049; ++idx) {
        Window w{};
        int rest = idx;
        for (int i = 0; i <= 10; ++i) {
            if (i == Centre) continue;
            w[i] = static_cast<std::uint8_t>(rest % 3);
            rest /= 3;
        }
        w[Centre] = 1;
        out[idx] = static_cast<std::uint8_t>(c.classify(w));
    }
    return out;
}

// The encode() digits of five cells (2 bits each in `half`) seen by `own`, the cell
// nearest the centre least significant on the left, most significant on the right.
int half_index(std::uint32_t half, std::uint32_t own, bool left) {
    int idx = 0;
    for (int j = 0; j < 5; ++j) {
        const std::uint32_t code = (half >> (2 * j)) & 3;
        const int v = code == 0 ? 0 : code == own ? 1 : 2;
        // Left cells -5..-1 are w[0..4]: w[0] is the least significant digit.
        // Right cells +1..+5 are w[6..10]: w[6] is the least significant of the upper part.
        int power = 1;
        for (int k = 0; k < j; ++k) power *= 3;
        idx += v * power;
    }
    return left ? idx : idx * 243;
}

// Multisets of four evaluation classes, ranked in lexicographic order of their sorted members.
struct PcodeIndex {
    std::array<std::uint16_t, 10000> of_sorted{};  // a*1000 + b*100 + c*10 + d, a <= b <= c <= d
    std::array<std::array<std::uint8_t, 4>, PcodeCount> members{};
    PINQI_COLD PcodeIndex() {
        int next = 0;
        for (int a = 0; a < EvalPatternCount; ++a)
            for (int b = a; b < EvalPatternCount; ++b)
                for (int c = b; c < EvalPatternCount; ++c)
                    for (int d = c; d < EvalPatternCount; ++d) {
                        of_sorted[static_cast<std::size_t>(a * 1000 + b * 100 + c * 10 + d)] =
                            static_cast<std::uint16_t>(next);
                        members[static_cast<std::size_t>(next)] = {
                            static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                            static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)};
                        ++next;
                    }
    }
};

const PcodeIndex& pcode_index() {
    static const PcodeIndex index;
    return index;
}

// Overline is worth what Dead is, a line double four what an open four is; the other
// classes shift down by one.
int eval_class(int pattern) {
    if (pattern <= static_cast<int>(Pattern::Overline)) return 0;
    if (pattern <= static_cast<int>(Pattern::F4)) return pattern - 1;
    return pattern == static_cast<int>(Pattern::F44) ? 8 : 9;
}

PINQI_COLD CellInfo combine_one(std::uint32_t key, bool renju_black) {
    int count[16] = {};
    int cls[4];
    for (int d = 0; d < 4; ++d) {
        const int p = (key >> (4 * d)) & 15;
        ++count[p];
        cls[d] = p < PatternCount ? eval_class(p) : 0;
    }
    std::sort(cls, cls + 4);
    const auto n = [&](Pattern p) { return count[static_cast<int>(p)]; };
    CellInfo info;
    info.pcode = pcode_index().of_sorted[static_cast<std::size_t>(cls[0] * 1000 + cls[1] * 100 +
                                                                  cls[2] * 10 + cls[3])];
    const int fours = n(Pattern::B4) + n(Pattern::F4) + 2 * n(Pattern::F44);
    const int twos = n(Pattern::F2) + n(Pattern::B3);
    if (n(Pattern::F5)) {
        info.cls = CellClass::Five;
        return info;
    }
    if (renju_black) {
        // An overline or two fours forbid the point outright; two open threes only if both
        // are real, which the judge decides.
        if (n(Pattern::Overline) || fours >= 2) {
            info.cls = CellClass::Forbidden;
            info.renju_suspect = true;
            return info;
        }
        info.renju_suspect = n(Pattern::F3) >= 2;
    }
    if (n(Pattern::F4) || fours >= 2)
        info.cls = CellClass::Flex4;
    else if (n(Pattern::B4) && n(Pattern::F3))
        info.cls = CellClass::FourThree;
    else if (n(Pattern::B4) && twos)
        info.cls = CellClass::FourPlus;
    else if (n(Pattern::B4))
        info.cls = CellClass::Four;
    else if (n(Pattern::F3) >= 2)
        info.cls = CellClass::ThreeThree;
    else if (n(Pattern::F3) && twos)
        info.cls = CellClass::ThreePlus;
    else if (n(Pattern::F3))
        info.cls = CellClass::Three;
    else if (twos >= 2)
        info.cls = CellClass::TwoTwo;
    else if (twos)
        info.cls = CellClass::Two;
    return info;
}

struct Combinations {
    std::vector<CellInfo> normal, renju_black;
    PINQI_COLD Combinations() : normal(1 << 16), renju_black(1 << 16) {
        for (std::uint32_t key = 0; key < (1u << 16); ++key) {
            normal[key] = combine_one(key, false);
            renju_black[key] = combine_one(key, true);
        }
    }
};

}  // namespace

const CellInfo* combination_table(bool renju_black) {
    static const Combinations table;
    return renju_black ? table.renju_black.data() : table.normal.data();
}

void pcode_patterns(int pcode, int out[4]) {
    const auto& m = pcode_index().members[static_cast<std::size_t>(pcode)];
    for (std::size_t i = 0; i < 4; ++i) out[i] = m[i];
}

PINQI_COLD PatternTable::PatternTable(Rule rule, bool compact)
    : compact_(compact), table_(new std::uint8_t[compact ? 1u << 16 : 1u << 20]) {
    const std::vector<std::uint8_t> exact = classify_all(true, false),
                                    longer = classify_all(false, false);
    const std::vector<std::uint8_t> renju =
        rule == Rule::Renju ? classify_all(true, true) : std::vector<std::uint8_t>();
    const std::vector<std::uint8_t>& black = rule == Rule::Freestyle ? longer
                                             : rule == Rule::Renju   ? renju
                                                                     : exact;
    const std::vector<std::uint8_t>& white = rule == Rule::Standard ? exact : longer;
    // A key is two halves of five cells; each half's window digits are looked up once.
    int left[2][1024], right[2][1024];
    for (std::uint32_t half = 0; half < 1024; ++half)
        for (int colour = 0; colour < 2; ++colour) {
            left[colour][half] = half_index(half, colour + 1, true);
            right[colour][half] = half_index(half, colour + 1, false);
        }
    const auto both = [&](std::uint32_t hi, std::uint32_t lo) {
        const auto b = black[static_cast<std::size_t>(right[0][hi] + left[0][lo])];
        const auto w = white[static_cast<std::size_t>(right[1][hi] + left[1][lo])];
        return static_cast<std::uint8_t>(b | (w << 4));
    };
    if (compact) {
        // The cells at -5 and +5 empty (bits 0..1 of the left half, 8..9 of the right).
        for (std::uint32_t hi = 0; hi < 256; ++hi)
            for (std::uint32_t lo = 0; lo < 256; ++lo) table_[(hi << 8) | lo] = both(hi, lo << 2);
        return;
    }
    for (std::uint32_t hi = 0; hi < 1024; ++hi)
        for (std::uint32_t lo = 0; lo < 1024; ++lo) table_[(hi << 10) | lo] = both(hi, lo);
}

PatternTable::~PatternTable() {
    delete[] table_;
}

const PatternTable& PatternTable::for_rule(Rule rule) {
    switch (rule) {
        case Rule::Standard: {
            static const PatternTable standard(Rule::Standard, false);
            return standard;
        }
        case Rule::Renju: {
            static const PatternTable renju(Rule::Renju, false);
            return renju;
        }
        case Rule::Freestyle:
            break;
    }
    static const PatternTable freestyle(Rule::Freestyle, true);
    return freestyle;
}

}  // namespace pinqi::gomoku::ai
