// xiangqi_tune: Texel tuning of every evaluation weight. It fits the
// evaluation to the results of self-play games (xiangqi_selfplay) with a
// logistic model, P(Red wins) = 1 / (1 + exp(-K * eval)), minimising the mean
// squared error between that and the result by gradient descent with momentum
// over all positions at once, and writes the weights as C++. Plain gradient
// descent moves a weight in proportion to how much the data says about it, so
// rarely seen terms and directions the data cannot tell apart (material
// against piece-square averages) stay near their start; Adam (--adam)
// normalises every step and lets those drift, which the search then exploits.
//
//   xiangqi_tune [--epochs N] [--rate R] [--out FILE] [--k K] [--min-count N]
//                [--l2 L] [--adam] [--lambda L] [--keep GROUP]... DATA...
//
// The evaluation is linear in its weights apart from the taper between
// middle game and endgame and the endgame scale, both fixed per position, so
// each position is stored as its trace (trace_evaluation): the count of every
// parameter for Red minus Black, the phase and the scale. K is fitted first
// to the current weights (unless given), then kept. Every 20th position is
// held out and its error reported, to show the fit generalises. Positions
// where the side to move has a capture that wins material are left out: the
// evaluation is meant for quiet positions. With --lambda L below 1, the target
// of a position that carries the search's score (";score" after the result)
// is L * result + (1 - L) * sigmoid(K * score): the game's result blended with
// what the deeper search thought, which keeps the weights from running off to
// predict near-certain results ever more certainly. A weight whose term occurs in
// fewer than --min-count training positions (default 300) keeps its value:
// a handful of games cannot set it. --l2 adds L * (w - w0)^2 per weight to
// the error, pulling weights towards where they started. --keep GROUP keeps
// every weight of the groups whose name starts with GROUP (e.g. "Material").
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/see.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"

using namespace pinqi::xiangqi;
namespace eval = pinqi::xiangqi::ai::eval;

namespace {

struct Feature {
    std::int16_t index;
    std::int16_t coef;
};

struct Sample {
    std::uint32_t first;  // into the feature pool
    std::uint16_t count;
    std::uint8_t phase;
    std::uint8_t scale[2];
    float result;  // the target: the game's result, possibly blended with the search's view
    float score;   // the search's score from Red's side, or NaN if the data has none
};

struct Data {
    std::vector<Feature> features;
    std::vector<Sample> samples;
};

bool has_winning_capture(Position& pos) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        if (pos.piece_on(to_sq(m)) != NoPiece && ai::see_ge(pos, m, 1)) return true;
    return false;
}

void load(const char* path, Data& train, Data& test, long long& skipped) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "cannot read '%s'\n", path);
        std::exit(2);
    }
    std::string line;
    long long n = 0;
    ai::EvalTrace trace;
    while (std::getline(in, line)) {
        const size_t semi = line.find(';');
        if (semi == std::string::npos) continue;
        Position pos;
        if (!parse_fen(std::string_view(line).substr(0, semi), pos).ok() || pos.in_check() ||
            has_winning_capture(pos)) {
            ++skipped;
            continue;
        }
        ai::trace_evaluation(pos, trace);
        Data& d = (n++ % 20 == 19) ? test : train;
        Sample s;
        s.first = std::uint32_t(d.features.size());
        for (int i = 0; i < eval::ParamCount; ++i)
            if (trace.coef[i]) d.features.push_back({std::int16_t(i), trace.coef[i]});
        s.count = std::uint16_t(d.features.size() - s.first);
        s.phase = std::uint8_t(trace.phase);
        s.scale[0] = std::uint8_t(trace.scale[Red]);
        s.scale[1] = std::uint8_t(trace.scale[Black]);
        char* end = nullptr;
        s.result = std::strtof(line.c_str() + semi + 1, &end);
        s.score = *end == ';' ? std::strtof(end + 1, nullptr) : NAN;
        d.samples.push_back(s);
    }
}

struct Weights {
    std::vector<double> mg, eg;
};

// Red's evaluation of a sample.
double evaluate(const Data& d, const Sample& s, const Weights& w) {
    double mg = 0, eg = 0;
    const Feature* f = &d.features[s.first];
    for (int i = 0; i < s.count; ++i) {
        mg += f[i].coef * w.mg[size_t(f[i].index)];
        eg += f[i].coef * w.eg[size_t(f[i].index)];
    }
    const double v = (mg * s.phase + eg * (ai::FullPhase - s.phase)) / ai::FullPhase;
    return v * s.scale[v >= 0 ? 0 : 1] / 64.0;
}

double sigmoid(double k, double v) {
    return 1.0 / (1.0 + std::exp(-k * v));
}

double loss(const Data& d, const Weights& w, double k) {
    double sum = 0;
    for (const Sample& s : d.samples) {
        const double e = s.result - sigmoid(k, evaluate(d, s, w));
        sum += e * e;
    }
    return d.samples.empty() ? 0 : sum / double(d.samples.size());
}

double fit_k(const Data& d, const Weights& w) {
    double lo = 0.0005, hi = 0.02;
    for (int i = 0; i < 40; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (loss(d, w, a) < loss(d, w, b))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

void write_weights(const char* path, const Weights& w, const std::string& note) {
    std::FILE* out = std::fopen(path, "w");
    if (!out) {
        std::fprintf(stderr, "cannot write '%s'\n", path);
        std::exit(2);
    }
    std::fprintf(out,
                 "// The evaluation's weights, written by xiangqi_tune (bench/xiangqi/tune.cpp).\n"
                 "// %s\n#include <iterator>\n\n#include \"xiangqi/ai/eval_params.h\"\n\n"
                 "namespace pinqi::xiangqi::ai::eval {\n\n// clang-format off\n"
                 "const Score Weights[] = {\n",
                 note.c_str());
    for (const eval::ParamGroup& g : eval::ParamGroups) {
        std::fprintf(out, "    // %s\n", g.name);
        std::string line = "   ";
        for (int i = g.start; i < g.start + g.count; ++i) {
            char item[48];
            std::snprintf(item, sizeof item, " {%ld, %ld},", std::lround(w.mg[size_t(i)]),
                          std::lround(w.eg[size_t(i)]));
            if (line.size() + std::strlen(item) > 96) {
                std::fprintf(out, "%s\n", line.c_str());
                line = "   ";
            }
            line += item;
        }
        std::fprintf(out, "%s\n", line.c_str());
    }
    std::fprintf(out,
                 "};\n// clang-format on\nstatic_assert(std::size(Weights) == ParamCount);\n\n"
                 "}  // namespace pinqi::xiangqi::ai::eval\n");
    std::fclose(out);
}

}  // namespace

int main(int argc, char** argv) {
    int epochs = 400, min_count = 300;
    double rate = 0, k = 0, l2 = 0, lambda = 1;
    bool adam = false;
    std::vector<std::string> keep;
    std::string out = "eval_weights.cpp";
    std::vector<const char*> files;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--epochs") && i + 1 < argc)
            epochs = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--rate") && i + 1 < argc)
            rate = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--k") && i + 1 < argc)
            k = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--min-count") && i + 1 < argc)
            min_count = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--lambda") && i + 1 < argc)
            lambda = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--keep") && i + 1 < argc)
            keep.push_back(argv[++i]);
        else if (!std::strcmp(argv[i], "--adam"))
            adam = true;
        else if (!std::strcmp(argv[i], "--l2") && i + 1 < argc)
            l2 = std::atof(argv[++i]);
        else if (!std::strcmp(argv[i], "--out") && i + 1 < argc)
            out = argv[++i];
        else
            files.push_back(argv[i]);
    }
    if (files.empty()) {
        std::fprintf(stderr,
                     "usage: xiangqi_tune [--epochs N] [--rate R] [--out FILE] [--k K] "
                     "DATA...\n");
        return 2;
    }
    Data train, test;
    long long skipped = 0;
    for (const char* f : files) load(f, train, test, skipped);
    std::fprintf(stderr,
                 "positions: %zu train, %zu test, %lld skipped (in check or a winning "
                 "capture)\n",
                 train.samples.size(), test.samples.size(), skipped);

    Weights w;
    for (int i = 0; i < eval::ParamCount; ++i) {
        w.mg.push_back(eval::Weights[i].mg);
        w.eg.push_back(eval::Weights[i].eg);
    }
    const Weights start = w;
    std::vector<int> occurrences(size_t(eval::ParamCount));
    for (const Feature& f : train.features) ++occurrences[size_t(f.index)];
    for (const eval::ParamGroup& g : eval::ParamGroups)
        for (const std::string& prefix : keep)
            if (std::string(g.name).rfind(prefix, 0) == 0)
                for (int i = g.start; i < g.start + g.count; ++i) occurrences[size_t(i)] = 0;
    int frozen = 0;
    for (int c : occurrences) frozen += c < min_count;
    std::fprintf(stderr, "%d of %d weights stay (kept, or seen in fewer than %d positions)\n",
                 frozen, eval::ParamCount, min_count);
    if (k == 0) k = fit_k(train, w);
    if (lambda < 1) {
        long long blended = 0;
        for (Data* d : {&train, &test})
            for (Sample& s : d->samples)
                if (!std::isnan(s.score)) {
                    s.result = float(lambda * s.result + (1 - lambda) * sigmoid(k, s.score));
                    ++blended;
                }
        std::fprintf(stderr, "targets blended with the search score: %lld (lambda %.2f)\n", blended,
                     lambda);
    }
    std::fprintf(stderr, "K = %.6f; start: train %.6f test %.6f\n", k, loss(train, w, k),
                 loss(test, w, k));

    if (rate == 0) rate = adam ? 2.0 : 2e6;
    // One step per pass over the whole training set.
    const size_t n = size_t(eval::ParamCount);
    std::vector<double> m_mg(n), m_eg(n), v_mg(n), v_eg(n), g_mg(n), g_eg(n);
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        std::fill(g_mg.begin(), g_mg.end(), 0.0);
        std::fill(g_eg.begin(), g_eg.end(), 0.0);
        for (const Sample& s : train.samples) {
            const double v = evaluate(train, s, w);
            const double p = sigmoid(k, v);
            // d(error^2)/d(eval), times the endgame scale that multiplied the eval.
            const double grad =
                -2.0 * (s.result - p) * p * (1 - p) * k * s.scale[v >= 0 ? 0 : 1] / 64.0;
            const double gm = grad * s.phase / ai::FullPhase;
            const double ge = grad * (ai::FullPhase - s.phase) / ai::FullPhase;
            const Feature* f = &train.features[s.first];
            for (int i = 0; i < s.count; ++i) {
                g_mg[size_t(f[i].index)] += gm * f[i].coef;
                g_eg[size_t(f[i].index)] += ge * f[i].coef;
            }
        }
        const double scale = 1.0 / double(train.samples.size());
        const double c1 = 1 - std::pow(beta1, epoch), c2 = 1 - std::pow(beta2, epoch);
        auto step = [&](std::vector<double>& wt, std::vector<double>& m, std::vector<double>& v,
                        const std::vector<double>& g, const std::vector<double>& w0) {
            for (size_t i = 0; i < n; ++i) {
                if (occurrences[i] < min_count) continue;
                const double gi = g[i] * scale + 2 * l2 * (wt[i] - w0[i]);
                if (!adam) {
                    m[i] = 0.9 * m[i] + gi;  // momentum
                    wt[i] -= rate * m[i];
                    continue;
                }
                m[i] = beta1 * m[i] + (1 - beta1) * gi;
                v[i] = beta2 * v[i] + (1 - beta2) * gi * gi;
                wt[i] -= rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + eps);
            }
        };
        step(w.mg, m_mg, v_mg, g_mg, start.mg);
        step(w.eg, m_eg, v_eg, g_eg, start.eg);
        if (epoch % 25 == 0 || epoch == epochs)
            std::fprintf(stderr, "epoch %4d  train %.6f  test %.6f\n", epoch, loss(train, w, k),
                         loss(test, w, k));
    }
    char note[256];
    std::snprintf(note, sizeof note,
                  "Fitted to %zu self-play positions, K = %.6f, %d epochs; held-out error %.6f.",
                  train.samples.size(), k, epochs, loss(test, w, k));
    write_weights(out.c_str(), w, note);
    std::fprintf(stderr, "wrote %s\n", out.c_str());
    return 0;
}
