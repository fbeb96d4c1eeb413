#include "texel.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "gomoku/ai/engine.h"
#include "gomoku/ai/eval.h"
#include "gomoku/notation.h"

namespace pinqi::gomoku::bench {

namespace {

using ai::PcodeCount;
using ai::WeightCount;
using ai::WeightsPerColour;
using ai::WeightsPerRule;

struct Feature {
    std::uint32_t index;
    float count;  // signed: the side to move's cells count up, the opponent's down
};

struct Sample {
    std::uint32_t begin;
    std::uint32_t end;
    float target;  // the result for the side to move: 1, 0.5 or 0
    bool validation;
};

struct Data {
    std::vector<Feature> features;
    std::vector<Sample> samples;
};

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

bool quiet(const ai::Position& pos) {
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    if (pos.fives(us).any() || pos.fives(them).any()) return false;
    bool open_four = false;
    pos.flex4s(us).for_each([&](int c) { open_four = open_four || !pos.forbidden_for(c, us); });
    return !open_four;
}

// The weight indices the evaluation of `pos` reads, with their signs.
void extract(const ai::Position& pos, Rule rule, std::vector<Feature>& out) {
    const bool tied = rule != Rule::Renju;
    const Stone us = pos.side_to_move();
    const int u = us == Stone::Black ? 0 : 1;
    const int cu = tied ? 0 : u, ct = tied ? 0 : 1 - u;
    const int base = static_cast<int>(rule) * WeightsPerRule;
    const int own = base + cu * WeightsPerColour;
    const int their = base + ct * WeightsPerColour + PcodeCount;
    std::vector<float> counts(2 * PcodeCount, 0.0f);
    for (int c = 0; c < pos.cells(); ++c) {
        if (pos.at(c) != Stone::Empty) continue;
        counts[static_cast<std::size_t>(pos.pcode(c, us))] += 1;
        counts[static_cast<std::size_t>(PcodeCount + pos.pcode(c, opponent(us)))] += 1;
    }
    for (int p = 1; p < PcodeCount; ++p) {
        if (counts[static_cast<std::size_t>(p)] != 0)
            out.push_back(
                {static_cast<std::uint32_t>(own + p), counts[static_cast<std::size_t>(p)]});
        if (counts[static_cast<std::size_t>(PcodeCount + p)] != 0)
            out.push_back({static_cast<std::uint32_t>(their + p),
                           -counts[static_cast<std::size_t>(PcodeCount + p)]});
    }
    out.push_back({static_cast<std::uint32_t>(own + 2 * PcodeCount + pos.threat_mask(us)), 1.0f});
}

Data load(const TexelOptions& options) {
    Data data;
    int games = 0;
    for (const std::string& path : options.games) {
        std::ifstream in(path);
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            std::string rule_name;
            int result = 0, opening = 0;
            if (!(words >> rule_name >> result >> opening)) continue;
            if (parse_rule(rule_name) != options.rule) continue;
            std::vector<Point> moves;
            std::vector<std::string> scores;  // after `|`: per move from the opening on
            std::string word;
            bool in_scores = false;
            while (words >> word) {
                if (word == "|")
                    in_scores = true;
                else if (in_scores)
                    scores.push_back(word);
                else if (const auto p = parse_notation(word, DefaultSize))
                    moves.push_back(*p);
            }
            ai::Position pos(DefaultSize, options.rule);
            const bool validation = games % 10 == 9;
            ++games;
            for (std::size_t i = 0; i < moves.size(); ++i) {
                if (static_cast<int>(i) >= opening && quiet(pos)) {
                    const Stone us = pos.side_to_move();
                    float target =
                        result == 0 ? 0.5f : ((result == 1) == (us == Stone::Black) ? 1.0f : 0.0f);
                    const std::size_t k = i - static_cast<std::size_t>(opening);
                    if (options.lambda < 1 && k < scores.size() && scores[k] != "x") {
                        const int score = std::atoi(scores[k].c_str());
                        const double searched = ai::is_win_score(score) ? 1.0
                                                : ai::is_loss_score(score)
                                                    ? 0.0
                                                    : sigmoid(score / options.scale);
                        target = static_cast<float>(options.lambda * target +
                                                    (1 - options.lambda) * searched);
                    }
                    const auto begin = static_cast<std::uint32_t>(data.features.size());
                    extract(pos, options.rule, data.features);
                    data.samples.push_back({begin, static_cast<std::uint32_t>(data.features.size()),
                                            target, validation});
                }
                pos.make(pos.cell(moves[i].x, moves[i].y));
            }
        }
    }
    std::fprintf(stderr, "texel: %d games, %zu positions, %zu features\n", games,
                 data.samples.size(), data.features.size());
    return data;
}

double evaluate(const std::vector<double>& w, const Data& data, const Sample& s) {
    double e = 0;
    for (std::uint32_t i = s.begin; i < s.end; ++i)
        e += w[data.features[i].index] * data.features[i].count;
    return e;
}

// Mean cross-entropy over the training (or the validation) positions.
double loss(const std::vector<double>& w, const Data& data, double scale, bool validation) {
    double sum = 0;
    long n = 0;
    for (const Sample& s : data.samples) {
        if (s.validation != validation) continue;
        const double p = std::clamp(sigmoid(evaluate(w, data, s) / scale), 1e-9, 1 - 1e-9);
        sum -= s.target * std::log(p) + (1 - s.target) * std::log(1 - p);
        ++n;
    }
    return n ? sum / n : 0;
}

void write_weights(const std::vector<double>& w, const std::string& path) {
    std::ofstream out(path);
    out << "// Evaluation weights fitted by `gomoku_tune fit` (bench/gomoku/texel.cpp) on "
           "self-play\n"
           "// games of our own engine; layout in core/gomoku/ai/eval.h. Generated: do not edit.\n";
    for (int i = 0; i < WeightCount; ++i) {
        const long v = std::lround(std::clamp(w[static_cast<std::size_t>(i)], -32000.0, 32000.0));
        out << v << (i + 1 < WeightCount ? "," : "") << ((i + 1) % 16 == 0 ? "\n" : " ");
    }
    out << '\n';
}

// Reads a weights file as write_weights() writes it: comment lines, then the numbers.
bool read_weights(const std::string& path, std::vector<double>& w) {
    std::ifstream in(path);
    std::string line, text;
    while (std::getline(in, line))
        if (line.rfind("//", 0) != 0) text += line + ' ';
    for (char& c : text)
        if (c == ',') c = ' ';
    std::istringstream numbers(text);
    std::size_t i = 0;
    double v = 0;
    while (i < w.size() && numbers >> v) w[i++] = v;
    return i == w.size();
}

// The compact model: a table weight is a sum of small parameters (per line class and per
// pair of line classes for the cell tables, per bit and per pair of bits for the threat
// table) plus a residual of its own, which is pulled towards zero. Few parameters learn
// from few games; the residuals refine what the data supports.
struct Model {
    std::vector<std::vector<int>> basis;  // per weight index, its compact parameters
    int compact = 0;
};

int class_pair(int a, int b) {
    if (a > b) std::swap(a, b);
    return a * ai::EvalPatternCount + b - a * (a + 1) / 2;
}
constexpr int ClassPairs = ai::EvalPatternCount * (ai::EvalPatternCount + 1) / 2;
constexpr int ThreatBits = 10;
constexpr int BitPairs = ThreatBits * (ThreatBits - 1) / 2;

Model build_model(Rule rule) {
    Model m;
    m.basis.resize(WeightCount);
    const int base = static_cast<int>(rule) * WeightsPerRule;
    for (int colour = 0; colour < 2; ++colour) {
        const int at = base + colour * WeightsPerColour;
        for (int table = 0; table < 2; ++table) {  // own, their
            const int lines = m.compact;
            const int pairs = lines + ai::EvalPatternCount;
            m.compact = pairs + ClassPairs;
            for (int p = 1; p < PcodeCount; ++p) {
                int cls[4];
                ai::pcode_patterns(p, cls);
                auto& b = m.basis[static_cast<std::size_t>(at + table * PcodeCount + p)];
                for (int i = 0; i < 4; ++i) {
                    b.push_back(lines + cls[i]);
                    for (int j = i + 1; j < 4; ++j) b.push_back(pairs + class_pair(cls[i], cls[j]));
                }
            }
        }
        const int bits = m.compact;
        const int bit_pairs = bits + ThreatBits;
        m.compact = bit_pairs + BitPairs;
        for (int mask = 0; mask < ai::ThreatMaskCount; ++mask) {
            auto& b = m.basis[static_cast<std::size_t>(at + 2 * PcodeCount + mask)];
            int pair = 0;
            for (int i = 0; i < ThreatBits; ++i)
                for (int j = i + 1; j < ThreatBits; ++j, ++pair)
                    if ((mask >> i & 1) && (mask >> j & 1)) b.push_back(bit_pairs + pair);
            for (int i = 0; i < ThreatBits; ++i)
                if (mask >> i & 1) b.push_back(bits + i);
        }
    }
    return m;
}

struct Adam {
    std::vector<double> m, v;
    explicit Adam(std::size_t n) : m(n, 0), v(n, 0) {}
    void step(std::vector<double>& x, const std::vector<double>& g, double rate, int t) {
        const double beta1 = 0.9, beta2 = 0.999;
        for (std::size_t i = 0; i < x.size(); ++i) {
            if (g[i] == 0) continue;
            m[i] = beta1 * m[i] + (1 - beta1) * g[i];
            v[i] = beta2 * v[i] + (1 - beta2) * g[i] * g[i];
            const double mh = m[i] / (1 - std::pow(beta1, t));
            const double vh = v[i] / (1 - std::pow(beta2, t));
            x[i] -= rate * mh / (std::sqrt(vh) + 1e-12);
        }
    }
};

}  // namespace

int run_texel(const TexelOptions& options) {
    const Data data = load(options);
    if (data.samples.empty()) return 1;
    const auto start = options.from_hand ? ai::initial_weights() : ai::eval_weights();
    std::vector<double> w(start.begin(), start.end());
    if (!options.base.empty() && !read_weights(options.base, w)) {
        std::fprintf(stderr, "texel: cannot read %s\n", options.base.c_str());
        return 1;
    }
    const bool tied = options.rule != Rule::Renju;
    const int base = static_cast<int>(options.rule) * WeightsPerRule;
    std::vector<char> used(w.size(), 0);
    for (const Feature& f : data.features) used[f.index] = 1;
    std::fprintf(stderr, "the given weights: train %.5f, validation %.5f\n",
                 loss(w, data, options.scale, false), loss(w, data, options.scale, true));
    const Model model = build_model(options.rule);
    // Compact parameters from zero, residuals from zero: the fit starts from a blank evaluation.
    std::vector<double> q(static_cast<std::size_t>(model.compact), 0.0), r(w.size(), 0.0);
    const auto assemble = [&] {
        for (int i = base; i < base + WeightsPerRule; ++i) {
            double v = r[static_cast<std::size_t>(i)];
            for (const int j : model.basis[static_cast<std::size_t>(i)])
                v += q[static_cast<std::size_t>(j)];
            w[static_cast<std::size_t>(i)] = v;
        }
    };
    assemble();
    Adam adam_q(q.size()), adam_r(r.size());
    std::vector<double> grad(w.size(), 0), gq(q.size(), 0), gr(r.size(), 0);
    std::fprintf(stderr, "%d compact parameters; start: train %.5f, validation %.5f\n",
                 model.compact, loss(w, data, options.scale, false),
                 loss(w, data, options.scale, true));
    long train = 0;
    for (const Sample& s : data.samples) train += !s.validation;
    for (int epoch = 1; epoch <= options.epochs; ++epoch) {
        std::fill(grad.begin(), grad.end(), 0.0);
        for (const Sample& s : data.samples) {
            if (s.validation) continue;
            const double p = sigmoid(evaluate(w, data, s) / options.scale);
            const double d = (p - s.target) / options.scale;
            for (std::uint32_t i = s.begin; i < s.end; ++i)
                grad[data.features[i].index] += d * data.features[i].count;
        }
        std::fill(gq.begin(), gq.end(), 0.0);
        std::fill(gr.begin(), gr.end(), 0.0);
        for (std::size_t i = 0; i < w.size(); ++i) {
            if (!used[i]) continue;
            const double g = grad[i] / static_cast<double>(train);
            for (const int j : model.basis[i]) gq[static_cast<std::size_t>(j)] += g;
            gr[i] = g + options.regularise * r[i];
        }
        adam_q.step(q, gq, options.rate, epoch);
        adam_r.step(r, gr, options.rate, epoch);
        assemble();
        if (epoch % 50 == 0 || epoch == options.epochs)
            std::fprintf(stderr, "epoch %d: train %.5f, validation %.5f\n", epoch,
                         loss(w, data, options.scale, false), loss(w, data, options.scale, true));
    }
    if (tied)  // free-style and standard: White's tables are Black's
        for (int i = 0; i < WeightsPerColour; ++i)
            w[static_cast<std::size_t>(base + WeightsPerColour + i)] =
                w[static_cast<std::size_t>(base + i)];
    if (options.gain != 1.0)
        for (int i = base; i < base + WeightsPerRule; ++i) {
            double& v = w[static_cast<std::size_t>(i)];
            v = std::floor(static_cast<double>(std::lround(v)) * options.gain + 0.5);
        }
    write_weights(w, options.out);
    std::fprintf(stderr, "wrote %s\n", options.out.c_str());
    return 0;
}

}  // namespace pinqi::gomoku::bench
