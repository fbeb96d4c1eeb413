#include "gomoku/game.h"

#include "gomoku/forbidden.h"
#include "gomoku/win.h"

namespace pinqi::gomoku {

std::string_view Outcome::reason() const {
    switch (status) {
        case Status::Ongoing:
            return "";
        case Status::BlackWon:
        case Status::WhiteWon:
            return resigned ? "resign" : "five";
        case Status::Draw:
            return "board_full";
    }
    return "";
}

Game::Game(int size, Rule rule) : board_(size), rule_(rule) {}

PlaceError Game::check(Point p) const {
    if (over()) return PlaceError::GameOver;
    if (!board_.contains(p)) return PlaceError::OutOfBounds;
    if (board_.at(p) != Stone::Empty) return PlaceError::Occupied;
    if (rule_ == Rule::Renju && turn() == Stone::Black &&
        forbidden_kind(board_, p) != Forbidden::None)
        return PlaceError::Forbidden;
    return PlaceError::Ok;
}

PlaceError Game::place(Point p) {
    const PlaceError verdict = check(p);
    if (verdict != PlaceError::Ok) return verdict;
    const Stone player = turn();
    board_.put(p, player);
    history_.push_back({p, player});
    std::vector<Point> line = winning_line(board_, p, rule_);
    if (!line.empty()) {
        outcome_ = {player == Stone::Black ? Status::BlackWon : Status::WhiteWon, std::move(line)};
    } else if (static_cast<int>(history_.size()) == size() * size()) {
        outcome_ = {Status::Draw, {}};
    }
    return PlaceError::Ok;
}

bool Game::undo(int n) {
    if (n < 0 || static_cast<std::size_t>(n) > history_.size()) return false;
    for (int i = 0; i < n; ++i) {
        board_.clear(history_.back().point);
        history_.pop_back();
    }
    // Moves are only ever made while the game is on, so every earlier position was on.
    if (n > 0) outcome_ = {};
    return true;
}

bool Game::resign(Stone loser) {
    if (over() || (loser != Stone::Black && loser != Stone::White)) return false;
    outcome_ = {loser == Stone::Black ? Status::WhiteWon : Status::BlackWon, {}, true};
    return true;
}

void Game::restart() {
    board_.reset();
    history_.clear();
    outcome_ = {};
}

std::vector<Point> Game::forbidden_points() const {
    if (rule_ != Rule::Renju) return {};
    return gomoku::forbidden_points(board_);
}

}  // namespace pinqi::gomoku
