// The protocol sessions in-process, on an output that notices two threads
// inside it at once. As in `pinqi`, where std::cin is tied to std::cout, the
// input stream is tied to the output: a read then flushes the output first,
// and that flush must never run beside the search thread's writing.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/commands.h"
#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi/position.h"

namespace {

// An unbuffered output that records what is written and whether two threads
// were ever inside it at once. Each call lingers a little, so that a call from
// another thread without the session's lock lands while one is in progress.
class WatchedOutput : public std::streambuf {
  public:
    bool overlapped() const { return overlapped_; }
    std::string text() const {
        std::lock_guard<std::mutex> lock(mutex_);
        return text_;
    }

  protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        const Visit visit(*this);
        std::lock_guard<std::mutex> lock(mutex_);
        text_.append(s, static_cast<std::size_t>(n));
        return n;
    }
    int_type overflow(int_type c) override {
        const Visit visit(*this);
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        std::lock_guard<std::mutex> lock(mutex_);
        text_.push_back(traits_type::to_char_type(c));
        return c;
    }
    int sync() override {
        const Visit visit(*this);
        return 0;
    }

  private:
    struct Visit {
        explicit Visit(WatchedOutput& o) : out(o) {
            if (out.inside_.fetch_add(1) > 0) out.overlapped_ = true;
            std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        ~Visit() { out.inside_.fetch_sub(1); }
        WatchedOutput& out;
    };

    std::atomic<int> inside_{0};
    std::atomic<bool> overlapped_{false};
    mutable std::mutex mutex_;
    std::string text_;
};

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

}  // namespace

TEST_CASE("gomocup in-process: the search's answers never meet a flush from the input thread",
          "[cli][gomocup][race]") {
    // Black must block White's closed four at 7,7: answered at once, while the
    // input thread reads the INFO lines after each BOARD.
    std::string input = "START 15\n";
    const int boards = 10;
    for (int i = 0; i < boards; ++i) {
        input += "BOARD\n2,7,1\n10,0,1\n0,12,1\n12,12,1\n3,7,2\n4,7,2\n5,7,2\n6,7,2\nDONE\n";
        for (int j = 0; j < 20; ++j) input += "INFO time_left 100000\n";
    }
    std::istringstream in(input);
    WatchedOutput buffer;
    std::ostream out(&buffer);
    in.tie(&out);
    pinqi::cli::run_gomocup(in, out);
    REQUIRE(in.tie() == &out);  // the session gives the tie back
    REQUIRE_FALSE(buffer.overlapped());
    std::string answers;
    int reasons = 0;
    for (const std::string& line : lines_of(buffer.text())) {
        if (line.rfind("MESSAGE", 0) != 0)
            answers += line + "\n";
        else if (line.find(" reason ") != std::string::npos)
            ++reasons;
    }
    std::string expected = "OK\n";
    for (int i = 0; i < boards; ++i) expected += "7,7\n";
    REQUIRE(answers == expected);
    REQUIRE(reasons == boards);
}

TEST_CASE("uci in-process: go perft never meets a flush from the input thread",
          "[cli][uci][race]") {
    using namespace pinqi::xiangqi;
    const char* const fens[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bak2nr/4a4/n3b2c1/p3p3p/P1p6/2P6/4P1P1P/1C2C4/9/RNBAKAB1R b - - 0 1",
        "2bak4/1r2c4/n8/4p1RCp/p1b6/2P2p3/P5P1P/4B4/4A4/2BAK4 w - - 0 1",
    };
    for (const char* fen : fens) {
        INFO(fen);
        std::istringstream in(std::string("position fen ") + fen + "\ngo perft 1\n" + [] {
            std::string s;
            for (int i = 0; i < 20; ++i) s += "isready\n";
            return s;
        }());
        WatchedOutput buffer;
        std::ostream out(&buffer);
        in.tie(&out);
        pinqi::cli::run_uci(in, out);  // the end of the input lets the perft finish
        REQUIRE(in.tie() == &out);
        REQUIRE_FALSE(buffer.overlapped());

        Position pos;
        REQUIRE(parse_fen(fen, pos).ok());
        MoveList list;
        generate_legal(pos, list);
        std::vector<std::string> expected, got;
        for (const Move m : list) expected.push_back(to_iccs(m) + ": 1");
        int readyoks = 0, totals = 0;
        for (const std::string& line : lines_of(buffer.text())) {
            if (line == "readyok")
                ++readyoks;
            else if (line == "Nodes searched: " + std::to_string(list.size))
                ++totals;
            else if (line.find(": 1") != std::string::npos)
                got.push_back(line);
        }
        REQUIRE(got == expected);
        REQUIRE(readyoks == 20);
        REQUIRE(totals == 1);
    }
}
