#include "xiangqi/openings.h"

#include <algorithm>
#include <utility>

#include "xiangqi/fen.h"
#include "xiangqi/movegen.h"
#include "xiangqi/notation.h"

namespace pinqi::xiangqi {

namespace {

// The named openings, broad families first, then their branches. The names
// are the ones players use.
constexpr Opening Names[] = {
    // Red's first moves.
    {"central-cannon", "中炮", "Central Cannon"},
    {"elephant", "飞相局", "Elephant Opening"},
    {"pawn", "仙人指路", "Pawn Opening"},
    {"horse", "起马局", "Horse Opening"},
    {"cross-palace-cannon", "过宫炮", "Cross-Palace Cannon"},
    {"corner-cannon", "仕角炮", "Advisor's Corner Cannon"},
    {"edge-cannon", "边炮局", "Edge Cannon Opening"},
    {"river-cannon", "巡河炮局", "River Cannon Opening"},
    {"edge-pawn", "边兵局", "Edge Pawn Opening"},
    {"chariot", "起车局", "Chariot Opening"},
    {"advisor", "上仕局", "Advisor Opening"},
    // Central Cannon.
    {"central-cannon-vs-left-horse", "中炮对进左马", "Central Cannon vs Left Horse"},
    {"central-cannon-vs-right-horse", "中炮对进右马", "Central Cannon vs Right Horse"},
    {"central-cannon-vs-screen-horses", "中炮对屏风马", "Central Cannon vs Screen Horses"},
    {"central-cannon-straight-chariot-vs-screen-horses", "中炮直车对屏风马",
     "Central Cannon with Straight Chariot vs Screen Horses"},
    {"central-cannon-river-chariot-vs-screen-horses", "中炮过河车对屏风马",
     "Central Cannon with River-Crossing Chariot vs Screen Horses"},
    {"central-cannon-river-chariot-vs-screen-horses-cannon-exchange", "中炮过河车对屏风马平炮兑车",
     "Central Cannon with River-Crossing Chariot vs Screen Horses, Cannon Offers the Chariot "
     "Exchange"},
    {"central-cannon-river-chariot-vs-screen-horses-left-horse-river", "中炮过河车对屏风马左马盘河",
     "Central Cannon with River-Crossing Chariot vs Screen Horses, Left Horse to the River"},
    {"central-cannon-patrol-chariot-vs-screen-horses", "中炮巡河车对屏风马",
     "Central Cannon with River-Patrol Chariot vs Screen Horses"},
    {"central-cannon-central-pawn-vs-screen-horses", "中炮进中兵对屏风马",
     "Central Cannon with Central Pawn vs Screen Horses"},
    {"five-seven-cannons-vs-screen-horses", "五七炮对屏风马",
     "Five-Seven Cannons vs Screen Horses"},
    {"five-six-cannons-vs-screen-horses", "五六炮对屏风马", "Five-Six Cannons vs Screen Horses"},
    {"central-cannon-vs-single-horse", "中炮对单提马", "Central Cannon vs Single Lifted Horse"},
    {"central-cannon-vs-reverse-palace-horses", "中炮对反宫马",
     "Central Cannon vs Reverse Palace Horses"},
    {"five-six-cannons-vs-reverse-palace-horses", "五六炮对反宫马",
     "Five-Six Cannons vs Reverse Palace Horses"},
    {"central-cannon-vs-three-step-tiger", "中炮对三步虎", "Central Cannon vs Three-Step Tiger"},
    {"same-direction-cannons", "顺炮", "Same-Direction Cannons"},
    {"same-direction-cannons-straight-vs-horizontal-chariot", "顺炮直车对横车",
     "Same-Direction Cannons, Straight Chariot vs Horizontal Chariot"},
    {"same-direction-cannons-horizontal-vs-straight-chariot", "顺炮横车对直车",
     "Same-Direction Cannons, Horizontal Chariot vs Straight Chariot"},
    {"opposite-direction-cannons", "列炮", "Opposite-Direction Cannons"},
    // Elephant Opening.
    {"elephant-vs-left-central-cannon", "飞相对左中炮", "Elephant Opening vs Left Central Cannon"},
    {"elephant-vs-corner-cannon", "飞相对士角炮", "Elephant Opening vs Advisor's Corner Cannon"},
    {"elephant-vs-cross-palace-cannon", "飞相对过宫炮", "Elephant Opening vs Cross-Palace Cannon"},
    {"elephant-vs-seventh-pawn", "飞相对进7卒", "Elephant Opening vs Seventh Pawn"},
    {"elephant-vs-left-horse", "飞相对进左马", "Elephant Opening vs Left Horse"},
    // Pawn Opening.
    {"pawn-vs-cannon-behind-pawn", "仙人指路对卒底炮", "Pawn Opening vs Cannon Behind Pawn"},
    {"pawn-left-central-cannon-vs-cannon-behind-pawn", "仙人指路转左中炮对卒底炮",
     "Pawn Opening into Left Central Cannon vs Cannon Behind Pawn"},
    {"pawn-vs-central-cannon", "仙人指路对中炮", "Pawn Opening vs Central Cannon"},
    {"pawn-vs-elephant", "仙人指路对飞象", "Pawn Opening vs Elephant"},
    {"pawn-vs-pawn", "对兵局", "Pawn vs Pawn Opening"},
    // Horse, Cross-Palace Cannon and Advisor's Corner Cannon openings.
    {"horse-vs-pawn", "起马对挺卒", "Horse Opening vs Pawn"},
    {"horse-vs-central-cannon", "起马对中炮", "Horse Opening vs Central Cannon"},
    {"cross-palace-cannon-vs-left-central-cannon", "过宫炮对左中炮",
     "Cross-Palace Cannon vs Left Central Cannon"},
    {"corner-cannon-vs-central-cannon", "仕角炮对中炮",
     "Advisor's Corner Cannon vs Central Cannon"},
};

// The move sequences (Chinese notation, both sides, from the start) whose
// final positions carry a name. They are ours. A name may stand on several
// positions (a common move order, and a fuller one).
struct Line {
    std::string_view id;
    std::string_view moves;
};

constexpr Line Lines[] = {
    {"central-cannon", "炮二平五"},
    {"elephant", "相三进五"},
    {"pawn", "兵七进一"},
    {"horse", "马二进三"},
    {"cross-palace-cannon", "炮二平六"},
    {"corner-cannon", "炮二平四"},
    {"edge-cannon", "炮二平一"},
    {"river-cannon", "炮二进二"},
    {"edge-pawn", "兵九进一"},
    {"chariot", "车一进一"},
    {"advisor", "仕四进五"},
    {"central-cannon-vs-left-horse", "炮二平五 马8进7"},
    {"central-cannon-vs-right-horse", "炮二平五 马2进3"},
    {"central-cannon-vs-screen-horses", "炮二平五 马8进7 马二进三 马2进3"},
    {"central-cannon-straight-chariot-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3"},
    {"central-cannon-river-chariot-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 车二进六"},
    {"central-cannon-river-chariot-vs-screen-horses-cannon-exchange",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 卒7进1 车二进六 马2进3 兵七进一 炮8平9"},
    {"central-cannon-river-chariot-vs-screen-horses-left-horse-river",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 卒7进1 车二进六 马2进3 兵七进一 马7进6"},
    {"central-cannon-patrol-chariot-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 车二进四"},
    {"central-cannon-central-pawn-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 兵五进一"},
    {"five-seven-cannons-vs-screen-horses", "炮二平五 马8进7 马二进三 马2进3 炮八平七"},
    {"five-seven-cannons-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 兵七进一 卒7进1 炮八平七"},
    {"five-six-cannons-vs-screen-horses", "炮二平五 马8进7 马二进三 马2进3 炮八平六"},
    {"five-six-cannons-vs-screen-horses",
     "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 炮八平六"},
    {"central-cannon-vs-single-horse", "炮二平五 马8进7 马二进三 车9平8 车一平二 马2进1"},
    {"central-cannon-vs-reverse-palace-horses", "炮二平五 马2进3 马二进三 炮8平6 车一平二 马8进7"},
    {"five-six-cannons-vs-reverse-palace-horses",
     "炮二平五 马2进3 马二进三 炮8平6 车一平二 马8进7 炮八平六"},
    {"central-cannon-vs-three-step-tiger", "炮二平五 马8进7 马二进三 炮8平9"},
    {"central-cannon-vs-three-step-tiger", "炮二平五 马8进7 马二进三 炮8平9 车一平二 车9平8"},
    {"same-direction-cannons", "炮二平五 炮8平5"},
    {"same-direction-cannons-straight-vs-horizontal-chariot",
     "炮二平五 炮8平5 马二进三 马8进7 车一平二 车9进1"},
    {"same-direction-cannons-horizontal-vs-straight-chariot",
     "炮二平五 炮8平5 马二进三 马8进7 车一进一 车9平8"},
    {"opposite-direction-cannons", "炮二平五 炮2平5"},
    {"elephant-vs-left-central-cannon", "相三进五 炮8平5"},
    {"elephant-vs-corner-cannon", "相三进五 炮8平6"},
    {"elephant-vs-corner-cannon", "相三进五 炮2平4"},
    {"elephant-vs-cross-palace-cannon", "相三进五 炮8平4"},
    {"elephant-vs-cross-palace-cannon", "相三进五 炮2平6"},
    {"elephant-vs-seventh-pawn", "相三进五 卒7进1"},
    {"elephant-vs-left-horse", "相三进五 马8进7"},
    {"pawn-vs-cannon-behind-pawn", "兵七进一 炮2平3"},
    {"pawn-left-central-cannon-vs-cannon-behind-pawn", "兵七进一 炮2平3 炮八平五"},
    {"pawn-vs-central-cannon", "兵七进一 炮8平5"},
    {"pawn-vs-central-cannon", "兵七进一 炮2平5"},
    {"pawn-vs-elephant", "兵七进一 象3进5"},
    {"pawn-vs-elephant", "兵七进一 象7进5"},
    {"pawn-vs-pawn", "兵七进一 卒7进1"},
    {"horse-vs-pawn", "马二进三 卒7进1"},
    {"horse-vs-central-cannon", "马二进三 炮8平5"},
    {"horse-vs-central-cannon", "马二进三 炮2平5"},
    {"cross-palace-cannon-vs-left-central-cannon", "炮二平六 炮8平5"},
    {"corner-cannon-vs-central-cannon", "炮二平四 炮8平5"},
    {"corner-cannon-vs-central-cannon", "炮二平四 炮2平5"},
};

Position mirrored(const Position& pos) {
    Position m;
    for (Square s = 0; s < SquareCount; ++s)
        if (const Piece p = pos.piece_on(s); p != NoPiece)
            m.put_piece(p, make_square(FileCount - 1 - file_of(s), rank_of(s)));
    m.set_side_to_move(pos.side_to_move());
    return m;
}

template <class Keys>
auto find_key(Keys& keys, Key key) {
    return std::find_if(keys.begin(), keys.end(), [key](const auto& e) { return e.first == key; });
}

struct Index {
    std::vector<Opening> list;
    // Position key -> index in list: a few hundred, looked through in turn.
    std::vector<std::pair<Key, std::size_t>> by_key;
    std::vector<std::string> problems;
};

Index build() {
    Index index;
    index.list.assign(std::begin(Names), std::end(Names));
    Position start;
    (void)parse_fen(StartFen, start);
    for (const Line& line : Lines) {
        std::size_t at = 0;
        while (at < index.list.size() && index.list[at].id != line.id) ++at;
        if (at == index.list.size()) {
            index.problems.push_back(std::string(line.id) + ": a line for an unnamed opening");
            continue;
        }
        Position pos = start;
        bool ok = true;
        std::size_t i = 0;
        while (ok && i < line.moves.size()) {
            std::size_t j = line.moves.find(' ', i);
            if (j == std::string_view::npos) j = line.moves.size();
            const ParsedMove m = parse_chinese(pos, line.moves.substr(i, j - i));
            if (!m.status.ok()) {
                index.problems.push_back(std::string(line.id) + ": " + m.status.message);
                ok = false;
            } else {
                pos.do_move(m.move);
            }
            i = j + 1;
        }
        if (!ok) continue;
        for (const Key key : {pos.key(), mirrored(pos).key()}) {
            const auto it = find_key(index.by_key, key);
            if (it == index.by_key.end())
                index.by_key.emplace_back(key, at);
            else if (it->second != at)
                index.problems.push_back(std::string(line.id) + " and " +
                                         std::string(index.list[it->second].id) +
                                         " name the same position");
        }
    }
    for (std::size_t k = 0; k < index.list.size(); ++k) {
        bool has_line = false;
        for (const Line& line : Lines) has_line = has_line || line.id == index.list[k].id;
        if (!has_line) index.problems.push_back(std::string(index.list[k].id) + ": no line");
    }
    return index;
}

const Index& index() {
    static const Index instance = build();
    return instance;
}

}  // namespace

const std::vector<Opening>& openings() {
    return index().list;
}

const Opening* opening_of(const Position& pos) {
    const auto it = find_key(index().by_key, pos.key());
    return it == index().by_key.end() ? nullptr : &index().list[it->second];
}

std::optional<OpeningMatch> identify_opening(std::string_view start_fen,
                                             const std::vector<Move>& moves) {
    Position pos, standard;
    if (!parse_fen(start_fen, pos).ok()) return std::nullopt;
    (void)parse_fen(StartFen, standard);
    if (pos.key() != standard.key()) return std::nullopt;
    std::optional<OpeningMatch> found;
    int ply = 0;
    for (const Move m : moves) {
        if (!is_legal(pos, m)) return std::nullopt;
        pos.do_move(m);
        ++ply;
        if (const Opening* o = opening_of(pos)) found = OpeningMatch{o, ply};
    }
    return found;
}

std::vector<std::string> opening_table_problems() {
    return index().problems;
}

}  // namespace pinqi::xiangqi
