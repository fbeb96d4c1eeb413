#include "gomoku/ai/engine.h"

#include <algorithm>

#include "common/random.h"
#include "gomoku/ai/movegen.h"

namespace pinqi::gomoku::ai {

namespace {

bool in_set(const CellSet& set, int c) {
    return c != NoCell && set.test(c);
}

}  // namespace

Position to_position(const Game& game) {
    Position pos(game.size(), game.rule());
    const Setup& setup = game.setup();
    for (const Point p : setup.black) pos.put_setup(pos.cell(p.x, p.y), Stone::Black);
    for (const Point p : setup.white) pos.put_setup(pos.cell(p.x, p.y), Stone::White);
    for (const Point p : setup.blocked) pos.put_setup(pos.cell(p.x, p.y), Stone::Outside);
    pos.set_first_to_move(setup.to_move);
    for (const MoveRecord& m : game.history()) pos.make(pos.cell(m.point.x, m.point.y));
    return pos;
}

std::string explain(const Position& pos, const SearchResult& result) {
    const int m = result.move;
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    switch (result.reason) {
        case Reason::NoMove:
            return "no legal move";
        case Reason::Opening:
            return "takes the centre";
        case Reason::Five:
            return "wins: makes five";
        case Reason::BlockFive:
            return result.score < 0 ? "blocks a four (but another remains)" : "blocks a four";
        case Reason::OpenFour: {
            int fours = 0;
            for (int d = 0; d < 4; ++d) fours += pos.pattern(m, d, us) >= Pattern::B4;
            return fours >= 2 ? "wins: makes a double four" : "wins: makes an open four";
        }
        case Reason::Vcf:
            return "wins: VCF in " + std::to_string((result.pv.size() + 1) / 2);
        case Reason::Vct:
            return "wins: VCT";
        case Reason::Search:
        case Reason::OnlyMove:
            break;
    }
    if (is_win_score(result.score))
        return "wins in " + std::to_string((Win - result.score + 1) / 2);
    const CellClass attack = pos.cls(m, us);
    if (pos.flex4s(them).any() && in_set(pos.fours(them), m)) {
        if (attack >= CellClass::Four) return "makes a four and stops an open three";
        return "stops an open three";
    }
    std::string text;
    switch (attack) {
        case CellClass::FourThree:
            text = "makes a four-three";
            break;
        case CellClass::Four:
            text = "makes a four";
            break;
        case CellClass::ThreeThree:
            text = "makes a double three";
            break;
        case CellClass::Three:
            text = "makes an open three";
            break;
        default:
            break;
    }
    if (text.empty()) {
        const CellClass defence = pos.cls(m, them);
        if (defence >= CellClass::Three)
            text = "blocks a three";
        else if (attack == CellClass::Two)
            text = "builds a two";
        else if (defence == CellClass::Two)
            text = "blocks a two";
        else
            text = "develops";
    }
    if (is_loss_score(result.score)) text += " (the position is lost)";
    return text;
}

ThinkResult Engine::think(const Game& game, const ThinkOptions& options) {
    const LevelSettings& level = level_settings(options.level);
    Position pos = to_position(game);
    Limits limits;
    limits.max_depth =
        options.max_depth > 0 ? std::min(options.max_depth, level.max_depth) : level.max_depth;
    limits.max_nodes = options.nodes;
    if (level.node_cap && (limits.max_nodes == 0 || limits.max_nodes > level.node_cap))
        limits.max_nodes = level.node_cap;
    limits.time_ms = options.time_ms;
    limits.optimum_ms = options.optimum_ms;
    limits.clock = options.clock;
    limits.stop = options.stop;
    limits.root_vcf_fours = level.root_vcf_fours;
    limits.qsearch_fours = level.qsearch_fours;
    limits.root_vct_depth = level.root_vct_depth;
    limits.width = level.width;
    limits.exact_root_scores = level.noise > 0;

    SearchResult r = searcher_.search(pos, limits, options.progress);

    // The weaker levels pick among near-equal root moves by chance, never a
    // move the search sees losing when another does not.
    if (level.noise > 0 && r.reason == Reason::Search && r.root_moves.size() > 1 &&
        !is_win_score(r.score)) {
        Random random(options.seed * 0x9E3779B97F4A7C15ull +
                      static_cast<std::uint64_t>(pos.move_count()) + 1);
        const int spread = random.below(100) < static_cast<std::uint32_t>(level.slip_percent)
                               ? level.noise * 3
                               : level.noise;
        const int best_score = r.score;
        int best_noisy = -2 * Win;
        for (const RootMove& rm : r.root_moves) {
            if (is_loss_score(rm.score) && !is_loss_score(best_score)) continue;
            if (rm.score < best_score - 4 * spread) continue;
            const int noisy =
                rm.score + static_cast<int>(random.below(static_cast<std::uint32_t>(spread) + 1));
            if (noisy > best_noisy) {
                best_noisy = noisy;
                if (rm.move != r.move) {
                    r.move = rm.move;
                    r.score = rm.score;
                    r.pv.assign(1, rm.move);
                }
            }
        }
    }

    // A beginner sometimes overlooks the opponent's open three or four-three (never a four):
    // it then plays as on a quiet board, one of its few most natural moves.
    if (level.overlook_percent > 0 && r.move != NoCell && !is_win_score(r.score)) {
        const Duty duty = duty_of(pos);
        Random random(options.seed * 0x2545F4914F6CDD1Dull +
                      static_cast<std::uint64_t>(pos.move_count()) + 7);
        if ((duty == Duty::StopOpenFour || duty == Duty::StopFourThree) &&
            random.below(100) < static_cast<std::uint32_t>(level.overlook_percent)) {
            const Stone us = pos.side_to_move();
            int moves[MaxCells];
            const int n = candidate_moves(pos, Duty::Free, moves);
            std::vector<std::pair<int, int>> natural;
            for (int i = 0; i < n; ++i)
                if (!pos.forbidden_for(moves[i], us))
                    natural.push_back({order_score(pos, moves[i], us), moves[i]});
            std::stable_sort(natural.begin(), natural.end(),
                             [](const auto& a, const auto& b) { return a.first > b.first; });
            const std::size_t pick = std::min<std::size_t>(
                natural.size(), static_cast<std::size_t>(std::max(level.width, 1)));
            if (pick > 0) {
                r.move = natural[random.below(static_cast<std::uint32_t>(pick))].second;
                r.pv.assign(1, r.move);
                r.reason = Reason::Search;
            }
        }
    }

    ThinkResult out;
    out.has_move = r.move != NoCell;
    if (out.has_move) out.move = pos.point(r.move);
    out.score = r.score;
    out.depth = r.depth;
    out.nodes = r.nodes;
    out.elapsed_ms = r.elapsed_ms;
    for (int c : r.pv) out.pv.push_back(pos.point(c));
    out.reason = out.has_move ? explain(pos, r) : "no legal move";
    return out;
}

}  // namespace pinqi::gomoku::ai
