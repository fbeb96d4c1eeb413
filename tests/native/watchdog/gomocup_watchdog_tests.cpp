// `pinqi gomocup` under a watchdog: every turn variant a manager can send must
// be answered within its limit plus 100 ms (a turn limit itself within 5%),
// and a stop must end a search at once. See timing.h for the tries.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <functional>
#include <string>

#include "../../../cli/gomocup_clock.h"
#include "child_process.h"
#include "gomoku/game.h"
#include "gomoku_ai/crowded_position.h"
#include "gomoku_ai/tactics_positions.h"
#include "timing.h"

using pinqi::test::ChildProcess;
using pinqi::test::Clock;
using pinqi::test::ms_since;
using pinqi::test::on_some_try;
using pinqi::test::Slack;
using pinqi::test::within_five_percent;
using namespace pinqi::gomoku;

namespace {

// A mid-game position the search has to think about (no forced move).
Game quiet_position(std::string_view name) {
    for (const auto& t : ai::test::Tactics)
        if (name == t.name) return ai::test::setup(t);
    FAIL("no tactic named " << name);
    return Game();
}

const char* const QuietPositions[] = {
    "white stops a vertical open three",
    "renju: black stops a split three",
    "standard: black stops an open three",
    "renju: white stops a diagonal open three",
};

Game crowded_renju() {
    SetupResult r = test::crowded_renju();
    REQUIRE(r.ok());
    return std::move(r.game);
}

int rule_bits(Rule r) {
    return r == Rule::Renju ? 4 : r == Rule::Standard ? 1 : 0;
}

// The BOARD command for a game: own stones (1) are the side to move's.
std::string board_command(const Game& game) {
    std::string text = "BOARD\n";
    const auto add = [&](Point p, Stone s) {
        text += std::to_string(p.x) + "," + std::to_string(p.y) + "," +
                (s == game.turn() ? "1" : "2") + "\n";
    };
    for (const Point p : game.setup().black) add(p, Stone::Black);
    for (const Point p : game.setup().white) add(p, Stone::White);
    for (const MoveRecord& m : game.history()) add(m.point, m.player);
    return text + "DONE";
}

// A brain that has been sent `infos` and START, asked to move in `game`.
struct Brain {
    ChildProcess child{"gomocup"};
    const Game& game;
    Clock::time_point asked;

    Brain(const Game& position, const std::vector<std::string>& infos) : game(position) {
        for (const std::string& info : infos) child.send(info);
        child.send("INFO rule " + std::to_string(rule_bits(game.rule())));
        child.send("START 15");
        started = child.answer_within(60'000, "MESSAGE") == "OK";
    }
    ~Brain() { child.send("END"); }

    void ask() {
        child.send(board_command(game));
        asked = Clock::now();
    }

    // "" when a legal move comes within `ms`, else what went wrong.
    std::string move_within(long long ms) {
        const auto line = child.answer_within(ms, "MESSAGE");
        if (!line) return "no answer within " + std::to_string(ms) + " ms";
        const auto comma = line->find(',');
        if (comma == std::string::npos) return "answer '" + *line + "' is no move";
        const Point p{std::atoi(line->c_str()), std::atoi(line->c_str() + comma + 1)};
        if (game.check(p) != PlaceError::Ok) return "answer " + *line + " is not a legal move";
        return "";
    }
    // The search is still on after `ms`: nothing but MESSAGE lines.
    std::string thinking_for(long long ms) {
        if (const auto line = child.answer_within(ms, "MESSAGE"))
            return "answered '" + *line + "' while it should still think";
        return "";
    }

    bool started = false;
};

// One try: a brain for `game` with `infos`, asked to move; then `check`.
std::string try_brain(const Game& game, const std::vector<std::string>& infos,
                      const std::function<std::string(Brain&)>& check) {
    Brain brain(game, infos);
    if (!brain.started) return "START was not answered OK";
    brain.ask();
    return check(brain);
}

// The move comes within `limit` of the BOARD command.
std::function<std::string(Brain&)> moves_within(long long limit) {
    return [limit](Brain& brain) -> std::string {
        if (std::string failure = brain.move_within(limit); !failure.empty()) return failure;
        if (ms_since(brain.asked) > limit)
            return "answered after " + std::to_string(ms_since(brain.asked)) + " ms";
        return "";
    };
}

void require_on_some_try(const std::function<std::string()>& attempt) {
    const std::string failure = on_some_try(attempt);
    INFO(failure);
    REQUIRE(failure.empty());
}

}  // namespace

TEST_CASE("gomocup watchdog: a 1000 ms turn is answered within 5% of it, Renju included",
          "[watchdog][gomocup]") {
    for (const char* name : QuietPositions) {
        INFO(name);
        const Game game = quiet_position(name);
        require_on_some_try([&] {
            return try_brain(game, {"INFO timeout_turn 1000"},
                             moves_within(within_five_percent(1000)));
        });
    }
}

TEST_CASE("gomocup watchdog: the clock counts VCF work too: a crowded board keeps its 1000 ms turn",
          "[watchdog][gomocup]") {
    const Game game = crowded_renju();
    require_on_some_try([&] {
        return try_brain(game, {"INFO timeout_turn 1000"}, moves_within(within_five_percent(1000)));
    });
}

TEST_CASE("gomocup watchdog: timeout_turn 0 means as fast as possible", "[watchdog][gomocup]") {
    for (const char* name : {QuietPositions[0], QuietPositions[1]}) {
        INFO(name);
        const Game game = quiet_position(name);
        require_on_some_try(
            [&] { return try_brain(game, {"INFO timeout_turn 0"}, moves_within(Slack)); });
    }
}

TEST_CASE("gomocup watchdog: time_left 0 (or less) is honoured: the brain moves at once",
          "[watchdog][gomocup]") {
    const Game game = quiet_position(QuietPositions[1]);
    for (const char* left : {"0", "-500"}) {
        INFO("time_left " << left);
        require_on_some_try([&] {
            return try_brain(game,
                             {"INFO timeout_turn 30000", "INFO timeout_match 180000",
                              std::string("INFO time_left ") + left},
                             moves_within(Slack));
        });
    }
}

TEST_CASE("gomocup watchdog: with little match time left the move takes a share of it",
          "[watchdog][gomocup]") {
    // 1200 ms left: a twelfth of it for this move.
    const Game game = quiet_position(QuietPositions[2]);
    require_on_some_try([&] {
        return try_brain(game, {"INFO timeout_turn 30000", "INFO time_left 1200"},
                         moves_within(1200 / 12 + Slack));
    });
}

TEST_CASE("gomocup watchdog: YXSTOP ends a search at once, even one without a turn limit",
          "[watchdog][gomocup]") {
    const Game game = quiet_position(QuietPositions[0]);
    // 2^32 + 1000 ms once wrapped into "no limit"; now it is a (very long) limit.
    for (const char* turn : {"60000", "4294968296", "99999999999999999999999"}) {
        INFO("timeout_turn " << turn);
        require_on_some_try([&] {
            return try_brain(game, {std::string("INFO timeout_turn ") + turn},
                             [](Brain& brain) -> std::string {
                                 if (auto f = brain.thinking_for(300); !f.empty()) return f;
                                 brain.child.send("YXSTOP");
                                 return brain.move_within(Slack);
                             });
        });
    }
}

TEST_CASE("gomocup watchdog: any other command while thinking stops the search first",
          "[watchdog][gomocup]") {
    const Game game = quiet_position(QuietPositions[0]);
    require_on_some_try([&] {
        return try_brain(game, {"INFO timeout_turn 60000"}, [](Brain& brain) -> std::string {
            if (auto f = brain.thinking_for(200); !f.empty()) return f;
            brain.child.send("ABOUT");
            if (auto f = brain.move_within(Slack); !f.empty()) return f;
            const auto about = brain.child.line_within(Slack);
            if (!about || about->find("name=\"pinqi\"") == std::string::npos)
                return "ABOUT was not answered after the move";
            return "";
        });
    });
}

TEST_CASE("gomocup watchdog: END while thinking ends the brain at once, without a move",
          "[watchdog][gomocup]") {
    const Game game = quiet_position(QuietPositions[0]);
    require_on_some_try([&] {
        return try_brain(game, {"INFO timeout_turn 60000"}, [](Brain& brain) -> std::string {
            if (auto f = brain.thinking_for(200); !f.empty()) return f;
            brain.child.send("END");
            if (!brain.child.exits_within(Slack)) return "still running after END";
            if (const auto line = brain.child.answer_within(0, "MESSAGE"))
                return "wrote '" + *line + "' after END";
            return "";
        });
    });
}

TEST_CASE("gomocup watchdog: INFO max_memory does not block and does not slow the first move",
          "[watchdog][gomocup]") {
    const Game game = quiet_position(QuietPositions[1]);
    // Gomocup's usual allowance (350 MB) and its 0 = "no limit", sent after START
    // as managers do (the protocol allows either order).
    for (const char* memory : {"367001600", "0"}) {
        INFO("max_memory " << memory);
        const std::string info = std::string("INFO max_memory ") + memory;
        require_on_some_try([&]() -> std::string {
            Brain brain(game, {"INFO timeout_turn 1000"});
            if (!brain.started) return "START was not answered OK";
            brain.child.send(info);
            brain.child.send("ABOUT");
            if (!brain.child.line_within(Slack)) return "ABOUT after INFO max_memory was late";
            brain.ask();
            return moves_within(within_five_percent(1000))(brain);
        });
    }
}

TEST_CASE("gomocup clock: turn limits of 2^31 ms and more stay limits; 0 plays at once",
          "[watchdog][gomocup]") {
    using pinqi::cli::GomocupClock;
    using pinqi::cli::move_budget_ms;
    // The turn as it is: plan_move_time takes the one margin (a second one here left a
    // 200 ms turn 145 ms of search, issue 26).
    REQUIRE(move_budget_ms(GomocupClock{1000, {}}) == 1000);
    REQUIRE(move_budget_ms(GomocupClock{200, {}}) == 200);
    for (const long long turn : {2147483648ll, 4294968296ll, 1ll << 62}) {
        INFO(turn);
        REQUIRE(move_budget_ms(GomocupClock{pinqi::cli::saturate_ms(turn), {}}) > 900'000'000);
    }
    REQUIRE(move_budget_ms(GomocupClock{0, {}}) == 1);
    REQUIRE(move_budget_ms(GomocupClock{-5, {}}) == 1);
    REQUIRE(move_budget_ms(GomocupClock{5000, 0}) == 1);
    REQUIRE(move_budget_ms(GomocupClock{5000, -300}) == 1);
    REQUIRE(move_budget_ms(GomocupClock{5000, 2400}) == 200);
    // time_left 2147483647 is the protocol's "the match is unlimited".
    REQUIRE(move_budget_ms(GomocupClock{5000, 2147483647}) == 5000);
}
