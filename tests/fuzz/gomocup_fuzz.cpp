// The Gomocup command loop on arbitrary bytes as stdin. INFO lines are kept,
// time limits included (0, negative and 2^31-and-beyond values are exactly the
// edges worth fuzzing), so the work is bounded by a node budget instead: the
// input is preceded by INFO MAX_NODE 2000 and a 300 ms turn, INFO MAX_NODE
// lines of its own are dropped, and at most 2 lines may ask for a move.
#include <sstream>
#include <string>

#include "commands.h"
#include "fuzz_support.h"

namespace {

std::string upper_trimmed(const std::string& line) {
    std::string out;
    for (char c : line) out.push_back(c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c);
    const auto first = out.find_first_not_of(" \t\r");
    return first == std::string::npos ? std::string{} : out.substr(first);
}

bool starts_with(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    std::istringstream lines{std::string(pinqi::fuzz::as_text(data, size))};
    std::string kept = "INFO MAX_NODE 2000\nINFO TIMEOUT_TURN 300\n", line;
    int thinks = 0;
    while (std::getline(lines, line)) {
        const std::string u = upper_trimmed(line);
        if (starts_with(u, "INFO") && u.find("MAX_NODE") != std::string::npos) continue;
        if ((starts_with(u, "BEGIN") || starts_with(u, "TURN") || starts_with(u, "BOARD")) &&
            ++thinks > 2)
            continue;
        kept += line + '\n';
    }
    std::istringstream in(kept);
    std::ostringstream out;
    pinqi::fuzz::require(pinqi::cli::run_gomocup(in, out) == 0, "the loop ends cleanly");
    return 0;
}
