#include <catch2/catch.hpp>

#include "common/random.h"
#include "xiangqi/record.h"
#include "xiangqi_test_helpers.h"

using namespace pinqi::xiangqi;

namespace {

Game random_game(std::uint64_t seed, int plies) {
    pinqi::Random rng(seed);
    Game g;
    for (int i = 0; i < plies && !g.result().over(); ++i) {
        Position pos = g.scratch();
        MoveList list;
        generate_legal(pos, list);
        REQUIRE(g.play(list.moves[rng.below(std::uint32_t(list.size))]).ok());
    }
    return g;
}

}  // namespace

TEST_CASE("records export with a FEN header and import back to the same game in every notation",
          "[xiangqi][record]") {
    const Game g = random_game(7, 90);
    for (Notation n : {Notation::Iccs, Notation::Wxf, Notation::Chinese}) {
        const std::string text = to_record(g, n);
        CHECK(text.find("[FEN \"" + std::string(StartFen) + "\"]") != std::string::npos);
        Game back;
        const RecordImport r = from_record(text, back);
        INFO(text << "\n" << r.status.message);
        REQUIRE(r.status.ok());
        CHECK(to_fen(back.position()) == to_fen(g.position()));
        CHECK(back.history().size() == g.history().size());
    }
}

TEST_CASE("a record starting from a FEN with Black to move round-trips", "[xiangqi][record]") {
    Game g;
    REQUIRE(g.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1").ok());
    REQUIRE(g.play(std::string_view("h9g7")).ok());
    REQUIRE(g.play(std::string_view("h0g2")).ok());
    const std::string text = to_record(g, Notation::Wxf);
    CHECK(text.find("1... H8+7\n2. H2+3 *") != std::string::npos);
    Game back;
    REQUIRE(from_record(text, back).status.ok());
    CHECK(to_fen(back.position()) == to_fen(g.position()));
}

TEST_CASE("importing reports the first bad move by index and applies nothing",
          "[xiangqi][record]") {
    Game g;
    REQUIRE(g.play(std::string_view("b0c2")).ok());
    const std::string before = to_fen(g.position());
    const std::string text =
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n\n"
        "1. h2e2 h9g7 2. e2e9 b9c7 *\n";
    const RecordImport r = from_record(text, g);
    CHECK(r.status.code == "illegal_move");
    CHECK(r.bad_move_index == 2);
    CHECK(r.status.message.find("move 3") != std::string::npos);
    CHECK(to_fen(g.position()) == before);
    CHECK(g.history().size() == 1);

    const RecordImport bad_fen = from_record("[FEN \"9/9 w\"]\n\n1. h2e2 *\n", g);
    CHECK(bad_fen.status.code == "bad_fen");
    CHECK(to_fen(g.position()) == before);
}

TEST_CASE("a resignation survives a record round-trip", "[xiangqi][record]") {
    Game g;
    REQUIRE(g.play(std::string_view("炮二平五")).ok());
    REQUIRE(g.resign(Black).ok());
    const std::string text = to_record(g, Notation::Chinese);
    CHECK(text.find("[Result \"1-0\"]") != std::string::npos);
    Game back;
    REQUIRE(from_record(text, back).status.ok());
    CHECK(back.result().outcome == Outcome::RedWins);
    CHECK(back.result().reason == EndReason::Resignation);
}
