// Embind export of the puzzle judges. Puzzles, lines and moves come in as
// plain JS values (checked for shape by the TypeScript side); answers go out
// as value objects: {verdict, reply, movesLeft} or a refusal {code, detail}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "boundary.h"
#include "gomoku/puzzle/puzzle.h"
#include "gomoku_points.h"
#include "xiangqi/puzzle/puzzle.h"

namespace {

using emscripten::val;
namespace gp = pinqi::gomoku::puzzle;
namespace xp = pinqi::xiangqi::puzzle;

using pinqi::wasm::point_value;
using pinqi::wasm::points_of;
using pinqi::wasm::refusal;

std::vector<std::string> strings_of(const val& list) {
    std::vector<std::string> out;
    const int n = list["length"].as<int>();
    out.reserve(n);
    for (int i = 0; i < n; ++i) out.push_back(list[i].as<std::string>());
    return out;
}

gp::Puzzle gomoku_puzzle(const val& p) {
    gp::Puzzle puzzle;
    const std::string rule = p["rule"].as<std::string>();
    puzzle.rule = pinqi::gomoku::parse_rule(rule).value_or(pinqi::gomoku::Rule::Freestyle);
    puzzle.size = p["size"].as<int>();
    puzzle.setup = points_of(p["setup"]);
    puzzle.kind = p["kind"].as<std::string>() == "vct" ? gp::ThreatKind::Vct : gp::ThreatKind::Vcf;
    puzzle.length = p["length"].as<int>();
    puzzle.solution = points_of(p["solution"]);
    puzzle.first_moves = points_of(p["firstMoves"]);
    return puzzle;
}

xp::Puzzle xiangqi_puzzle(const val& p) {
    xp::Puzzle puzzle;
    puzzle.fen = p["fen"].as<std::string>();
    puzzle.kind =
        p["kind"].as<std::string>() == "material" ? xp::PuzzleKind::Material : xp::PuzzleKind::Mate;
    puzzle.length = p["length"].as<int>();
    puzzle.solution = strings_of(p["solution"]);
    puzzle.first_moves = strings_of(p["firstMoves"]);
    return puzzle;
}

val gomoku_judge(val puzzle, val line, val move) {
    const gp::Judgement j = gp::judge(gomoku_puzzle(puzzle), points_of(line),
                                      {move["x"].as<int>(), move["y"].as<int>()});
    if (!j.code.empty()) return refusal(j.code, "");
    val out = val::object();
    out.set("verdict", std::string(gp::to_string(j.verdict)));
    if (j.verdict == gp::Verdict::Correct) {
        out.set("reply", point_value(j.reply));
        out.set("movesLeft", j.moves_left);
    }
    return out;
}

val gomoku_hint(val puzzle, val line) {
    const gp::HintResult h = gp::hint(gomoku_puzzle(puzzle), points_of(line));
    if (!h.code.empty()) return refusal(h.code, "");
    val out = val::object();
    out.set("move", h.move.x < 0 ? val::null() : point_value(h.move));
    return out;
}

val xiangqi_judge(val puzzle, val line, std::string move) {
    const xp::Judgement j = xp::judge(xiangqi_puzzle(puzzle), strings_of(line), move);
    if (!j.code.empty()) return refusal(j.code, "");
    val out = val::object();
    out.set("verdict", std::string(xp::to_string(j.verdict)));
    if (j.verdict == xp::Verdict::Correct) {
        out.set("reply", j.reply);
        out.set("movesLeft", j.moves_left);
    }
    return out;
}

val xiangqi_hint(val puzzle, val line) {
    const xp::HintResult h = xp::hint(xiangqi_puzzle(puzzle), strings_of(line));
    if (!h.code.empty()) return refusal(h.code, "");
    val out = val::object();
    out.set("move", h.move.empty() ? val::null() : val(h.move));
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(pinqi_puzzles) {
    emscripten::function("gomokuPuzzleJudge", &gomoku_judge);
    emscripten::function("gomokuPuzzleHint", &gomoku_hint);
    emscripten::function("xiangqiPuzzleJudge", &xiangqi_judge);
    emscripten::function("xiangqiPuzzleHint", &xiangqi_hint);
}
