#pragma once
#include <iosfwd>
#include <span>
#include <string_view>

// Every `pinqi <subcommand>` is one function; main.cpp only dispatches.
namespace pinqi::cli {

using Args = std::span<const std::string_view>;

int run_gomocup(std::istream& in, std::ostream& out);
int run_bench_gomoku(Args args, std::ostream& out);
int run_bench_xiangqi(Args args, std::ostream& out);
int run_gomoku_replay(std::istream& in, std::ostream& out);
int run_review(Args args, std::istream& in, std::ostream& out);
int run_uci(std::istream& in, std::ostream& out);
int run_xiangqi_perft(Args args, std::ostream& out);
int run_xiangqi_legal(std::istream& in, std::ostream& out);
int run_xiangqi_cycles(Args args, std::ostream& out);

}  // namespace pinqi::cli
