// The UCI session's EvalFile option: the search with a network (xiangqi/ai/nnue.h),
// the fallback to the hand-crafted evaluation, and `pinqi bench xiangqi --evalfile`.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "common/random.h"
#include "run_cli.h"
#include "xiangqi/ai/nnue.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

using pinqi::test::run_cli;
using namespace pinqi::xiangqi::ai::nnue;

namespace {

// A network file with deterministic pseudo-random weights in the ranges a
// trained one has (the format of nnue.h), written to a temporary file.
class NetworkFile {
  public:
    NetworkFile() {
        pinqi::Random rng(25);
        auto u32 = [&](std::uint32_t v) {
            for (int i = 0; i < 4; ++i) bytes_.push_back(std::uint8_t(v >> (8 * i)));
        };
        auto values = [&](std::size_t n, int lo, int hi, int width) {
            for (std::size_t i = 0; i < n; ++i) {
                const std::uint32_t v =
                    std::uint32_t(lo + int(rng.below(std::uint32_t(hi - lo + 1))));
                for (int b = 0; b < width; ++b) bytes_.push_back(std::uint8_t(v >> (8 * b)));
            }
        };
        bytes_ = {'P', 'Q', 'N', 'N'};
        for (std::uint32_t v : {FormatVersion, FeatureSet, std::uint32_t(HalfDims),
                                std::uint32_t(L1Dims), std::uint32_t(L2Dims), 500u, 0u})
            u32(v);
        values(HalfDims, -25, 76, 2);                              // ft_bias
        values(std::size_t(FeatureCount) * HalfDims, -15, 15, 2);  // ft_weights
        values(L1Dims, -2400, 2400, 4);                            // l1_bias
        values(std::size_t(L1Dims) * 2 * HalfDims, -10, 10, 1);    // l1_weights
        values(L2Dims, -2400, 2400, 4);                            // l2_bias
        values(std::size_t(L2Dims) * L1Dims, -32, 32, 1);          // l2_weights
        values(1, 1000, 1000, 4);                                  // out_bias
        values(L2Dims, -100, 100, 2);                              // out_weights
        char path[] = "/tmp/pinqi-evalfile-XXXXXX";
        const int fd = mkstemp(path);
        if (fd >= 0) close(fd);
        path_ = path;
        write(bytes_);
    }
    ~NetworkFile() { std::remove(path_.c_str()); }
    void write(const std::vector<std::uint8_t>& bytes) const {
        std::ofstream(path_, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    }
    const std::string& path() const { return path_; }
    const std::vector<std::uint8_t>& bytes() const { return bytes_; }

  private:
    std::vector<std::uint8_t> bytes_;
    std::string path_;
};

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The node counts ("info string nodes N") and best moves of every search, in order.
std::vector<std::string> results(const std::string& out) {
    std::vector<std::string> r;
    for (std::size_t at = out.find("info string nodes "); at != std::string::npos;
         at = out.find("info string nodes ", at + 1)) {
        const std::size_t nodes_end = out.find(" time", at);
        const std::size_t best = out.find("bestmove ", at);
        r.push_back(out.substr(at + 18, nodes_end - at - 18) + " " + out.substr(best + 9, 4));
    }
    return r;
}

bool legal(const std::string& fen, const std::string& move) {
    pinqi::xiangqi::Position pos;
    if (!pinqi::xiangqi::parse_fen(fen, pos).ok()) return false;
    return pinqi::xiangqi::parse_iccs(pos, move).status.ok();
}

constexpr const char* Middle =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1";
// Today's hand-crafted search of `position startpos moves h2e2 h9g7`, `go depth 7`.
constexpr const char* HandCraftedDepth7 = "11977 c3c4";
constexpr const char* Depth7 = "position startpos moves h2e2 h9g7\ngo depth 7\n";

}  // namespace

// A session that sets the options in `setup`, then searches once to the end of its input:
// its output, and the search's node count and move.
struct Session {
    std::string out;
    std::string result;
};
Session session(const std::string& setup, const std::string& search = Depth7) {
    Session s;
    s.out = run_cli("uci", setup + search);
    const std::vector<std::string> r = results(s.out);
    if (r.size() == 1) s.result = r[0];
    return s;
}

TEST_CASE(
    "uci: EvalFile loads a network, the search plays legal moves with it, and an empty "
    "value turns it off",
    "[cli][uci][nnue]") {
    const NetworkFile net;
    const std::string load = "setoption name EvalFile value " + net.path() + "\n";
    const Session plain = session("uci\n");
    INFO(plain.out);
    CHECK(has(plain.out, "option name EvalFile type string default <empty>\n"));
    CHECK(plain.result == HandCraftedDepth7);

    // The network's search: legal moves, another tree, the same every time.
    const Session with = session(load);
    INFO(with.out);
    CHECK(has(with.out, "info string EvalFile " + net.path() + " loaded\n"));
    CHECK(!has(with.out, "error"));
    CHECK(with.result != HandCraftedDepth7);
    CHECK(legal("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2",
                with.result.substr(with.result.size() - 4)));
    CHECK(session(load).result == with.result);
    const Session middle = session(load, "position fen " + std::string(Middle) + "\ngo depth 6\n");
    INFO(middle.out);
    REQUIRE(!middle.result.empty());
    CHECK(legal(Middle, middle.result.substr(middle.result.size() - 4)));

    // Off again: the hand-crafted search, node for node.
    CHECK(session(load + "setoption name EvalFile value\n").result == HandCraftedDepth7);
    CHECK(session(load + "setoption name EvalFile value <empty>\n").result == HandCraftedDepth7);
}

TEST_CASE("uci: a missing or damaged EvalFile is refused and the hand-crafted evaluation stays",
          "[cli][uci][nnue]") {
    const NetworkFile net;
    std::vector<std::uint8_t> damaged = net.bytes();
    damaged.pop_back();
    net.write(damaged);
    const Session truncated = session("setoption name EvalFile value " + net.path() + "\n");
    INFO(truncated.out);
    CHECK(has(truncated.out,
              "info string error: EvalFile " + net.path() +
                  ": the network file is truncated; using the hand-crafted evaluation\n"));
    CHECK(truncated.result == HandCraftedDepth7);
    // A good network, then a missing file: the good one is dropped too.
    net.write(net.bytes());
    const Session missing = session("setoption name EvalFile value " + net.path() +
                                    "\nsetoption name EvalFile value /nonexistent/pinqi.nnue\n");
    INFO(missing.out);
    CHECK(has(missing.out,
              "info string error: EvalFile /nonexistent/pinqi.nnue: cannot open "
              "the file; using the hand-crafted evaluation\n"));
    CHECK(missing.result == HandCraftedDepth7);
}

TEST_CASE("bench xiangqi --evalfile searches with the network, and refuses a bad file",
          "[cli][bench][nnue]") {
    const NetworkFile net;
    const std::string with = run_cli("bench xiangqi --depth 3 --evalfile " + net.path(), "");
    INFO(with);
    CHECK(has(with, "Evaluation: network\n"));
    CHECK(has(with, "Total nodes: "));
    const std::string without = run_cli("bench xiangqi --depth 3", "");
    CHECK(has(without, "Evaluation: hand-crafted\n"));
    const std::string bad = run_cli("bench xiangqi --evalfile /nonexistent/pinqi.nnue ", "");
    CHECK(has(bad, "bench xiangqi: --evalfile /nonexistent/pinqi.nnue: cannot open the file"));
}
