// Embind export of the Xiangqi AI: think, hint, draw offers and bench, plain values out,
// and the network the engine may evaluate with (issue 25).
// A request is a plain object: {fen?, moves?, record?, level?, timeMs?,
// nodes?, depth?, seed?, network?, onProgress?}; see xiangqi_ai.d.ts. The answer is a
// plain object, or a refusal {code, detail, why, index} (boundary.h). The
// evaluation crosses as a verdict code with its numbers, never as words.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "boundary.h"
#include "review_steps.h"
#include "stop_word.h"
#include "xiangqi/ai/draw.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/ai/hint.h"
#include "xiangqi/ai/level.h"
#include "xiangqi/ai/multipv.h"
#include "xiangqi/ai/nnue.h"
#include "xiangqi/ai/review.h"
#include "xiangqi/fen.h"
#include "xiangqi/game.h"
#include "xiangqi/notation.h"
#include "xiangqi/record.h"

namespace {

using emscripten::val;
using pinqi::wasm::refusal;
namespace xq = pinqi::xiangqi;
namespace ai = pinqi::xiangqi::ai;

val string_array(const std::vector<std::string>& items) {
    val out = val::array();
    for (const auto& s : items) out.call<void>("push", s);
    return out;
}

val line_iccs(const std::vector<xq::Move>& line) {
    val out = val::array();
    for (xq::Move m : line) out.call<void>("push", xq::to_iccs(m));
    return out;
}

bool has(const val& object, const char* key) {
    return object.hasOwnProperty(key) && !object[key].isUndefined() && !object[key].isNull();
}

// The game a request describes: null, or the refusal (bad_record, its `why` the
// inner code and its index the refused ply).
val build_game(const val& request, xq::Game& game) {
    if (has(request, "record")) {
        const xq::RecordImport r = xq::from_record(request["record"].as<std::string>(), game);
        if (!r.status.ok())
            return refusal("bad_record", r.status.message,
                           r.status.code == "bad_record" ? r.status.why : r.status.code,
                           r.bad_move_index);
        return val::null();
    }
    const std::string fen =
        has(request, "fen") ? request["fen"].as<std::string>() : std::string(xq::StartFen);
    if (xq::Status s = game.reset(fen); !s.ok()) return refusal("bad_record", s.message, s.code);
    if (!has(request, "moves")) return val::null();
    std::vector<std::string> moves;
    const val list = request["moves"];
    if (list.isString()) {
        const std::string text = list.as<std::string>();
        size_t at = 0;
        while (at < text.size()) {
            size_t end = text.find(' ', at);
            if (end == std::string::npos) end = text.size();
            if (end > at) moves.push_back(text.substr(at, end - at));
            at = end + 1;
        }
    } else {
        const int n = list["length"].as<int>();
        for (int i = 0; i < n; ++i) moves.push_back(list[i].as<std::string>());
    }
    for (size_t i = 0; i < moves.size(); ++i) {
        if (xq::Status s = game.play(std::string_view(moves[i])); !s.ok())
            return refusal("bad_record",
                           "move " + std::to_string(i + 1) + " (" +
                               pinqi::wasm::excerpt(moves[i], 40) + "): " + s.message,
                           s.code, int(i));
    }
    return val::null();
}

// The game of a request for the AI: null, or the refusal (as build_game's, or
// game_over with the reason the game ended).
val playable_game(const val& request, xq::Game& game) {
    if (val problem = build_game(request, game); !problem.isNull()) return problem;
    if (!game.result().over()) return val::null();
    const char* reason = xq::reason_name(game.result().reason);
    return refusal("game_over", std::string("the game is over (") + reason + ")", reason);
}

// {verdict, side ('red' | 'black', null when level), moves (to mate)}.
val evaluation_object(const ai::Evaluation& e) {
    val out = val::object();
    out.set("verdict", std::string(ai::verdict_name(e.verdict)));
    out.set("side", e.verdict == ai::Verdict::Level
                        ? val::null()
                        : val(std::string(e.side == xq::Red ? "red" : "black")));
    out.set("moves", e.moves);
    return out;
}

val describe(const xq::Position& pos, const ai::SearchResult& r) {
    const ai::Hint h = ai::make_hint(pos, r);
    val out = val::object();
    out.set("move", xq::to_iccs(r.best));
    out.set("moveWxf", h.pv_wxf.empty() ? std::string() : h.pv_wxf.front());
    out.set("moveChinese", h.pv_chinese.empty() ? std::string() : h.pv_chinese.front());
    out.set("score", r.score);
    out.set("mate", ai::mate_moves(r.score));
    out.set("depth", r.depth);
    out.set("nodes", double(r.nodes));
    out.set("timeMs", r.elapsed_ms);
    out.set("pv", string_array(h.pv_iccs));
    out.set("pvWxf", string_array(h.pv_wxf));
    out.set("pvChinese", string_array(h.pv_chinese));
    out.set("evaluation", evaluation_object(h.evaluation));
    out.set("sideToMove", std::string(pos.side_to_move() == xq::Red ? "red" : "black"));
    return out;
}

val mate_object(const ai::ForcedMate& m) {
    if (m.moves <= 0) return val::null();
    val out = val::object();
    out.set("moves", m.moves);
    out.set("line", line_iccs(m.line));
    return out;
}

// One of the best lines: {move, score, mate, depth, pv, evaluation}, scores from
// the view of `us`, the side to move.
val line_object(const ai::Line& l, xq::Color us) {
    val line = val::object();
    line.set("move", xq::to_iccs(l.move));
    line.set("score", l.score);
    line.set("mate", ai::mate_moves(l.score));
    line.set("depth", l.depth);
    line.set("pv", line_iccs(l.pv));
    line.set("evaluation", evaluation_object(ai::evaluate_score(us, l.score)));
    return line;
}

// {ply, move, side, scoreBefore, scoreAfter, best, bestLine, lines, classification,
// missedMate: null | {moves, line}, allowedMate: null | {moves, line}}.
val review_object(const ai::MoveReview& r) {
    val out = val::object();
    out.set("ply", r.ply);
    out.set("move", xq::to_iccs(r.played));
    out.set("side", std::string(r.mover == xq::Red ? "red" : "black"));
    out.set("scoreBefore", r.score_before);
    out.set("scoreAfter", r.score_after);
    out.set("best", r.best == xq::NoMove ? val::null() : val(xq::to_iccs(r.best)));
    out.set("bestLine", line_iccs(r.best_line));
    val lines = val::array();
    for (const ai::Line& l : r.lines) lines.call<void>("push", line_object(l, r.mover));
    out.set("lines", lines);
    out.set("classification", std::string(pinqi::review::grade_name(r.grade)));
    out.set("missedMate", mate_object(r.missed_mate));
    out.set("allowedMate", mate_object(r.allowed_mate));
    return out;
}

// A review's searches, one at a time (review_steps.h), as review_game's (review.cpp).
struct XiangqiReviewStepOps {
    ai::Engine* engine;
    int lines_wanted;
    int depth;

    ai::SearchResult search(xq::Game& g, int time_ms, std::uint64_t nodes) {
        ai::ThinkOptions options;
        options.time_ms = time_ms;
        options.nodes = nodes;
        options.depth = depth;
        options.stop = pinqi::wasm::request_stop();
        options.fresh_hash = false;  // one table for the whole game
        options.multi_pv = lines_wanted;
        return engine->think(g, options);
    }
    static bool lines_search() { return false; }  // the lines come from the same search
    static std::vector<ai::Line> lines(xq::Game&, const ai::SearchResult& before, int,
                                       std::uint64_t) {
        return before.lines;
    }
    static xq::Color mover(const xq::Game& g) { return g.position().side_to_move(); }
    static bool play(xq::Game& g, const xq::HistoryEntry& e) { return g.play(e.move).ok(); }
    static bool over(const xq::Game& g) { return g.result().over(); }
    static ai::Value final_score(const xq::Game& g, xq::Color mover) {
        const xq::Outcome won = mover == xq::Red ? xq::Outcome::RedWins : xq::Outcome::BlackWins;
        const xq::Outcome outcome = g.result().outcome;
        return outcome == xq::Outcome::Draw ? ai::Draw
               : outcome == won             ? ai::mate_in(1)
                                            : ai::mated_in(1);
    }
    static ai::MoveReview judge(int ply, const xq::HistoryEntry& e, xq::Color mover,
                                const ai::SearchResult& before, const ai::SearchResult* after,
                                ai::Value final_score) {
        return ai::review_move(ply, e.move, mover, before, after, final_score);
    }
};
using XiangqiReviewSteps =
    pinqi::wasm::ReviewSteps<xq::Game, std::vector<xq::HistoryEntry>, ai::SearchResult,
                             std::vector<ai::Line>, ai::MoveReview, XiangqiReviewStepOps>;

class XiangqiAi {
  public:
    XiangqiAi() : XiangqiAi(DefaultHashMb) {}
    explicit XiangqiAi(int hash_mb) : engine_(std::size_t(hash_mb > 0 ? hash_mb : DefaultHashMb)) {
        engine_.set_threads(pinqi::wasm::search_threads());
    }

    val think(const val& request) { return run(request, false); }
    // The strongest move, its line and a player's evaluation, whatever level is asked.
    val hint(const val& request) { return run(request, true); }

    // Every move of the game judged: an array of reviews (see review_object), each
    // also passed to request.onMove as it is made; or a refusal (bad_record). A
    // finished game is reviewed too.
    val analyze(const val& request) {
        use_network(request);
        xq::Game game;
        if (val problem = build_game(request, game); !problem.isNull()) return problem;
        ai::ReviewOptions options;
        if (has(request, "timeMs")) options.time_ms = request["timeMs"].as<int>();
        if (has(request, "nodes")) options.nodes = std::uint64_t(request["nodes"].as<double>());
        if (has(request, "depth")) options.depth = request["depth"].as<int>();
        if (has(request, "lines")) options.lines = request["lines"].as<int>();
        options.stop = pinqi::wasm::request_stop();
        const bool report = has(request, "onMove");
        const val on_move = report ? request["onMove"] : val::undefined();
        val out = val::array();
        engine_.clear();
        ai::review_game(engine_, game, options, [&](const ai::MoveReview& r) {
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
        use_network(request);
        xq::Game game;
        if (val problem = build_game(request, game); !problem.isNull()) return problem;
        xq::Game start = game;
        start.restart();
        const int lines = has(request, "lines") ? std::max(request["lines"].as<int>(), 1) : 1;
        const int depth = has(request, "depth") ? request["depth"].as<int>() : 0;
        steps_.emplace(std::move(start), game.history(),
                       XiangqiReviewStepOps{&engine_, lines, depth});
        engine_.clear();
        return val::null();
    }
    bool reviewSearch(const val& slice) {
        return steps_ &&
               steps_->search(has(slice, "timeMs") ? slice["timeMs"].as<int>() : 0,
                              has(slice, "nodes") ? std::uint64_t(slice["nodes"].as<double>()) : 0);
    }
    val reviewCommit() {
        val out = val::array();
        if (steps_)
            for (const ai::MoveReview& r : steps_->commit())
                out.call<void>("push", review_object(r));
        return out;
    }

    // The best lines of the position, deepening: request.onDepth({depth, lines}) after
    // each depth, each line {move, score, mate, depth, pv, evaluation}; the answer is
    // the last {depth, lines}, or a refusal (bad_record, game_over). Options: lines
    // (multiPv), maxDepth (0: as deep as the engine goes), nodes (for the whole search),
    // warm (the table of the last search kept: the next slice of the same analysis).
    val evaluate(const val& request) {
        use_network(request);
        xq::Game game;
        if (val problem = playable_game(request, game); !problem.isNull()) return problem;
        ai::LinesOptions options;
        if (has(request, "lines")) options.lines = request["lines"].as<int>();
        if (has(request, "maxDepth")) options.max_depth = request["maxDepth"].as<int>();
        if (has(request, "nodes")) options.nodes = std::uint64_t(request["nodes"].as<double>());
        options.stop = pinqi::wasm::request_stop();
        const bool report = has(request, "onDepth");
        const val on_depth = report ? request["onDepth"] : val::undefined();
        const xq::Color us = game.position().side_to_move();
        if (!(has(request, "warm") && request["warm"].as<bool>())) engine_.clear();
        val last = val::null();
        ai::best_lines(engine_, game, options, [&](int depth, const std::vector<ai::Line>& lines) {
            val out = val::object();
            out.set("depth", depth);
            val list = val::array();
            for (const ai::Line& l : lines) list.call<void>("push", line_object(l, us));
            out.set("lines", list);
            last = out;
            if (report) on_depth(out);
            return true;
        });
        if (last.isNull()) return refusal("game_over", "there is no legal move");
        return last;
    }

    // The side to move offers a draw; the AI, playing the other side, answers by the
    // rule of core/xiangqi/ai/draw.h: {answer: 'accept' | 'too_early' | 'better',
    // score (the offering side's view, centipawns), depth, evaluation}; score, depth
    // and evaluation are 0, 0 and null when the answer needed no search (too early, a
    // dead draw). Or a refusal (bad_record, game_over).
    val offerDraw(const val& request) {
        use_network(request);
        xq::Game game;
        if (val problem = playable_game(request, game); !problem.isNull()) return problem;
        ai::ThinkOptions options = think_options(request);
        options.level = ai::MaxLevel;
        const xq::Color offerer = game.position().side_to_move();
        const ai::DrawDecision d = ai::answer_draw_offer(engine_, game, ~offerer, options);
        const bool searched =
            d.answer != ai::DrawAnswer::TooEarly && !ai::dead_draw(game.position());
        val out = val::object();
        out.set("answer", std::string(ai::draw_answer_name(d.answer)));
        out.set("score", searched ? -d.score : 0);
        out.set("depth", d.depth);
        out.set("evaluation",
                searched ? evaluation_object(ai::evaluate_score(offerer, -d.score)) : val::null());
        return out;
    }

    // The network the searches may evaluate with (nnue.h's file format, as bytes: a
    // Uint8Array): null once it is the engine's, or a refusal (bad_network, why 'file')
    // that changes nothing. Which searches use it: the level's (LevelSettings::network),
    // or a request's `network` (true: every search, false: none).
    val setNetwork(const std::string& bytes) {
        std::string error;
        std::unique_ptr<ai::nnue::Network> network = ai::nnue::load_network(
            reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), error);
        if (!network) return refusal("bad_network", error, "file");
        // The engine borrows it (a shared_ptr without a control block: one would link
        // libc++'s type_info classes, 1 kB gzip); this object owns it.
        engine_.set_network(
            std::shared_ptr<const ai::nnue::Network>(std::shared_ptr<const void>(), network.get()));
        network_ = std::move(network);
        return val::null();
    }
    // The hand-crafted evaluation again, at every level.
    void clearNetwork() {
        engine_.set_network(nullptr);
        network_.reset();
    }
    // The network's description (its training recipe), or null without one.
    val networkDescription() const { return network_ ? val(network_->description) : val::null(); }
    // Whether a level evaluates with the network when the engine has one (level.h).
    static bool levelUsesNetwork(int level) { return ai::level_settings(level).network; }

    void setHashSize(int mb) { engine_.set_hash_size(std::size_t(mb > 0 ? mb : 1)); }
    int hashSize() { return int(engine_.hash_size()); }
    void clear() { engine_.clear(); }

  private:
    static constexpr int DefaultHashMb = 16;

    // A request's `network`: true, every search of it evaluates with the network (when
    // the engine has one); false, none does; absent, as its level says.
    void use_network(const val& request) {
        using Use = ai::Engine::NetworkUse;
        engine_.set_network_use(!has(request, "network")        ? Use::ByLevel
                                : request["network"].as<bool>() ? Use::Always
                                                                : Use::Never);
    }

    // A request's level and budgets (see xiangqi_ai.d.ts).
    static ai::ThinkOptions think_options(const val& request) {
        ai::ThinkOptions options;
        options.level = has(request, "level") ? request["level"].as<int>() : ai::MaxLevel;
        if (has(request, "timeMs")) options.time_ms = request["timeMs"].as<int>();
        if (has(request, "nodes")) options.nodes = std::uint64_t(request["nodes"].as<double>());
        if (has(request, "depth")) options.depth = request["depth"].as<int>();
        if (has(request, "seed")) options.seed = std::uint64_t(request["seed"].as<double>());
        // warm: keep the table of the earlier searches (the caller knows the game goes on).
        options.fresh_hash = !(has(request, "warm") && request["warm"].as<bool>());
        // A search without a budget keeps the level's own (a stop flag would lift it).
        if (options.time_ms || options.nodes || options.depth)
            options.stop = pinqi::wasm::request_stop();
        return options;
    }

    val run(const val& request, bool hint) {
        use_network(request);
        xq::Game game;
        if (val problem = playable_game(request, game); !problem.isNull()) return problem;
        ai::ThinkOptions options = think_options(request);
        if (hint) options.level = ai::MaxLevel;
        const xq::Position root = game.position();
        if (has(request, "onProgress")) {
            const val callback = request["onProgress"];
            options.progress = [&root, callback](const ai::IterationReport& r) {
                val info = val::object();
                info.set("depth", r.depth);
                info.set("score", r.score);
                info.set("mate", ai::mate_moves(r.score));
                info.set("nodes", double(r.nodes));
                info.set("timeMs", r.elapsed_ms);
                info.set("move", r.pv.empty() ? std::string() : xq::to_iccs(r.pv.front()));
                info.set("pv", line_iccs(r.pv));
                info.set("evaluation",
                         evaluation_object(ai::evaluate_score(root.side_to_move(), r.score)));
                callback(info);
            };
        }
        const ai::SearchResult r = engine_.think(game, options);
        if (r.best == xq::NoMove) return refusal("game_over", "there is no legal move");
        return describe(root, r);
    }

    // The engine's network (setNetwork), if any: declared first, so that it outlives the engine.
    std::unique_ptr<ai::nnue::Network> network_;
    ai::Engine engine_;
    std::optional<XiangqiReviewSteps> steps_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_xiangqi_ai) {
    emscripten::class_<XiangqiAi>("XiangqiAi")
        .constructor<>()
        .constructor<int>()
        .function("think", &XiangqiAi::think)
        .function("hint", &XiangqiAi::hint)
        .function("analyze", &XiangqiAi::analyze)
        .function("evaluate", &XiangqiAi::evaluate)
        .function("offerDraw", &XiangqiAi::offerDraw)
        .function("reviewBegin", &XiangqiAi::reviewBegin)
        .function("reviewSearch", &XiangqiAi::reviewSearch)
        .function("reviewCommit", &XiangqiAi::reviewCommit)
        .function("setNetwork", &XiangqiAi::setNetwork)
        .function("clearNetwork", &XiangqiAi::clearNetwork)
        .function("networkDescription", &XiangqiAi::networkDescription)
        .class_function("levelUsesNetwork", &XiangqiAi::levelUsesNetwork)
        .function("setHashSize", &XiangqiAi::setHashSize)
        .function("hashSize", &XiangqiAi::hashSize)
        .function("clear", &XiangqiAi::clear);
}
