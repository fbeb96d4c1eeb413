// The Gomoku search on several threads (Lazy SMP) and its lines (multi-PV in the
// root). The deterministic cases run on one thread; with helpers the moves may
// differ from run to run, so those cases check what must hold on every run.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <set>
#include <string>
#include <thread>

#include "common/line_depth.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/multipv.h"
#include "gomoku_ai/tactics_positions.h"
#include "sample.h"
#include "watchdog/timing.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using namespace pinqi::gomoku::ai::test;
using pinqi::test::on_some_try;
using pinqi::test::Slack;

namespace {

// A quiet middle game with no forced win either way (the first bench position).
Game middle_game(Rule rule = Rule::Freestyle) {
    Game game(15, rule);
    for (const Point p : points_of("h8 h10 g11 h11 g9 f10 g10 g8 g7 g12", 0))
        REQUIRE(game.place(p) == PlaceError::Ok);
    return game;
}

bool same(const ThinkResult& a, const ThinkResult& b) {
    return a.move == b.move && a.score == b.score && a.depth == b.depth && a.nodes == b.nodes &&
           a.pv == b.pv;
}

// What a thread may count past a node budget: each thread checks the shared count every
// 256 of its nodes, and unwinds its stack after the stop.
std::uint64_t overshoot(int threads) {
    return static_cast<std::uint64_t>(threads) * (256 + 2 * MaxPly);
}

long long ms_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 t)
        .count();
}

}  // namespace

TEST_CASE("smp: one thread with a node budget gives the same answer every time, helpers or not",
          "[gomoku_smp]") {
    const Game game = middle_game();
    ThinkOptions options;
    options.nodes = 40'000;
    Engine engine(16);
    const ThinkResult first = engine.think(game, options);
    REQUIRE(first.has_move);
    CHECK(first.nodes >= options.nodes);
    CHECK(first.nodes <= options.nodes + overshoot(1));
    engine.clear_hash();
    CHECK(same(engine.think(game, options), first));
    // Helpers come and go: one thread again searches exactly as before.
    engine.set_threads(3);
    REQUIRE(engine.threads() == 3);
    engine.clear_hash();
    REQUIRE(engine.think(game, options).has_move);
    engine.set_threads(1);
    REQUIRE(engine.threads() == 1);
    engine.clear_hash();
    CHECK(same(engine.think(game, options), first));
    Engine fresh(16);
    CHECK(same(fresh.think(game, options), first));
}

TEST_CASE("smp: 2 to 4 threads play legal moves, their node budget counted over every thread",
          "[gomoku_smp]") {
    for (const int threads : {2, 3, 4}) {
        Engine engine(16);
        engine.set_threads(threads);
        REQUIRE(engine.threads() == threads);
        for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
            const Game game = middle_game(rule);
            ThinkOptions options;
            options.nodes = 30'000;
            for (int run = 0; run < 2; ++run) {
                const ThinkResult r = engine.think(game, options);
                INFO(threads << " threads, " << to_string(rule) << ", run " << run);
                REQUIRE(r.has_move);
                CHECK(game.check(r.move) == PlaceError::Ok);
                REQUIRE_FALSE(r.pv.empty());
                CHECK(r.pv.front() == r.move);
                CHECK(r.depth >= 1);
                CHECK(r.nodes <= options.nodes + overshoot(threads));
            }
        }
    }
}

TEST_CASE("smp: with more threads, every forced win and every only defence is still found",
          "[gomoku_smp]") {
    // The root's threat proofs, shared between the threads under a node budget: the mined
    // continuous-four wins, and the positions whose only saves are counter-fours. Each
    // thread gets at least the nodes the single thread has (a node budget counts every
    // thread's nodes). Under load this failed 6 runs in 40 (1 in 2 with the shared proofs), always
    // on counter-four mined 21027.29: one thread sees every move lose at depth 8 and plays the
    // counter-four; with two, a thread that saw every move lose was outvoted by one that had
    // not yet seen the block i7 lose (at the same depth, or deeper).
    std::vector<Tactic> cases(std::begin(Mined), std::end(Mined));
    cases.insert(cases.end(), std::begin(MinedCounter), std::end(MinedCounter));
    Engine single(16), threaded(16);
    threaded.set_threads(2);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (!pinqi::test::sampled(i)) continue;
        const Tactic& t = cases[i];
        const Game game = setup(t);
        ThinkOptions options;
        options.nodes = 100'000;
        single.clear_hash();
        threaded.clear_hash();
        const ThinkResult one = single.think(game, options);
        // Three times the nodes: the scheduler of a loaded machine can give one thread far
        // more of a shared budget than the other; with twice, the main thread was at times
        // left short of the single thread's depth 8 here (1 run in 10 under ctest -j2).
        options.nodes *= 3;
        const ThinkResult many = threaded.think(game, options);
        INFO(t.name << ": one thread " << to_notation(one.move, 15) << " (" << one.reason << " d"
                    << one.depth << " s" << one.score << "), two " << to_notation(many.move, 15)
                    << " (" << many.reason << " d" << many.depth << " s" << many.score << ")");
        if (solved(t, game, one)) CHECK(solved(t, game, many));
    }
}

TEST_CASE("smp: a win the search alone finds on one thread is found on several", "[gomoku_smp]") {
    // No threat proofs at the root: the win comes from the searches of the threads.
    Searcher single(16), threaded(16);
    threaded.set_threads(4);
    int wins = 0;
    for (std::size_t i = 0; i < 8 && i < std::size(Mined); ++i) {
        if (!pinqi::test::sampled(i)) continue;
        const Game game = setup(Mined[i]);
        Limits limits;
        limits.max_nodes = 60'000;
        limits.root_vcf_fours = 0;
        limits.root_vct_depth = 0;
        Position pos = to_position(game);
        const SearchResult one = single.search(pos, limits);
        if (!is_win_score(one.score)) continue;
        ++wins;
        const SearchResult many = threaded.search(pos, limits);
        INFO(Mined[i].name << ": one thread " << one.move << " " << one.score << ", four "
                           << many.move << " " << many.score << " at depth " << many.depth);
        CHECK(is_win_score(many.score));
        REQUIRE(many.move != NoCell);
        // The move wins: the opponent's own search after it sees itself lost.
        Game after = game;
        REQUIRE(after.place(pos.point(many.move)) == PlaceError::Ok);
        if (after.over()) continue;
        Engine judge(16);
        ThinkOptions options;
        options.nodes = 200'000;
        options.score_forced = true;  // the block of the four is searched, not just played
        CHECK(is_loss_score(judge.think(after, options).score));
    }
    CHECK(wins >= 2);
}

TEST_CASE("smp: a stop ends every thread's search at once, with a legal move",
          "[gomoku_smp][timing]") {
    const Game game = middle_game(Rule::Renju);
    Engine engine(16);
    engine.set_threads(4);
    const std::string failure = on_some_try([&]() -> std::string {
        std::atomic<bool> stop{false};
        ThinkOptions options;
        options.stop = &stop;
        ThinkResult r;
        std::chrono::steady_clock::time_point stopped;
        std::thread search([&] { r = engine.think(game, options); });
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stopped = std::chrono::steady_clock::now();
        stop = true;
        search.join();
        const long long late = ms_since(stopped);
        if (!r.has_move || game.check(r.move) != PlaceError::Ok) return "no legal move";
        if (late > Slack / 2) return "answered " + std::to_string(late) + " ms after the stop";
        return "";
    });
    INFO(failure);
    CHECK(failure.empty());
}

TEST_CASE("smp: the time budget holds with several threads", "[gomoku_smp][timing]") {
    const Game game = middle_game(Rule::Standard);
    Engine engine(16);
    engine.set_threads(3);
    for (const int budget : {300, 120}) {
        const std::string failure = on_some_try([&]() -> std::string {
            ThinkOptions options;
            options.time_ms = budget;
            options.optimum_ms = budget;  // every iteration that fits: the hard limit ends it
            engine.clear_hash();
            const auto start = std::chrono::steady_clock::now();
            const ThinkResult r = engine.think(game, options);
            const long long ms = ms_since(start);
            if (!r.has_move || game.check(r.move) != PlaceError::Ok) return "no legal move";
            // On a machine shared with other work the main thread can wait for a core past
            // its check, as the protocols' watchdogs allow for (timing.h's Slack).
            if (ms > budget + Slack)
                return "budget " + std::to_string(budget) + " ms: took " + std::to_string(ms);
            return "";
        });
        INFO(failure);
        CHECK(failure.empty());
    }
}

TEST_CASE("smp: several lines come from one search: distinct, best first, each with its line",
          "[gomoku_smp][multipv]") {
    const Game game = middle_game();
    for (const int threads : {1, 2}) {
        Engine engine(16);
        engine.set_threads(threads);
        ThinkOptions options;
        options.max_depth = 4;
        options.multi_pv = 4;
        options.nodes = 200'000;  // bounds the root's threat proofs; depth 4 needs far less
        options.score_forced = true;
        std::vector<int> depths;
        options.on_lines = [&](int depth, const std::vector<Line>& lines) {
            depths.push_back(depth);
            CHECK(lines.size() == 4);
            return true;
        };
        const ThinkResult r = engine.hint(game, options);
        INFO(threads << " threads");
        CHECK(depths == std::vector<int>{1, 2, 3, 4});
        REQUIRE(r.lines.size() == 4);
        CHECK(r.lines.front().move == r.move);
        CHECK(r.lines.front().score == r.score);
        std::set<int> moves;
        for (std::size_t i = 0; i < r.lines.size(); ++i) {
            const Line& l = r.lines[i];
            moves.insert(l.move.y * 15 + l.move.x);
            // Lines 2.. shallower, unless one scored above line 1 (common/line_depth.h).
            CHECK((l.depth == 4 || (i > 0 && l.depth == pinqi::line_depth(4, i))));
            CHECK(game.check(l.move) == PlaceError::Ok);
            REQUIRE_FALSE(l.pv.empty());
            CHECK(l.pv.front() == l.move);
            if (i > 0) CHECK(r.lines[i - 1].score >= l.score);
        }
        CHECK(moves.size() == 4);
    }
}

TEST_CASE("smp: three lines cost far less than three searches at the same depth",
          "[gomoku_smp][multipv]") {
    // Nodes, not time: the same work on every machine. One thread, fresh tables, the
    // search alone (the root's threat proofs cost the same for any number of lines).
    const Game game = middle_game();
    Position pos = to_position(game);
    Searcher searcher(16);
    Limits limits;
    limits.max_depth = 6;
    limits.score_forced = true;
    limits.root_vcf_fours = 0;
    limits.root_vct_depth = 0;
    const SearchResult single = searcher.search(pos, limits);
    REQUIRE(single.depth == 6);
    std::uint64_t separate = 0;
    {
        // The old way: a whole search per line, each excluding the lines before it.
        Limits line = limits;
        for (int i = 0; i < 3; ++i) {
            searcher.clear();
            const SearchResult r = searcher.search(pos, line);
            separate += r.nodes;
            line.excluded.push_back(r.move);
        }
    }
    searcher.clear();
    limits.multi_pv = 3;
    const SearchResult multi = searcher.search(pos, limits);
    REQUIRE(multi.depth == 6);
    REQUIRE(multi.root_moves.size() >= 3);
    INFO("one line " << single.nodes << " nodes, three lines " << multi.nodes << ", three searches "
                     << separate);
    CHECK(multi.nodes < separate);
    CHECK(multi.nodes <= single.nodes * 3);
}

TEST_CASE("smp: best_lines reports every depth from one search, with threads too",
          "[gomoku_smp][multipv]") {
    const Game game = middle_game(Rule::Renju);
    Engine engine(16);
    engine.set_threads(2);
    const LinesOptions options{.lines = 3, .max_depth = 4, .nodes = 60'000};
    std::vector<int> depths;
    const auto last = best_lines(engine, game, options, [&](int depth, const auto& lines) {
        depths.push_back(depth);
        CHECK(lines.size() == 3);
        return true;
    });
    CHECK(depths == std::vector<int>{1, 2, 3, 4});
    REQUIRE(last.size() == 3);
    for (const Line& l : last) CHECK(game.check(l.move) == PlaceError::Ok);
}
