// The Xiangqi UCI command loop on arbitrary bytes as stdin. The loop can
// search (on a thread) and count perft, so work is bounded by filtering lines
// the way the loop tokenizes them: a "go" line survives only as "go perft N"
// (N <= 2), "go depth N" (N <= 3) or "go nodes N" (N <= 3000), and a
// "setoption" naming Hash is dropped (it would allocate up to 1 GB).
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "fuzz_support.h"

namespace {

bool small_number(const std::string& word, long limit) {
    if (word.empty() || word.size() > 6 ||
        word.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const long v = std::stol(word);
    return v >= 1 && v <= limit;
}

bool bounded(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream args(line);
    std::vector<std::string> words;
    for (std::string w; args >> w;) words.push_back(w);
    if (words.empty()) return true;
    if (words[0] == "setoption") {
        for (const std::string& w : words)
            if (w == "Hash") return false;
        return true;
    }
    if (words[0] != "go") return true;
    if (words.size() != 3) return false;
    return (words[1] == "perft" && small_number(words[2], 2)) ||
           (words[1] == "depth" && small_number(words[2], 3)) ||
           (words[1] == "nodes" && small_number(words[2], 3000));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    std::istringstream lines{std::string(pinqi::fuzz::as_text(data, size))};
    std::string kept, line;
    int searches = 0;
    while (std::getline(lines, line)) {
        if (!bounded(line)) continue;
        if (line.find("go") != std::string::npos && ++searches > 8) continue;
        kept += line + '\n';
    }
    std::istringstream in(kept);
    std::ostringstream out;
    pinqi::fuzz::require(pinqi::cli::run_uci(in, out) == 0, "the loop ends cleanly");
    return 0;
}
