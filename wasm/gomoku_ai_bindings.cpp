// embind surface of the Gomoku AI. A position crosses as a flat move list
// [x0, y0, x1, y1, ...] (Black first) or as a game record; results cross as
// plain objects. In a Web Worker, either pass `onProgress` to think() and post
// each report, or drive the search one iteration at a time with start()/step()
// and post between steps; to cancel, stop stepping or terminate the Worker.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "gomoku/ai/bench.h"
#include "gomoku/ai/engine.h"
#include "gomoku/record.h"

namespace {

using namespace pinqi::gomoku;
using emscripten::val;

val points_array(const std::vector<Point>& points) {
    val out = val::array();
    for (const Point p : points) {
        out.call<void>("push", p.x);
        out.call<void>("push", p.y);
    }
    return out;
}

val cells_array(const std::vector<int>& cells, int size) {
    val out = val::array();
    for (const int c : cells) {
        out.call<void>("push", c % size);
        out.call<void>("push", c / size);
    }
    return out;
}

val result_object(const ai::ThinkResult& r, bool done) {
    val out = val::object();
    out.set("ok", r.has_move);
    out.set("x", r.move.x);
    out.set("y", r.move.y);
    out.set("score", r.score);
    out.set("depth", r.depth);
    out.set("nodes", static_cast<double>(r.nodes));
    out.set("elapsedMs", r.elapsed_ms);
    out.set("pv", points_array(r.pv));
    out.set("reason", r.reason);
    out.set("done", done);
    return out;
}

val error_object(const std::string& message) {
    val out = val::object();
    out.set("ok", false);
    out.set("x", -1);
    out.set("y", -1);
    out.set("score", 0);
    out.set("depth", 0);
    out.set("nodes", 0);
    out.set("elapsedMs", 0);
    out.set("pv", val::array());
    out.set("reason", message);
    out.set("done", true);
    return out;
}

class GomokuAiCore {
  public:
    explicit GomokuAiCore(int hash_megabytes)
        : engine_(static_cast<std::size_t>(hash_megabytes > 0 ? hash_megabytes : 16)) {}

    // Replays the moves; false (with `error_` set) if the rules refuse one.
    bool load(int size, const std::string& rule, const val& moves) {
        const std::vector<int> flat = emscripten::convertJSArrayToNumberVector<int>(moves);
        Game game(size, parse_rule(rule).value_or(Rule::Freestyle));
        for (std::size_t i = 0; i + 1 < flat.size(); i += 2) {
            const PlaceError e = game.place({flat[i], flat[i + 1]});
            if (e != PlaceError::Ok) {
                error_ = "move " + std::to_string(i / 2 + 1) + " (" + std::to_string(flat[i]) +
                         "," + std::to_string(flat[i + 1]) + "): " + std::string(to_string(e));
                return false;
            }
        }
        game_ = std::move(game);
        return true;
    }

    bool load_record(const std::string& text) {
        RecordResult r = parse_record(text);
        if (!r.ok) {
            error_ = r.error;
            return false;
        }
        game_ = std::move(r.game);
        return true;
    }

    // One search; `on_progress` (a function or undefined) gets each finished iteration.
    val think(int size, const std::string& rule, const val& moves, int level, int time_ms,
              double nodes, double seed, val on_progress) {
        if (!load(size, rule, moves)) return error_object(error_);
        return run(level, time_ms, nodes, seed, on_progress, 0);
    }

    val think_record(const std::string& record, int level, int time_ms, double nodes, double seed) {
        if (!load_record(record)) return error_object(error_);
        return run(level, time_ms, nodes, seed, val::undefined(), 0);
    }

    // The best move at the top level, with its reason ("wins: VCF in 7", "blocks a four", ...).
    val hint(int size, const std::string& rule, const val& moves, int time_ms, double nodes) {
        if (!load(size, rule, moves)) return error_object(error_);
        return run(ai::MaxLevel, time_ms, nodes, 0, val::undefined(), 0);
    }

    // Polled stepping: start() sets the position, each step() searches one
    // iteration deeper (the hash table keeps earlier work) and returns the best
    // so far with done = true once nothing deeper is worth searching.
    bool start(int size, const std::string& rule, const val& moves, int level, double seed) {
        step_depth_ = 0;
        step_level_ = level;
        step_seed_ = seed;
        step_done_ = false;
        engine_.clear_hash();
        return load(size, rule, moves);
    }

    val step(double nodes) {
        if (step_done_) return error_object("search finished: call start() again");
        ++step_depth_;
        val out = run(step_level_, 0, nodes, step_seed_, val::undefined(), step_depth_);
        const int depth = out["depth"].as<int>();
        const int score = out["score"].as<int>();
        const bool finished =
            depth < step_depth_ || ai::is_win_score(score) || ai::is_loss_score(score) ||
            step_depth_ >= ai::level_settings(step_level_).max_depth || step_depth_ >= 40;
        step_done_ = finished;
        out.set("done", finished);
        return out;
    }

    void set_hash_size(int megabytes) {
        engine_.set_hash_size(static_cast<std::size_t>(megabytes > 0 ? megabytes : 1));
    }
    void clear_hash() { engine_.clear_hash(); }
    std::string error() const { return error_; }

  private:
    val run(int level, int time_ms, double nodes, double seed, val on_progress, int max_depth) {
        ai::ThinkOptions options;
        options.level = level;
        options.time_ms = time_ms > 0 ? time_ms : 0;
        options.nodes = nodes > 0 ? static_cast<std::uint64_t>(nodes) : 0;
        options.seed = seed > 0 ? static_cast<std::uint64_t>(seed) : 0;
        options.max_depth = max_depth;
        const int size = game_.size();
        if (on_progress.typeOf().as<std::string>() == "function") {
            options.progress = [&](const ai::Progress& p) {
                val report = val::object();
                report.set("depth", p.depth);
                report.set("score", p.score);
                report.set("nodes", static_cast<double>(p.nodes));
                report.set("elapsedMs", p.elapsed_ms);
                report.set("x", p.pv.empty() ? -1 : p.pv.front() % size);
                report.set("y", p.pv.empty() ? -1 : p.pv.front() / size);
                report.set("pv", cells_array(p.pv, size));
                on_progress(report);
            };
        }
        return result_object(engine_.think(game_, options), true);
    }

    ai::Engine engine_;
    Game game_;
    std::string error_;
    int step_depth_ = 0;
    int step_level_ = ai::MaxLevel;
    double step_seed_ = 0;
    bool step_done_ = true;
};

// The fixed benchmark of `pinqi bench gomoku`, for native/wasm comparisons.
val gomoku_bench(double nodes) {
    const std::uint64_t per_position =
        nodes > 0 ? static_cast<std::uint64_t>(nodes) : ai::BenchNodes;
    const ai::BenchReport r = ai::run_bench(per_position);
    val out = val::object();
    out.set("nodesPerPosition", static_cast<double>(per_position));
    out.set("nodes", static_cast<double>(r.nodes));
    out.set("timeMs", r.seconds * 1000);
    out.set("nodesPerSecond", r.nodes_per_second());
    double vcf_ms = 0;
    for (const auto& v : r.vcfs) vcf_ms = v.ms > vcf_ms ? v.ms : vcf_ms;
    out.set("slowestVcfMs", vcf_ms);
    return out;
}

// The depth each bench position reaches in `ms` milliseconds, and the mean.
val gomoku_depth_bench(int ms) {
    const ai::DepthReport r = ai::run_depth_bench(ms > 0 ? ms : 1000);
    val out = val::object();
    val depths = val::array();
    for (const int d : r.depths) depths.call<void>("push", d);
    out.set("depths", depths);
    out.set("meanDepth", r.mean);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_gomoku_ai) {
    emscripten::function("gomokuBench", &gomoku_bench);
    emscripten::function("gomokuDepthBench", &gomoku_depth_bench);
    emscripten::class_<GomokuAiCore>("GomokuAiCore")
        .constructor<int>()
        .function("think", &GomokuAiCore::think)
        .function("thinkRecord", &GomokuAiCore::think_record)
        .function("hint", &GomokuAiCore::hint)
        .function("start", &GomokuAiCore::start)
        .function("step", &GomokuAiCore::step)
        .function("setHashSize", &GomokuAiCore::set_hash_size)
        .function("clearHash", &GomokuAiCore::clear_hash)
        .function("error", &GomokuAiCore::error);
    emscripten::constant("GOMOKU_AI_MIN_LEVEL", ai::MinLevel);
    emscripten::constant("GOMOKU_AI_MAX_LEVEL", ai::MaxLevel);
}
