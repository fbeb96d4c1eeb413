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
            return only_forbidden ? "only_forbidden" : "board_full";
    }
    return "";
}

std::string_view to_string(SetupError e) {
    switch (e) {
        case SetupError::Ok:
            return "ok";
        case SetupError::BadSize:
            return "bad_size";
        case SetupError::BadTurn:
            return "bad_turn";
        case SetupError::OutOfBounds:
            return "out_of_bounds";
        case SetupError::Overlap:
            return "overlap";
        case SetupError::Counts:
            return "counts";
        case SetupError::Five:
            return "five";
        case SetupError::Overline:
            return "overline";
    }
    return "unknown";
}

namespace {

constexpr Point NoPoint{-1, -1};

// Blocked stones belong to no side, so they may stand for any split of the
// moves they covered: the counts fit when some split of them makes Black
// equal to White (Black to move) or one more (White to move).
bool counts_fit(const Setup& s) {
    const long long lead =
        static_cast<long long>(s.black.size()) - static_cast<long long>(s.white.size());
    const long long needed = (s.to_move == Stone::Black ? 0 : 1) - lead;
    const long long spare = static_cast<long long>(s.blocked.size());
    const long long gap = needed < 0 ? -needed : needed;
    return gap <= spare && (spare - gap) % 2 == 0;
}

// The first run on the board that ends the game: a win under `rule`, or under
// Renju a Black overline (Black loses by playing it, so no game goes on past it).
SetupRefusal finished_run(const Board& board, Rule rule, const Setup& setup) {
    for (const Stone colour : {Stone::Black, Stone::White}) {
        for (const Point p : colour == Stone::Black ? setup.black : setup.white) {
            for (const Direction d : Directions) {
                const Run run = run_through(board, p, d);
                if (run_wins(run.length, colour, rule)) return {SetupError::Five, p, run.points()};
                if (rule == Rule::Renju && colour == Stone::Black && run.length > 5)
                    return {SetupError::Overline, p, run.points()};
            }
        }
    }
    return {};
}

}  // namespace

Game::Game(int size, Rule rule) : board_(size), rule_(rule) {}

SetupResult Game::from_position(int size, Rule rule, const std::vector<Point>& black,
                                const std::vector<Point>& white, Stone to_move) {
    return from_position(size, rule, Setup{black, white, {}, to_move});
}

SetupResult Game::from_position(int size, Rule rule, const Setup& setup) {
    SetupResult result;
    const auto refuse = [&](SetupRefusal refusal) {
        result.refusal = std::move(refusal);
        return std::move(result);
    };
    if (!valid_size(size)) return refuse({SetupError::BadSize, NoPoint, {}});
    if (setup.to_move != Stone::Black && setup.to_move != Stone::White)
        return refuse({SetupError::BadTurn, NoPoint, {}});
    Board board(size);
    for (const Stone colour : {Stone::Black, Stone::White, Stone::Outside}) {
        const auto& stones = colour == Stone::Black   ? setup.black
                             : colour == Stone::White ? setup.white
                                                      : setup.blocked;
        for (const Point p : stones) {
            if (!board.contains(p)) return refuse({SetupError::OutOfBounds, p, {}});
            if (board.at(p) != Stone::Empty) return refuse({SetupError::Overlap, p, {}});
            board.put(p, colour);
        }
    }
    if (!counts_fit(setup)) return refuse({SetupError::Counts, NoPoint, {}});
    SetupRefusal finished = finished_run(board, rule, setup);
    if (finished.code != SetupError::Ok) return refuse(std::move(finished));

    result.game = Game(size, rule);
    result.game.setup_ = setup;
    result.game.restart();
    return result;
}

PlaceError Game::check(Point p) const {
    if (over()) return PlaceError::GameOver;
    if (!board_.contains(p)) return PlaceError::OutOfBounds;
    if (board_.at(p) != Stone::Empty) return PlaceError::Occupied;
    if (rule_ == Rule::Renju && turn() == Stone::Black &&
        forbidden_kind(board_, p) != Forbidden::None)
        return PlaceError::Forbidden;
    return PlaceError::Ok;
}

bool Game::has_legal_point() const {
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x)
            if (check({x, y}) == PlaceError::Ok) return true;
    return false;
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
    } else if (setup_.black.size() + setup_.white.size() + setup_.blocked.size() +
                   history_.size() ==
               static_cast<std::size_t>(size() * size())) {  // full, without scanning the board
        outcome_ = {Status::Draw, {}};
    } else if (rule_ == Rule::Renju && player == Stone::White) {
        judge_draw();  // stops at the first point Black may play: almost always at once
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
    for (const Point p : setup_.black) board_.put(p, Stone::Black);
    for (const Point p : setup_.white) board_.put(p, Stone::White);
    for (const Point p : setup_.blocked) board_.put(p, Stone::Outside);
    judge_draw();
}

void Game::judge_draw() {
    if (board_.full())
        outcome_ = {Status::Draw, {}};
    else if (rule_ == Rule::Renju && turn() == Stone::Black && !has_legal_point())
        outcome_ = {Status::Draw, {}, false, true};
}

std::vector<Point> Game::forbidden_points() const {
    if (rule_ != Rule::Renju) return {};
    return gomoku::forbidden_points(board_);
}

}  // namespace pinqi::gomoku
