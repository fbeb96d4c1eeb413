#pragma once
#include <string>
#include <string_view>

#include "notation.h"

// Shared by the WXF and Chinese readers: a relative notation is read by
// writing every legal move the same way and comparing, so reader and writer
// can never disagree.
namespace pinqi::xiangqi::detail {

// `file_form` writes the piece by its file even when a same-type piece shares it.
using RelativeWriter = std::string (*)(const Position&, Move, bool file_form);
// Maps accepted spelling variants onto one form before comparing.
using Normalizer = std::u32string (*)(std::string_view);

ParsedMove match_relative(Position& pos, std::string_view text, RelativeWriter write,
                          Normalizer normalize);

std::u32string decode_utf8(std::string_view text);
void append_utf8(std::string& out, char32_t cp);

}  // namespace pinqi::xiangqi::detail
