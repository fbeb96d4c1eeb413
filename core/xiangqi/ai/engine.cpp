#include "xiangqi/ai/engine.h"

#include <algorithm>

namespace pinqi::xiangqi::ai {

std::vector<PathEntry> history_of(const Game& game) {
    const auto& moves = game.history();
    size_t first = moves.size();
    while (first > 0 && moves[first - 1].captured == NoPiece) --first;
    std::vector<PathEntry> out;
    out.reserve(moves.size() - first);
    for (size_t i = first; i < moves.size(); ++i) {
        PathEntry e;
        e.key_before = moves[i].undo.key;
        e.move = moves[i].move;
        e.undo = moves[i].undo;
        e.mover = moves[i].mover;
        e.capture = false;
        e.conduct_known = true;
        e.conduct = moves[i].conduct;
        out.push_back(e);
    }
    return out;
}

void play_move(Position& pos, std::vector<PathEntry>& history, Move m) {
    PathEntry e;
    e.key_before = pos.key();
    e.move = m;
    e.mover = pos.side_to_move();
    e.conduct = assess_move(pos, m);
    e.conduct_known = true;
    const bool capture = pos.piece_on(to_sq(m)) != NoPiece;
    e.undo = pos.do_move(m);
    if (capture) {
        history.clear();
        return;
    }
    history.push_back(e);
}

SearchResult Engine::think(const Position& pos, const std::vector<PathEntry>& history,
                           const ThinkOptions& options) {
    const LevelSettings& level = level_settings(options.level);
    Limits limits;
    limits.depth = options.depth;
    limits.nodes = options.nodes;
    limits.time_ms = options.time_ms;
    limits.soft_time_ms = options.soft_time_ms;
    limits.stop = options.stop;
    limits.root_moves = options.root_moves;
    limits.multi_pv = options.multi_pv;
    limits.on_iteration = options.on_iteration;
    if (options.clock.set(pos.side_to_move()) && !limits.time_ms) {
        const TimeBudget b = allot_time(options.clock, pos.side_to_move());
        limits.time_ms = b.hard_ms;
        limits.soft_time_ms = b.soft_ms;
        limits.scale_time = true;
    }
    if (level.max_depth)
        limits.depth = limits.depth ? std::min(limits.depth, level.max_depth) : level.max_depth;
    const bool budgeted =
        limits.depth || limits.nodes || limits.time_ms || limits.soft_time_ms || options.stop;
    if (!budgeted && level.node_cap) limits.nodes = level.node_cap;
    SearchOptions search;
    search.terms = options.terms;
    search.features = options.features;
    search.noise = level.noise;
    search.seed = options.seed;
    const bool use_network = network_use_ == NetworkUse::Always ||
                             (network_use_ == NetworkUse::ByLevel && level.network);
    search.network = use_network ? network_.get() : nullptr;
    if (options.fresh_hash || search.network != last_network_) searcher_.clear();
    last_network_ = search.network;
    return searcher_.search(pos, history, limits, search, options.progress);
}

SearchResult Engine::think(const Game& game, const ThinkOptions& options) {
    return think(game.position(), history_of(game), options);
}

}  // namespace pinqi::xiangqi::ai
