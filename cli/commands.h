#pragma once
#include <iosfwd>
#include <span>
#include <string_view>

// Every `pinqi <subcommand>` is one function; main.cpp only dispatches.
namespace pinqi::cli {

using Args = std::span<const std::string_view>;

int run_gomocup(std::istream& in, std::ostream& out);

}  // namespace pinqi::cli
