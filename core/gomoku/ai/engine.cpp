#include "gomoku/ai/engine.h"

#include <algorithm>
#include <ostream>

#include "common/random.h"
#include "common/stable_sort.h"
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

std::string_view to_string(HintCode code) {
    switch (code) {
        case HintCode::NoMove:
            return "no_move";
        case HintCode::Opening:
            return "opening";
        case HintCode::Five:
            return "five";
        case HintCode::BlocksFour:
            return "blocks_four";
        case HintCode::OpenFour:
            return "open_four";
        case HintCode::DoubleFour:
            return "double_four";
        case HintCode::Vcf:
            return "vcf";
        case HintCode::Vct:
            return "vct";
        case HintCode::ForcedWin:
            return "forced_win";
        case HintCode::FourStopsThree:
            return "four_stops_three";
        case HintCode::StopsThree:
            return "stops_three";
        case HintCode::FourThree:
            return "four_three";
        case HintCode::Four:
            return "four";
        case HintCode::DoubleThree:
            return "double_three";
        case HintCode::OpenThree:
            return "open_three";
        case HintCode::BlocksThree:
            return "blocks_three";
        case HintCode::BuildsTwo:
            return "builds_two";
        case HintCode::BlocksTwo:
            return "blocks_two";
        case HintCode::Develops:
            return "develops";
    }
    return "develops";
}

bool is_winning(HintCode code) {
    return code == HintCode::Five || code == HintCode::OpenFour || code == HintCode::DoubleFour ||
           code == HintCode::Vcf || code == HintCode::Vct || code == HintCode::ForcedWin;
}

std::string to_string(const HintReason& reason) {
    std::string out(to_string(reason.code));
    if (reason.code == HintCode::Vcf || reason.code == HintCode::ForcedWin)
        out += ' ' + std::to_string(reason.moves);
    if (reason.lost) out += " lost";
    return out;
}

std::ostream& operator<<(std::ostream& out, const HintReason& reason) {
    return out << to_string(reason);
}

HintReason explain(const Position& pos, const SearchResult& result) {
    const int m = result.move;
    const Stone us = pos.side_to_move();
    const Stone them = opponent(us);
    switch (result.reason) {
        case Reason::NoMove:
            return {HintCode::NoMove};
        case Reason::Opening:
            return {HintCode::Opening};
        case Reason::Five:
            return {HintCode::Five};
        case Reason::BlockFive:
            return {HintCode::BlocksFour, 0, result.score < 0};
        case Reason::OpenFour: {
            int fours = 0;
            for (int d = 0; d < 4; ++d) fours += pos.pattern(m, d, us) >= Pattern::B4;
            return {fours >= 2 ? HintCode::DoubleFour : HintCode::OpenFour};
        }
        case Reason::Vcf:
            return {HintCode::Vcf, static_cast<int>((result.pv.size() + 1) / 2)};
        case Reason::Vct:
            return {HintCode::Vct};
        case Reason::Search:
        case Reason::OnlyMove:
            break;
    }
    if (is_win_score(result.score)) return {HintCode::ForcedWin, (Win - result.score + 1) / 2};
    const bool lost = is_loss_score(result.score);
    const CellClass attack = pos.cls(m, us);
    if (pos.flex4s(them).any() && in_set(pos.fours(them), m))
        return {attack >= CellClass::Four ? HintCode::FourStopsThree : HintCode::StopsThree, 0,
                lost};
    switch (attack) {
        case CellClass::FourThree:
            return {HintCode::FourThree, 0, lost};
        case CellClass::Four:
            return {HintCode::Four, 0, lost};
        case CellClass::ThreeThree:
            return {HintCode::DoubleThree, 0, lost};
        case CellClass::Three:
            return {HintCode::OpenThree, 0, lost};
        default:
            break;
    }
    const CellClass defence = pos.cls(m, them);
    if (defence >= CellClass::Three) return {HintCode::BlocksThree, 0, lost};
    if (attack == CellClass::Two) return {HintCode::BuildsTwo, 0, lost};
    if (defence == CellClass::Two) return {HintCode::BlocksTwo, 0, lost};
    return {HintCode::Develops, 0, lost};
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
    limits.score_forced = options.score_forced;
    for (const Point p : options.excluded) limits.excluded.push_back(pos.cell(p.x, p.y));
    limits.multi_pv = std::max(options.multi_pv, 1);
    if (options.slice_of) {
        limits.slice_of = options.slice_of;
        limits.request_nodes = options.request_nodes;
        if (level.node_cap && (limits.request_nodes == 0 || limits.request_nodes > level.node_cap))
            limits.request_nodes = level.node_cap;
        limits.request_ms = options.request_ms;
    }
    const auto to_lines = [&pos](int depth, const std::vector<RootMove>& moves) {
        std::vector<Line> lines;
        for (const RootMove& m : moves) {
            Line line{pos.point(m.move), m.score, m.depth > 0 ? m.depth : depth, {}};
            for (const int c : m.pv) line.pv.push_back(pos.point(c));
            lines.push_back(std::move(line));
        }
        return lines;
    };
    if (options.on_lines)
        limits.on_lines = [&](int depth, const std::vector<RootMove>& moves) {
            return options.on_lines(depth, to_lines(depth, moves));
        };

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
            compact_stable_sort(natural.begin(), natural.end(),
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
    out.reason = out.has_move ? explain(pos, r) : HintReason{};
    out.decided = r.reason != Reason::Search;
    if ((limits.multi_pv > 1 || options.on_lines) && r.reason == Reason::Search && r.depth > 0) {
        const std::size_t count =
            std::min(r.root_moves.size(), static_cast<std::size_t>(limits.multi_pv));
        out.lines = to_lines(
            r.depth,
            std::vector<RootMove>(r.root_moves.begin(),
                                  r.root_moves.begin() + static_cast<std::ptrdiff_t>(count)));
    }
    return out;
}

}  // namespace pinqi::gomoku::ai
