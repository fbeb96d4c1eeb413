// The Xiangqi search on several threads (Lazy SMP): legal moves, a stop and a
// clock that hold as with one thread, the mates one thread finds, a table that
// threads share without locks, and one thread with a node budget deterministic.
// Timed cases run alone (RUN_SERIAL) and take the best of three tries (timing.h).
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "common/thread_pool.h"
#include "sample.h"
#include "watchdog/timing.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/multipv.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"
#include "xiangqi_ai/fen_position.h"
#include "xiangqi_ai/tactics_positions.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;
using pinqi::test::on_some_try;
using Clock = std::chrono::steady_clock;

namespace {

long long ms_since(Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

const char* const Middlegame =
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1";
const char* const Positions[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    Middlegame,
    "r1bak2nr/4a4/n3b2c1/p3p3p/P1p6/2P6/4P1P1P/1C2C4/9/RNBAKAB1R b - - 0 1",
    "2bak4/1r2c4/n8/4p1RCp/p1b6/2P2p3/P5P1P/4B4/4A4/2BAK4 w - - 0 1",
    "4kab2/4a4/4b4/9/2p3p2/9/2P1C1P2/9/4A4/3AK4 w - - 0 1",
};

}  // namespace

TEST_CASE("threads: 2 to 4 threads give a legal move under every kind of budget",
          "[xiangqi_threads]") {
    ai::Engine engine(8);
    for (const int threads : {2, 3, 4}) {
        engine.set_threads(threads);
        REQUIRE(engine.threads() == threads);
        for (std::size_t i = 0; i < std::size(Positions); ++i) {
            if (!pinqi::test::sampled(i + std::size_t(threads))) continue;
            const char* fen = Positions[i];
            INFO(threads << " threads, " << fen);
            const Position pos = from_fen(fen);
            ai::ThinkOptions by_nodes, by_depth, weak;
            by_nodes.nodes = 40'000;
            by_depth.depth = 6;
            weak.level = ai::MinLevel;  // noisy root scores: searched by one thread
            weak.seed = 7;
            for (const ai::ThinkOptions& o : {by_nodes, by_depth, weak}) {
                const ai::SearchResult r = engine.think(pos, {}, o);
                REQUIRE(r.best != NoMove);
                CHECK(legal(pos, r.best));
                REQUIRE_FALSE(r.pv.empty());
                CHECK(r.pv.front() == r.best);
            }
        }
    }
}

TEST_CASE(
    "threads: a depth limit bounds the answer; the helpers search on until the main thread ends",
    "[xiangqi_threads]") {
    // The helpers go past the limit (a helper that skips depths would otherwise sit idle
    // through the main thread's last iteration), but the move, score, depth and lines
    // reported are of an iteration within it.
    ai::Engine engine(8);
    engine.set_threads(3);
    for (std::size_t i = 0; i < std::size(Positions); ++i) {
        const Position pos = from_fen(Positions[i]);
        INFO(Positions[i]);
        for (const int lines : {1, 3}) {
            ai::ThinkOptions o;
            o.depth = 7;
            o.multi_pv = lines;
            const ai::SearchResult r = engine.think(pos, {}, o);
            REQUIRE(r.best != NoMove);
            CHECK(legal(pos, r.best));
            CHECK(r.depth == 7);
            for (const auto& line : r.lines) CHECK(line.depth <= 7);
        }
    }
}

TEST_CASE("threads: a node budget counts the nodes of every thread", "[xiangqi_threads]") {
    ai::Engine engine(8);
    engine.set_threads(4);
    ai::ThinkOptions options;
    options.nodes = 60'000;
    const ai::SearchResult r = engine.think(from_fen(Middlegame), {}, options);
    CHECK(r.nodes >= options.nodes);
    // Each thread reads the total every 64 of its nodes.
    CHECK(r.nodes <= options.nodes + 4 * 64 + 4);
}

TEST_CASE("threads: one thread with a node budget gives the same search every time",
          "[xiangqi_threads]") {
    const Position pos = from_fen(Middlegame);
    ai::ThinkOptions options;
    options.nodes = 80'000;
    ai::Engine fresh(8);
    const ai::SearchResult first = fresh.think(pos, {}, options);
    ai::Engine engine(8);
    for (const int threads : {3, 1, 2, 1}) {
        engine.set_threads(threads);
        const ai::SearchResult r = engine.think(pos, {}, options);
        if (threads != 1) continue;
        CHECK(r.best == first.best);
        CHECK(r.score == first.score);
        CHECK(r.depth == first.depth);
        CHECK(r.nodes == first.nodes);
        CHECK(r.pv == first.pv);
    }
}

TEST_CASE("threads: 2 to 4 threads never lose a mate one thread finds", "[xiangqi_threads]") {
    ai::Engine one(16), many(16);
    int mates = 0;
    for (std::size_t i = 0; i < std::size(Tactics); ++i) {
        const Tactic& t = Tactics[i];
        const std::string kind = t.kind;
        if (kind.rfind("mate", 0) != 0 || !pinqi::test::sampled(i)) continue;
        const Position pos = from_fen(t.fen);
        ai::ThinkOptions options;
        options.nodes = 60'000;
        const ai::SearchResult single = one.think(pos, {}, options);
        if (ai::mate_moves(single.score) <= 0) continue;
        ++mates;
        for (const int threads : {2, 4}) {
            // The node budget counts every thread's nodes: each thread gets the single
            // thread's share, as N cores give in the same time.
            ai::ThinkOptions shared = options;
            shared.nodes = options.nodes * std::uint64_t(threads);
            many.set_threads(threads);
            const ai::SearchResult r = many.think(pos, {}, shared);
            INFO(threads << " threads, " << t.fen << ": one thread mates in "
                         << ai::mate_moves(single.score) << " with " << to_iccs(single.best)
                         << ", got " << to_iccs(r.best) << " score " << r.score);
            CHECK(ai::mate_moves(r.score) > 0);
            CHECK(legal(pos, r.best));
        }
    }
    CHECK(mates >= 20 / pinqi::test::SampleStride);
}

TEST_CASE("threads: a raised stop ends every thread's search at once", "[xiangqi_threads]") {
    const Position pos = from_fen(Middlegame);
    // Each thread polls the stop word every 64 of its nodes (well under 5 ms); the
    // bound is the watchdog suites' slack, for a loaded machine's scheduler.
    const long long bound = pinqi::test::Slack;
    for (const int threads : {2, 4}) {
        INFO(threads << " threads");
        const std::string failure = on_some_try([&]() -> std::string {
            ai::Engine engine(8);
            engine.set_threads(threads);
            std::atomic<bool> stop{false};
            ai::ThinkOptions options;
            options.stop = &stop;  // and no other limit: only the stop ends it
            ai::SearchResult r;
            std::thread search([&] { r = engine.think(pos, {}, options); });
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            const auto raised = Clock::now();
            stop = true;
            search.join();
            const long long ms = ms_since(raised);
            if (r.best == NoMove || !legal(pos, r.best)) return "no legal move";
            if (ms > bound)
                return "returned " + std::to_string(ms) + " ms after the stop (bound " +
                       std::to_string(bound) + ")";
            return "";
        });
        INFO(failure);
        CHECK(failure.empty());
    }
}

TEST_CASE("threads: the time budget holds with 2 and 4 threads as with one", "[xiangqi_threads]") {
    const Position pos = from_fen(Middlegame);
    for (const int threads : {1, 2, 4}) {
        for (const int budget : {300, 100}) {
            INFO(threads << " threads, " << budget << " ms");
            const std::string failure = on_some_try([&]() -> std::string {
                ai::Engine engine(8);
                engine.set_threads(threads);
                ai::ThinkOptions options;
                options.time_ms = budget;
                const auto start = Clock::now();
                const ai::SearchResult r = engine.think(pos, {}, options);
                const long long ms = ms_since(start);
                if (r.best == NoMove || !legal(pos, r.best)) return "no legal move";
                if (ms > budget + pinqi::test::Slack)
                    return "searched " + std::to_string(ms) + " ms to depth " +
                           std::to_string(r.depth);
                return "";
            });
            INFO(failure);
            CHECK(failure.empty());
        }
    }
}

TEST_CASE("threads: the best lines come from one search on several threads",
          "[xiangqi_threads][multipv]") {
    Game game;
    REQUIRE(game.reset("1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1").ok());
    ai::Engine engine(16);
    engine.set_threads(3);
    ai::LinesOptions options;
    options.lines = 3;
    options.max_depth = 6;
    std::vector<int> depths;
    const auto last = ai::best_lines(engine, game, options, [&](int depth, const auto& lines) {
        depths.push_back(depth);
        REQUIRE(lines.size() == 3);
        for (std::size_t i = 1; i < lines.size(); ++i) {
            CHECK(lines[i].move != lines[0].move);
            CHECK(lines[i - 1].score >= lines[i].score);
        }
        return true;
    });
    CHECK(depths == std::vector<int>{1, 2, 3, 4, 5, 6});
    REQUIRE(last.size() == 3);
    CHECK(to_iccs(last[0].move) == "b5d5");
    CHECK(ai::mate_moves(last[0].score) == 1);
}

TEST_CASE("threads: the shared table never returns a torn entry", "[xiangqi_threads][tt]") {
    // Four threads store and probe the same small table at once; every entry's
    // fields are derived from its key, so a mixed-up entry would show.
    ai::TranspositionTable tt(1);
    std::atomic<int> bad{0}, found{0};
    const auto field = [](Key k, int shift) { return int((k >> shift) & 0x3FF); };
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            std::uint64_t x = 0x9E3779B97F4A7C15ull * std::uint64_t(t + 1);
            for (int i = 0; i < 200'000; ++i) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                const Key key = (x % 4096) * 0x9E3779B97F4A7C15ull;  // few keys: many collisions
                ai::TTEntry e;
                if (tt.probe(key, e)) {
                    ++found;
                    if (e.value != field(key, 10) || e.eval != field(key, 20) ||
                        e.move != Move(field(key, 30) + 1) || e.depth != (field(key, 40) & 63))
                        ++bad;
                }
                tt.store(key, Move(field(key, 30) + 1), field(key, 10), field(key, 20),
                         field(key, 40) & 63, ai::BoundExact, false);
            }
        });
    for (std::thread& th : threads) th.join();
    CHECK(found > 0);
    CHECK(bad == 0);
}

TEST_CASE("threads: a pool resized after a job waits for the next job", "[xiangqi_threads][pool]") {
    // Helpers started by a resize once ran the job last started before them,
    // whose references were gone by then.
    pinqi::ThreadPool pool(1);
    std::atomic<int> runs{0};
    pool.start([&](int) { ++runs; });
    pool.wait();
    REQUIRE(runs == (pinqi::ThreadsAvailable ? 1 : 0));
    pool.resize(3);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(runs == (pinqi::ThreadsAvailable ? 1 : 0));
    std::atomic<int> second{0};
    pool.start([&](int) { ++second; });
    pool.wait();
    CHECK(second == pool.helpers());
    CHECK(runs == (pinqi::ThreadsAvailable ? 1 : 0));
}
