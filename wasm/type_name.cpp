// embind's type names without printf (issue 24 §2: the module's download).
//
// Built without RTTI, embind names a type by its address: Emscripten's
// __getTypeName (system/lib/embind/bind.cpp) writes it with sprintf(out, "%p",
// type), which the compiler turned into siprintf, and that call was the only
// one in the module to link libc's printf core (2.5 kB of code). The module's
// own siprintf, which the linker takes before libc's, writes that one format.
#include <cstdarg>
#include <cstdint>
#include <cstring>

extern "C" int siprintf(char* out, const char* format, ...) {
    if (std::strcmp(format, "%p") != 0) __builtin_trap();  // no other format is linked in
    va_list args;
    va_start(args, format);
    auto value = reinterpret_cast<std::uintptr_t>(va_arg(args, void*));
    va_end(args);
    // As musl's printf writes %p: 0x (unless null) and all the address's hex digits.
    int length = 0;
    if (value != 0) {
        out[length++] = '0';
        out[length++] = 'x';
    }
    for (int shift = 4 * (2 * sizeof value - 1); shift >= 0; shift -= 4)
        out[length++] = "0123456789abcdef"[(value >> shift) % 16];
    out[length] = '\0';
    return length;
}
