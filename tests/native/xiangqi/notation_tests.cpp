#include <catch2/catch.hpp>

#include "common/random.h"
#include "xiangqi/game.h"
#include "xiangqi/notation.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::test;

namespace {

Move iccs(const char* text) {
    return make_move(sq(text), sq(text + 2));
}

// Every legal move of the position, written in `n` and read back, is itself.
void require_round_trip(Position& pos, Notation n) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        const std::string text = format_move(pos, m, n);
        const ParsedMove back = n == Notation::Iccs  ? parse_iccs(pos, text)
                                : n == Notation::Wxf ? parse_wxf(pos, text)
                                                     : parse_chinese(pos, text);
        INFO(to_fen(pos) << " " << to_iccs(m) << " written " << text << ": "
                         << back.status.message);
        REQUIRE(back.status.ok());
        REQUIRE(back.move == m);
    }
}

}  // namespace

TEST_CASE("opening moves in ICCS, WXF and Chinese", "[xiangqi][notation]") {
    Position pos = position(std::string(StartFen));
    CHECK(to_iccs(iccs("h2e2")) == "h2e2");
    CHECK(to_wxf(pos, iccs("h2e2")) == "C2.5");
    CHECK(to_chinese(pos, iccs("h2e2")) == "炮二平五");
    CHECK(to_wxf(pos, iccs("b0c2")) == "H8+7");
    CHECK(to_chinese(pos, iccs("b0c2")) == "马八进七");
    CHECK(to_wxf(pos, iccs("a0a1")) == "R9+1");
    CHECK(to_chinese(pos, iccs("c0e2")) == "相七进五");
    CHECK(to_chinese(pos, iccs("f0e1")) == "仕四进五");
    pos.do_move(iccs("h2e2"));
    CHECK(to_wxf(pos, iccs("h9g7")) == "H8+7");
    CHECK(to_chinese(pos, iccs("h9g7")) == "马８进７");
    CHECK(to_wxf(pos, iccs("b9c7")) == "H2+3");
    CHECK(to_chinese(pos, iccs("b9c7")) == "马２进３");
    CHECK(to_chinese(pos, iccs("e9e8")) == "将５进１");
    CHECK(to_chinese(pos, iccs("c6c5")) == "卒３进１");
    CHECK(parse_chinese(pos, "马８进７").move == iccs("h9g7"));
    CHECK(parse_chinese(pos, "馬8進7").move == iccs("h9g7"));  // traditional forms, plain digits
    CHECK(parse_wxf(pos, "H2+3").move == iccs("b9c7"));
    CHECK(parse_move(pos, "h9g7").move == iccs("h9g7"));
    CHECK(parse_move(pos, "H9-G7").move == iccs("h9g7"));
}

TEST_CASE("tandem pieces are named front (+, 前) and rear (-, 后)", "[xiangqi][notation]") {
    Position red = position("3k5/9/9/9/9/R8/9/R8/9/4K4 w");
    CHECK(to_wxf(red, iccs("a4a5")) == "R++1");
    CHECK(to_chinese(red, iccs("a4a5")) == "前车进一");
    CHECK(to_wxf(red, iccs("a2b2")) == "R-.8");
    CHECK(to_chinese(red, iccs("a2b2")) == "后车平八");
    CHECK(parse_wxf(red, "R-.8").move == iccs("a2b2"));
    CHECK(parse_chinese(red, "后车平八").move == iccs("a2b2"));
    CHECK(parse_wxf(red, "R9.8").status.code == "ambiguous");
    CHECK(parse_chinese(red, "车九平八").status.code == "ambiguous");

    Position black = position("3k5/9/9/1c7/9/1c7/9/9/9/4K4 b");
    CHECK(to_wxf(black, iccs("b4b3")) == "C++1");
    CHECK(to_chinese(black, iccs("b4b3")) == "前炮进１");
    CHECK(to_wxf(black, iccs("b6b7")) == "C--1");
    CHECK(to_chinese(black, iccs("b6b7")) == "后炮退１");

    // Three soldiers on one file: front, middle (by file), rear.
    Position pawns = position("3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w");
    CHECK(to_wxf(pawns, iccs("e7e8")) == "P++1");
    CHECK(to_wxf(pawns, iccs("e6d6")) == "P5.6");
    CHECK(to_chinese(pawns, iccs("e6d6")) == "中兵平六");
    CHECK(to_wxf(pawns, iccs("e5f5")) == "P-.4");
    CHECK(to_chinese(pawns, iccs("e5f5")) == "后兵平四");
    require_round_trip(pawns, Notation::Wxf);
    require_round_trip(pawns, Notation::Chinese);

    // Tandem soldiers on two files: the file number leads.
    Position two_files = position("3k5/9/2P1P4/2P1P4/9/9/9/9/9/4K4 w");
    CHECK(to_wxf(two_files, iccs("e7e8")) == "5++1");
    CHECK(to_wxf(two_files, iccs("c6b6")) == "7-.8");
    CHECK(to_chinese(two_files, iccs("c6b6")) == "后七平八");
    require_round_trip(two_files, Notation::Wxf);
    require_round_trip(two_files, Notation::Chinese);
}

TEST_CASE("strict parsing rejects malformed, illegal and wrongly numbered moves with a reason",
          "[xiangqi][notation]") {
    Position pos = position(std::string(StartFen));
    CHECK(parse_iccs(pos, "h2e").status.code == "bad_notation");
    CHECK(parse_iccs(pos, "j2e2").status.code == "bad_notation");
    CHECK(parse_iccs(pos, "h2h3").status.ok());
    CHECK(parse_iccs(pos, "h2h1").status.ok());
    CHECK(parse_iccs(pos, "h2i4").status.code == "illegal_move");
    CHECK(parse_wxf(pos, "C2.0").status.code == "bad_notation");
    CHECK(parse_wxf(pos, "Q2.5").status.code == "bad_notation");
    CHECK(parse_wxf(pos, "C2+8").status.code == "illegal_move");
    CHECK(parse_wxf(pos, "H8+6").status.code == "illegal_move");
    CHECK(parse_chinese(pos, "炮2平5").status.code == "bad_notation");  // Red uses numerals
    CHECK(parse_chinese(pos, "炮二平").status.code == "bad_notation");
    CHECK(parse_chinese(pos, "炮二进九").status.code == "illegal_move");
    pos.do_move(iccs("h2e2"));
    CHECK(parse_chinese(pos, "马八进七").status.code == "bad_notation");  // Black uses digits
    // A pinned piece: the move exists in shape but exposes the general.
    Position pinned = position("3k5/4r4/9/9/9/9/9/9/4N4/4K4 w");
    const ParsedMove p = parse_wxf(pinned, "H5+7");
    CHECK(p.status.code == "illegal_move");
    CHECK(p.status.message.find("check") != std::string::npos);
}

TEST_CASE("ICCS, WXF and Chinese round-trip every legal move over whole random games",
          "[xiangqi][notation]") {
    pinqi::Random rng(2024);
    for (int game = 0; game < 6; ++game) {
        Game g;
        for (int ply = 0; ply < 160 && !g.result().over(); ++ply) {
            Position pos = g.scratch();
            for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese})
                require_round_trip(pos, n);
            MoveList list;
            generate_legal(pos, list);
            REQUIRE(g.play(list.moves[rng.below(std::uint32_t(list.size))]).ok());
        }
        // Replaying the game's own notations through a fresh game reproduces it.
        for (int which = 0; which < 3; ++which) {
            Game replay;
            for (const HistoryEntry& e : g.history()) {
                const std::string& text = which == 0 ? e.iccs : which == 1 ? e.wxf : e.chinese;
                INFO(text);
                REQUIRE(replay.play(std::string_view(text)).ok());
            }
            CHECK(to_fen(replay.position()) == to_fen(g.position()));
        }
    }
}
