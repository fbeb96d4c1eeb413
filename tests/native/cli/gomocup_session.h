#pragma once
#include <string>
#include <vector>

#include "watchdog/child_process.h"

namespace pinqi::test {

// `pinqi gomocup` as a live child process: send a line, read answer lines.
class GomocupProcess {
  public:
    GomocupProcess() : child_("gomocup") {}
    ~GomocupProcess() { child_.send("END"); }

    void send(const std::string& line) { child_.send(line); }
    // Sends the INFO lines, then START 15; true when the brain answers OK.
    bool start(const std::vector<std::string>& infos) {
        for (const std::string& info : infos) send(info);
        send("START 15");
        return answer() == "OK";
    }
    // The next line that is not a MESSAGE (the MESSAGE lines seen are kept);
    // "<eof>" when none comes within a minute.
    std::string answer() { return child_.answer_within(60'000, "MESSAGE").value_or("<eof>"); }
    const std::string& messages() const { return child_.skipped(); }

  private:
    ChildProcess child_;
};

}  // namespace pinqi::test
