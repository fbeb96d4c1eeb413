#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <string>

namespace pinqi::test {

// `pinqi gomocup` as a live child process: send a line, read answer lines.
class GomocupProcess {
  public:
    GomocupProcess() {
        int to_child[2], from_child[2];
        if (pipe(to_child) != 0 || pipe(from_child) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            close(to_child[1]);
            close(from_child[0]);
            execl(PINQI_CLI_PATH, PINQI_CLI_PATH, "gomocup", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        in_ = fdopen(to_child[1], "w");
        out_ = fdopen(from_child[0], "r");
    }
    ~GomocupProcess() {
        if (in_) {
            send("END");
            fclose(in_);
        }
        if (out_) fclose(out_);
        if (pid_ > 0) waitpid(pid_, nullptr, 0);
    }
    GomocupProcess(const GomocupProcess&) = delete;
    GomocupProcess& operator=(const GomocupProcess&) = delete;

    void send(const std::string& line) {
        std::fputs((line + "\n").c_str(), in_);
        std::fflush(in_);
    }
    // The next line that is not a MESSAGE; the MESSAGE lines seen are kept.
    std::string answer() {
        char buffer[4096];
        messages_.clear();
        while (std::fgets(buffer, sizeof buffer, out_)) {
            std::string line(buffer);
            while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
            if (line.rfind("MESSAGE", 0) == 0) {
                messages_ += line + "\n";
                continue;
            }
            return line;
        }
        return "<eof>";
    }
    const std::string& messages() const { return messages_; }

  private:
    pid_t pid_ = -1;
    FILE* in_ = nullptr;
    FILE* out_ = nullptr;
    std::string messages_;
};

}  // namespace pinqi::test
