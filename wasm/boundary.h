// What both games' bindings share: how a refusal crosses the boundary, and
// the short excerpts that keep its text bounded whatever the input was.
#pragma once
#include <emscripten/val.h>

#include <string>
#include <string_view>

namespace pinqi::wasm {

// The longest detail a refusal carries, so a PinqiError message stays short
// even when the input was megabytes long.
constexpr std::size_t MaxDetail = 240;

// `text` cut to at most `limit` bytes on a UTF-8 boundary, with "…" marking the cut.
std::string excerpt(std::string_view text, std::size_t limit = MaxDetail);

// A number as JavaScript writes it (String(value)).
std::string number_text(double value);

// A finite whole number (a number that can name a point, a size or a count).
bool whole(double value);

// "(x, y)" as people write it.
std::string coordinates(double x, double y);

// A refusal as a value object: {code, detail, why, index}. `code` is a
// PinqiError code; `detail` says what was wrong, for developers (English,
// cut to MaxDetail); `why` is a finer code ('double_three', 'self_check') or
// ''; `index` is the 0-based move a record or move list was refused at, or -1.
// The search threads of every AI engine the module makes (UCI's Threads option, set
// once by the loader, web/src/ai/load-core.ts): 1 in the single flavour, else
// 1..64 as asked. set_search_threads returns the count it keeps.
int set_search_threads(int threads);
int search_threads();

emscripten::val refusal(std::string_view code, std::string_view detail, std::string_view why = {},
                        int index = -1);

}  // namespace pinqi::wasm
