#include "openings.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "brain.h"
#include "brain_eval.h"
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

bool generate_openings(Rule rule, int count, std::uint64_t nodes, const std::string& path,
                       int white_within, int black_within) {
    const int size = DefaultSize, c = size / 2;
    std::set<std::vector<int>> seen;
    std::vector<Opening> candidates;
    const int w = white_within, b = black_within;
    for (int wy = -w; wy <= w; ++wy)
        for (int wx = -w; wx <= w; ++wx)
            for (int by = -b; by <= b; ++by)
                for (int bx = -b; bx <= b; ++bx) {
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
    const int written = std::min(count, static_cast<int>(candidates.size()));
    std::ofstream out(path);
    if (!out) return false;
    out << "# " << written << " balanced 3-stone openings for " << to_string(rule)
        << ", made by `gomoku_match openings --rule " << to_string(rule) << " --count " << count
        << " --nodes " << nodes;
    if (white_within != 2 || black_within != 3)
        out << " --white-within " << white_within << " --black-within " << black_within;
    out << "` (of " << candidates.size()
        << " distinct openings, the nearest to even); the score is White's, to move.\n";
    for (int i = 0; i < written; ++i) {
        for (std::size_t k = 0; k < candidates[i].stones.size(); ++k)
            out << (k ? " " : "") << to_notation(candidates[i].stones[k], size);
        out << "  # " << candidates[i].score << '\n';
    }
    return static_cast<bool>(out);
}

namespace {

std::string eval_text(const std::optional<BrainEval>& e) {
    if (!e) return "none";
    if (e->mate != 0) {
        std::string text = e->mate > 0 ? "+M" : "-M";
        return text += std::to_string(std::abs(e->mate));
    }
    return std::to_string(e->value);
}

}  // namespace

int check_openings(const CheckOptions& o) {
    const int size = DefaultSize;
    const std::vector<Opening> candidates = load_openings(o.in, size);
    if (candidates.empty()) {
        std::fprintf(stderr, "check-openings: no openings in %s\n", o.in.c_str());
        return 2;
    }
    std::vector<std::string> header;  // the candidates' own comment lines
    {
        std::ifstream in(o.in);
        std::string line;
        while (std::getline(in, line) && line.rfind('#', 0) == 0) header.push_back(line);
    }
    struct Kept {
        const Opening* opening;
        int eval;
    };
    std::vector<Kept> kept;
    std::vector<int> evals;  // each opening's first eval (not a mate), for the summary
    int checked = 0, mates = 0, missing = 0;
    std::string about;
    for (const Opening& candidate : candidates) {
        if (static_cast<int>(kept.size()) >= o.count) break;
        Game game(size, o.rule);
        bool legal = true;
        for (Point p : candidate.stones) legal = legal && game.place(p) == PlaceError::Ok;
        if (!legal || game.over()) continue;
        // A process per search: nothing the brain learnt of another one is kept. Each of
        // the `repeat` searches must be within the bound (the first that is not ends it).
        std::vector<std::optional<BrainEval>> searches;
        bool pass = true;
        int sum = 0;
        while (pass && static_cast<int>(searches.size()) < std::max(o.repeat, 1)) {
            GomocupBrain brain(o.brain, o.time_ms, 256, 0, o.threads);
            brain.new_game(size, o.rule);
            const BrainMove m = brain.move(game);
            if (about.empty()) about = brain.about().substr(0, brain.about().find(", author="));
            const std::optional<BrainEval> e = last_brain_eval(m.messages);
            searches.push_back(e);
            pass = e && e->mate == 0 && std::abs(e->value) <= o.max_eval;
            if (e) sum += e->value;
        }
        ++checked;
        // The summary counts every opening's first search.
        const std::optional<BrainEval>& first = searches.front();
        if (!first)
            ++missing;
        else if (first->mate != 0)
            ++mates;
        else
            evals.push_back(first->value);
        const int n = static_cast<int>(searches.size());
        const int mean = (sum >= 0 ? sum + n / 2 : sum - n / 2) / n;
        if (pass) kept.push_back({&candidate, mean});
        std::string text, said;
        for (Point p : candidate.stones) {
            if (!text.empty()) text += ' ';
            text += to_notation(p, size);
        }
        for (const auto& e : searches) {
            if (!said.empty()) said += '/';
            said += eval_text(e);
        }
        std::fprintf(stderr, "%4d  %-16s ours %5d  brain %8s%s  (%zu kept)\n", checked,
                     text.c_str(), candidate.score, said.c_str(), pass ? "  kept" : "",
                     kept.size());
    }
    // The brain's evaluations (the side to move's), by size.
    const int bounds[] = {10, 20, 40, 80, 160, 320};
    std::fprintf(stderr, "%d checked, %zu kept (|eval| <= %d); |eval| <=", checked, kept.size(),
                 o.max_eval);
    for (int b : bounds) {
        int n = 0;
        for (int v : evals) n += std::abs(v) <= b;
        std::fprintf(stderr, " %d: %d,", b, n);
    }
    int negative = 0;
    for (int v : evals) negative += v < 0;
    std::fprintf(stderr, " larger: %d; mates %d; no eval %d; below 0 (mover worse): %d\n",
                 static_cast<int>(std::count_if(evals.begin(), evals.end(),
                                                [](int v) { return std::abs(v) > 320; })),
                 mates, missing, negative);
    std::ofstream out(o.out);
    if (!out) return 1;
    for (const std::string& line : header) {
        const std::string text = line.substr(std::min(line.find_first_not_of("# "), line.size()));
        out << (text.rfind("Candidates: ", 0) == 0 ? "# " : "# Candidates: ") << text << '\n';
    }
    int ours = 0;  // the widest of our scores kept
    for (const Kept& k : kept) ours = std::max(ours, std::abs(k.opening->score));
    const bool white_moves = candidates.front().stones.size() % 2 == 1;
    out << "# Checked by `gomoku_match check-openings --brain \"" << o.brain << "\" --rule "
        << to_string(o.rule) << " --time " << o.time_ms << " --max-eval " << o.max_eval
        << " --count " << o.count;
    if (o.repeat > 1) out << " --repeat " << o.repeat;
    if (o.threads != 1) out << " --threads " << o.threads;
    out << "`: " << about;
    if (!o.note.empty()) out << " (" << o.note << ")";
    out << "; kept the first " << kept.size() << " of " << checked
        << " checked whose eval for the side to move (" << (white_moves ? "White" : "Black")
        << ") is within +-" << o.max_eval;
    if (o.repeat > 1) out << " in each of " << o.repeat << " searches";
    out << " (our scores are within +-" << ours << "). After '#': our score, then the brain's eval"
        << (o.repeat > 1 ? " (the searches' mean)" : "") << ".\n";
    for (const Kept& k : kept) {
        for (std::size_t i = 0; i < k.opening->stones.size(); ++i)
            out << (i ? " " : "") << to_notation(k.opening->stones[i], size);
        out << "  # " << k.opening->score << "; brain " << k.eval << '\n';
    }
    return out && static_cast<int>(kept.size()) >= o.count ? 0 : 1;
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
