#include "gomoku/ai/review.h"

#include <algorithm>

namespace pinqi::gomoku::ai {

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
    r.grade = review::grade_move(r.score_before, r.score_after, played_best, Thresholds);
    // A win the mover had and no longer has: the opponent no longer sees itself lost.
    const ForcedWin had = forced_win_of(before);
    if (had.kind != ThreatKind::None && !played_best && !is_win_score(r.score_after))
        r.missed_win = had;
    // A win the opponent now has, where the mover was not already lost.
    if (after && !is_loss_score(before.score)) r.allowed_win = forced_win_of(*after);
    return r;
}

namespace {

// The review driver's view of a Gomoku game (common/review.h).
struct ReviewOps : review::EngineOps<Engine, ThinkOptions> {
    ThinkResult search(Game& g) { return engine.hint(g, think); }
    static Stone mover(const Game& g) { return g.turn(); }
    static bool play(Game& g, const MoveRecord& m) { return g.place(m.point) == PlaceError::Ok; }
    static bool over(const Game& g) { return g.over(); }
    static int final_score(const Game& g, Stone mover) {
        return g.outcome().winner() == mover ? Win - 1 : 0;
    }
    static MoveReview judge(int ply, const MoveRecord& m, Stone mover, const ThinkResult& before,
                            const ThinkResult* after, int final_score) {
        return review_move(ply, m.point, mover, before, after, final_score);
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
    think.stop = options.stop;
    think.score_forced = true;
    ReviewOps ops{{engine, think, std::max(options.lines, 1)}};
    return review::review_game(std::move(start), game.history(), ops, options.stop, on_move);
}

}  // namespace pinqi::gomoku::ai
