#include "xiangqi/ai/review.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

const char* grade_name(Grade grade) {
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

Grade grade_move(Value before, Value after, bool played_best) {
    if (played_best) return Grade::Best;
    const Value loss =
        std::clamp(before, -ScoreCap, ScoreCap) - std::clamp(after, -ScoreCap, ScoreCap);
    if (loss <= 0) return Grade::Best;
    if (loss <= Thresholds.good) return Grade::Good;
    if (loss <= Thresholds.inaccuracy) return Grade::Inaccuracy;
    if (loss <= Thresholds.mistake) return Grade::Mistake;
    return Grade::Blunder;
}

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
    r.grade = grade_move(r.score_before, r.score_after, played_best);
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

std::vector<MoveReview> review_game(Engine& engine, const Game& game, const ReviewOptions& options,
                                    const std::function<bool(const MoveReview&)>& on_move) {
    std::vector<MoveReview> out;
    const std::vector<HistoryEntry> moves = game.history();
    Game g = game;
    g.restart();
    ThinkOptions think;
    think.time_ms = options.time_ms;
    think.nodes = options.nodes;
    think.depth = options.depth;
    think.stop = options.stop;
    think.fresh_hash = false;  // one table for the whole game: its positions follow each other
    think.multi_pv = std::max(options.lines, 1);  // the lines come from the same search
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    SearchResult before = engine.think(g, think);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (stopped()) break;
        const Color mover = g.position().side_to_move();
        std::vector<Line> lines = before.lines;
        if (!g.play(moves[i].move).ok()) break;  // the game's own moves: never
        SearchResult after;
        Value final_score = Draw;
        const bool over = g.result().over();
        if (over) {
            const Outcome won = mover == Red ? Outcome::RedWins : Outcome::BlackWins;
            const Outcome outcome = g.result().outcome;
            final_score = outcome == Outcome::Draw ? Draw
                          : outcome == won         ? mate_in(1)
                                                   : mated_in(1);
        } else {
            after = engine.think(g, think);
            if (stopped()) break;  // an interrupted search judges nothing
        }
        out.push_back(review_move(int(i), moves[i].move, mover, before, over ? nullptr : &after,
                                  final_score));
        out.back().lines = std::move(lines);
        if (on_move && !on_move(out.back())) break;
        before = std::move(after);
    }
    return out;
}

}  // namespace pinqi::xiangqi::ai
