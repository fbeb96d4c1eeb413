#pragma once
#include <memory>
#include <string>

#include "xiangqi/ai/nnue.h"

namespace pinqi::cli {

// Reads a Xiangqi network file (the format of xiangqi/ai/nnue.h) into `network`:
// an empty string when it loaded, else why not (and `network` is left alone).
std::string read_network(const std::string& path,
                         std::shared_ptr<const xiangqi::ai::nnue::Network>& network);

// The network of a file a bench or tool program was given: on failure it says why
// ("PATH: why" on stderr) and exits with status 2.
std::shared_ptr<const xiangqi::ai::nnue::Network> read_network_or_exit(const std::string& path);

}  // namespace pinqi::cli
