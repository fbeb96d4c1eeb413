#include "xiangqi/ai/lines.h"

#include <initializer_list>

namespace pinqi::xiangqi::ai {
namespace {

LineAttack compute(int index, unsigned occupancy, int length) {
    LineAttack a;
    for (const int step : {1, -1}) {
        int i = index + step;
        for (; i >= 0 && i < length && !(occupancy >> i & 1); i += step) {
            a.chariot |= std::uint16_t(1u << i);
            ++a.empties;
        }
        if (i < 0 || i >= length) continue;
        a.chariot |= std::uint16_t(1u << i);
        for (i += step; i >= 0 && i < length; i += step) {
            a.cannon |= std::uint16_t(1u << i);
            if (occupancy >> i & 1) break;
        }
    }
    return a;
}

LineTables build() {
    LineTables t;
    for (int f = 0; f < 9; ++f)
        for (unsigned o = 0; o < 512; ++o) t.rank[f][o] = compute(f, o, 9);
    for (int r = 0; r < 10; ++r)
        for (unsigned o = 0; o < 1024; ++o) t.file[r][o] = compute(r, o, 10);
    for (unsigned m = 0; m < 1024; ++m) t.count[m] = std::uint8_t(__builtin_popcount(m));
    return t;
}

}  // namespace

const LineTables& line_tables() {
    static const LineTables t = build();
    return t;
}

}  // namespace pinqi::xiangqi::ai
