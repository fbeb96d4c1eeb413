// The Gomocup command loop on arbitrary bytes as stdin. BEGIN, TURN and
// BOARD make the engine think, so work is bounded: the input is preceded by
// a small node and time budget and a 1 MB hash, INFO lines that would change
// those are dropped, and at most 2 lines may ask for a move.
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
    std::string kept = "INFO MAX_NODE 2000\nINFO TIMEOUT_TURN 300\nINFO MAX_MEMORY 2097152\n", line;
    int thinks = 0;
    while (std::getline(lines, line)) {
        const std::string u = upper_trimmed(line);
        if (starts_with(u, "INFO") && !starts_with(u, "INFO RULE")) continue;
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
