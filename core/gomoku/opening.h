#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/game.h"

namespace pinqi::gomoku {

// The fair-opening protocols: who places the first stones, and who then plays which colour.
//
// Swap2 (the Gomoku World Championship rule since 2009, and Gomocup's Swap2
// tournaments: gomocup.org, "Experimental Tournament", 2020): the first player
// places three stones (black, white, black); the second player takes Black, takes
// White (and places the fourth stone), or places two more stones (white, black)
// and hands the choice of colour back to the first player.
//
// RIF opening rule (Renju International Federation, 1996-2008; the rule text as
// published by the RIF, summarised at en.wikipedia.org/wiki/RIF_opening_rule): the
// tentative Black places the first three stones (the first on the centre, the
// second within the central 3x3 square, the third within the central 5x5 square);
// the tentative White chooses the colours; White places the fourth stone anywhere;
// Black offers two fifth moves that are not alike in any respect (no board symmetry
// of the position maps one onto the other); White picks one, which is played, and
// then plays the sixth move. Renju on a 15x15 board only.
enum class OpeningRule : std::uint8_t { Swap2, Rif };

std::string_view to_string(OpeningRule r);
std::optional<OpeningRule> parse_opening_rule(std::string_view name);

// The two players: First places the first stone (the tentative Black), Second is the other.
enum class Seat : std::uint8_t { First, Second };

// What the opening waits for.
enum class OpeningStep : std::uint8_t {
    Place,   // `actor` places the next stone, of the colour whose turn it is
    Choose,  // `actor` chooses a colour (Swap2 after three stones: or places two more)
    Offer,   // RIF: Black's player offers two fifth moves
    Select,  // RIF: White's player picks one of the offered fifth moves; it is played
    Done,    // the opening is over: the colours are settled and play goes on
};

std::string_view to_string(OpeningStep s);

// A decision of the opening, taken while `stones` stones stood on the board.
struct OpeningDecision {
    enum class Kind : std::uint8_t { TakeBlack, TakeWhite, PlaceTwo, Offer };
    int stones = 0;
    Kind kind = Kind::TakeBlack;
    Point offer[2] = {};        // Offer: the two fifth moves
    std::vector<Point> before;  // the stones it was taken on, so a changed game drops it
};

struct OpeningState {
    OpeningStep step = OpeningStep::Place;
    Seat actor = Seat::First;  // who acts now
    Seat black = Seat::First;  // who plays Black (tentative until colours_settled)
    bool colours_settled = false;
    bool may_place_two = false;  // Choose: Swap2's third option is open
    int area = 0;  // Place: the stone must lie in the central area x area square; 0: anywhere
    std::vector<Point> offered;  // Select: the two offered fifth moves
};

// An AI's Swap2 answer, as the Gomocup SWAP2BOARD command gives it: Swap (the
// deciding player takes Black), Move (it takes White and plays `first`, the next
// stone, which is White's after three and after five stones), or PlaceTwo (it
// places `first` then `second` and hands the choice back).
struct Swap2Answer {
    enum class Kind : std::uint8_t { Swap, Move, PlaceTwo };
    Kind kind = Kind::Swap;
    Point first{};
    Point second{};
};

// The opening protocol of one game, kept beside the game's history: its
// decisions, each tied to the number of stones it was taken at. The game's
// stones are the game's; the opening only says who may place which and when.
class Opening {
  public:
    explicit Opening(OpeningRule rule) : rule_(rule) {}

    // "" when the rule can be played on such a game, else "bad_settings" (RIF: 15x15 Renju).
    static std::string_view check_settings(OpeningRule rule, int size, Rule game_rule);

    OpeningRule rule() const { return rule_; }
    const std::vector<OpeningDecision>& decisions() const { return decisions_; }

    // Where the opening stands over `game`; "bad_record" when the game went past a
    // decision the opening needed (a stone placed where a choice was due).
    std::string_view state(const Game& game, OpeningState& out) const;

    // The steps. Each returns "" or a refusal code, and a refusal changes nothing:
    //   wrong_step    the opening waits for another step (or the game is over)
    //   outside_area  a RIF opening stone outside its central square
    //   bad_offer     the fifth moves are not two different points Black may play, or are alike
    //   not_offered   the fifth move picked is not one of the offered
    //   bad_record    the game does not follow the opening (see state)
    // and the game's own codes for a stone (occupied, out_of_bounds, forbidden, game_over).
    // place() also plays ordinary moves once the opening is done.
    std::string_view place(Game& game, Point p);
    std::string_view choose(const Game& game, Stone colour);
    std::string_view place_two(const Game& game);
    std::string_view offer(const Game& game, Point a, Point b);
    // An AI's Swap2 decision, applied whole or not at all.
    std::string_view apply(Game& game, const Swap2Answer& answer);

    // Undoes the last step: a decision taken at the present stone count, else
    // the last stone. False (nothing changed) when there is nothing to undo.
    bool undo(Game& game);

    // Forgets the decisions the game no longer reaches (it was undone elsewhere).
    void sync(const Game& game);

  private:
    std::string_view add(const Game& game, const OpeningDecision& d);

    OpeningRule rule_;
    std::vector<OpeningDecision> decisions_;
};

// A decision as records write it: "3 black", "3 white", "3 place-two", "4 offer i9 j7".
std::string to_string(const OpeningDecision& d, int size);
std::optional<OpeningDecision> parse_decision(std::string_view text, int size);

// The record of a game played with an opening rule: the game's record with two
// more tags, [Opening "swap2"] and [OpeningSteps "3 place-two, 5 white"].
std::string to_record(const Game& game, const Opening& opening);

struct OpeningRecordResult {
    Game game;
    std::optional<Opening> opening;  // none when the record has no Opening tag
    std::string_view code;           // "" or "bad_record"
};

// Reads a record, replaying the moves and the opening's decisions through the
// rules and the opening; any problem gives bad_record and nothing else.
OpeningRecordResult parse_opening_record(std::string_view text);

// Replays a saved game: the moves through the opening, each decision at its stone count.
struct OpeningReplay {
    Game game;
    Opening opening{OpeningRule::Swap2};
    std::string_view code;  // "" or "bad_record"
};
OpeningReplay replay_opening(OpeningRule rule, int size, Rule game_rule,
                             const std::vector<Point>& moves,
                             const std::vector<OpeningDecision>& decisions);

}  // namespace pinqi::gomoku
