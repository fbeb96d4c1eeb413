#include "perft.h"

#include "movegen.h"

namespace pinqi::xiangqi {

std::uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return std::uint64_t(list.size);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        if (stop && stop->load(std::memory_order_relaxed)) break;
        const UndoInfo u = pos.do_move(m);
        nodes += perft(pos, depth - 1, stop);
        pos.undo_move(m, u);
    }
    return nodes;
}

}  // namespace pinqi::xiangqi
