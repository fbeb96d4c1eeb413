#include <atomic>
#include <catch2/catch.hpp>
#include <thread>

#include "gomoku/ai/engine.h"
#include "gomoku/ai/vct.h"
#include "sample.h"
#include "tactics_positions.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using namespace pinqi::gomoku::ai::test;

TEST_CASE("tactics: the suite holds at least 60 positions over all rules and both colours",
          "[gomoku_ai][tactics]") {
    REQUIRE(Tactics.size() >= 60);
    int per_rule[3] = {}, per_colour[2] = {};
    for (const Tactic& t : Tactics) {
        const Game game = setup(t);
        INFO(t.name);
        REQUIRE_FALSE(game.history().empty());
        REQUIRE_FALSE(game.over());
        ++per_rule[static_cast<int>(t.rule)];
        ++per_colour[game.turn() == Stone::Black ? 0 : 1];
    }
    for (int n : per_rule) REQUIRE(n >= 10);
    for (int n : per_colour) REQUIRE(n >= 15);
}

TEST_CASE("tactics: the top level solves every position", "[gomoku_ai][tactics]") {
    Engine engine(16);
    for (std::size_t i = 0; i < Tactics.size(); ++i) {
        if (!pinqi::test::sampled(i)) continue;
        const Tactic& t = Tactics[i];
        const Game game = setup(t);
        ThinkOptions options;
        options.nodes = TacticsNodes;
        engine.clear_hash();
        const ThinkResult r = engine.think(game, options);
        INFO(t.name << " (transform " << t.transform << "): played " << to_notation(r.move, 15)
                    << ", " << r.reason);
        REQUIRE(solved(t, game, r));
    }
}

TEST_CASE("tactics: mined VCF lines are real continuous-four wins by the rules",
          "[gomoku_ai][tactics][vcf]") {
    for (const Tactic& t : Mined) {
        const Game game = setup(t);
        Position pos = to_position(game);
        VcfSolver solver;
        std::vector<int> line;
        INFO(t.name);
        REQUIRE(solver.solve(pos, 15, &line));
        std::vector<Point> points;
        for (int c : line) points.push_back(pos.point(c));
        REQUIRE(forced_win(game, points));
        // At least five attacking fours: no shorter continuous-four win exists.
        solver.clear_cache();
        REQUIRE_FALSE(solver.solve(pos, 4));
    }
}

TEST_CASE("tactics: at least 20 mined VCT wins, over every rule, that fours alone do not win",
          "[gomoku_ai][tactics][vct]") {
    REQUIRE(std::size(MinedVct) >= 20);
    int per_rule[3] = {};
    for (std::size_t i = 0; i < std::size(MinedVct); ++i) {
        const Tactic& t = MinedVct[i];
        ++per_rule[static_cast<int>(t.rule)];
        if (!pinqi::test::sampled(i)) continue;
        const Game game = setup(t);
        Position pos = to_position(game);
        INFO(t.name);
        VcfSolver vcf;
        vcf.set_node_limit(2'000'000);
        REQUIRE_FALSE(vcf.solve(pos, 30));
        REQUIRE_FALSE(vcf.aborted());
        ThreatTable table(18);
        VctSolver vct(&table);
        REQUIRE(vct.solve(pos, 10, 2'000'000));
    }
    for (int n : per_rule) REQUIRE(n >= 5);
}

TEST_CASE(
    "tactics: at least 20 mined counter-four positions: a pass loses to threats, and every "
    "listed defence makes a four",
    "[gomoku_ai][tactics][counter]") {
    REQUIRE(std::size(MinedCounter) >= 20);
    int per_colour[2] = {};
    for (std::size_t i = 0; i < std::size(MinedCounter); ++i) {
        const Tactic& t = MinedCounter[i];
        const Game game = setup(t);
        ++per_colour[game.turn() == Stone::Black ? 0 : 1];
        if (!pinqi::test::sampled(i)) continue;
        Position pos = to_position(game);
        const Stone us = pos.side_to_move();
        INFO(t.name);
        for (const Point p : points_of(t.points, t.transform))
            REQUIRE(pos.fours(us).test(pos.cell(p.x, p.y)));
        pos.make_null();
        VcfSolver vcf;
        vcf.set_node_limit(2'000'000);
        ThreatTable table(18);
        VctSolver vct(&table);
        REQUIRE((vcf.solve(pos, 30) || vct.solve(pos, 10, 2'000'000)));
    }
    for (int n : per_colour) REQUIRE(n >= 5);
}

TEST_CASE("engine: after clear_hash an answer depends on the request alone, not on earlier ones",
          "[gomoku_ai][engine]") {
    // Positions of the mined suites, each asked after another: no answer may carry
    // the move-ordering histories or threat proofs of the request before it.
    ThinkOptions options;
    options.nodes = 60'000;
    Engine used(16);
    for (std::size_t i = 0; i < 6; ++i) {
        const Game earlier = setup(MinedVct[i]);
        const Game asked = setup(MinedCounter[i]);
        Engine fresh(16);
        const ThinkResult alone = fresh.think(asked, options);
        used.think(earlier, options);
        used.clear_hash();
        const ThinkResult after = used.think(asked, options);
        INFO(MinedCounter[i].name << " after " << MinedVct[i].name);
        CHECK(after.move == alone.move);
        CHECK(after.score == alone.score);
        CHECK(after.nodes == alone.nodes);
    }
}

namespace {

const Tactic& named(std::string_view name) {
    for (const Tactic& t : MinedVct)
        if (t.name == name) return t;
    for (const Tactic& t : MinedCounter)
        if (t.name == name) return t;
    FAIL("no tactic " << name);
    return MinedVct[0];
}

// Free-style, White to move: every move but the counter-four e11 loses to Black's threats.
constexpr Tactic OnlyCounterFour{"only counter-four",
                                 Rule::Freestyle,
                                 "",
                                 "",
                                 "h9 f11 f8 g11 g6 k5 f10 g8 h7 g9 g10 h11 i11 i8 h6",
                                 Expect::Move,
                                 "e11"};

// A request of `total` nodes searched as the AI Worker without shared memory searches it: one
// search a slice of 20,000 nodes on the warm tables, until the budget is spent or an answer
// needs no search (`decided`). `request`: the request's number (0: each slice a search of its
// own, as before the root proofs went on from slice to slice).
ThinkResult in_slices(Engine& engine, const Game& game, std::uint64_t total, std::uint64_t request,
                      int& slices) {
    constexpr std::uint64_t Slice = 20'000;
    ThinkResult r;
    slices = 0;
    for (std::uint64_t left = total; left > 0 && !r.decided; ++slices) {
        ThinkOptions options;
        options.nodes = std::min(left, Slice);
        options.slice_of = request;
        options.request_nodes = total;
        left -= options.nodes;
        r = engine.hint(game, options);
    }
    return r;
}

}  // namespace

TEST_CASE("engine: in slices the root proofs take the whole request's shares, slice after slice",
          "[gomoku_ai][engine][slices]") {
    int slices = 0;
    SECTION("a VCT that takes four slices") {
        // One search of 1,000,000 nodes proves m8 within its VCT share (a tenth: 100,001 nodes)
        // after 69,111 nodes (99,392 with the second generation's weights, in five slices: the
        // solver orders its threats by the evaluation). In slices it is proven in the fourth,
        // after 69,383 nodes in all. Each slice's own tenth (2,001 nodes) never proved it.
        const Game game = setup(named("VCT mined 11006.11"));
        ThinkOptions whole;
        whole.nodes = 1'000'000;
        Engine one(16), sliced(16), before(16);
        const ThinkResult alone = one.hint(game, whole);
        REQUIRE(alone.reason.code == HintCode::Vct);
        REQUIRE(alone.decided);
        const ThinkResult r = in_slices(sliced, game, whole.nodes, 1, slices);
        CHECK(r.reason.code == HintCode::Vct);
        CHECK(r.move == alone.move);
        CHECK(r.pv == alone.pv);
        CHECK(slices == 4);
        CHECK(in_slices(before, game, whole.nodes, 0, slices).reason.code != HintCode::Vct);
    }
    SECTION("the only defence, left by keep_defences after rounds over seven slices") {
        // Every move but e11 (a counter-four) loses to the opponent's threats: one search of
        // 300,000 nodes proves it within its defences' share (a third), its last round's move
        // proven with 40,669 nodes of a 128,000-node cap, and answers at once. In slices that
        // proof is cut twice and taken up again (41,008 nodes in all, the table keeping what
        // each piece found; 38,746 and 51,596 with the second generation's weights, which the
        // test was written on). A position of our own self-play games (the second generation's,
        // scripts/tune-gomoku-eval.sh next). It replaces counter-four mined 21027.29, whose
        // one search proved its last move with 127,435 nodes of that cap: with the second
        // generation's weights the pieces of the sliced proof overran it.
        const Game game = setup(OnlyCounterFour);
        ThinkOptions whole;
        whole.nodes = 300'000;
        Engine one(16), sliced(16), before(16);
        const ThinkResult alone = one.hint(game, whole);
        REQUIRE(alone.decided);
        REQUIRE(alone.depth == 0);
        REQUIRE(alone.reason.code == HintCode::Four);
        REQUIRE(to_notation(alone.move, DefaultSize) == "e11");
        const ThinkResult r = in_slices(sliced, game, whole.nodes, 1, slices);
        CHECK(r.decided);
        CHECK(r.move == alone.move);
        CHECK(r.reason == alone.reason);
        CHECK(slices == 7);
        CHECK_FALSE(in_slices(before, game, whole.nodes, 0, slices).decided);
    }
    SECTION("each request's proofs have their own shares") {
        const Game game = setup(named("VCT mined 11006.11"));
        Engine engine(16);
        // A request of 40,000 nodes: its VCT share (4,001 nodes) runs out unproven.
        CHECK(in_slices(engine, game, 40'000, 1, slices).reason.code != HintCode::Vct);
        // The next request has its whole share again (under the last one's number, none).
        CHECK(in_slices(engine, game, 1'000'000, 2, slices).reason.code == HintCode::Vct);
    }
}

TEST_CASE("levels: every level takes a win in one and blocks a four", "[gomoku_ai][levels]") {
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        Engine engine(4);
        for (const Tactic& t : Base) {
            const bool five_or_block =
                t.expect == Expect::WinNow ||
                std::string_view(t.name).find("blocks a four") != std::string_view::npos;
            if (!five_or_block) continue;
            const Game game = setup(t);
            ThinkOptions options;
            options.level = level;
            options.nodes = 20'000;
            options.seed = 7;
            const ThinkResult r = engine.think(game, options);
            INFO("level " << level << ": " << t.name);
            REQUIRE(solved(t, game, r));
        }
    }
}

TEST_CASE(
    "levels: levels 2 and up always answer the opponent's open three; the beginner "
    "mostly does",
    "[gomoku_ai][levels]") {
    // Black to move; White h9 i9 j9 is an open three. Levels 2..4 must never let it become an
    // open four; the beginner overlooks it now and then (level.h), but not most of the time.
    const Tactic& t = Base[14];
    REQUIRE(std::string_view(t.name) == "black stops an open three");
    const Game game = setup(t);
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        Engine engine(4);
        int stopped = 0;
        const int seeds = level == MinLevel ? 40 : 3;
        for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(seeds); ++seed) {
            ThinkOptions options;
            options.level = level;
            options.nodes = 20'000;
            options.seed = seed;
            const ThinkResult r = engine.think(game, options);
            INFO("level " << level << " seed " << seed << " played " << to_notation(r.move, 15));
            if (level > MinLevel) REQUIRE(solved(t, game, r));
            stopped += solved(t, game, r);
        }
        if (level == MinLevel) {
            REQUIRE(stopped > seeds / 2);
            REQUIRE(stopped < seeds);
        }
    }
}

TEST_CASE("search: the same position, level and seed give the same move", "[gomoku_ai][search]") {
    Game game(DefaultSize, Rule::Renju);
    for (Point p : {Point{7, 7}, Point{8, 8}, Point{8, 6}, Point{6, 8}, Point{9, 7}}) game.place(p);
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        ThinkOptions options;
        options.level = level;
        options.nodes = 30'000;
        options.seed = 42;
        Engine a(4), b(4);
        const ThinkResult ra = a.think(game, options);
        const ThinkResult rb = b.think(game, options);
        REQUIRE(ra.move == rb.move);
        REQUIRE(ra.nodes == rb.nodes);
    }
}

TEST_CASE("search: a node budget is respected and progress is reported", "[gomoku_ai][search]") {
    Game game(DefaultSize, Rule::Freestyle);
    for (Point p : {Point{7, 7}, Point{8, 8}, Point{8, 6}, Point{6, 8}}) game.place(p);
    Engine engine(4);
    ThinkOptions options;
    options.nodes = 50'000;
    int reports = 0;
    options.progress = [&](const Progress& p) {
        ++reports;
        REQUIRE(p.depth == reports);
        REQUIRE_FALSE(p.pv.empty());
    };
    const ThinkResult r = engine.think(game, options);
    REQUIRE(r.has_move);
    REQUIRE(game.check(r.move) == PlaceError::Ok);
    REQUIRE(r.nodes <= 50'000 + 64);
    REQUIRE(reports >= 2);
}

TEST_CASE("search: a raised stop flag ends the search with a legal move", "[gomoku_ai][search]") {
    Game game(DefaultSize, Rule::Standard);
    for (Point p : {Point{7, 7}, Point{8, 8}, Point{8, 6}, Point{6, 8}}) game.place(p);
    std::atomic<bool> stop{true};
    Engine engine(4);
    ThinkOptions options;
    options.stop = &stop;
    const ThinkResult r = engine.think(game, options);  // no budget at all: only the flag ends it
    REQUIRE(r.has_move);
    REQUIRE(game.check(r.move) == PlaceError::Ok);
}

TEST_CASE("search: the first move is the centre and a full board has no move",
          "[gomoku_ai][search]") {
    Engine engine(1);
    const ThinkResult first = engine.think(Game(DefaultSize, Rule::Renju), {});
    REQUIRE(first.move == Point{7, 7});
    REQUIRE(first.reason.code == HintCode::Opening);
}

TEST_CASE("search: black under renju never plays a forbidden point", "[gomoku_ai][search][renju]") {
    // Many black moves from varied positions at every level: each must pass the rules' check.
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        Engine engine(4);
        Game game(DefaultSize, Rule::Renju);
        for (int ply = 0; ply < 40 && !game.over(); ++ply) {
            ThinkOptions options;
            options.level = level;
            options.nodes = 5'000;
            options.seed = static_cast<std::uint64_t>(ply);
            const ThinkResult r = engine.think(game, options);
            REQUIRE(r.has_move);
            REQUIRE(game.place(r.move) == PlaceError::Ok);
        }
    }
}

TEST_CASE("hint: the reason names the tactic", "[gomoku_ai][hint]") {
    Engine engine(4);
    const auto reason_of = [&](const char* name) {
        for (const Tactic& t : Base)
            if (std::string_view(t.name) == name) {
                ThinkOptions options;
                options.nodes = 50'000;
                return engine.hint(setup(t), options).reason;
            }
        return HintReason{HintCode::Develops, -1};
    };
    REQUIRE(reason_of("black takes the five") == HintReason{HintCode::Five});
    REQUIRE(reason_of("black blocks a four") == HintReason{HintCode::BlocksFour});
    REQUIRE(reason_of("black stops an open three") == HintReason{HintCode::StopsThree});
    REQUIRE(reason_of("renju: white fours onto black's forbidden point") ==
            HintReason{HintCode::Vcf, 1});
    const HintReason vcf = [&] {
        ThinkOptions options;
        options.nodes = 50'000;
        return engine.hint(setup(Mined[0]), options).reason;
    }();
    REQUIRE(vcf.code == HintCode::Vcf);
    REQUIRE(vcf.moves >= 1);
    REQUIRE(to_string(vcf) == "vcf " + std::to_string(vcf.moves));
}

TEST_CASE("search: black whose only block is forbidden still gets a legal move",
          "[gomoku_ai][search][renju]") {
    // White's four can only be stopped on a point forbidden to Black: lost, but a move is owed.
    Game game(DefaultSize, Rule::Renju);
    for (const char* m : {"h8",  "h10", "f6", "i10", "g10", "i9",  "i11", "h11", "j9",  "j8",
                          "g11", "k7",  "l6", "i7",  "h9",  "l10", "k9",  "j10", "k10", "i6"})
        REQUIRE(game.place(*parse_notation(m, DefaultSize)) == PlaceError::Ok);
    Engine engine(4);
    ThinkOptions options;
    options.nodes = 20'000;
    const ThinkResult r = engine.think(game, options);
    REQUIRE(r.has_move);
    REQUIRE(game.check(r.move) == PlaceError::Ok);
    REQUIRE(is_loss_score(r.score));
}
