// xiangqi_nnue_eval: a network's evaluation of positions, for the pipeline's
// check that the exported integer network follows the float model
// (tools/nnue/check_export.py).
//
//   xiangqi_nnue_eval NETWORK < fens.txt
//
// Prints, for each FEN line read, the evaluation in centipawns from the side to
// move's point of view, one per line ("error" for a FEN that does not parse).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "xiangqi/ai/nnue.h"
#include "xiangqi/fen.h"

using namespace pinqi::xiangqi;

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: xiangqi_nnue_eval NETWORK < fens.txt\n");
        return 2;
    }
    std::ifstream file(argv[1], std::ios::binary);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    ai::nnue::Network net;
    if (const std::string error = ai::nnue::load_network(net, bytes.data(), bytes.size()); !error.empty()) {
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
