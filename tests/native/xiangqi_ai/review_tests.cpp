#include <catch2/catch.hpp>
#include <set>

#include "xiangqi/ai/review.h"
#include "xiangqi/fen.h"
#include "xiangqi/notation.h"

using namespace pinqi::xiangqi;
using namespace pinqi::xiangqi::ai;

namespace {

// Red mates in one with b5d5; Black's rook on b9 takes the rook on b5 otherwise.
constexpr const char* MateFen = "1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 w - - 0 1";

Game play(std::string_view fen, std::initializer_list<const char*> moves) {
    Game game;
    REQUIRE(game.reset(fen).ok());
    for (const char* m : moves) REQUIRE(game.play(std::string_view(m)).ok());
    return game;
}

ReviewOptions depth_options() {
    ReviewOptions options;
    options.depth = 6;
    return options;
}

}  // namespace

// The grading rule with this game's thresholds.
constexpr Grade grade(int before, int after, bool played_best) {
    return pinqi::review::grade_move(before, after, played_best, Thresholds);
}

TEST_CASE("review: xiangqi grades follow the documented thresholds", "[xiangqi_ai][review]") {
    CHECK(grade(20, 20, false) == Grade::Best);
    CHECK(grade(20, 90, false) == Grade::Best);   // better than the engine's line
    CHECK(grade(20, -900, true) == Grade::Best);  // the engine's own move
    CHECK(grade(20, 20 - Thresholds.good, false) == Grade::Good);
    CHECK(grade(20, 19 - Thresholds.good, false) == Grade::Inaccuracy);
    CHECK(grade(20, 20 - Thresholds.inaccuracy, false) == Grade::Inaccuracy);
    CHECK(grade(20, 19 - Thresholds.inaccuracy, false) == Grade::Mistake);
    CHECK(grade(20, 20 - Thresholds.mistake, false) == Grade::Mistake);
    CHECK(grade(20, 19 - Thresholds.mistake, false) == Grade::Blunder);
    // Mates are capped: a slower mate is still best, a mate let go for a won ending is not a
    // blunder by its score, a mate let go for a level game is.
    CHECK(grade(mate_in(3), mate_in(9), false) == Grade::Best);
    CHECK(grade(mate_in(3), ScoreCap - 60, false) == Grade::Inaccuracy);
    CHECK(grade(mate_in(3), 0, false) == Grade::Blunder);
    CHECK(std::string(pinqi::review::grade_name(Grade::Mistake)) == "mistake");
}

TEST_CASE("review: playing the mate is best, and the game's end scores it",
          "[xiangqi_ai][review]") {
    Engine engine(16);
    const Game game = play(MateFen, {"b5d5"});
    REQUIRE(game.result().reason == EndReason::Checkmate);
    const auto reviews = review_game(engine, game, depth_options());
    REQUIRE(reviews.size() == 1);
    CHECK(reviews[0].grade == Grade::Best);
    CHECK(reviews[0].best == reviews[0].played);
    CHECK(mate_moves(reviews[0].score_before) == 1);
    CHECK(mate_moves(reviews[0].score_after) == 1);
    CHECK(reviews[0].missed_mate.moves == 0);
    CHECK(reviews[0].allowed_mate.moves == 0);
}

TEST_CASE("review: letting a mate in one go is a missed mate with its line",
          "[xiangqi_ai][review]") {
    Engine engine(16);
    const Game game = play(MateFen, {"e2e1", "b9b5"});
    int calls = 0;
    const auto reviews = review_game(engine, game, depth_options(), [&](const MoveReview& r) {
        CHECK(r.ply == calls++);
        return true;
    });
    REQUIRE(reviews.size() == 2);
    const MoveReview& r = reviews[0];
    INFO("before " << r.score_before << " after " << r.score_after);
    CHECK(r.mover == Red);
    CHECK(r.missed_mate.moves == 1);
    REQUIRE_FALSE(r.missed_mate.line.empty());
    CHECK(to_iccs(r.missed_mate.line.front()) == "b5d5");
    CHECK(r.grade == Grade::Blunder);
    CHECK(reviews[1].mover == Black);
    CHECK(reviews[1].grade == Grade::Best);  // taking the rook
}

TEST_CASE("review: leaving a mate in one on the board is an allowed mate with its line",
          "[xiangqi_ai][review]") {
    // Black to move in the same position: taking the rook saves it, moving away does not.
    Engine engine(16);
    const Game game = play("1r7/3k5/9/9/1R7/9/7N1/4K4/9/9 b - - 0 1", {"b9a9"});
    const auto reviews = review_game(engine, game, depth_options());
    REQUIRE(reviews.size() == 1);
    const MoveReview& r = reviews[0];
    INFO("before " << r.score_before << " after " << r.score_after);
    CHECK(to_iccs(r.best) == "b9b5");
    CHECK(r.allowed_mate.moves == 1);
    REQUIRE_FALSE(r.allowed_mate.line.empty());
    CHECK(to_iccs(r.allowed_mate.line.front()) == "b5d5");
    CHECK(r.missed_mate.moves == 0);
    CHECK(r.grade == Grade::Blunder);
}

TEST_CASE("review: a raised stop flag ends the review with the moves judged so far",
          "[xiangqi_ai][review]") {
    const Game game = play(pinqi::xiangqi::StartFen, {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"});
    std::atomic<bool> stop{false};
    ReviewOptions options;
    options.nodes = 5000;
    options.stop = &stop;
    Engine engine(16);
    const auto reviews = review_game(engine, game, options, [&](const MoveReview& r) {
        if (r.ply == 1) stop = true;
        return true;
    });
    CHECK(reviews.size() == 2);
}

TEST_CASE(
    "review: with several lines, each move lists the best lines before it, the engine's first",
    "[xiangqi_ai][review][multipv]") {
    Engine engine(16);
    const Game game = play(MateFen, {"e2e1", "b9b5"});
    ReviewOptions options = depth_options();
    options.lines = 3;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == 2);
    for (const MoveReview& r : reviews) {
        REQUIRE(r.lines.size() == 3);
        CHECK(r.lines[0].move == r.best);
        CHECK(r.lines[0].pv == r.best_line);
        std::set<Move> moves;
        for (std::size_t i = 0; i < r.lines.size(); ++i) {
            moves.insert(r.lines[i].move);
            REQUIRE_FALSE(r.lines[i].pv.empty());
            CHECK(r.lines[i].pv.front() == r.lines[i].move);
            if (i > 1) CHECK(r.lines[i - 1].score >= r.lines[i].score);
        }
        CHECK(moves.size() == 3);
    }
    CHECK(to_iccs(reviews[0].lines[0].move) == "b5d5");  // the mate Red let go
    CHECK(mate_moves(reviews[0].lines[0].score) == 1);

    // One line by default: the engine's.
    const auto one = review_game(engine, game, depth_options());
    REQUIRE(one.size() == 2);
    for (const MoveReview& r : one) {
        REQUIRE(r.lines.size() == 1);
        CHECK(r.lines[0].move == r.best);
    }
}
