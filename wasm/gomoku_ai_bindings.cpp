// embind surface of the Gomoku AI. A request is a plain object
// {size, rule, setup?: {black, white, blocked, toMove}, moves: [x0, y0, x1,
// y1, ...], level, timeMs, nodes, seed, onProgress?} (coordinate lists flat);
// the answer is a plain object, or a refusal
// {code, detail, why, index} (boundary.h) when the position cannot be searched.
// The reason for a move crosses as a code with its numbers, never as words.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "boundary.h"
#include "gomoku/ai/engine.h"
#include "gomoku/ai/multipv.h"
#include "gomoku/ai/opening_move.h"
#include "gomoku/ai/review.h"
#include "gomoku_points.h"
#include "gomoku_setup.h"
#include "review_steps.h"
#include "stop_word.h"

// The Worker's answer to "is the request being served stopped?" (stop_word.h).
EM_JS(int, pinqi_stop_heard, (),
      { return Module["pinqiStopHeard"] ? Module["pinqiStopHeard"]() : 0; });

namespace {

using namespace pinqi::gomoku;
using emscripten::val;
using pinqi::wasm::number_text;
using pinqi::wasm::refusal;

val point_object(Point p) {
    val out = val::object();
    out.set("x", p.x);
    out.set("y", p.y);
    return out;
}

val points_array(const std::vector<Point>& points) {
    val out = val::array();
    for (const Point p : points) out.call<void>("push", point_object(p));
    return out;
}

val cells_array(const std::vector<int>& cells, int size) {
    val out = val::array();
    for (const int c : cells) out.call<void>("push", point_object({c % size, c / size}));
    return out;
}

val reason_object(const ai::HintReason& r) {
    val out = val::object();
    out.set("code", std::string(ai::to_string(r.code)));
    out.set("moves", r.moves);
    out.set("lost", r.lost);
    return out;
}

double number_or(const val& request, const char* key, double fallback) {
    const val v = request[key];
    return v.isNumber() ? v.as<double>() : fallback;
}

// A review's searches, one at a time (review_steps.h), as review_game's (review.cpp).
struct GomokuReviewStepOps {
    ai::Engine* engine;
    int lines_wanted;
    // Each search's budget, and the number of the one under way (ThinkOptions::slice_of):
    // the root proofs of its slices take their shares of that budget, slice after slice.
    int search_ms;
    std::uint64_t search_nodes;
    const std::uint64_t* search_number;

    static ai::ThinkOptions think(int time_ms, std::uint64_t nodes) {
        ai::ThinkOptions options;
        options.time_ms = time_ms;
        options.nodes = nodes;
        options.stop = pinqi::wasm::request_stop();
        options.score_forced = true;
        return options;
    }
    ai::ThinkResult search(Game& g, int time_ms, std::uint64_t nodes) {
        ai::ThinkOptions options = think(time_ms, nodes);
        options.slice_of = *search_number;
        options.request_ms = search_ms;
        options.request_nodes = search_nodes;
        return engine->hint(g, options);
    }
    bool lines_search() const { return lines_wanted > 1; }
    std::vector<ai::Line> lines(Game& g, const ai::ThinkResult& before, int time_ms,
                                std::uint64_t nodes) {
        return ai::lines_at(*engine, g, before, think(time_ms, nodes), lines_wanted);
    }
    static Stone mover(const Game& g) { return g.turn(); }
    static bool play(Game& g, const MoveRecord& m) { return g.place(m.point) == PlaceError::Ok; }
    static bool over(const Game& g) { return g.over(); }
    static int final_score(const Game& g, Stone mover) {
        return g.outcome().winner() == mover ? ai::Win - 1 : 0;
    }
    static ai::MoveReview judge(int ply, const MoveRecord& m, Stone mover,
                                const ai::ThinkResult& before, const ai::ThinkResult* after,
                                int final_score) {
        return ai::review_move(ply, m.point, mover, before, after, final_score);
    }
};
using GomokuReviewSteps =
    pinqi::wasm::ReviewSteps<Game, std::vector<MoveRecord>, ai::ThinkResult, std::vector<ai::Line>,
                             ai::MoveReview, GomokuReviewStepOps>;

class GomokuAiCore {
  public:
    explicit GomokuAiCore(int hash_megabytes)
        : engine_(static_cast<std::size_t>(hash_megabytes > 0 ? hash_megabytes : 16)) {
        engine_.set_threads(pinqi::wasm::search_threads());
        requests_ = engine_.new_request();
    }

    // The move for the side to move: {move, score, depth, nodes, elapsedMs, pv, reason},
    // or a refusal (bad_record for a position the rules refuse, game_over for a finished game).
    val think(const val& request) { return run(request, false); }
    // The strongest move with its reason, whatever level is asked.
    val hint(const val& request) { return run(request, true); }

    // Every move of the game judged: an array of reviews (see review_object), each
    // also passed to request.onMove as it is made; or a refusal (bad_record). A
    // finished game is reviewed too.
    val analyze(const val& request) {
        if (val problem = load(request, true); !problem.isNull()) return problem;
        ai::ReviewOptions options;
        options.time_ms = int(number_or(request, "timeMs", 0));
        options.nodes = std::uint64_t(number_or(request, "nodes", 0));
        options.lines = int(number_or(request, "lines", 1));
        options.stop = pinqi::wasm::request_stop();
        const val on_move = request["onMove"];
        const bool report = on_move.typeOf().as<std::string>() == "function";
        engine_.clear_hash();  // the answer depends on the request alone
        val out = val::array();
        ai::review_game(engine_, game_, options, [&](const ai::MoveReview& r) {
            const val review = review_object(r);
            out.call<void>("push", review);
            if (report) on_move(review);
            return true;
        });
        return out;
    }

    // analyze's review one search at a time, for the Worker without shared memory (it
    // slices each search as a think's): reviewBegin(request), analyze's request, null or
    // a refusal; reviewSearch({timeMs, nodes}), one slice of the next search, false when
    // none is left; reviewCommit() once that search's budget is spent: the reviews made.
    val reviewBegin(const val& request) {
        if (val problem = load(request, true); !problem.isNull()) return problem;
        Game start = game_;
        start.restart();
        const int lines = std::max(int(number_or(request, "lines", 1)), 1);
        requests_ = engine_.new_request();
        steps_.emplace(
            std::move(start), game_.history(),
            GomokuReviewStepOps{&engine_, lines, int(number_or(request, "timeMs", 0)),
                                std::uint64_t(number_or(request, "nodes", 0)), &requests_});
        engine_.clear_hash();  // the answer depends on the request alone
        return val::null();
    }
    bool reviewSearch(const val& slice) {
        return steps_ && steps_->search(int(number_or(slice, "timeMs", 0)),
                                        std::uint64_t(number_or(slice, "nodes", 0)));
    }
    val reviewCommit() {
        val out = val::array();
        if (steps_)
            for (const ai::MoveReview& r : steps_->commit())
                out.call<void>("push", review_object(r));
        requests_ = engine_.new_request();  // the next search's slices
        return out;
    }

    // The best lines of the position, deepening: request.onDepth({depth, lines}) after
    // each depth, each line {move, score, depth, pv}; the answer is the last
    // {depth, lines}, or a refusal (bad_record, game_over). Options: lines (multiPv),
    // maxDepth (0: as deep as the engine goes), nodes (per search), warm (the table of
    // the last search kept: the next slice of the same analysis, whose root proofs go on
    // where the last slice left them).
    val evaluate(const val& request) {
        if (val problem = load(request); !problem.isNull()) return problem;
        ai::LinesOptions options;
        options.lines = int(number_or(request, "lines", 3));
        options.max_depth = int(number_or(request, "maxDepth", 0));
        options.nodes = std::uint64_t(number_or(request, "nodes", 0));
        options.stop = pinqi::wasm::request_stop();
        const val on_depth = request["onDepth"];
        const bool report = on_depth.typeOf().as<std::string>() == "function";
        if (!request["warm"].isTrue()) {
            engine_.clear_hash();
            requests_ = engine_.new_request();
        }
        options.slice_of = requests_;  // a warm call goes on with the root proofs
        val last = val::null();
        ai::best_lines(engine_, game_, options, [&](int depth, const std::vector<ai::Line>& lines) {
            val out = val::object();
            out.set("depth", depth);
            val list = val::array();
            for (const ai::Line& l : lines) list.call<void>("push", line_object(l));
            out.set("lines", list);
            last = out;
            if (report) on_depth(out);
            return true;
        });
        if (last.isNull()) return refusal("game_over", "there is no legal move");
        return last;
    }

    // The AI's next step in the game's fair opening, request.opening = {rule, decisions}
    // (checked by the TypeScript side): {kind, colour, stones, score}, kind 'place' |
    // 'choose' | 'place-two' | 'offer' | 'select' (opening_move.h); or a refusal:
    // bad_record (the game does not follow its opening), game_over, wrong_step (the
    // opening is over: ask think()).
    // The AI's next step in the game's fair opening, decided one slice of a search at a time
    // (opening_move.h, OpeningSteps), for the Worker without shared memory, which hears a stop
    // only between calls: openingBegin(request), request.opening = {rule, decisions} (checked
    // by the TypeScript side), null or a refusal; then openingStep({timeMs}), one slice (timeMs
    // of a timed search, 0: each search whole; 20,000 nodes of a node budget's), null until the
    // decision is made, then {kind, colour, stones, score}, kind 'place' | 'choose' |
    // 'place-two' | 'offer' | 'select' (opening_move.h), or a refusal: bad_record (the game
    // does not follow its opening), game_over, wrong_step (the opening is over: ask think()).
    // Nothing else may search between the steps; with timeMs 0 they make the decision
    // decide_opening makes in one run, and under a node budget any slices make it.
    val openingBegin(const val& request) {
        opening_steps_.reset();
        if (val problem = load(request); !problem.isNull()) return problem;
        const val spec = request["opening"];
        const auto rule = parse_opening_rule(
            spec["rule"].isString() ? spec["rule"].as<std::string>() : std::string());
        const Setup& setup = game_.setup();
        if (!rule || !setup.black.empty() || !setup.white.empty() || !setup.blocked.empty())
            return refusal("bad_record", "no opening for this game", "bad_settings");
        std::vector<OpeningDecision> decisions;
        const val list = spec["decisions"];
        const int count = list["length"].as<int>();
        for (int i = 0; i < count; ++i) {
            const auto d = pinqi::wasm::decision_of(list[i]);
            if (!d) return refusal("bad_record", "opening decision " + std::to_string(i + 1));
            decisions.push_back(*d);
        }
        std::vector<Point> moves;
        for (const MoveRecord& m : game_.history()) moves.push_back(m.point);
        OpeningReplay replayed =
            replay_opening(*rule, game_.size(), game_.rule(), moves, decisions);
        if (!replayed.code.empty())
            return refusal("bad_record", "the game does not follow its opening");
        ai::ThinkOptions options;
        options.time_ms = int(number_or(request, "timeMs", 0));
        options.nodes = std::uint64_t(number_or(request, "nodes", 0));
        options.seed = std::uint64_t(number_or(request, "seed", 0));
        options.stop = pinqi::wasm::request_stop();
        opening_steps_.emplace(std::move(replayed.game), std::move(replayed.opening),
                               std::move(options));
        return val::null();
    }
    val openingStep(const val& slice) { return opening_step(int(number_or(slice, "timeMs", 0))); }

    // Forgets every earlier search (a new game, or a position that does not continue the last).
    void clear() { engine_.clear_hash(); }

  private:
    // One step of the opening decision under way: null until it is made, then its answer.
    val opening_step(int slice_ms) {
        if (!opening_steps_) return refusal("wrong_step", "no opening decision under way");
        if (!opening_steps_->step(engine_, slice_ms)) return val::null();
        val out = opening_answer(opening_steps_->answer());
        opening_steps_.reset();
        return out;
    }

    static val opening_answer(const ai::OpeningMoveAnswer& a) {
        if (!a.code.empty()) return refusal(a.code, "no opening step for the AI here");
        static constexpr const char* Kinds[] = {"place", "choose", "place-two", "offer", "select"};
        val out = val::object();
        out.set("kind", std::string(Kinds[static_cast<int>(a.move.kind)]));
        if (a.move.kind == ai::OpeningMove::Kind::Choose)
            out.set("colour", std::string(a.move.colour == Stone::Black ? "black" : "white"));
        out.set("stones", points_array(a.move.stones));
        out.set("score", a.move.score);
        return out;
    }

    // One of the best lines: {move, score, depth, pv}, the side to move's view.
    static val line_object(const ai::Line& l) {
        val line = val::object();
        line.set("move", point_object(l.move));
        line.set("score", l.score);
        line.set("depth", l.depth);
        line.set("pv", points_array(l.pv));
        return line;
    }

    static val win_object(const ai::ForcedWin& w) {
        if (w.kind == ai::ThreatKind::None) return val::null();
        val out = val::object();
        out.set("kind", std::string(ai::to_string(w.kind)));
        out.set("line", points_array(w.line));
        return out;
    }

    // {ply, move, side, scoreBefore, scoreAfter, best, bestLine, lines, classification,
    // missedWin: null | {kind, line}, allowedWin: null | {kind, line}}.
    static val review_object(const ai::MoveReview& r) {
        val out = val::object();
        out.set("ply", r.ply);
        out.set("move", point_object(r.played));
        out.set("side", std::string(r.mover == Stone::Black ? "black" : "white"));
        out.set("scoreBefore", r.score_before);
        out.set("scoreAfter", r.score_after);
        out.set("best", r.best.x < 0 ? val::null() : point_object(r.best));
        out.set("bestLine", points_array(r.best_line));
        val lines = val::array();
        for (const ai::Line& l : r.lines) lines.call<void>("push", line_object(l));
        out.set("lines", lines);
        out.set("classification", std::string(pinqi::review::grade_name(r.grade)));
        out.set("missedWin", win_object(r.missed_win));
        out.set("allowedWin", win_object(r.allowed_win));
        return out;
    }

    // The game a request describes, or the refusal. `finished`: a game that is over is
    // accepted (a review), else refused with game_over (a search).
    val load(const val& request, bool finished = false) {
        const double size = number_or(request, "size", NAN);
        if (!pinqi::wasm::whole(size) || !Game::valid_size(int(size)))
            return refusal("bad_record", "no such board size: " + number_text(size),
                           "bad_settings");
        const auto rule = parse_rule(request["rule"].isString() ? request["rule"].as<std::string>()
                                                                : std::string());
        if (!rule) return refusal("bad_record", "unknown rule", "bad_settings");
        const std::vector<double> flat =
            emscripten::convertJSArrayToNumberVector<double>(request["moves"]);
        if (flat.size() % 2) return refusal("bad_record", "the move list has an odd length");
        Game game(int(size), *rule);
        const val setup = request["setup"];
        if (!setup.isUndefined() && !setup.isNull()) {
            val problem = pinqi::wasm::gomoku_setup(
                int(size), *rule, setup["black"], setup["white"], setup["blocked"],
                setup["toMove"].isString() ? setup["toMove"].as<std::string>() : std::string(),
                game);
            if (!problem.isNull()) {
                return refusal("bad_record", problem["detail"].as<std::string>(),
                               problem["why"].as<std::string>());
            }
        }
        for (std::size_t i = 0; i < flat.size(); i += 2) {
            const double x = flat[i], y = flat[i + 1];
            const int index = int(i / 2);
            const std::string label = "move " + std::to_string(index + 1) + " (" + number_text(x) +
                                      ", " + number_text(y) + ")";
            if (!pinqi::wasm::whole(x) || !pinqi::wasm::whole(y) || x < 0 || y < 0 || x >= size ||
                y >= size)
                return refusal("bad_record", label + ": off the board", "out_of_bounds", index);
            const PlaceError e = game.place({int(x), int(y)});
            if (e != PlaceError::Ok)
                return refusal("bad_record", label + ": " + std::string(to_string(e)), to_string(e),
                               index);
        }
        if (game.over() && !finished)
            return refusal("game_over", "the game is over", game.outcome().reason());
        game_ = std::move(game);
        return val::null();
    }

    val run(const val& request, bool hint) {
        if (val problem = load(request); !problem.isNull()) return problem;
        ai::ThinkOptions options;
        options.level = hint ? ai::MaxLevel : int(number_or(request, "level", ai::MaxLevel));
        options.time_ms = int(number_or(request, "timeMs", 0));
        options.nodes = std::uint64_t(number_or(request, "nodes", 0));
        options.seed = std::uint64_t(number_or(request, "seed", 0));
        options.stop = pinqi::wasm::request_stop();
        // One slice of a request (the Worker without shared memory): slice = {resume, nodes,
        // timeMs}, the request's whole budget, of which the root proofs take their shares.
        if (const val slice = request["slice"]; !slice.isUndefined() && !slice.isNull()) {
            if (!slice["resume"].isTrue()) requests_ = engine_.new_request();
            options.slice_of = requests_;
            options.request_nodes = std::uint64_t(number_or(slice, "nodes", 0));
            options.request_ms = int(number_or(slice, "timeMs", 0));
        }
        const int size = game_.size();
        const val on_progress = request["onProgress"];
        if (on_progress.typeOf().as<std::string>() == "function") {
            options.progress = [&](const ai::Progress& p) {
                val report = val::object();
                report.set("depth", p.depth);
                report.set("score", p.score);
                report.set("nodes", static_cast<double>(p.nodes));
                report.set("elapsedMs", p.elapsed_ms);
                report.set("move", p.pv.empty()
                                       ? val::null()
                                       : point_object({p.pv.front() % size, p.pv.front() / size}));
                report.set("pv", cells_array(p.pv, size));
                on_progress(report);
            };
        }
        const ai::ThinkResult r = engine_.think(game_, options);
        if (!r.has_move) return refusal("game_over", "there is no legal move");
        val out = val::object();
        out.set("move", point_object(r.move));
        out.set("score", r.score);
        out.set("depth", r.depth);
        out.set("nodes", static_cast<double>(r.nodes));
        out.set("elapsedMs", r.elapsed_ms);
        out.set("pv", points_array(r.pv));
        out.set("reason", reason_object(r.reason));
        out.set("decided", r.decided);
        return out;
    }

    ai::Engine engine_;
    std::uint64_t requests_ = 0;  // the number of the last request searched in slices
    Game game_;
    std::optional<GomokuReviewSteps> steps_;
    std::optional<ai::OpeningSteps> opening_steps_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_gomoku_ai) {
    emscripten::class_<GomokuAiCore>("GomokuAiCore")
        .constructor<int>()
        .function("think", &GomokuAiCore::think)
        .function("hint", &GomokuAiCore::hint)
        .function("analyze", &GomokuAiCore::analyze)
        .function("evaluate", &GomokuAiCore::evaluate)
        .function("openingBegin", &GomokuAiCore::openingBegin)
        .function("openingStep", &GomokuAiCore::openingStep)
        .function("reviewBegin", &GomokuAiCore::reviewBegin)
        .function("reviewSearch", &GomokuAiCore::reviewSearch)
        .function("reviewCommit", &GomokuAiCore::reviewCommit)
        .function("clear", &GomokuAiCore::clear);
    emscripten::constant("GOMOKU_AI_MIN_LEVEL", ai::MinLevel);
    emscripten::constant("GOMOKU_AI_MAX_LEVEL", ai::MaxLevel);
}
