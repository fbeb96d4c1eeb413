// The Xiangqi UCI command loop on arbitrary bytes as stdin. A "go" line keeps
// all its arguments (zero, negative and huge times, searchmoves, mate, ponder,
// depth 2147483648: the edges worth fuzzing) and gets " nodes 3000" appended,
// which bounds the work whatever came before; "go perft" survives only as
// "go perft N" with N <= 2, and a "setoption" naming Hash is dropped (it would
// allocate up to 1 GB). Every search must end with exactly one bestmove.
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "fuzz_support.h"

namespace {

std::vector<std::string> words_of(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream args(line);
    std::vector<std::string> words;
    for (std::string w; args >> w;) words.push_back(w);
    return words;
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

std::size_t bestmove_lines(const std::string& text) {
    std::size_t n = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) n += line.rfind("bestmove ", 0) == 0;
    return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 4096) return 0;
    std::istringstream lines{std::string(pinqi::fuzz::as_text(data, size))};
    std::string kept, line;
    std::size_t searches = 0;
    while (std::getline(lines, line)) {
        const std::vector<std::string> words = words_of(line);
        if (words.empty()) continue;
        if (words[0] == "setoption") {
            bool hash = false;
            for (const std::string& w : words) hash = hash || lower(w) == "hash";
            if (!hash) kept += line + '\n';
            continue;
        }
        if (words[0] != "go") {
            kept += line + '\n';
            continue;
        }
        bool perft = false;
        for (const std::string& w : words) perft = perft || w == "perft";
        if (perft) {
            if (words.size() == 3 && words[1] == "perft" && (words[2] == "1" || words[2] == "2"))
                kept += "go perft " + words[2] + '\n';
            continue;
        }
        if (++searches > 8) continue;
        std::string go;
        for (const std::string& w : words) go += w + ' ';
        kept += go + "nodes 3000\n";
    }
    std::istringstream in(kept);
    std::ostringstream out;
    pinqi::fuzz::require(pinqi::cli::run_uci(in, out) == 0, "the loop ends cleanly");
    pinqi::fuzz::require(bestmove_lines(out.str()) == std::min<std::size_t>(searches, 8),
                         "every go gets exactly one bestmove");
    return 0;
}
