#pragma once
#include <cstdint>

// The evaluation's weights: one middle-game and one endgame value per
// parameter, laid out in named groups. The values live in eval_weights.cpp,
// which the Texel tuner (bench/xiangqi/tune.cpp) writes.
namespace pinqi::xiangqi::ai::eval {

struct Score {
    int mg = 0, eg = 0;
};

// Piece types in the order the tables use (the rules' PieceType values).
constexpr int TypeCount = 8;
// Piece-square tables fold the board left-right: rank (0..9 from the owner's
// back rank) times distance from the central file (0..4).
constexpr int PstSquares = 50;
constexpr int pst_index(int relative_rank, int centre_distance) {
    return relative_rank * 5 + centre_distance;
}
// The material groups of the piece-pair terms: chariot, horse, cannon,
// advisor, elephant, soldier.
constexpr int PairGroups = 6;

constexpr int MaterialBase = 0;                                        // [PieceType]
constexpr int PstBase = MaterialBase + TypeCount;                      // [PieceType][PstSquares]
constexpr int ChariotMobilityBase = PstBase + TypeCount * PstSquares;  // [0..17 squares]
constexpr int HorseMobilityBase = ChariotMobilityBase + 18;            // [0..8]
constexpr int CannonMobilityBase = HorseMobilityBase + 9;              // [0..17]
constexpr int ZoneAttackBase = CannonMobilityBase + 18;        // [attacker type]: palace points hit
constexpr int ZoneAttackersBase = ZoneAttackBase + TypeCount;  // [0..7 pieces aiming at the palace]
constexpr int CannonFacing = ZoneAttackersBase + 8;      // enemy cannon in line with no screen
constexpr int CannonTwoScreens = CannonFacing + 1;       // enemy cannon behind two screens
constexpr int ChariotOneBlocker = CannonTwoScreens + 1;  // enemy chariot in line behind one piece
constexpr int RibChariot = ChariotOneBlocker + 1;        // enemy chariot on an open palace file
constexpr int HorseCannonAttack = RibChariot + 1;  // horse near and cannon aiming at the palace
constexpr int DefenderPairBase =
    HorseCannonAttack + 1;                      // [advisor, elephant][their chariot, horse, cannon]
constexpr int PairBase = DefenderPairBase + 6;  // [group]: pairs of a kind (both chariots, ...)
constexpr int ConnectedSoldiers = PairBase + PairGroups;
constexpr int CrossedSoldierVsAdvisors =
    ConnectedSoldiers + 1;  // crossed soldiers x missing enemy advisors
constexpr int HangingBase =
    CrossedSoldierVsAdvisors + 1;  // [mover's piece?][type]: attacked, undefended
constexpr int ThreatByLesserBase =
    HangingBase + 2 * TypeCount;  // [mover's piece?][type]: attacked by a cheaper piece
constexpr int Tempo = ThreatByLesserBase + 2 * TypeCount;
constexpr int ParamCount = Tempo + 1;

// The AI's weights (eval_weights.cpp, written by the tuner) and the frozen
// reference weights (eval_reference_weights.cpp, the first hand-set values).
extern const Score Weights[ParamCount];
extern const Score ReferenceWeights[ParamCount];
enum class WeightSet : std::uint8_t { Tuned, Reference };
constexpr const Score* weights_of(WeightSet set) {
    return set == WeightSet::Reference ? ReferenceWeights : Weights;
}

// The groups, in order, for the tuner's output and for tests.
struct ParamGroup {
    const char* name;
    int start;
    int count;
};
constexpr ParamGroup ParamGroups[] = {
    {"Material [piece type]", MaterialBase, TypeCount},
    {"Piece-square tables [piece type][relative rank * 5 + distance from the centre file]", PstBase,
     TypeCount* PstSquares},
    {"Chariot mobility [0..17]", ChariotMobilityBase, 18},
    {"Horse mobility [0..8]", HorseMobilityBase, 9},
    {"Cannon mobility [0..17]", CannonMobilityBase, 18},
    {"Palace points hit [attacker type]", ZoneAttackBase, TypeCount},
    {"Pieces hitting the palace [0..7]", ZoneAttackersBase, 8},
    {"Cannon facing the general", CannonFacing, 1},
    {"Cannon behind two screens", CannonTwoScreens, 1},
    {"Chariot behind one blocker", ChariotOneBlocker, 1},
    {"Chariot on an open palace file", RibChariot, 1},
    {"Horse and cannon attack", HorseCannonAttack, 1},
    {"Missing defenders [advisor, elephant] x their [chariot, horse, cannon]", DefenderPairBase, 6},
    {"Pairs of a kind [chariot, horse, cannon, advisor, elephant, soldier]", PairBase, PairGroups},
    {"Connected crossed soldiers", ConnectedSoldiers, 1},
    {"Crossed soldiers x missing enemy advisors", CrossedSoldierVsAdvisors, 1},
    {"Hanging [side to move, other][piece type]", HangingBase, 2 * TypeCount},
    {"Attacked by a cheaper piece [side to move, other][piece type]", ThreatByLesserBase,
     2 * TypeCount},
    {"Tempo", Tempo, 1},
};

}  // namespace pinqi::xiangqi::ai::eval
