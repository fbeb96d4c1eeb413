#include <catch2/catch.hpp>

#include "xiangqi/ai/endgame.h"
#include "xiangqi/ai/evaluate.h"
#include "xiangqi/fen.h"

using namespace pinqi::xiangqi;

namespace {

Position from_fen(const char* fen) {
    Position pos;
    REQUIRE(parse_fen(fen, pos).ok());
    return pos;
}

// Colours swapped and the board turned round: the same game seen from the other side.
Position colour_flip(const Position& pos) {
    Position out;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.piece_on(s);
        if (p != NoPiece)
            out.put_piece(make_piece(~color_of(p), type_of(p)),
                          make_square(8 - file_of(s), 9 - rank_of(s)));
    }
    out.set_side_to_move(~pos.side_to_move());
    return out;
}

Position left_right(const Position& pos) {
    Position out;
    for (Square s = 0; s < SquareCount; ++s)
        if (pos.piece_on(s) != NoPiece)
            out.put_piece(pos.piece_on(s), make_square(8 - file_of(s), rank_of(s)));
    out.set_side_to_move(pos.side_to_move());
    return out;
}

const char* Samples[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
    "3ak4/4a4/9/9/4n4/9/9/4R4/9/4K4 w - - 0 1",
    "4kab2/4a4/4b4/9/2p3p2/9/2P1C1P2/9/4A4/3AK4 b - - 0 1",
    "2bak4/4a4/4b1n2/p3p1R1p/2p6/6P2/P1P1P3P/2N1C1N2/4A4/2BAK1B2 w - - 0 1",
};

}  // namespace

TEST_CASE("evaluate: the start position is nearly level", "[xiangqi_ai][eval]") {
    const ai::Value v = ai::evaluate(from_fen(Samples[0]));
    CHECK(v > -30);
    CHECK(v < 30);
}

TEST_CASE("evaluate: symmetric under swapping colours and under a left-right mirror",
          "[xiangqi_ai][eval]") {
    for (const char* fen : Samples) {
        const Position pos = from_fen(fen);
        INFO(fen);
        CHECK(ai::evaluate(pos) == ai::evaluate(colour_flip(pos)));
        CHECK(ai::evaluate(pos) == ai::evaluate(left_right(pos)));
        CHECK(ai::evaluate(pos, ai::EvalTerms::material_only()) ==
              ai::evaluate(colour_flip(pos), ai::EvalTerms::material_only()));
    }
}

TEST_CASE("evaluate: an extra chariot is worth more than any positional term",
          "[xiangqi_ai][eval]") {
    const Position pos =
        from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 b - - 0 1");
    CHECK(ai::evaluate(pos) > 700);
    CHECK(ai::material_balance(pos) == ai::piece_value(Chariot));
}

TEST_CASE("evaluate: a crossed soldier beats one at home", "[xiangqi_ai][eval]") {
    const Position home = from_fen("4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    const Position crossed = from_fen("4k4/9/9/4P4/9/9/9/9/9/3K5 w - - 0 1");
    CHECK(ai::evaluate(crossed) > ai::evaluate(home));
}

TEST_CASE("evaluate: a cannon facing the general with no screen counts against that side",
          "[xiangqi_ai][eval]") {
    // Red's cannon faces Black's general on an open file.
    const Position open = from_fen("2bakab2/n8/9/9/9/9/9/4C4/9/3AKAB2 b - - 0 1");
    ai::EvalTrace trace;
    ai::trace_evaluation(open, trace);
    CHECK(trace.coef[ai::eval::CannonFacing] == -1);  // counted for Black, the side it faces
    CHECK(ai::eval::Weights[ai::eval::CannonFacing].mg < 0);
    const Position screened = from_fen("2bakab2/4n4/9/9/9/9/9/4C4/9/3AKAB2 b - - 0 1");
    ai::trace_evaluation(screened, trace);
    CHECK(trace.coef[ai::eval::CannonFacing] == 0);
}

TEST_CASE("evaluate: the trace reproduces the evaluation from either weight set",
          "[xiangqi_ai][eval]") {
    int differ = 0;
    for (const char* fen : Samples) {
        const Position pos = from_fen(fen);
        ai::EvalTrace trace;
        ai::trace_evaluation(pos, trace);
        ai::Value by_set[2] = {};
        for (const ai::eval::WeightSet set :
             {ai::eval::WeightSet::Tuned, ai::eval::WeightSet::Reference}) {
            const ai::eval::Score* weights = ai::eval::weights_of(set);
            long long mg = 0, eg = 0;
            for (int i = 0; i < ai::eval::ParamCount; ++i) {
                mg += trace.coef[i] * weights[i].mg;
                eg += trace.coef[i] * weights[i].eg;
            }
            long long v = (mg * trace.phase + eg * (ai::FullPhase - trace.phase)) / ai::FullPhase;
            v = v * trace.scale[v >= 0 ? Red : Black] / ai::NormalScale;
            ai::EvalTerms terms;
            terms.weights = set;
            const ai::Value red_view =
                pos.side_to_move() == Red ? ai::evaluate(pos, terms) : -ai::evaluate(pos, terms);
            INFO(fen << (set == ai::eval::WeightSet::Reference ? " (reference)" : " (tuned)"));
            CHECK(v == red_view);
            by_set[int(set)] = red_view;
        }
        differ += by_set[0] != by_set[1];
    }
    CHECK(differ > 0);  // the switch reaches the evaluation
}

TEST_CASE("evaluate: the parameter groups cover every weight once, in order",
          "[xiangqi_ai][eval]") {
    int next = 0;
    for (const auto& g : ai::eval::ParamGroups) {
        CHECK(g.start == next);
        next = g.start + g.count;
    }
    CHECK(next == ai::eval::ParamCount);
}
