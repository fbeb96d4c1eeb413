// `pinqi review <gomoku|xiangqi> (--ms N | --nodes N) [--lines N]`: reviews one
// game read from stdin with the same engine code the AI Worker runs, and prints
// one JSON line: {"moves":n,"wallMs":t,"grades":["best",...]}. Gomoku reads a
// record (as GomokuGame.toRecord() writes it); Xiangqi reads
// "<start fen> moves <iccs>...". `npm run bench -- analyze` compares it with ai.analyze().
#include "gomoku/ai/review.h"

#include <charconv>
#include <chrono>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"
#include "gomoku/record.h"
#include "xiangqi/ai/review.h"
#include "xiangqi/game.h"

namespace pinqi::cli {
namespace {

// The hash the AI Worker gives each engine by default.
constexpr std::size_t HashMb = 16;

struct Budget {
    int time_ms = 0;
    std::uint64_t nodes = 0;
    int lines = 1;
};

bool parse_number(std::string_view text, std::uint64_t& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out > 0;
}

bool parse_budget(Args args, Budget& budget) {
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        std::uint64_t n = 0;
        if (!parse_number(args[i + 1], n) || n > 1'000'000'000) return false;
        if (args[i] == "--ms")
            budget.time_ms = int(n);
        else if (args[i] == "--nodes")
            budget.nodes = n;
        else if (args[i] == "--lines" && n <= 8)
            budget.lines = int(n);
        else
            return false;
    }
    return args.size() % 2 == 0 && (budget.time_ms > 0 || budget.nodes > 0);
}

template <class Options>
Options options_of(const Budget& budget) {
    Options options;
    options.time_ms = budget.time_ms;
    options.nodes = budget.nodes;
    options.lines = budget.lines;
    return options;
}

template <class Review>
int print(const std::vector<Review>& reviews, double wall_ms, std::ostream& out) {
    out << "{\"moves\":" << reviews.size() << ",\"wallMs\":" << wall_ms << ",\"grades\":[";
    for (std::size_t i = 0; i < reviews.size(); ++i)
        out << (i ? "," : "") << '"' << review::grade_name(reviews[i].grade) << '"';
    out << "]}\n";
    return 0;
}

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

int review_gomoku(const std::string& text, const Budget& budget, std::ostream& out) {
    const gomoku::RecordResult record = gomoku::parse_record(text);
    if (!record.ok) {
        std::cerr << "pinqi review: bad record: " << record.error << '\n';
        return 1;
    }
    gomoku::ai::Engine engine(HashMb);
    const auto start = std::chrono::steady_clock::now();
    const auto reviews =
        gomoku::ai::review_game(engine, record.game, options_of<gomoku::ai::ReviewOptions>(budget));
    return print(reviews, ms_since(start), out);
}

int review_xiangqi(const std::string& text, const Budget& budget, std::ostream& out) {
    std::istringstream words(text);
    std::string word, fen;
    while (words >> word && word != "moves") fen.append(fen.empty() ? "" : " ").append(word);
    xiangqi::Game game;
    if (const xiangqi::Status s = game.reset(fen); !s.ok()) {
        std::cerr << "pinqi review: bad fen: " << s.message << '\n';
        return 1;
    }
    while (words >> word)
        if (const xiangqi::Status s = game.play(word); !s.ok()) {
            std::cerr << "pinqi review: bad move " << word << ": " << s.message << '\n';
            return 1;
        }
    xiangqi::ai::Engine engine(HashMb);
    const auto start = std::chrono::steady_clock::now();
    const auto reviews =
        xiangqi::ai::review_game(engine, game, options_of<xiangqi::ai::ReviewOptions>(budget));
    return print(reviews, ms_since(start), out);
}

}  // namespace

int run_review(Args args, std::istream& in, std::ostream& out) {
    Budget budget;
    if (args.empty() || !parse_budget(args.subspan(1), budget)) {
        std::cerr << "usage: pinqi review <gomoku|xiangqi> (--ms N | --nodes N) [--lines N]\n";
        return 2;
    }
    const std::string text(std::istreambuf_iterator<char>(in), {});
    if (args.front() == "gomoku") return review_gomoku(text, budget, out);
    if (args.front() == "xiangqi") return review_xiangqi(text, budget, out);
    std::cerr << "pinqi review: unknown game '" << args.front() << "'\n";
    return 2;
}

}  // namespace pinqi::cli
