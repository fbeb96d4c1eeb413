#include "gomoku/ai/review.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

std::string_view to_string(Grade grade) {
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

std::string_view to_string(ThreatKind kind) {
    switch (kind) {
        case ThreatKind::None:
            return "none";
        case ThreatKind::Vcf:
            return "vcf";
        case ThreatKind::Vct:
            return "vct";
    }
    return "none";
}

Grade grade_move(int before, int after, bool played_best) {
    if (played_best) return Grade::Best;
    const int loss =
        std::clamp(before, -ScoreCap, ScoreCap) - std::clamp(after, -ScoreCap, ScoreCap);
    if (loss <= 0) return Grade::Best;
    if (loss <= Thresholds.good) return Grade::Good;
    if (loss <= Thresholds.inaccuracy) return Grade::Inaccuracy;
    if (loss <= Thresholds.mistake) return Grade::Mistake;
    return Grade::Blunder;
}

ForcedWin forced_win_of(const ThinkResult& result) {
    ForcedWin win;
    switch (result.reason.code) {
        case HintCode::Five:
        case HintCode::OpenFour:
        case HintCode::DoubleFour:
        case HintCode::Vcf:
            win.kind = ThreatKind::Vcf;
            break;
        case HintCode::Vct:
            win.kind = ThreatKind::Vct;
            break;
        default:
            return win;
    }
    win.line = result.pv;
    if (win.line.empty() && result.has_move) win.line.push_back(result.move);
    return win;
}

MoveReview review_move(int ply, Point played, Stone mover, const ThinkResult& before,
                       const ThinkResult* after, int final_score) {
    MoveReview r;
    r.ply = ply;
    r.played = played;
    r.mover = mover;
    r.score_before = before.score;
    r.score_after = after ? -after->score : final_score;
    r.best = before.move;
    r.best_line = before.pv;
    const bool played_best = before.has_move && before.move == played;
    r.grade = grade_move(r.score_before, r.score_after, played_best);
    // A win the mover had and no longer has: the opponent no longer sees itself lost.
    const ForcedWin had = forced_win_of(before);
    if (had.kind != ThreatKind::None && !played_best && !is_win_score(r.score_after))
        r.missed_win = had;
    // A win the opponent now has, where the mover was not already lost.
    if (after && !is_loss_score(before.score)) r.allowed_win = forced_win_of(*after);
    return r;
}

std::vector<MoveReview> review_game(Engine& engine, const Game& game, const ReviewOptions& options,
                                    const std::function<bool(const MoveReview&)>& on_move) {
    std::vector<MoveReview> out;
    const std::vector<MoveRecord> moves = game.history();
    Game g = game;
    g.restart();
    ThinkOptions think;
    think.time_ms = options.time_ms;
    think.nodes = options.nodes;
    think.stop = options.stop;
    think.score_forced = true;
    const auto stopped = [&] { return options.stop && options.stop->load(); };
    ThinkResult before = engine.hint(g, think);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (stopped()) break;
        const Stone mover = g.turn();
        std::vector<Line> lines = lines_at(engine, g, before, think, std::max(options.lines, 1));
        if (stopped()) break;
        if (g.place(moves[i].point) != PlaceError::Ok) break;  // the game's own moves: never
        ThinkResult after;
        int final_score = 0;
        const bool over = g.over();
        if (over) {
            final_score = g.outcome().winner() == mover ? Win - 1 : 0;
        } else {
            after = engine.hint(g, think);
            if (stopped()) break;  // an interrupted search judges nothing
        }
        out.push_back(review_move(int(i), moves[i].point, mover, before, over ? nullptr : &after,
                                  final_score));
        out.back().lines = std::move(lines);
        if (on_move && !on_move(out.back())) break;
        before = std::move(after);
    }
    return out;
}

}  // namespace pinqi::gomoku::ai
