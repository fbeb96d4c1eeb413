#pragma once
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace pinqi::test {

// Runs the built `pinqi` binary with `args`, feeding `input` on stdin, and
// returns everything it printed on stdout.
inline std::string run_cli(const std::string& args, const std::string& input) {
    char path[] = "/tmp/pinqi-cli-XXXXXX";
    const int fd = mkstemp(path);
    if (fd < 0) return "mkstemp failed";
    close(fd);
    std::ofstream(path) << input;
    // Appended in place: GCC 12's -Warray-bounds misreads the chain of operator+ on
    // temporaries in the ThreadSanitizer build (RelWithDebInfo) and fails it.
    std::string command = PINQI_CLI_PATH;
    command.append(" ").append(args).append(" < ").append(path);
    std::string out;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) out.append(buffer, n);
        pclose(pipe);
    }
    std::remove(path);
    return out;
}

}  // namespace pinqi::test
