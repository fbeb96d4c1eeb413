#include "boundary.h"

#include <algorithm>
#include <cmath>

#include "common/thread_pool.h"

namespace pinqi::wasm {

using emscripten::val;

namespace {
int threads_for_engines = 1;
}

int set_search_threads(int threads) {
    threads_for_engines = ThreadsAvailable ? std::clamp(threads, 1, 64) : 1;
    return threads_for_engines;
}

int search_threads() {
    return threads_for_engines;
}

std::string excerpt(std::string_view text, std::size_t limit) {
    if (text.size() <= limit) return std::string(text);
    const std::string_view ellipsis = "…";
    std::size_t cut = limit - ellipsis.size();
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    std::string out(text.substr(0, cut));
    out += ellipsis;
    return out;
}

// JavaScript's own words for the number (no printf in the module: it cost 8 KB).
std::string number_text(double value) {
    return val(value).call<std::string>("toString");
}

bool whole(double value) {
    return std::isfinite(value) && value == std::trunc(value);
}

std::string coordinates(double x, double y) {
    return "(" + number_text(x) + ", " + number_text(y) + ")";
}

val refusal(std::string_view code, std::string_view detail, std::string_view why, int index) {
    val out = val::object();
    out.set("code", std::string(code));
    out.set("detail", excerpt(detail));
    out.set("why", std::string(why));
    out.set("index", index);
    return out;
}

}  // namespace pinqi::wasm
