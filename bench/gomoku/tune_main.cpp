// Evaluation tuning, run by hand or by scripts/tune-gomoku-eval.sh (never in ctest):
//   gomoku_tune selfplay --rule renju --games 2000 --nodes 5000 --seed 1 --out games.txt
//                        [--scores 1]
//   gomoku_tune fit --rule renju --games games.txt [--games more.txt] --epochs 300
//                   [--lambda 0.5] [--gain 0.5]
//                   [--base weights.inc] --out core/gomoku/ai/eval_weights.inc
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "selfplay.h"
#include "texel.h"

using namespace pinqi::gomoku;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: gomoku_tune selfplay|fit [options]\n");
        return 2;
    }
    const std::string command = argv[1];
    if (command == "selfplay") {
        bench::SelfplayOptions o;
        for (int i = 2; i + 1 < argc; i += 2) {
            const std::string k = argv[i], v = argv[i + 1];
            if (k == "--rule") o.rule = parse_rule(v).value_or(Rule::Freestyle);
            if (k == "--games") o.games = std::atoi(v.c_str());
            if (k == "--nodes") o.nodes = std::strtoull(v.c_str(), nullptr, 10);
            if (k == "--seed") o.seed = std::strtoull(v.c_str(), nullptr, 10);
            if (k == "--out") o.out = v;
            if (k == "--scores") o.scores = v == "1";
        }
        return bench::run_selfplay(o);
    }
    if (command == "fit") {
        bench::TexelOptions o;
        for (int i = 2; i + 1 < argc; i += 2) {
            const std::string k = argv[i], v = argv[i + 1];
            if (k == "--rule") o.rule = parse_rule(v).value_or(Rule::Freestyle);
            if (k == "--games") o.games.push_back(v);
            if (k == "--epochs") o.epochs = std::atoi(v.c_str());
            if (k == "--rate") o.rate = std::atof(v.c_str());
            if (k == "--regularise") o.regularise = std::atof(v.c_str());
            if (k == "--scale") o.scale = std::atof(v.c_str());
            if (k == "--lambda") o.lambda = std::atof(v.c_str());
            if (k == "--gain") o.gain = std::atof(v.c_str());
            if (k == "--from-hand") o.from_hand = v == "1";
            if (k == "--base") o.base = v;
            if (k == "--out") o.out = v;
        }
        if (o.out.empty() || o.games.empty()) {
            std::fprintf(stderr, "fit: --games and --out are required\n");
            return 2;
        }
        return bench::run_texel(o);
    }
    std::fprintf(stderr, "unknown command %s\n", command.c_str());
    return 2;
}
