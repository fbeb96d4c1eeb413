#include <catch2/catch.hpp>

#include "common/random.h"
#include "gomoku/ai/position.h"
#include "gomoku/forbidden.h"
#include "gomoku/game.h"
#include "with_moves.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using pinqi::gomoku::test::with_moves;

TEST_CASE("pattern: an empty line gives every point a single-stone pattern",
          "[gomoku_ai][pattern]") {
    const Position pos(DefaultSize, Rule::Freestyle);
    const int centre = pos.cell(7, 7);
    for (int d = 0; d < 4; ++d) REQUIRE(pos.pattern(centre, d, Stone::Black) == Pattern::F1);
    // A corner has room for one five only along the diagonal: a closed one.
    REQUIRE(pos.pattern(pos.cell(0, 0), 2, Stone::White) == Pattern::B1);
}

TEST_CASE("pattern: three in a row makes open-four points at both ends", "[gomoku_ai][pattern]") {
    // Black h8 i8 j8 (x 7..9, y 7), White far away.
    const Position pos =
        with_moves(Rule::Freestyle, {{7, 7}, {0, 0}, {8, 7}, {14, 0}, {9, 7}, {0, 14}});
    REQUIRE(pos.pattern(pos.cell(6, 7), 0, Stone::Black) == Pattern::F4);
    REQUIRE(pos.pattern(pos.cell(10, 7), 0, Stone::Black) == Pattern::F4);
    REQUIRE(pos.pattern(pos.cell(5, 7), 0, Stone::Black) == Pattern::B4);
    REQUIRE(pos.cls(pos.cell(6, 7), Stone::Black) == CellClass::Flex4);
    REQUIRE(pos.flex4s(Stone::Black).test(pos.cell(10, 7)));
    // White there is hemmed in on the right: only fives to the left remain.
    REQUIRE(pos.pattern(pos.cell(6, 7), 0, Stone::White) == Pattern::B1);
}

TEST_CASE("pattern: exact five under standard turns the overline end into nothing",
          "[gomoku_ai][pattern]") {
    // Black d8 e8 f8 g8 i8: h8 makes six, c8 makes five.
    const std::initializer_list<Point> moves = {{3, 7}, {3, 5}, {4, 7},  {4, 5}, {5, 7},
                                                {5, 5}, {6, 7}, {10, 3}, {8, 7}, {12, 3}};
    const Position standard = with_moves(Rule::Standard, moves);
    REQUIRE(standard.pattern(standard.cell(7, 7), 0, Stone::Black) == Pattern::Overline);
    REQUIRE(standard.pattern(standard.cell(2, 7), 0, Stone::Black) == Pattern::F5);
    const Position freestyle = with_moves(Rule::Freestyle, moves);
    REQUIRE(freestyle.pattern(freestyle.cell(7, 7), 0, Stone::Black) == Pattern::F5);
}

TEST_CASE("pattern: renju judges black exactly and white by five or more", "[gomoku_ai][pattern]") {
    const Position pos = with_moves(
        Rule::Renju,
        {{3, 7}, {3, 9}, {4, 7}, {4, 9}, {5, 7}, {5, 9}, {6, 7}, {6, 9}, {8, 7}, {8, 9}, {14, 14}});
    REQUIRE(pos.pattern(pos.cell(7, 7), 0, Stone::Black) == Pattern::Overline);
    REQUIRE(pos.pattern(pos.cell(7, 9), 0, Stone::White) == Pattern::F5);
    REQUIRE(pos.info(pos.cell(7, 7), Stone::Black).renju_suspect);
    REQUIRE(pos.forbidden(pos.cell(7, 7)));
    REQUIRE_FALSE(pos.forbidden(pos.cell(2, 7)));
}

TEST_CASE("position: incremental patterns equal a fresh build after any make/unmake sequence",
          "[gomoku_ai][position]") {
    for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        Position pos(DefaultSize, rule);
        pinqi::Random random(static_cast<std::uint64_t>(rule) + 11);
        std::vector<int> played;
        for (int step = 0; step < 400; ++step) {
            const bool undo = !played.empty() && random.below(3) == 0;
            if (undo) {
                pos.unmake();
                played.pop_back();
            } else {
                int c;
                do c = static_cast<int>(random.below(225));
                while (pos.at(c) != Stone::Empty);
                pos.make(c);
                played.push_back(c);
            }
            if (step % 25 != 24) continue;
            Position fresh(DefaultSize, rule);
            for (int c : played) fresh.make(c);
            REQUIRE(fresh.key() == pos.key());
            REQUIRE(fresh.evaluate() == pos.evaluate());
            for (int c = 0; c < 225; ++c) {
                if (pos.at(c) != Stone::Empty) continue;
                for (int d = 0; d < 4; ++d)
                    for (const Stone s : {Stone::Black, Stone::White})
                        REQUIRE(fresh.pattern(c, d, s) == pos.pattern(c, d, s));
                REQUIRE(fresh.fours(Stone::Black).test(c) == pos.fours(Stone::Black).test(c));
                REQUIRE(fresh.area().test(c) == pos.area().test(c));
            }
        }
    }
}

TEST_CASE("position: the search's Renju forbidden points equal the rules' judge",
          "[gomoku_ai][position][renju]") {
    // Dense random middle games near the centre, where double threes, double fours and
    // overlines (and fake threes whose four-point is itself forbidden) are common.
    pinqi::Random random(2024);
    int forbidden_seen = 0, checked = 0;
    for (int game = 0; game < 120; ++game) {
        Game g(DefaultSize, Rule::Renju);
        Position pos(DefaultSize, Rule::Renju);
        const int stones = 12 + static_cast<int>(random.below(30));
        for (int tries = 0; static_cast<int>(g.history().size()) < stones && tries < 400; ++tries) {
            const Point p{3 + static_cast<int>(random.below(9)),
                          3 + static_cast<int>(random.below(9))};
            Game next = g;
            if (next.place(p) != PlaceError::Ok || next.over()) continue;
            g = next;
            pos.make(pos.cell(p.x, p.y));
        }
        for (int y = 0; y < DefaultSize; ++y)
            for (int x = 0; x < DefaultSize; ++x) {
                if (g.board().at(x, y) != Stone::Empty) continue;
                const bool rules = forbidden_kind(g.board(), {x, y}) != Forbidden::None;
                INFO("game " << game << " point " << x << "," << y);
                REQUIRE(pos.forbidden(pos.cell(x, y)) == rules);
                forbidden_seen += rules;
                ++checked;
            }
    }
    REQUIRE(forbidden_seen > 100);
    REQUIRE(checked > 10000);
}

// Free-style's table keys four cells a side (64 kB, which stays in the cache, against 1 MB).
TEST_CASE("pattern table: free-style's compact keys classify every window as the full ones do",
          "[gomoku_ai][pattern]") {
    const auto differs = [](Rule rule) {
        const PatternTable full(rule, false), compact(rule, true);
        std::uint64_t count = 0;
        // Every window with its own point empty (bits 10 and 11).
        for (std::uint64_t low = 0; low < (1u << 10); ++low)
            for (std::uint64_t high = 0; high < (1u << 10); ++high) {
                const std::uint64_t w = low | (high << 12);
                count += full.lookup_both(w) != compact.lookup_both(w);
            }
        return count;
    };
    REQUIRE(differs(Rule::Freestyle) == 0);
    // An overline: black at -5..-1 and +1 does not make an exact five on 0.
    REQUIRE(differs(Rule::Standard) > 0);
}
