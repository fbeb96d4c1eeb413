#pragma once
// A game review run one search at a time, for the AI Worker without shared memory:
// it hears a stop only between wasm calls, so it runs each of the review's searches
// in slices like a think's (web/src/ai/worker.ts): `search` with a slice's budget,
// again with the table warm, and `commit` once the search's budget is spent, which
// keeps the last slice's result. The order and the judging are those of
// common/review.h's driver: the search before a move, its best lines, the move, the
// search after it (the next move's before), the judge.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace pinqi::wasm {

// Ops, the game's view (as common/review.h's, with a slice's budget):
//   Result search(Game&, int time_ms, std::uint64_t nodes)
//   bool lines_search()                     whether the lines take a search of their own
//   LineList lines(Game&, const Result& before, int time_ms, std::uint64_t nodes)
//   mover(const Game&), bool play(Game&, move), bool over(const Game&),
//   final_score(const Game&, mover), Review judge(ply, move, mover, before, after*, final_score)
template <class Game, class Moves, class Result, class LineList, class Review, class Ops>
class ReviewSteps {
  public:
    ReviewSteps(Game start, Moves moves, Ops ops)
        : game_(std::move(start)), moves_(std::move(moves)), ops_(std::move(ops)) {}

    // One slice of the next search; false when no search is left (the review is over).
    bool search(int time_ms, std::uint64_t nodes) {
        if (i_ >= moves_.size()) return false;
        if (phase_ == Phase::Lines)
            pending_lines_ = ops_.lines(game_, before_, time_ms, nodes);
        else
            pending_ = ops_.search(game_, time_ms, nodes);
        return true;
    }

    // The last slice's result stands: the review moves on to its next search, and
    // gives the moves judged on the way (none, one, or two when a last move follows).
    std::vector<Review> commit() {
        std::vector<Review> out;
        if (phase_ == Phase::Before) {
            before_ = std::move(pending_);
            phase_ = Phase::Lines;
        } else if (phase_ == Phase::Lines) {
            lines_ = std::move(pending_lines_);
            phase_ = Phase::Play;
        } else if (phase_ == Phase::After) {
            out.push_back(judge(&pending_, {}));
        }
        // What needs no search: lines from the search before, the move, a last move's judge.
        while (i_ < moves_.size()) {
            if (phase_ == Phase::Lines) {
                if (ops_.lines_search()) break;
                lines_ = ops_.lines(game_, before_, 0, 0);
                phase_ = Phase::Play;
            }
            mover_ = ops_.mover(game_);
            if (!ops_.play(game_, moves_[i_])) {  // the game's own moves: never
                i_ = moves_.size();
                break;
            }
            if (!ops_.over(game_)) {
                phase_ = Phase::After;
                break;
            }
            out.push_back(judge(nullptr, ops_.final_score(game_, mover_)));
        }
        return out;
    }

  private:
    enum class Phase { Before, Lines, Play, After };
    using Mover = decltype(std::declval<Ops&>().mover(std::declval<const Game&>()));
    using Score = decltype(std::declval<Ops&>().final_score(std::declval<const Game&>(), Mover{}));

    // Move i judged; the next move's search before is this one's search after.
    Review judge(const Result* after, Score final_score) {
        Review r = ops_.judge(int(i_), moves_[i_], mover_, before_, after, final_score);
        r.lines = std::move(lines_);
        lines_ = {};
        if (after) before_ = std::move(pending_);
        ++i_;
        phase_ = Phase::Lines;
        return r;
    }

    Game game_;
    Moves moves_;
    Ops ops_;
    std::size_t i_ = 0;
    Phase phase_ = Phase::Before;
    Result before_{}, pending_{};
    LineList lines_{}, pending_lines_{};
    Mover mover_{};
};

}  // namespace pinqi::wasm
