#include "xiangqi/ai/review.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

MoveReview review_move(int ply, Move played, Color mover, const SearchResult& before,
                       const SearchResult* after, Value final_score) {
    MoveReview r;
    r.ply = ply;
    r.played = played;
    r.mover = mover;
    r.score_before = before.score;
    r.score_after = after ? -after->score : final_score;
    r.best = before.best;
    r.best_line = before.pv;
    const bool played_best = before.best != NoMove && before.best == played;
    r.grade = review::grade_move(r.score_before, r.score_after, played_best, Thresholds);
    const int could = mate_moves(r.score_before);
    if (could > 0 && !played_best && mate_moves(r.score_after) <= 0) {
        r.missed_mate.moves = could;
        r.missed_mate.line = before.pv;
    }
    if (after && mate_moves(r.score_before) >= 0) {
        const int can = mate_moves(after->score);
        if (can > 0) {
            r.allowed_mate.moves = can;
            r.allowed_mate.line = after->pv;
        }
    }
    return r;
}

namespace {

// The review driver's view of a Xiangqi game (common/review.h).
struct ReviewOps : review::EngineOps<Engine, ThinkOptions> {
    SearchResult search(Game& g) { return engine.think(g, think); }
    static std::vector<Line> lines(Game&, const SearchResult& before) { return before.lines; }
    static Color mover(const Game& g) { return g.position().side_to_move(); }
    static bool play(Game& g, const HistoryEntry& e) { return g.play(e.move).ok(); }
    static bool over(const Game& g) { return g.result().over(); }
    static int final_score(const Game& g, Color mover) {
        const Outcome won = mover == Red ? Outcome::RedWins : Outcome::BlackWins;
        const Outcome outcome = g.result().outcome;
        return outcome == Outcome::Draw ? Draw : outcome == won ? mate_in(1) : mated_in(1);
    }
    static MoveReview judge(int ply, const HistoryEntry& e, Color mover, const SearchResult& before,
                            const SearchResult* after, int final_score) {
        return review_move(ply, e.move, mover, before, after, final_score);
    }
};

}  // namespace

std::vector<MoveReview> review_game(Engine& engine, const Game& game, const ReviewOptions& options,
                                    const std::function<bool(const MoveReview&)>& on_move) {
    Game start = game;
    start.restart();
    ThinkOptions think;
    think.time_ms = options.time_ms;
    think.nodes = options.nodes;
    think.depth = options.depth;
    think.stop = options.stop;
    think.fresh_hash = false;  // one table for the whole game: its positions follow each other
    think.multi_pv = std::max(options.lines, 1);  // the lines come from the same search
    ReviewOps ops{{engine, think, think.multi_pv}};
    return review::review_game(std::move(start), game.history(), ops, options.stop, on_move);
}

}  // namespace pinqi::xiangqi::ai
