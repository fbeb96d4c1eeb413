// xiangqi_nnue_eval: a network's evaluation of positions, for the pipeline's
// check that the exported integer network follows the float model
// (tools/nnue/check_export.py).
//
//   xiangqi_nnue_eval NETWORK < fens.txt
//   xiangqi_nnue_eval --features < fens.txt
//
// Prints, for each FEN line read, the evaluation in centipawns from the side to
// move's point of view, one per line ("error" for a FEN that does not parse);
// with --features instead, Red's and then Black's active feature indices,
// sorted, the two lists split by " |", for the trainer's features.py to match.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "xiangqi/ai/nnue.h"
#include "xiangqi/fen.h"

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

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: xiangqi_nnue_eval NETWORK|--features < fens.txt\n");
        return 2;
    }
    if (std::string(argv[1]) == "--features") {
        for (std::string line; std::getline(std::cin, line);) {
            Position pos;
            if (parse_fen(line, pos).ok())
                print_features(pos);
            else
                std::printf("error\n");
        }
        return 0;
    }
    std::ifstream file(argv[1], std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                                          std::istreambuf_iterator<char>());
    ai::nnue::Network net;
    if (const std::string error = ai::nnue::load_network(net, bytes.data(), bytes.size());
        !error.empty()) {
        std::fprintf(stderr, "%s: %s\n", argv[1], error.c_str());
        return 1;
    }
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
