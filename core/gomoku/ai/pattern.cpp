#include "gomoku/ai/pattern.h"

#include <array>
#include <vector>

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

Pattern one_down(Pattern p) {
    switch (p) {
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
    explicit Classifier(bool exact) : exact_(exact), memo_(59049, 0xFF) {}

    Pattern classify(Window& w) {
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
        int five_points = 0;
        for (int e = 1; e <= 9; ++e) {
            if (e == Centre || w[e] != 0) continue;
            w[e] = 1;
            if (wins(run_through_centre(w), exact_)) ++five_points;
            w[e] = 0;
        }
        if (five_points >= 2) return Pattern::F4;
        if (five_points == 1) return Pattern::B4;
        Pattern best = Pattern::Dead;
        for (int e = 1; e <= 9; ++e) {
            if (e == Centre || w[e] != 0) continue;
            w[e] = 1;
            const Pattern down = one_down(classify(w));
            w[e] = 0;
            if (down > best) best = down;
        }
        return best;
    }

    bool exact_;
    std::vector<std::uint8_t> memo_;
};

Pattern classify_key(Classifier& c, std::uint32_t key, std::uint32_t own) {
    Window w{};
    for (int j = 0; j < 10; ++j) {
        const std::uint32_t code = (key >> (2 * j)) & 3;
        const std::uint8_t v = code == 0 ? 0 : code == own ? 1 : 2;
        w[j < 5 ? j : j + 1] = v;
    }
    w[Centre] = 1;
    return c.classify(w);
}

std::array<CellInfo, 1 << 16> build_combinations() {
    std::array<CellInfo, 1 << 16> out{};
    for (std::uint32_t key = 0; key < (1u << 16); ++key) {
        int count[11] = {};
        int sum = 0;
        for (int d = 0; d < 4; ++d) {
            const int p = (key >> (4 * d)) & 15;
            if (p > 10) continue;
            ++count[p];
            sum += pattern_score(static_cast<Pattern>(p));
        }
        const auto n = [&](Pattern p) { return count[static_cast<int>(p)]; };
        CellInfo info;
        if (n(Pattern::F5)) {
            info.cls = CellClass::Five, sum += 4000;
        } else if (n(Pattern::F4) || n(Pattern::B4) >= 2) {
            info.cls = CellClass::Flex4, sum += 600;
        } else if (n(Pattern::B4) && n(Pattern::F3)) {
            info.cls = CellClass::FourThree, sum += 300;
        } else if (n(Pattern::B4)) {
            info.cls = CellClass::Four;
        } else if (n(Pattern::F3) >= 2) {
            info.cls = CellClass::ThreeThree, sum += 150;
        } else if (n(Pattern::F3)) {
            info.cls = CellClass::Three;
        } else if (n(Pattern::F2) || n(Pattern::B3)) {
            info.cls = CellClass::Two;
        }
        info.renju_suspect = !n(Pattern::F5) && (n(Pattern::Overline) || n(Pattern::F4) ||
                                                 n(Pattern::B4) >= 2 || n(Pattern::F3) >= 2);
        info.score = static_cast<std::int16_t>(sum);
        out[key] = info;
    }
    return out;
}

}  // namespace

int pattern_score(Pattern p) {
    static constexpr int Scores[11] = {0, 0, 1, 2, 4, 12, 14, 40, 45, 200, 1000};
    return Scores[static_cast<int>(p)];
}

const CellInfo& combine(std::uint16_t four_patterns) {
    static const std::array<CellInfo, 1 << 16> table = build_combinations();
    return table[four_patterns];
}

PatternTable::PatternTable(Rule rule) : table_(new std::uint8_t[1u << KeyBits]) {
    Classifier exact(true), longer(false);
    Classifier& black = rule == Rule::Freestyle ? longer : exact;
    Classifier& white = rule == Rule::Standard ? exact : longer;
    for (std::uint32_t key = 0; key < (1u << KeyBits); ++key) {
        const auto b = static_cast<std::uint8_t>(classify_key(black, key, 1));
        const auto w = static_cast<std::uint8_t>(classify_key(white, key, 2));
        table_[key] = static_cast<std::uint8_t>(b | (w << 4));
    }
}

PatternTable::~PatternTable() {
    delete[] table_;
}

const PatternTable& PatternTable::for_rule(Rule rule) {
    switch (rule) {
        case Rule::Standard: {
            static const PatternTable standard(Rule::Standard);
            return standard;
        }
        case Rule::Renju: {
            static const PatternTable renju(Rule::Renju);
            return renju;
        }
        case Rule::Freestyle:
            break;
    }
    static const PatternTable freestyle(Rule::Freestyle);
    return freestyle;
}

}  // namespace pinqi::gomoku::ai
