#include "evalfile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

namespace pinqi::cli {

std::string read_network(const std::string& path,
                         std::shared_ptr<const xiangqi::ai::nnue::Network>& network) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return "cannot open the file";
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                                          std::istreambuf_iterator<char>());
    auto net = std::make_shared<xiangqi::ai::nnue::Network>();
    if (std::string error = xiangqi::ai::nnue::load_network(*net, bytes.data(), bytes.size());
        !error.empty())
        return error;
    network = std::move(net);
    return {};
}

std::shared_ptr<const xiangqi::ai::nnue::Network> read_network_or_exit(const std::string& path) {
    std::shared_ptr<const xiangqi::ai::nnue::Network> network;
    if (const std::string error = read_network(path, network); !error.empty()) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), error.c_str());
        std::exit(2);
    }
    return network;
}

}  // namespace pinqi::cli
