#pragma once
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

// What both games' game reviews share: the grades, the grading rule, and the
// driver that searches each position of a game once and hands each move to the
// game's own judge. Each game supplies its thresholds, its search and its
// judge (what counts as a missed or allowed win).
namespace pinqi::review {

// How good a move was, by the score it lost against the engine's best.
enum class Grade : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder };

// "best", "good", "inaccuracy", "mistake", "blunder".
constexpr const char* grade_name(Grade grade) {
    switch (grade) {
        case Grade::Best:
            return "best";
        case Grade::Good:
            return "good";
        case Grade::Inaccuracy:
            return "inaccuracy";
        case Grade::Mistake:
            return "mistake";
        case Grade::Blunder:
            return "blunder";
    }
    return "best";
}

// A move that loses at most `good` is good, at most `inaccuracy` an
// inaccuracy, at most `mistake` a mistake, and more a blunder. Scores are
// clamped to ±cap first, so a forced win or loss counts as a large but finite
// score: throwing a won game away is a blunder, a slower win is not.
struct GradeThresholds {
    int good;
    int inaccuracy;
    int mistake;
    int cap;
};

// The grade of a move that scores `after` where the best scores `before` (both
// from the mover's view). `played_best`: the move is the engine's own choice.
constexpr Grade grade_move(int before, int after, bool played_best, const GradeThresholds& t) {
    if (played_best) return Grade::Best;
    const int loss = std::clamp(before, -t.cap, t.cap) - std::clamp(after, -t.cap, t.cap);
    if (loss <= 0) return Grade::Best;
    if (loss <= t.good) return Grade::Good;
    if (loss <= t.inaccuracy) return Grade::Inaccuracy;
    if (loss <= t.mistake) return Grade::Mistake;
    return Grade::Blunder;
}

// The engine's part of a review's Ops: the engine, the search options for
// every position, and how many best lines to give before each move (by the
// game's own `lines_at`, found by argument-dependent lookup).
template <class Engine, class Options>
struct EngineOps {
    Engine& engine;
    const Options& think;
    int lines_wanted;

    template <class Game, class Result>
    auto lines(Game& g, const Result& before) {
        return lines_at(engine, g, before, think, lines_wanted);
    }
};

// Reviews every move of a game from its start, one search per position, so a
// game of n moves costs n + 1 searches (and the lines asked for before each
// move). `Game` is the game at its start; `Moves` its moves. `Ops` gives:
//   Result search(Game&)                      the engine's result for the side to move
//   auto lines(Game&, const Result& before)   the best lines before a move
//   auto mover(const Game&)                   the side to move
//   bool play(Game&, move)                    plays one of the game's own moves
//   bool over(const Game&)
//   int final_score(const Game&, mover)       the mover's score when its move ended the game
//   Review judge(ply, move, mover, const Result& before, const Result* after, int final_score)
// and the review has a `lines` member. A stop ends the review before any half-judged move;
// `on_move` returning false ends it after that move.
template <class Game, class Moves, class Ops, class Review>
std::vector<Review> review_game(Game g, const Moves& moves, Ops& ops, const std::atomic<bool>* stop,
                                const std::function<bool(const Review&)>& on_move) {
    std::vector<Review> out;
    const auto stopped = [&] { return stop && stop->load(); };
    auto before = ops.search(g);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (stopped()) break;
        const auto mover = ops.mover(g);
        auto lines = ops.lines(g, before);
        if (stopped()) break;
        if (!ops.play(g, moves[i])) break;  // the game's own moves: never
        decltype(before) after{};
        int final_score = 0;
        const bool over = ops.over(g);
        if (over) {
            final_score = ops.final_score(g, mover);
        } else {
            after = ops.search(g);
            if (stopped()) break;  // an interrupted search judges nothing
        }
        out.push_back(
            ops.judge(int(i), moves[i], mover, before, over ? nullptr : &after, final_score));
        out.back().lines = std::move(lines);
        if (on_move && !on_move(out.back())) break;
        before = std::move(after);
    }
    return out;
}

}  // namespace pinqi::review
