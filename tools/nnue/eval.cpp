// xiangqi_nnue_eval: a network's evaluation of positions, for the pipeline's
// check that the exported integer network follows the float model
// (tools/nnue/check_export.py).
//
//   xiangqi_nnue_eval NETWORK < fens.txt
//   xiangqi_nnue_eval --features < fens.txt
//   xiangqi_nnue_eval --hand-crafted < fens.txt
//
// Prints, for each FEN line read, the evaluation in centipawns from the side to
// move's point of view, one per line ("error" for a FEN that does not parse);
// with --features instead, Red's and then Black's active feature indices,
// sorted, the two lists split by " |", for the trainer's features.py to match;
// with --hand-crafted, the hand-crafted evaluation's centipawns (the yardstick:
// how far each evaluation is from the search scores the network learns).
//
//   xiangqi_nnue_eval --bench NETWORK
//
// Times, over the positions of random games, the network (an incremental update
// and an evaluation, as a search would use it; and a full refresh and an
// evaluation) against the hand-crafted evaluation, in rounds taken in turn (the
// machine's load varies). Prints evaluations per second of each.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "common/random.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/ai/nnue.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"

using namespace pinqi::xiangqi;

namespace {

void print_features(const Position& pos) {
    for (Color p : {Red, Black}) {
        const ai::nnue::Orientation o = ai::nnue::orientation_of(p, pos.general_square(p));
        std::vector<int> active;
        for (Square s = 0; s < SquareCount; ++s)
            if (pos.piece_on(s) != NoPiece)
                active.push_back(ai::nnue::feature_index(p, o, pos.piece_on(s), s));
        std::sort(active.begin(), active.end());
        for (int f : active) std::printf("%d ", f);
        std::printf(p == Red ? "|" : "\n");
    }
}

struct Step {
    Position after;
    Move move;
    Piece captured;
};

// Random legal games from the start: each position with the move that made it.
std::vector<Step> random_steps(int games, int plies) {
    pinqi::Random rng(1);
    std::vector<Step> steps;
    for (int g = 0; g < games; ++g) {
        Position pos;
        parse_fen(StartFen, pos);
        steps.push_back({pos, NoMove, NoPiece});
        for (int i = 0; i < plies; ++i) {
            MoveList list;
            generate_legal(pos, list);
            if (list.size == 0) break;
            const Move m = list.moves[rng.below(std::uint32_t(list.size))];
            const Piece captured = pos.do_move(m).captured;
            steps.push_back({pos, m, captured});
        }
    }
    return steps;
}

int bench(const ai::nnue::Network& net) {
    const std::vector<Step> steps = random_steps(200, 150);
    using Clock = std::chrono::steady_clock;
    double seconds[3] = {};
    long long sink = 0, evals = 0;
    std::vector<ai::nnue::Accumulator> acc(2);
    for (int round = 0; round < 10; ++round) {
        for (int kind = 0; kind < 3; ++kind) {
            const auto start = Clock::now();
            for (const Step& s : steps) {
                if (kind == 0) {
                    if (s.move == NoMove)
                        ai::nnue::refresh(net, s.after, acc[0]);
                    else
                        ai::nnue::update(net, s.after, s.move, s.captured, acc[0], acc[1]);
                    if (s.move != NoMove) std::swap(acc[0], acc[1]);
                    sink += ai::nnue::evaluate(net, acc[0], s.after.side_to_move());
                } else if (kind == 1) {
                    ai::nnue::refresh(net, s.after, acc[0]);
                    sink += ai::nnue::evaluate(net, acc[0], s.after.side_to_move());
                } else {
                    sink += ai::evaluate(s.after);
                }
            }
            seconds[kind] += std::chrono::duration<double>(Clock::now() - start).count();
        }
        evals += (long long)steps.size();
    }
    std::printf("network, incremental update + evaluation: %.0f per second\n",
                double(evals) / seconds[0]);
    std::printf("network, full refresh + evaluation:       %.0f per second\n",
                double(evals) / seconds[1]);
    std::printf("hand-crafted evaluation:                   %.0f per second\n",
                double(evals) / seconds[2]);
    std::fprintf(stderr, "(checksum %lld)\n", sink);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const bool benching = argc == 3 && std::string(argv[1]) == "--bench";
    if (argc != 2 && !benching) {
        std::fprintf(stderr,
                     "usage: xiangqi_nnue_eval NETWORK|--features|--hand-crafted < fens.txt\n"
                     "       xiangqi_nnue_eval --bench NETWORK\n");
        return 2;
    }
    const std::string mode = argv[1];
    if (mode == "--features" || mode == "--hand-crafted") {
        for (std::string line; std::getline(std::cin, line);) {
            Position pos;
            if (!parse_fen(line, pos).ok())
                std::printf("error\n");
            else if (mode == "--features")
                print_features(pos);
            else
                std::printf("%d\n", ai::evaluate(pos));
        }
        return 0;
    }
    const char* path = argv[benching ? 2 : 1];
    std::ifstream file(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                                          std::istreambuf_iterator<char>());
    ai::nnue::Network net;
    if (const std::string error = ai::nnue::load_network(net, bytes.data(), bytes.size());
        !error.empty()) {
        std::fprintf(stderr, "%s: %s\n", path, error.c_str());
        return 1;
    }
    if (benching) return bench(net);
    ai::nnue::Accumulator acc;
    for (std::string line; std::getline(std::cin, line);) {
        Position pos;
        if (!parse_fen(line, pos).ok()) {
            std::printf("error\n");
            continue;
        }
        ai::nnue::refresh(net, pos, acc);
        std::printf("%d\n", ai::nnue::evaluate(net, acc, pos.side_to_move()));
    }
    return 0;
}
