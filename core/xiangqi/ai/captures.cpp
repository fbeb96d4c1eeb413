#include "xiangqi/ai/captures.h"

#include "xiangqi/geometry.h"

namespace pinqi::xiangqi::ai {

void generate_captures(Position& pos, MoveList& list) {
    generate_captures(pos, list, pos.in_check());
}

void generate_captures(Position& pos, MoveList& list, bool in_check) {
    const auto& t = geometry::tables();
    const Color us = pos.side_to_move();
    const Piece* board = pos.board();
    auto enemy = [&](Square s) { return board[s] != NoPiece && color_of(board[s]) != us; };
    const int start = list.size;
    const std::uint8_t* squares = pos.piece_squares(us);
    for (int i = 0, n = pos.piece_count(us); i < n; ++i) {
        const Square from = squares[i];
        switch (type_of(board[from])) {
            case Chariot:
            case Cannon: {
                const bool cannon = type_of(board[from]) == Cannon;
                for (int d = 0; d < 4; ++d) {
                    const std::uint8_t* ray = t.ray[from][d];
                    const int len = t.ray_length[from][d];
                    int k = 0;
                    while (k < len && board[ray[k]] == NoPiece) ++k;
                    if (cannon) {
                        for (++k; k < len && board[ray[k]] == NoPiece; ++k) {
                        }
                    }
                    if (k < len && enemy(ray[k])) list.push(make_move(from, ray[k]));
                }
                break;
            }
            case Horse:
                for (int k = 0; k < t.horse_move_count[from]; ++k) {
                    const auto& step = t.horse_moves[from][k];
                    if (board[step.block] == NoPiece && enemy(step.to))
                        list.push(make_move(from, step.to));
                }
                break;
            case Elephant:
                for (int k = 0; k < t.elephant_move_count[us][from]; ++k) {
                    const auto& step = t.elephant_moves[us][from][k];
                    if (board[step.block] == NoPiece && enemy(step.to))
                        list.push(make_move(from, step.to));
                }
                break;
            case Advisor:
                for (int k = 0; k < t.advisor_move_count[us][from]; ++k)
                    if (enemy(t.advisor_moves[us][from][k]))
                        list.push(make_move(from, t.advisor_moves[us][from][k]));
                break;
            case General:
                for (int k = 0; k < t.general_move_count[us][from]; ++k)
                    if (enemy(t.general_moves[us][from][k]))
                        list.push(make_move(from, t.general_moves[us][from][k]));
                break;
            case Soldier:
                for (int k = 0; k < t.soldier_move_count[us][from]; ++k)
                    if (enemy(t.soldier_moves[us][from][k]))
                        list.push(make_move(from, t.soldier_moves[us][from][k]));
                break;
            default:
                break;
        }
    }
    keep_legal(pos, list, start, in_check);
}

}  // namespace pinqi::xiangqi::ai
