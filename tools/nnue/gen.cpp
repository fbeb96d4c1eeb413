// xiangqi_nnue_gen: self-play games at a fixed node budget, written as training
// positions for the NNUE trainer (tools/nnue/train.py), issue 25.
//
//   xiangqi_nnue_gen --out FILE [--games N] [--nodes N] [--seed S]
//                    [--openings bench/xiangqi/openings.txt] [--random-plies N]
//                    [--net NETWORK.pqnn]
//
// Game g (0, 1, ...) draws from Random(S, g): one line of the openings file
// (ICCS moves, "#" starts a comment), then 0..N random legal plies (default 4),
// kept only when a depth-6 search scores the result within ±200 centipawns
// (else another draw, up to 20). Both sides then play at --nodes nodes a move
// (default 5000) with one 16 MB table cleared each game, so game g is the same
// whatever ran before it. A game whose score stays beyond ±1500 for 8 plies in a
// row goes to the side ahead; one still going at ply 400 is a draw.
//
// --net: every search evaluates with that network instead of the hand-crafted
// evaluation (the next round of data, scored by the last network); the progress
// file states its size and hash, so a resumed run uses the same one.
//
// Kept: the positions after the opening where the side to move is not in check
// and the search's best move captures nothing, with the search's score.
//
// The file is a sequence of 32-byte records, little-endian, a game's records
// together, written when the game ends:
//   bytes  0..11  occupancy: bit s (byte s / 8, bit s % 8) set when square s
//                 (rank * 9 + file, rank 0 Red's back rank) holds a piece
//   bytes 12..27  the pieces on the occupied squares in square order, 4 bits
//                 each (low nibble first): type (1 chariot, 2 horse, 3 elephant,
//                 4 advisor, 5 general, 6 cannon, 7 soldier), +8 for Black
//   bytes 28..29  int16: the search's score for the side to move, centipawns,
//                 clamped to ±32000 (mates are beyond ±29000)
//   byte  30      bit 0: side to move (0 Red, 1 Black); bits 1-2: the game's
//                 result for the side to move (0 loss, 1 draw, 2 win); rest 0
//   byte  31      the game's ply at the position, at most 255
// tools/nnue/data.py reads it.
//
// Resuming: FILE.progress (text, replaced atomically after each game) holds the
// settings, the games finished and the bytes of FILE they fill. A new run with
// the same FILE and settings cuts FILE back to that size (a game cut short by a
// stop is dropped) and continues with the next game until --games in all, so
// the file is byte for byte the one an uninterrupted run writes.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/evalfile.h"
#include "common/random.h"
#include "xiangqi/ai/engine.h"
#include "xiangqi/game.h"
#include "xiangqi/movegen.h"

using namespace pinqi;
using namespace pinqi::xiangqi;

namespace {

struct Options {
    std::string out;
    std::string openings = "bench/xiangqi/openings.txt";
    long long games = 100;
    std::uint64_t nodes = 5000;
    std::uint64_t seed = 1;
    int random_plies = 4;
    std::string net;  // a network file; empty: the hand-crafted evaluation
};

using Record = std::array<std::uint8_t, 32>;

Record encode(const Position& pos, int score, int result, int ply) {
    Record r{};
    int nibble = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.piece_on(s);
        if (p == NoPiece) continue;
        r[s / 8] |= std::uint8_t(1 << (s % 8));
        if (nibble < 32) r[12 + nibble / 2] |= std::uint8_t(p << (nibble % 2 ? 4 : 0));
        ++nibble;
    }
    const int clamped = std::clamp(score, -32000, 32000);
    r[28] = std::uint8_t(clamped & 0xFF);
    r[29] = std::uint8_t((clamped >> 8) & 0xFF);
    r[30] = std::uint8_t(pos.side_to_move() | result << 1);
    r[31] = std::uint8_t(std::min(ply, 255));
    return r;
}

std::vector<std::vector<std::string>> read_openings(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::vector<std::string>> lines;
    std::string line;
    while (std::getline(in, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::vector<std::string> moves;
        for (std::string w; words >> w;) moves.push_back(w);
        if (!moves.empty()) lines.push_back(moves);
    }
    return lines;
}

// The settings as the progress file states them; a resumed run must match.
std::string settings(const Options& o, std::size_t opening_lines) {
    std::ostringstream s;
    s << "nodes " << o.nodes << "\nseed " << o.seed << "\nrandom-plies " << o.random_plies
      << "\nopenings " << o.openings << " (" << opening_lines << " lines)\n";
    if (!o.net.empty()) {  // its bytes' FNV-1a hash: the same network, wherever it lies
        std::ifstream in(o.net, std::ios::binary);
        std::uint64_t hash = 0xcbf29ce484222325ull, size = 0;
        for (char c; in.get(c); ++size) hash = (hash ^ std::uint8_t(c)) * 0x100000001b3ull;
        s << "net " << size << " bytes, fnv1a " << std::hex << hash << "\n";
    }
    return s.str();
}

bool start_position(Game& game, Random& rng, ai::Engine& engine,
                    const std::vector<std::vector<std::string>>& openings, int random_plies) {
    for (int attempt = 0; attempt < 20; ++attempt) {
        game.restart();
        if (!openings.empty())
            for (const std::string& m : openings[rng.below(std::uint32_t(openings.size()))])
                if (!game.play(std::string_view(m)).ok()) break;
        const int plies = int(rng.below(std::uint32_t(random_plies + 1)));
        for (int i = 0; i < plies && !game.result().over(); ++i) {
            Position pos = game.scratch();
            MoveList list;
            generate_legal(pos, list);
            game.play(list.moves[rng.below(std::uint32_t(list.size))]);
        }
        if (game.result().over()) continue;
        ai::ThinkOptions o;
        o.depth = 6;
        if (std::abs(engine.think(game, o).score) <= 200) return true;
    }
    return false;
}

// One game's records.
std::vector<Record> play_game(long long g, const Options& opt, ai::Engine& engine,
                              const std::vector<std::vector<std::string>>& openings) {
    Random rng(opt.seed * 0x9E3779B97F4A7C15ull + std::uint64_t(g));
    Game game;
    engine.clear();
    if (!start_position(game, rng, engine, openings, opt.random_plies)) return {};
    struct Kept {
        Position pos;
        int score;
        int ply;
    };
    std::vector<Kept> kept;
    int red_result = 1;  // 2 Red won, 1 draw, 0 Black won
    int decisive_run = 0, decisive_sign = 0;
    while (!game.result().over() && game.history().size() < 400) {
        ai::ThinkOptions o;
        o.nodes = opt.nodes;
        o.fresh_hash = false;
        o.seed = std::uint64_t(g);
        const ai::SearchResult r = engine.think(game, o);
        const Position& pos = game.position();
        if (r.best == NoMove) break;
        if (!pos.in_check() && pos.piece_on(to_sq(r.best)) == NoPiece)
            kept.push_back({pos, r.score, int(game.history().size())});
        const int red_score = pos.side_to_move() == Red ? r.score : -r.score;
        const int sign = red_score >= 1500 ? 1 : red_score <= -1500 ? -1 : 0;
        decisive_run = sign != 0 && sign == decisive_sign ? decisive_run + 1 : sign != 0;
        decisive_sign = sign;
        if (decisive_run >= 8) {
            red_result = sign > 0 ? 2 : 0;
            break;
        }
        if (!game.play(r.best).ok()) break;
    }
    if (game.result().over()) {
        const Outcome o = game.result().outcome;
        red_result = o == Outcome::RedWins ? 2 : o == Outcome::BlackWins ? 0 : 1;
    }
    std::vector<Record> records;
    for (const Kept& k : kept)
        records.push_back(encode(k.pos, k.score,
                                 k.pos.side_to_move() == Red ? red_result : 2 - red_result, k.ply));
    return records;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--out")
            opt.out = argv[i + 1];
        else if (a == "--openings")
            opt.openings = argv[i + 1];
        else if (a == "--games")
            opt.games = std::atoll(argv[i + 1]);
        else if (a == "--nodes")
            opt.nodes = std::strtoull(argv[i + 1], nullptr, 10);
        else if (a == "--seed")
            opt.seed = std::strtoull(argv[i + 1], nullptr, 10);
        else if (a == "--random-plies")
            opt.random_plies = std::atoi(argv[i + 1]);
        else if (a == "--net")
            opt.net = argv[i + 1];
        else {
            std::fprintf(stderr, "unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    if (opt.out.empty()) {
        std::fprintf(stderr,
                     "usage: xiangqi_nnue_gen --out FILE [--games N] [--nodes N] [--seed S] "
                     "[--openings FILE] [--random-plies N] [--net FILE]\n");
        return 2;
    }
    const auto openings = read_openings(opt.openings);
    if (openings.empty()) {
        std::fprintf(stderr, "no opening lines in '%s'\n", opt.openings.c_str());
        return 2;
    }
    const std::string wanted = settings(opt, openings.size());
    const std::string progress_path = opt.out + ".progress";
    long long first = 0;
    std::uintmax_t bytes = 0;
    namespace fs = std::filesystem;
    if (fs::exists(progress_path)) {
        std::ifstream in(progress_path);
        std::string line, stated;
        while (std::getline(in, line)) {
            if (line.rfind("games ", 0) == 0)
                first = std::atoll(line.c_str() + 6);
            else if (line.rfind("bytes ", 0) == 0)
                bytes = std::strtoull(line.c_str() + 6, nullptr, 10);
            else
                stated += line + "\n";
        }
        if (stated != wanted) {
            std::fprintf(stderr, "%s was made with other settings:\n%s", progress_path.c_str(),
                         stated.c_str());
            return 2;
        }
        if (!fs::exists(opt.out) || fs::file_size(opt.out) < bytes) {
            std::fprintf(stderr, "%s is shorter than its progress file says\n", opt.out.c_str());
            return 2;
        }
        fs::resize_file(opt.out, bytes);
        std::fprintf(stderr, "resuming after game %lld (%ju positions)\n", first,
                     bytes / sizeof(Record));
    } else if (fs::exists(opt.out) && fs::file_size(opt.out) > 0) {
        std::fprintf(stderr, "%s exists without a progress file; not overwriting it\n",
                     opt.out.c_str());
        return 2;
    }
    std::FILE* out = std::fopen(opt.out.c_str(), "ab");
    if (!out) {
        std::fprintf(stderr, "cannot write '%s'\n", opt.out.c_str());
        return 2;
    }
    ai::Engine engine(16);
    if (!opt.net.empty()) {
        engine.set_network(pinqi::cli::read_network_or_exit(opt.net));
        engine.set_network_use(ai::Engine::NetworkUse::Always);
    }
    for (long long g = first; g < opt.games; ++g) {
        const std::vector<Record> records = play_game(g, opt, engine, openings);
        if (!records.empty() &&
            std::fwrite(records.data(), sizeof(Record), records.size(), out) != records.size()) {
            std::fprintf(stderr, "write failed\n");
            return 1;
        }
        std::fflush(out);
        bytes += records.size() * sizeof(Record);
        {
            std::ofstream p(progress_path + ".tmp", std::ios::trunc);
            p << wanted << "games " << g + 1 << "\nbytes " << bytes << "\n";
        }
        fs::rename(progress_path + ".tmp", progress_path);
        if ((g + 1) % 10 == 0 || g + 1 == opt.games)
            std::fprintf(stderr, "games %lld  positions %ju\n", g + 1, bytes / sizeof(Record));
    }
    std::fclose(out);
    return 0;
}
