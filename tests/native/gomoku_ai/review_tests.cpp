#include <catch2/catch.hpp>

#include "gomoku/ai/review.h"
#include "tactics_positions.h"

using namespace pinqi::gomoku;
using namespace pinqi::gomoku::ai;
using namespace pinqi::gomoku::ai::test;

namespace {

// A mined position (VCF mined 28): Black to move wins by five continuous fours.
constexpr const char* VcfGame = "h8 g8 g9 i7 h9 h6 f9 e9 h11 h7 g10 e8 f11 i8";

Game play(const std::string& moves) {
    Game game(15, Rule::Freestyle);
    for (const Point p : points_of(moves, 0)) REQUIRE(game.place(p) == PlaceError::Ok);
    return game;
}

constexpr std::uint64_t ReviewNodes = 30'000;

}  // namespace

// The grading rule with this game's thresholds.
constexpr Grade grade(int before, int after, bool played_best) {
    return pinqi::review::grade_move(before, after, played_best, Thresholds);
}

TEST_CASE("review: gomoku grades follow the documented thresholds", "[gomoku_ai][review]") {
    CHECK(grade(100, 100, false) == Grade::Best);
    CHECK(grade(100, 150, false) == Grade::Best);  // better than the engine's line
    CHECK(grade(100, -900, true) == Grade::Best);  // the engine's own move
    CHECK(grade(100, 100 - Thresholds.good, false) == Grade::Good);
    CHECK(grade(100, 99 - Thresholds.good, false) == Grade::Inaccuracy);
    CHECK(grade(100, 100 - Thresholds.inaccuracy, false) == Grade::Inaccuracy);
    CHECK(grade(100, 99 - Thresholds.inaccuracy, false) == Grade::Mistake);
    CHECK(grade(100, 100 - Thresholds.mistake, false) == Grade::Mistake);
    CHECK(grade(100, 99 - Thresholds.mistake, false) == Grade::Blunder);
    // Forced wins are capped: a slower win is still best, throwing one away a blunder.
    CHECK(grade(Win - 3, Win - 11, false) == Grade::Best);
    CHECK(grade(Win - 3, 0, false) == Grade::Blunder);
    CHECK(grade(-Win + 4, -Win + 2, false) == Grade::Best);
    CHECK(std::string(pinqi::review::grade_name(Grade::Inaccuracy)) == "inaccuracy");
    CHECK(to_string(ThreatKind::Vct) == "vct");
}

TEST_CASE("review: leaving a four unblocked is an allowed win with its line",
          "[gomoku_ai][review]") {
    // White's closed four h9..k9 has one five point, l9; Black to move.
    const SetupResult set = Game::from_position(15, Rule::Freestyle, points_of("g9 a3 c1 o1", 0),
                                                points_of("h9 i9 j9 k9", 0), Stone::Black);
    REQUIRE(set.ok());
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;

    Game game = set.game;
    REQUIRE(game.place(points_of("a15", 0)[0]) == PlaceError::Ok);
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == 1);
    const MoveReview& r = reviews[0];
    INFO("black a15: before " << r.score_before << " after " << r.score_after);
    CHECK(r.best == points_of("l9", 0)[0]);
    CHECK(is_win_score(-r.score_after));
    CHECK(r.grade >= Grade::Mistake);  // Black stood badly already: the cap limits the loss
    REQUIRE(r.allowed_win.kind == ThreatKind::Vcf);
    CHECK(r.allowed_win.line == points_of("l9", 0));
    CHECK(r.missed_win.kind == ThreatKind::None);

    Game blocked = set.game;
    REQUIRE(blocked.place(points_of("l9", 0)[0]) == PlaceError::Ok);
    const auto fine = review_game(engine, blocked, options);
    REQUIRE(fine.size() == 1);
    CHECK(fine[0].grade == Grade::Best);
    CHECK(fine[0].allowed_win.kind == ThreatKind::None);
}

TEST_CASE("review: a move that keeps the forced win is no missed win", "[gomoku_ai][review]") {
    // Black plays elsewhere (a1), but White cannot stop the fours in one move.
    const Game game = play(std::string(VcfGame) + " a1");
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == game.history().size());
    const MoveReview& r = reviews.back();
    INFO("black a1: before " << r.score_before << " after " << r.score_after);
    CHECK(is_win_score(r.score_after));
    CHECK(r.missed_win.kind == ThreatKind::None);
    CHECK(r.grade == Grade::Best);
}

TEST_CASE("review: continuing the win with the engine's four is best, not a missed win",
          "[gomoku_ai][review]") {
    Game game = play(VcfGame);
    Engine engine(16);
    ThinkOptions think;
    think.nodes = ReviewNodes;
    const ThinkResult hint = engine.hint(game, think);
    REQUIRE(hint.reason.code == HintCode::Vcf);
    REQUIRE(game.place(hint.move) == PlaceError::Ok);
    ReviewOptions options;
    options.nodes = ReviewNodes;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == game.history().size());
    const MoveReview& four = reviews.back();
    CHECK(four.grade == Grade::Best);
    CHECK(four.missed_win.kind == ThreatKind::None);
    CHECK(is_win_score(four.score_after));  // the forced block is searched, not scored 0
}

TEST_CASE("review: a setup game is reviewed from its setup, and a five ends it",
          "[gomoku_ai][review]") {
    // Black's closed four h8..k8 has one five point, l8.
    const SetupResult set = Game::from_position(15, Rule::Freestyle, points_of("h8 i8 j8 k8", 0),
                                                points_of("g8 a3 c1 o1", 0), Stone::Black);
    REQUIRE(set.ok());
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;

    Game five = set.game;
    REQUIRE(five.place(points_of("l8", 0)[0]) == PlaceError::Ok);
    REQUIRE(five.over());
    const auto won = review_game(engine, five, options);
    REQUIRE(won.size() == 1);
    CHECK(won[0].grade == Grade::Best);
    CHECK(is_win_score(won[0].score_after));
    CHECK(won[0].missed_win.kind == ThreatKind::None);

    Game missed = set.game;
    REQUIRE(missed.place(points_of("a15", 0)[0]) == PlaceError::Ok);
    REQUIRE(missed.place(points_of("l8", 0)[0]) == PlaceError::Ok);  // White blocks
    const auto reviews = review_game(engine, missed, options);
    REQUIRE(reviews.size() == 2);
    CHECK(reviews[0].grade == Grade::Blunder);
    REQUIRE(reviews[0].missed_win.kind == ThreatKind::Vcf);
    CHECK(reviews[0].missed_win.line == points_of("l8", 0));
    CHECK(reviews[1].grade == Grade::Best);
    CHECK(reviews[1].missed_win.kind == ThreatKind::None);
}

TEST_CASE("review: a raised stop flag ends the review with the moves judged so far",
          "[gomoku_ai][review]") {
    const Game game = play(VcfGame);
    std::atomic<bool> stop{false};
    ReviewOptions options;
    options.nodes = ReviewNodes;
    options.stop = &stop;
    Engine engine(16);
    const auto reviews = review_game(engine, game, options, [&](const MoveReview& r) {
        if (r.ply == 2) stop = true;
        return true;
    });
    CHECK(reviews.size() == 3);
}

TEST_CASE("review: letting a VCT go is a missed win with the threat line", "[gomoku_ai][review]") {
    // The shipped puzzle gomoku-freestyle-vct-002: Black wins by threes and fours (h6 or f7).
    const std::string vct = "h8 h9 g7 g9 f9 j9 f8 i9 k9 i8";
    const Game game = play(vct + " a1");
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == game.history().size());
    const MoveReview& r = reviews.back();
    INFO("black a1: before " << r.score_before << " after " << r.score_after);
    REQUIRE(r.missed_win.kind == ThreatKind::Vct);
    REQUIRE_FALSE(r.missed_win.line.empty());
    const Point first = r.missed_win.line.front();
    CHECK((first == points_of("h6", 0)[0] || first == points_of("f7", 0)[0]));
    CHECK(r.grade >= Grade::Mistake);
}

TEST_CASE("review: the move that leaves a VCT on the board is an allowed win",
          "[gomoku_ai][review]") {
    const Game game = play("h8 h9 g7 g9 f9 j9 f8 i9 k9 i8");  // White's i8 leaves Black a VCT
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == game.history().size());
    const MoveReview& r = reviews.back();
    INFO("white i8: before " << r.score_before << " after " << r.score_after);
    CHECK(r.mover == Stone::White);
    REQUIRE(r.allowed_win.kind == ThreatKind::Vct);
    CHECK_FALSE(r.allowed_win.line.empty());
}

TEST_CASE(
    "review: with several lines, each move lists the best lines before it, the engine's first",
    "[gomoku_ai][review][multipv]") {
    // Black's four h8..k8 makes five at l8; Black plays elsewhere, White blocks.
    const SetupResult set = Game::from_position(15, Rule::Freestyle, points_of("h8 i8 j8 k8", 0),
                                                points_of("g8 a3 c1 o1", 0), Stone::Black);
    REQUIRE(set.ok());
    Game game = set.game;
    REQUIRE(game.place(points_of("a15", 0)[0]) == PlaceError::Ok);
    REQUIRE(game.place(points_of("l8", 0)[0]) == PlaceError::Ok);
    Engine engine(16);
    ReviewOptions options;
    options.nodes = ReviewNodes;
    options.lines = 2;
    const auto reviews = review_game(engine, game, options);
    REQUIRE(reviews.size() == 2);
    for (const MoveReview& r : reviews) {
        REQUIRE(r.lines.size() == 2);
        CHECK(r.lines[0].move == r.best);
        CHECK(r.lines[1].move != r.lines[0].move);
        for (const Line& l : r.lines) {
            REQUIRE_FALSE(l.pv.empty());
            CHECK(l.pv.front() == l.move);
        }
    }
    // Black's best line is the five; any other move wins later, if at all. White's is the
    // block, and its other lines lose to the five.
    CHECK(reviews[0].lines[0].move == points_of("l8", 0)[0]);
    CHECK(is_win_score(reviews[0].lines[0].score));
    CHECK(reviews[0].lines[1].score < reviews[0].lines[0].score);
    CHECK(reviews[1].lines[0].move == points_of("l8", 0)[0]);
    CHECK(is_loss_score(reviews[1].lines[1].score));

    // One line by default: the engine's.
    options.lines = 1;
    for (const MoveReview& r : review_game(engine, game, options)) {
        REQUIRE(r.lines.size() == 1);
        CHECK(r.lines[0].move == r.best);
    }
}
