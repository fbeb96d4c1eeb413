#include "gomoku/opening.h"

#include <algorithm>
#include <cstdlib>

#include "gomoku/notation.h"
#include "gomoku/record.h"

namespace pinqi::gomoku {

namespace {

constexpr int RifSize = 15;

Seat other(Seat s) {
    return s == Seat::First ? Seat::Second : Seat::First;
}

std::string_view code_of(PlaceError e) {
    return e == PlaceError::Ok ? std::string_view{} : to_string(e);
}

bool on_prefix(const OpeningDecision& d, const Game& game) {
    const auto& h = game.history();
    if (static_cast<int>(h.size()) < d.stones || static_cast<int>(d.before.size()) != d.stones)
        return false;
    for (int i = 0; i < d.stones; ++i)
        if (!(h[i].point == d.before[i])) return false;
    return true;
}

// The decision taken at `stones` stones, if the game still stands on the stones it was taken on.
const OpeningDecision* taken_at(const std::vector<OpeningDecision>& decisions, const Game& game,
                                int stones) {
    for (const OpeningDecision& d : decisions)
        if (d.stones == stones && on_prefix(d, game)) return &d;
    return nullptr;
}

// One of the eight symmetries of the square board.
Point transform(Point p, int t, int size) {
    const int m = size - 1;
    const int x = t & 1 ? m - p.x : p.x;
    const int y = t & 2 ? m - p.y : p.y;
    return t & 4 ? Point{y, x} : Point{x, y};
}

// Does a symmetry of the position map a onto b (so the two offers are alike)?
bool alike(const Game& game, Point a, Point b) {
    const int size = game.size();
    for (int t = 1; t < 8; ++t) {
        if (!(transform(a, t, size) == b)) continue;
        bool keeps = true;
        for (const MoveRecord& m : game.history())
            keeps = keeps && game.board().at(transform(m.point, t, size)) == m.player;
        if (keeps) return true;
    }
    return false;
}

std::string_view apply_decision(Opening& opening, const Game& game, const OpeningDecision& d) {
    switch (d.kind) {
        case OpeningDecision::Kind::TakeBlack:
            return opening.choose(game, Stone::Black);
        case OpeningDecision::Kind::TakeWhite:
            return opening.choose(game, Stone::White);
        case OpeningDecision::Kind::PlaceTwo:
            return opening.place_two(game);
        case OpeningDecision::Kind::Offer:
            return opening.offer(game, d.offer[0], d.offer[1]);
    }
    return "bad_record";
}

}  // namespace

std::string_view to_string(OpeningRule r) {
    return r == OpeningRule::Swap2 ? "swap2" : "rif";
}

std::optional<OpeningRule> parse_opening_rule(std::string_view name) {
    if (name == "swap2") return OpeningRule::Swap2;
    if (name == "rif") return OpeningRule::Rif;
    return std::nullopt;
}

std::string_view to_string(OpeningStep s) {
    switch (s) {
        case OpeningStep::Place:
            return "place";
        case OpeningStep::Choose:
            return "choose";
        case OpeningStep::Offer:
            return "offer";
        case OpeningStep::Select:
            return "select";
        case OpeningStep::Done:
            return "done";
    }
    return "done";
}

std::string_view Opening::check_settings(OpeningRule rule, int size, Rule game_rule) {
    if (!Game::valid_size(size)) return "bad_settings";
    if (rule == OpeningRule::Rif && (size != RifSize || game_rule != Rule::Renju))
        return "bad_settings";
    return "";
}

std::string_view Opening::state(const Game& game, OpeningState& out) const {
    out = {};
    const int n = static_cast<int>(game.history().size());
    auto settle = [&](const OpeningDecision& d, Seat chooser) {
        out.black = d.kind == OpeningDecision::Kind::TakeBlack ? chooser : other(chooser);
        out.colours_settled = true;
    };
    auto done = [&] {
        out.step = OpeningStep::Done;
        out.actor = game.turn() == Stone::Black ? out.black : other(out.black);
    };
    const OpeningDecision* third = n >= 3 ? taken_at(decisions_, game, 3) : nullptr;
    if (n < 3) {
        out.step = OpeningStep::Place;
        out.actor = Seat::First;
        if (rule_ == OpeningRule::Rif) out.area = 2 * n + 1;
        return "";
    }
    if (!third) {
        if (n > 3) return "bad_record";
        out.step = OpeningStep::Choose;
        out.actor = Seat::Second;
        out.may_place_two = rule_ == OpeningRule::Swap2;
        return "";
    }
    if (rule_ == OpeningRule::Swap2) {
        if (third->kind != OpeningDecision::Kind::PlaceTwo) {
            settle(*third, Seat::Second);
            done();
            return "";
        }
        if (n < 5) {
            out.step = OpeningStep::Place;
            out.actor = Seat::Second;
            return "";
        }
        const OpeningDecision* fifth = taken_at(decisions_, game, 5);
        if (!fifth) {
            if (n > 5) return "bad_record";
            out.step = OpeningStep::Choose;
            out.actor = Seat::First;
            return "";
        }
        settle(*fifth, Seat::First);
        done();
        return "";
    }
    settle(*third, Seat::Second);
    const Seat white = other(out.black);
    if (n == 3) {
        out.step = OpeningStep::Place;
        out.actor = white;
        return "";
    }
    const OpeningDecision* offer = taken_at(decisions_, game, 4);
    if (n == 4) {
        out.step = offer ? OpeningStep::Select : OpeningStep::Offer;
        out.actor = offer ? white : out.black;
        if (offer) out.offered = {offer->offer[0], offer->offer[1]};
        return "";
    }
    const Point fifth = game.history()[4].point;
    if (!offer || !(fifth == offer->offer[0] || fifth == offer->offer[1])) return "bad_record";
    done();
    return "";
}

std::string_view Opening::add(const Game& game, const OpeningDecision& d) {
    OpeningDecision taken = d;
    taken.stones = static_cast<int>(game.history().size());
    taken.before.clear();
    for (const MoveRecord& m : game.history()) taken.before.push_back(m.point);
    decisions_.push_back(std::move(taken));
    return "";
}

std::string_view Opening::place(Game& game, Point p) {
    OpeningState s;
    if (const auto code = state(game, s); !code.empty()) return code;
    switch (s.step) {
        case OpeningStep::Place:
            if (s.area) {
                const int centre = game.size() / 2, half = s.area / 2;
                if (std::abs(p.x - centre) > half || std::abs(p.y - centre) > half)
                    return game.check(p) == PlaceError::Ok ? "outside_area"
                                                           : code_of(game.check(p));
            }
            return code_of(game.place(p));
        case OpeningStep::Select:
            if (!(p == s.offered[0] || p == s.offered[1])) return "not_offered";
            return code_of(game.place(p));
        case OpeningStep::Done:
            return code_of(game.place(p));
        case OpeningStep::Choose:
        case OpeningStep::Offer:
            break;
    }
    return "wrong_step";
}

std::string_view Opening::choose(const Game& game, Stone colour) {
    OpeningState s;
    if (const auto code = state(game, s); !code.empty()) return code;
    if (s.step != OpeningStep::Choose || (colour != Stone::Black && colour != Stone::White))
        return "wrong_step";
    OpeningDecision d;
    d.kind = colour == Stone::Black ? OpeningDecision::Kind::TakeBlack
                                    : OpeningDecision::Kind::TakeWhite;
    return add(game, d);
}

std::string_view Opening::place_two(const Game& game) {
    OpeningState s;
    if (const auto code = state(game, s); !code.empty()) return code;
    if (s.step != OpeningStep::Choose || !s.may_place_two) return "wrong_step";
    OpeningDecision d;
    d.kind = OpeningDecision::Kind::PlaceTwo;
    return add(game, d);
}

std::string_view Opening::offer(const Game& game, Point a, Point b) {
    OpeningState s;
    if (const auto code = state(game, s); !code.empty()) return code;
    if (s.step != OpeningStep::Offer) return "wrong_step";
    if (a == b || game.check(a) != PlaceError::Ok || game.check(b) != PlaceError::Ok ||
        alike(game, a, b))
        return "bad_offer";
    OpeningDecision d;
    d.kind = OpeningDecision::Kind::Offer;
    d.offer[0] = a;
    d.offer[1] = b;
    return add(game, d);
}

std::string_view Opening::apply(Game& game, const Swap2Answer& answer) {
    OpeningState s;
    if (const auto code = state(game, s); !code.empty()) return code;
    if (rule_ != OpeningRule::Swap2 || s.step != OpeningStep::Choose) return "wrong_step";
    switch (answer.kind) {
        case Swap2Answer::Kind::Swap:
            return choose(game, Stone::Black);
        case Swap2Answer::Kind::Move: {
            if (const auto code = choose(game, Stone::White); !code.empty()) return code;
            const auto code = place(game, answer.first);
            if (!code.empty()) decisions_.pop_back();
            return code;
        }
        case Swap2Answer::Kind::PlaceTwo: {
            if (const auto code = place_two(game); !code.empty()) return code;
            if (const auto code = place(game, answer.first); !code.empty()) {
                decisions_.pop_back();
                return code;
            }
            if (const auto code = place(game, answer.second); !code.empty()) {
                game.undo(1);
                decisions_.pop_back();
                return code;
            }
            return "";
        }
    }
    return "wrong_step";
}

bool Opening::undo(Game& game) {
    sync(game);
    const int n = static_cast<int>(game.history().size());
    if (!decisions_.empty() && decisions_.back().stones == n) {
        decisions_.pop_back();
        return true;
    }
    if (n == 0) return false;
    game.undo(1);
    sync(game);
    return true;
}

void Opening::sync(const Game& game) {
    std::erase_if(decisions_, [&](const OpeningDecision& d) { return !on_prefix(d, game); });
}

std::string to_string(const OpeningDecision& d, int size) {
    std::string out = std::to_string(d.stones) + ' ';
    switch (d.kind) {
        case OpeningDecision::Kind::TakeBlack:
            return out + "black";
        case OpeningDecision::Kind::TakeWhite:
            return out + "white";
        case OpeningDecision::Kind::PlaceTwo:
            return out + "place-two";
        case OpeningDecision::Kind::Offer:
            return out + "offer " + to_notation(d.offer[0], size) + ' ' +
                   to_notation(d.offer[1], size);
    }
    return out;
}

std::optional<OpeningDecision> parse_decision(std::string_view text, int size) {
    std::vector<std::string_view> words;
    while (!text.empty()) {
        const auto space = text.find(' ');
        if (space != 0) words.push_back(text.substr(0, space));
        text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    }
    if (words.size() < 2 || words[0].size() != 1 || words[0][0] < '3' || words[0][0] > '5')
        return std::nullopt;
    OpeningDecision d;
    d.stones = words[0][0] - '0';
    if (words.size() == 2 && words[1] == "black") {
        d.kind = OpeningDecision::Kind::TakeBlack;
    } else if (words.size() == 2 && words[1] == "white") {
        d.kind = OpeningDecision::Kind::TakeWhite;
    } else if (words.size() == 2 && words[1] == "place-two") {
        d.kind = OpeningDecision::Kind::PlaceTwo;
    } else if (words.size() == 4 && words[1] == "offer") {
        const auto a = parse_notation(words[2], size), b = parse_notation(words[3], size);
        if (!a || !b) return std::nullopt;
        d.kind = OpeningDecision::Kind::Offer;
        d.offer[0] = *a;
        d.offer[1] = *b;
    } else {
        return std::nullopt;
    }
    return d;
}

std::string to_record(const Game& game, const Opening& opening) {
    std::string record = to_record(game);
    std::string tags = "[Opening \"" + std::string(to_string(opening.rule())) + "\"]\n";
    std::string steps;
    for (const OpeningDecision& d : opening.decisions()) {
        if (!steps.empty()) steps += ", ";
        steps += to_string(d, game.size());
    }
    tags += "[OpeningSteps \"" + steps + "\"]\n";
    // After the last tag line, before the moves.
    std::size_t at = 0;
    while (at < record.size() && record[at] == '[') at = record.find('\n', at) + 1;
    record.insert(at, tags);
    return record;
}

OpeningReplay replay_opening(OpeningRule rule, int size, Rule game_rule,
                             const std::vector<Point>& moves,
                             const std::vector<OpeningDecision>& decisions) {
    OpeningReplay r;
    r.opening = Opening(rule);
    if (!Opening::check_settings(rule, size, game_rule).empty()) {
        r.code = "bad_record";
        return r;
    }
    r.game = Game(size, game_rule);
    std::size_t d = 0;
    for (std::size_t i = 0;; ++i) {
        while (d < decisions.size() && decisions[d].stones == static_cast<int>(i)) {
            if (!apply_decision(r.opening, r.game, decisions[d]).empty()) {
                r.code = "bad_record";
                return r;
            }
            ++d;
        }
        if (i == moves.size()) break;
        if (!r.opening.place(r.game, moves[i]).empty()) {
            r.code = "bad_record";
            return r;
        }
    }
    if (d != decisions.size()) r.code = "bad_record";
    return r;
}

OpeningRecordResult parse_opening_record(std::string_view text) {
    OpeningRecordResult out;
    RecordResult plain = parse_record(text);
    if (!plain.ok) {
        out.code = "bad_record";
        return out;
    }
    const auto rule_tag = record_tag(text, "Opening");
    if (!rule_tag) {
        out.game = std::move(plain.game);
        return out;
    }
    const auto rule = parse_opening_rule(*rule_tag);
    if (!rule) {
        out.code = "bad_record";
        return out;
    }
    std::vector<OpeningDecision> decisions;
    const std::string steps = record_tag(text, "OpeningSteps").value_or("");
    std::string_view rest = steps;
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        std::string_view one = rest.substr(0, comma);
        while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
        const auto d = parse_decision(one, plain.game.size());
        if (!d) {
            out.code = "bad_record";
            return out;
        }
        decisions.push_back(*d);
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    }
    std::vector<Point> moves;
    for (const MoveRecord& m : plain.game.history()) moves.push_back(m.point);
    OpeningReplay replayed =
        replay_opening(*rule, plain.game.size(), plain.game.rule(), moves, decisions);
    if (!replayed.code.empty()) {
        out.code = "bad_record";
        return out;
    }
    out.game = std::move(replayed.game);
    out.opening = std::move(replayed.opening);
    return out;
}

}  // namespace pinqi::gomoku
