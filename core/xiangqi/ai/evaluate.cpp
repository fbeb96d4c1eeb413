#include "xiangqi/ai/evaluate.h"

#include "common/cold.h"
#include "common/load_time.h"
#include "common/thread_pool.h"
#include "xiangqi/ai/endgame.h"
#include "xiangqi/ai/lines.h"
#include "xiangqi/geometry.h"

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

namespace pinqi::xiangqi::ai {
namespace {

using eval::Score;

// Sets of points as 128-bit masks, in two layouts: rank-major (bit rank * 9 +
// file, the Square number) and file-major (bit file * 10 + rank), so a whole
// rank or file of chariot or cannon attacks goes in with one shift. Natively an
// unsigned __int128; in wasm one SIMD register (v128), whose and, or and test are
// single instructions (issue 24 §2: as two 64-bit halves, the evaluator's dozen live
// sets crowd the engine's general registers; as v128, the wasm bench searches 7%
// more nodes a second, the same nodes).
// What differs between the two: the word, its halves, its test, a rank's or file's
// bits (fewer than 11) moved up by n (below 128), and a half's population count.
#ifdef __wasm_simd128__
using BitsWord = std::uint64_t __attribute__((vector_size(16)));
constexpr BitsWord make_word(std::uint64_t low, std::uint64_t high) {
    return BitsWord{low, high};
}
inline std::uint64_t low_half(BitsWord w) {
    return w[0];
}
inline std::uint64_t high_half(BitsWord w) {
    return w[1];
}
inline bool any_bit(BitsWord w) {
    return wasm_v128_any_true(w);
}
inline BitsWord shifted_word(std::uint64_t v, int n) {
    return n >= 64 ? make_word(0, v << (n - 64)) : make_word(v << n, n == 0 ? 0 : v >> (64 - n));
}
// Wasm has a popcount instruction.
inline int half_count(std::uint64_t x) {
    return __builtin_popcountll(x);
}
#else
using BitsWord = unsigned __int128;
constexpr BitsWord make_word(std::uint64_t low, std::uint64_t high) {
    return BitsWord(high) << 64 | low;
}
inline std::uint64_t low_half(BitsWord w) {
    return std::uint64_t(w);
}
inline std::uint64_t high_half(BitsWord w) {
    return std::uint64_t(w >> 64);
}
inline bool any_bit(BitsWord w) {
    return w != 0;
}
inline BitsWord shifted_word(std::uint64_t v, int n) {
    return BitsWord(v) << n;
}
// Few bits are ever set here: clearing them one by one beats a software popcount.
inline int half_count(std::uint64_t x) {
    int n = 0;
    for (; x; x &= x - 1) ++n;
    return n;
}
#endif

class Bits {
  public:
    Bits() = default;
    constexpr Bits(std::uint64_t low, std::uint64_t high) : v_(make_word(low, high)) {}
    constexpr explicit Bits(BitsWord v) : v_(v) {}
    std::uint64_t low() const { return low_half(v_); }
    std::uint64_t high() const { return high_half(v_); }
    bool any() const { return any_bit(v_); }
    constexpr Bits operator&(Bits o) const { return Bits(v_ & o.v_); }
    constexpr Bits operator|(Bits o) const { return Bits(v_ | o.v_); }
    constexpr Bits& operator|=(Bits o) { return *this = *this | o; }

  private:
    BitsWord v_;
};

constexpr Bits bit(int i) {
    return i < 64 ? Bits(std::uint64_t(1) << i, 0) : Bits(0, std::uint64_t(1) << (i - 64));
}
inline Bits shifted(std::uint64_t v, int n) {
    return Bits(shifted_word(v, n));
}
constexpr int file_major(Square s) {
    return file_of(s) * 10 + rank_of(s);
}
constexpr int centre_distance(Square s) {
    return file_of(s) >= 4 ? file_of(s) - 4 : 4 - file_of(s);
}

// What the evaluation reads of a point, looked up rather than divided out.
struct PointInfo {
    Bits rank_bit;  // the point in the rank-major layout
    Bits file_bit;  // ... and in the file-major one
    std::uint8_t file, rank, centre_distance;
};

struct PointTable {
    PointInfo at[SquareCount];
    Square from_file_major[SquareCount];  // file-major bit -> the point
    PINQI_COLD constexpr PointTable() : at{}, from_file_major{} {
        for (Square s = 0; s < SquareCount; ++s) {
            at[s] = {bit(s), bit(file_major(s)), std::uint8_t(file_of(s)), std::uint8_t(rank_of(s)),
                     std::uint8_t(centre_distance(s))};
            from_file_major[file_major(s)] = s;
        }
    }
};

PINQI_LOAD_TIME_TABLE(PointTable, Points, PointTable());

const PointTable& points() {
    return Points;
}

int count_bits(Bits b) {
    return half_count(b.low()) + half_count(b.high());
}

// Points attacked by one side, or by some of its pieces. Not zeroed unless asked
// (AttackSet{}): the evaluator's sets are all written before they are read.
struct AttackSet {
    Bits by_rank;  // rank-major: every piece's attacks but chariots' and cannons' file ones
    Bits by_file;  // file-major: chariots' and cannons' attacks along their file
    bool has(const PointInfo& p) const {
        return ((by_rank & p.rank_bit) | (by_file & p.file_bit)).any();
    }
};

// The palace of each side, in both layouts.
struct Palaces {
    Bits by_rank[2] = {};
    Bits by_file[2] = {};
    PINQI_COLD Palaces() {
        for (Square s = 0; s < SquareCount; ++s)
            for (int c = 0; c < 2; ++c)
                if (in_palace(Color(c), s)) {
                    by_rank[c] |= bit(s);
                    by_file[c] |= bit(file_major(s));
                }
    }
};

const Palaces& palaces() {
    static const Palaces p;
    return p;
}

constexpr int PhaseWeight[8] = {0, 4, 2, 0, 0, 0, 2, 0};
// The piece-pair groups, as PieceTypes.
constexpr PieceType Groups[eval::PairGroups] = {Chariot, Horse, Cannon, Advisor, Elephant, Soldier};

// Material plus the piece-square table, per piece and point, for the untraced evaluation.
struct SquareTables {
    Score square[16][SquareCount];
    PINQI_COLD explicit SquareTables(const Score* weights) {
        for (int c = 0; c < 2; ++c)
            for (int t = Chariot; t <= Soldier; ++t)
                for (Square s = 0; s < SquareCount; ++s) {
                    const Score m = weights[eval::MaterialBase + t];
                    const Score p =
                        weights[eval::PstBase + t * eval::PstSquares +
                                eval::pst_index(relative_rank(Color(c), s), centre_distance(s))];
                    square[make_piece(Color(c), PieceType(t))][s] = {m.mg + p.mg, m.eg + p.eg};
                }
    }
};

const SquareTables& square_tables(eval::WeightSet set) {
    static const SquareTables tuned(eval::Weights), reference(eval::ReferenceWeights);
    return set == eval::WeightSet::Reference ? reference : tuned;
}

// What depends on material alone, cached by the material's signature. The cache
// starts zero-filled (so the wasm module ships no image of it): an entry holds
// its signature inverted, and no signature is all ones.
struct MaterialEntry {
    std::uint64_t inverted_key = 0;
    Score score;  // Red's terms minus Black's
    int phase = 0;
    int scale[2] = {0, 0};
    int advisors[2] = {0, 0};
};

constexpr int MaterialCacheBits = 12;
PINQI_THREAD_LOCAL MaterialEntry material_cache[1 << MaterialCacheBits];

// The material's signature: 4 bits per count (validated positions have at most
// 5 of a kind), 2 x 7 counts (6 kinds but the general, plus soldiers that can
// still attack), then the three switches that change material terms and the
// weight set in the low 4 bits. Exact, no collisions. Each piece on each point
// adds its share, so the signature is a sum over the piece lists.
struct MaterialSteps {
    std::uint64_t step[16][SquareCount] = {};
    PINQI_COLD MaterialSteps() {
        for (int c = 0; c < 2; ++c)
            for (int t = Chariot; t <= Soldier; ++t) {
                if (t == General) continue;
                const int kind = t < General ? t - 1 : t - 2;  // 0..5
                const auto nibble = [c](int index) {
                    return std::uint64_t(1) << (4 * (13 - (c * 7 + index)) + 4);
                };
                for (Square s = 0; s < SquareCount; ++s) {
                    std::uint64_t v = nibble(kind);
                    if (t == Soldier && relative_rank(Color(c), s) < 9) v += nibble(6);
                    step[make_piece(Color(c), PieceType(t))][s] = v;
                }
            }
    }
};

const MaterialSteps& material_steps() {
    static const MaterialSteps steps;
    return steps;
}

// The signature from the pieces' summed shares and the switches.
std::uint64_t material_key(std::uint64_t pieces, const EvalTerms& terms) {
    return pieces + (std::uint64_t(terms.general_safety) | std::uint64_t(terms.coordination) << 1 |
                     std::uint64_t(terms.endgames) << 2 |
                     std::uint64_t(terms.weights == eval::WeightSet::Reference) << 3);
}

template <bool Trace>
class Evaluator {
  public:
    Evaluator(const Position& pos, const EvalTerms& terms, EvalTrace* trace)
        : pos_(pos),
          terms_(terms),
          weights_(eval::weights_of(terms.weights)),
          trace_(trace),
          geo_(geometry::tables()) {}

    Value value();

  private:
    void add(Color c, int param, int count = 1) {
        score_[c].mg += weights_[param].mg * count;
        score_[c].eg += weights_[param].eg * count;
        if constexpr (Trace) trace_->coef[param] += std::int16_t(c == Red ? count : -count);
    }
    void occupancy();
    template <Color C>
    void pieces();
    void general_safety(Color c);
    void threats(Color c);
    void material_terms(MaterialEntry& e);
    void defenders(Color c);
    void pairs(Color c);
    void soldiers(Color c);

    const Position& pos_;
    const EvalTerms& terms_;
    const Score* weights_;
    EvalTrace* trace_;
    const geometry::Tables& geo_;
    Score score_[2];
    const MaterialCount* material_ = nullptr;  // counted only when the material cache misses
    const MaterialEntry* entry_ = nullptr;
    std::uint64_t material_pieces_ = 0;  // the pieces' share of the material signature
    AttackSet attacks_[2];               // points each side attacks or defends
    AttackSet attacks_cheap_[2];         // ... with a soldier, advisor or elephant
    AttackSet attacks_minor_[2];         // ... with one of those, a horse or a cannon
    AttackSet men_[2];                   // the points each side's pieces stand on
    // Occupancy of every rank (bit = file) and file (bit = rank): all pieces, and per side.
    // The evaluator zeroes only what it accumulates into, at the start of occupancy():
    // in wasm, zeroing the members in bulk is a memory.fill call per evaluation.
    unsigned rank_occupancy_[10];
    unsigned file_occupancy_[9];
    unsigned rank_side_[2][10];
    unsigned file_side_[2][9];
    int zone_attackers_[2] = {};  // pieces of each side hitting the other's palace
    int horses_near_palace_[2] = {};
    int crossed_soldiers_[2] = {};
    int cannons_aiming_[2] = {};
};

template <bool Trace>
void Evaluator<Trace>::occupancy() {
    const MaterialSteps& steps = material_steps();
    const PointTable& point = points();
    const Piece* board = pos_.board();
    std::uint64_t material = 0;
    for (int c = 0; c < 2; ++c) {
        const std::uint8_t* squares = pos_.piece_squares(Color(c));
        Bits by_rank{}, by_file{};
        unsigned* ranks = rank_side_[c];
        unsigned* files = file_side_[c];
        for (int r = 0; r < 10; ++r) ranks[r] = 0;
        for (int f = 0; f < 9; ++f) files[f] = 0;
        for (int i = 0, n = pos_.piece_count(Color(c)); i < n; ++i) {
            const Square s = squares[i];
            material += steps.step[board[s]][s];
            const PointInfo& p = point.at[s];
            by_rank |= p.rank_bit;
            by_file |= p.file_bit;
            ranks[p.rank] |= 1u << p.file;
            files[p.file] |= 1u << p.rank;
        }
        men_[c].by_rank = by_rank;
        men_[c].by_file = by_file;
    }
    material_pieces_ = material;
    for (int r = 0; r < 10; ++r) rank_occupancy_[r] = rank_side_[Red][r] | rank_side_[Black][r];
    for (int f = 0; f < 9; ++f) file_occupancy_[f] = file_side_[Red][f] | file_side_[Black][f];
}

template <bool Trace>
template <Color C>
void Evaluator<Trace>::pieces() {
    constexpr Color c = C, them = ~C;
    const Piece* board = pos_.board();
    const std::uint8_t* squares = pos_.piece_squares(c);
    const SquareTables& tables = square_tables(terms_.weights);
    const LineTables& lines = line_tables();
    const Palaces& palace = palaces();
    const PointTable& point = points();
    const Bits own = men_[c].by_rank;
    // Accumulated here and stored once: the compiler keeps them in registers.
    AttackSet all{}, cheap{}, minor{};
    Score square_score;
    int crossed = 0, horses_near = 0, cannons_aiming = 0, zone_attackers = 0;
    for (int i = 0, n = pos_.piece_count(c); i < n; ++i) {
        const Square s = squares[i];
        const Piece p = board[s];
        const PieceType t = type_of(p);
        const PointInfo& at = point.at[s];
        const int r = c == Red ? at.rank : 9 - at.rank, d = at.centre_distance;
        if (terms_.piece_squares) {
            if constexpr (Trace) {
                add(c, eval::MaterialBase + t);
                add(c, eval::PstBase + t * eval::PstSquares + eval::pst_index(r, d));
            } else {
                square_score.mg += tables.square[p][s].mg;
                square_score.eg += tables.square[p][s].eg;
            }
        } else {
            add(c, eval::MaterialBase + t);
        }

        // What the piece attacks, its mobility and its hits on the enemy palace.
        AttackSet hit{};
        int mobility = 0;
        switch (t) {
            case Chariot:
            case Cannon: {
                if (t == Cannon && (d == 0 || r >= 5)) ++cannons_aiming;
                const int f = at.file, rk = at.rank;
                const LineAttack& along_rank = lines.rank[f][rank_occupancy_[rk]];
                const LineAttack& along_file = lines.file[rk][file_occupancy_[f]];
                const unsigned on_rank = t == Chariot ? along_rank.chariot : along_rank.cannon;
                const unsigned on_file = t == Chariot ? along_file.chariot : along_file.cannon;
                hit.by_rank = shifted(on_rank, rk * 9);
                hit.by_file = shifted(on_file, f * 10);
                mobility = along_rank.empties + along_file.empties +
                           lines.count[on_rank & rank_side_[them][rk]] +
                           lines.count[on_file & file_side_[them][f]];
                break;
            }
            case Horse:
                if (r >= 6 && d <= 2) ++horses_near;
                for (int k = 0; k < geo_.horse_move_count[s]; ++k) {
                    const auto& step = geo_.horse_moves[s][k];
                    if (board[step.block] != NoPiece) continue;
                    const Bits to = point.at[step.to].rank_bit;
                    hit.by_rank |= to;
                    mobility += !(own & to).any();
                }
                break;
            case Elephant:
                for (int k = 0; k < geo_.elephant_move_count[c][s]; ++k) {
                    const auto& step = geo_.elephant_moves[c][s][k];
                    if (board[step.block] == NoPiece) hit.by_rank |= point.at[step.to].rank_bit;
                }
                break;
            case Advisor:
                for (int k = 0; k < geo_.advisor_move_count[c][s]; ++k)
                    hit.by_rank |= point.at[geo_.advisor_moves[c][s][k]].rank_bit;
                break;
            case General:
                for (int k = 0; k < geo_.general_move_count[c][s]; ++k)
                    hit.by_rank |= point.at[geo_.general_moves[c][s][k]].rank_bit;
                break;
            case Soldier:
                if (r >= 5 && terms_.soldiers) {
                    ++crossed;
                    // Crossed soldiers side by side protect each other.
                    if (at.file < 8 && board[s + 1] == p) add(c, eval::ConnectedSoldiers);
                }
                for (int k = 0; k < geo_.soldier_move_count[c][s]; ++k)
                    hit.by_rank |= point.at[geo_.soldier_moves[c][s][k]].rank_bit;
                break;
            default:
                break;
        }
        all.by_rank |= hit.by_rank;
        all.by_file |= hit.by_file;
        if (t == Soldier || t == Advisor || t == Elephant) cheap.by_rank |= hit.by_rank;
        if (t != Chariot && t != General) {
            minor.by_rank |= hit.by_rank;
            minor.by_file |= hit.by_file;
        }
        if (terms_.mobility) {
            if (t == Chariot) add(c, eval::ChariotMobilityBase + (mobility > 17 ? 17 : mobility));
            if (t == Horse) add(c, eval::HorseMobilityBase + mobility);
            if (t == Cannon) add(c, eval::CannonMobilityBase + (mobility > 17 ? 17 : mobility));
        }
        if (terms_.general_safety && (t == Chariot || t == Horse || t == Cannon || t == Soldier)) {
            const int zone = count_bits(hit.by_rank & palace.by_rank[them]) +
                             count_bits(hit.by_file & palace.by_file[them]);
            if (zone) {
                add(c, eval::ZoneAttackBase + t, zone);
                ++zone_attackers;
            }
        }
    }
    score_[c].mg += square_score.mg;
    score_[c].eg += square_score.eg;
    attacks_[c] = all;
    attacks_cheap_[c] = cheap;
    attacks_minor_[c] = minor;
    crossed_soldiers_[c] = crossed;
    horses_near_palace_[c] = horses_near;
    cannons_aiming_[c] = cannons_aiming;
    zone_attackers_[c] = zone_attackers;
}

template <bool Trace>
void Evaluator<Trace>::general_safety(Color c) {
    const Color them = ~c;
    const Piece* board = pos_.board();
    // The attacking side gets the bonus: the terms are counted for `them`.
    add(them, eval::ZoneAttackersBase + (zone_attackers_[them] > 7 ? 7 : zone_attackers_[them]));
    const Square g = pos_.general_square(c);
    if (g == NoSquare) return;
    // Enemy chariots and cannons in line with the general: what stands between them.
    const Piece chariot = make_piece(them, Chariot), cannon = make_piece(them, Cannon);
    const int gf = file_of(g), gr = rank_of(g);
    auto look = [&](unsigned occupancy, int index, bool up, auto square_at) {
        unsigned m = up ? occupancy & ~((2u << index) - 1) : occupancy & ((1u << index) - 1);
        for (int between = 0; m && between <= 2; ++between) {
            const int at = up ? __builtin_ctz(m) : 31 - __builtin_clz(m);
            m &= ~(1u << at);
            const Piece q = board[square_at(at)];
            if (q == cannon && between == 0) add(c, eval::CannonFacing);
            if (q == cannon && between == 2) add(c, eval::CannonTwoScreens);
            if (q == chariot && between == 1) add(c, eval::ChariotOneBlocker);
        }
    };
    const auto on_file = [gf](int rank) { return make_square(gf, rank); };
    const auto on_rank = [gr](int file) { return make_square(file, gr); };
    look(file_occupancy_[gf], gr, true, on_file);
    look(file_occupancy_[gf], gr, false, on_file);
    look(rank_occupancy_[gr], gf, true, on_rank);
    look(rank_occupancy_[gr], gf, false, on_rank);
    // Open palace files: an enemy chariot with a clear run to the palace's front.
    for (int f = 3; f <= 5; f += 2) {
        // The file beyond the palace's first two ranks, as seen from this side.
        const unsigned beyond = c == Red ? file_occupancy_[f] & ~3u : file_occupancy_[f] & 0xFFu;
        if (!beyond) continue;
        const int rank = c == Red ? __builtin_ctz(beyond) : 31 - __builtin_clz(beyond);
        if (board[make_square(f, rank)] == chariot) add(c, eval::RibChariot);
    }
    if (horses_near_palace_[them] && cannons_aiming_[them]) add(them, eval::HorseCannonAttack);
}

template <bool Trace>
void Evaluator<Trace>::threats(Color c) {
    const Color them = ~c;
    const int mover = c == pos_.side_to_move() ? 0 : 1;
    const PointTable& point = points();
    // Our pieces the enemy attacks, as rank-major points: few, so they are
    // visited bit by bit rather than testing every piece.
    Bits attacked = men_[c].by_rank & attacks_[them].by_rank;
    const Bits on_files = men_[c].by_file & attacks_[them].by_file;
    for (std::uint64_t w = on_files.low(); w; w &= w - 1)
        attacked |= point.at[point.from_file_major[__builtin_ctzll(w)]].rank_bit;
    for (std::uint64_t w = on_files.high(); w; w &= w - 1)
        attacked |= point.at[point.from_file_major[64 + __builtin_ctzll(w)]].rank_bit;
    const std::uint64_t words[2] = {attacked.low(), attacked.high()};
    for (int half = 0; half < 2; ++half)
        for (std::uint64_t w = words[half]; w; w &= w - 1) {
            const Square s = half * 64 + __builtin_ctzll(w);
            const PieceType t = type_of(pos_.piece_on(s));
            const PointInfo& at = point.at[s];
            if (t == General) continue;
            if (!attacks_[c].has(at)) add(c, eval::HangingBase + mover * eval::TypeCount + t);
            const bool lesser = t == Chariot                ? attacks_minor_[them].has(at)
                                : t == Horse || t == Cannon ? attacks_cheap_[them].has(at)
                                                            : false;
            if (lesser) add(c, eval::ThreatByLesserBase + mover * eval::TypeCount + t);
        }
}

template <bool Trace>
void Evaluator<Trace>::defenders(Color c) {
    const int* ours = material_->count[c];
    const int* theirs = material_->count[~c];
    for (int a = 0; a < 2; ++a) {
        const int missing = 2 - (a == 0 ? ours[Advisor] : ours[Elephant]);
        if (missing <= 0) continue;
        add(c, eval::DefenderPairBase + a * 3 + 0, missing * theirs[Chariot]);
        add(c, eval::DefenderPairBase + a * 3 + 1, missing * theirs[Horse]);
        add(c, eval::DefenderPairBase + a * 3 + 2, missing * theirs[Cannon]);
    }
}

template <bool Trace>
void Evaluator<Trace>::pairs(Color c) {
    const int* ours = material_->count[c];
    for (int i = 0; i < eval::PairGroups; ++i) {
        const int n = ours[Groups[i]];
        if (n >= 2) add(c, eval::PairBase + i, n * (n - 1) / 2);
    }
}

template <bool Trace>
void Evaluator<Trace>::soldiers(Color c) {
    // Soldiers grow stronger as the defenders thin out (crossed soldiers are counted by pieces()).
    const int missing = 2 - entry_->advisors[~c];
    if (crossed_soldiers_[c] && missing > 0)
        add(c, eval::CrossedSoldierVsAdvisors, crossed_soldiers_[c] * missing);
}

// The terms that depend on material alone, and the phase and endgame scales.
template <bool Trace>
void Evaluator<Trace>::material_terms(MaterialEntry& e) {
    int phase = 0;
    for (int c = 0; c < 2; ++c)
        for (int t = Chariot; t <= Soldier; ++t) phase += PhaseWeight[t] * material_->count[c][t];
    e.phase = phase > FullPhase ? FullPhase : phase;
    for (const Color c : {Red, Black}) {
        if (terms_.general_safety) defenders(c);
        if (terms_.coordination) pairs(c);
    }
    e.score = {score_[Red].mg - score_[Black].mg, score_[Red].eg - score_[Black].eg};
    score_[Red] = score_[Black] = Score{};
    e.scale[Red] = e.scale[Black] = NormalScale;
    e.advisors[Red] = material_->count[Red][Advisor];
    e.advisors[Black] = material_->count[Black][Advisor];
    if (terms_.endgames) {
        e.scale[Red] = endgame_scale(*material_, Red);
        e.scale[Black] = endgame_scale(*material_, Black);
    }
}

template <bool Trace>
Value Evaluator<Trace>::value() {
    occupancy();
    MaterialEntry local;
    MaterialEntry* m = &local;
    if constexpr (Trace) {
        const MaterialCount count = count_material(pos_);
        material_ = &count;
        material_terms(local);
    } else {
        const std::uint64_t key = material_key(material_pieces_, terms_);
        m = &material_cache[(key * 0x9E3779B97F4A7C15ull) >> (64 - MaterialCacheBits)];
        if (m->inverted_key != ~key) {
            const MaterialCount count = count_material(pos_);
            material_ = &count;
            material_terms(*m);
            m->inverted_key = ~key;
        }
    }
    entry_ = m;
    score_[Red].mg += m->score.mg;
    score_[Red].eg += m->score.eg;

    pieces<Red>();
    pieces<Black>();
    for (const Color c : {Red, Black}) {
        if (terms_.general_safety) general_safety(c);
        if (terms_.threats) threats(c);
        if (terms_.soldiers) soldiers(c);
    }
    const Color stm = pos_.side_to_move();
    add(stm, eval::Tempo);

    const int phase = m->phase;
    const int mg = score_[Red].mg - score_[Black].mg;
    const int eg = score_[Red].eg - score_[Black].eg;
    int v = (mg * phase + eg * (FullPhase - phase)) / FullPhase;
    if constexpr (Trace) {
        trace_->phase = phase;
        trace_->scale[Red] = m->scale[Red];
        trace_->scale[Black] = m->scale[Black];
    }
    v = v * m->scale[v >= 0 ? Red : Black] / NormalScale;
    return stm == Red ? v : -v;
}

}  // namespace

int piece_value(PieceType t) {
    static constexpr int values[8] = {0, 1000, 430, 180, 180, 5000, 450, 100};
    return values[t];
}

Value material_balance(const Position& pos) {
    int v = 0;
    for (int c = 0; c < 2; ++c) {
        const std::uint8_t* sq = pos.piece_squares(Color(c));
        int side = 0;
        for (int i = 0; i < pos.piece_count(Color(c)); ++i) {
            const PieceType t = type_of(pos.piece_on(sq[i]));
            if (t != General) side += piece_value(t);
        }
        v += c == pos.side_to_move() ? side : -side;
    }
    return v;
}

Value evaluate(const Position& pos, const EvalTerms& terms) {
    return Evaluator<false>(pos, terms, nullptr).value();
}

PINQI_COLD void build_eval_tables() {
    palaces();
    square_tables(eval::WeightSet::Tuned);
    square_tables(eval::WeightSet::Reference);
    material_steps();
    line_tables();
}

void trace_evaluation(const Position& pos, EvalTrace& trace) {
    trace = EvalTrace{};
    const EvalTerms all;
    Evaluator<true>(pos, all, &trace).value();
}

}  // namespace pinqi::xiangqi::ai
