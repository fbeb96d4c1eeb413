#include "openings.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "gomoku/ai/engine.h"
#include "gomoku/notation.h"

namespace pinqi::gomoku::bench {

namespace {

// The 8 symmetries of the square about its centre cell.
Point symmetric(Point p, int t, int size) {
    const int m = size - 1;
    switch (t) {
        case 1:
            return {m - p.x, p.y};
        case 2:
            return {p.x, m - p.y};
        case 3:
            return {m - p.x, m - p.y};
        case 4:
            return {p.y, p.x};
        case 5:
            return {m - p.y, p.x};
        case 6:
            return {p.y, m - p.x};
        case 7:
            return {m - p.y, m - p.x};
        default:
            return p;
    }
}

// The smallest encoding over the symmetries: equal for equivalent openings.
std::vector<int> canonical(const std::vector<Point>& stones, int size) {
    std::vector<int> best;
    for (int t = 0; t < 8; ++t) {
        std::vector<int> black, white;
        for (std::size_t i = 0; i < stones.size(); ++i) {
            const Point q = symmetric(stones[i], t, size);
            (i % 2 == 0 ? black : white).push_back(q.y * size + q.x);
        }
        std::sort(black.begin(), black.end());
        std::sort(white.begin(), white.end());
        black.push_back(-1);
        black.insert(black.end(), white.begin(), white.end());
        if (best.empty() || black < best) best = black;
    }
    return best;
}

}  // namespace

bool generate_openings(Rule rule, int count, std::uint64_t nodes, const std::string& path) {
    const int size = DefaultSize, c = size / 2;
    std::set<std::vector<int>> seen;
    std::vector<Opening> candidates;
    for (int wy = -2; wy <= 2; ++wy)
        for (int wx = -2; wx <= 2; ++wx)
            for (int by = -3; by <= 3; ++by)
                for (int bx = -3; bx <= 3; ++bx) {
                    const Point b1{c, c}, w1{c + wx, c + wy}, b2{c + bx, c + by};
                    if (w1 == b1 || b2 == b1 || b2 == w1) continue;
                    const std::vector<Point> stones{b1, w1, b2};
                    if (!seen.insert(canonical(stones, size)).second) continue;
                    candidates.push_back({stones, 0});
                }
    std::fprintf(stderr, "%zu distinct openings to score\n", candidates.size());
    ai::Engine engine(64);
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        Game game(size, rule);
        for (Point p : candidates[i].stones) game.place(p);
        ai::ThinkOptions options;
        options.nodes = nodes;
        engine.clear_hash();
        candidates[i].score = engine.think(game, options).score;
        if ((i + 1) % 20 == 0) std::fprintf(stderr, "  %zu scored\n", i + 1);
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Opening& a, const Opening& b) {
        return std::abs(a.score) < std::abs(b.score);
    });
    std::ofstream out(path);
    if (!out) return false;
    out << "# " << count << " balanced 3-stone openings for " << to_string(rule)
        << ", made by `gomoku_match openings` (" << nodes
        << " nodes each); the score is White's, to move.\n";
    for (int i = 0; i < count && i < static_cast<int>(candidates.size()); ++i) {
        for (std::size_t k = 0; k < candidates[i].stones.size(); ++k)
            out << (k ? " " : "") << to_notation(candidates[i].stones[k], size);
        out << "  # " << candidates[i].score << '\n';
    }
    return static_cast<bool>(out);
}

std::vector<Opening> load_openings(const std::string& path, int size) {
    std::vector<Opening> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const auto hash = line.find('#');
        Opening o;
        if (hash != std::string::npos) {
            o.score = std::atoi(line.c_str() + hash + 1);
            line.resize(hash);
        }
        std::istringstream words(line);
        std::string word;
        bool ok = true;
        while (words >> word) {
            const auto p = parse_notation(word, size);
            if (!p)
                ok = false;
            else
                o.stones.push_back(*p);
        }
        if (ok && !o.stones.empty()) out.push_back(o);
    }
    return out;
}

}  // namespace pinqi::gomoku::bench
