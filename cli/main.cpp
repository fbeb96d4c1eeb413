#include <cstdio>
#include <iostream>
#include <string_view>
#include <vector>

#include "commands.h"

namespace {

int usage() {
    std::cerr << "usage: pinqi <command>\n"
                 "  gomocup   speak the Gomocup (piskvork) protocol on stdin/stdout\n";
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::vector<std::string_view> args(argv + 1, argv + argc);
    if (args.empty()) return usage();
    const std::string_view command = args.front();
    const pinqi::cli::Args rest(args.data() + 1, args.size() - 1);
    (void)rest;
    if (command == "gomocup") return pinqi::cli::run_gomocup(std::cin, std::cout);
    std::cerr << "pinqi: unknown command '" << command << "'\n";
    return usage();
}
