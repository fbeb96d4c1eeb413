#pragma once

// Lookup tables that constexpr code builds. Natively the compiler builds them
// (no start-up work). The wasm build defines PINQI_TABLES_AT_LOAD: there the
// module builds them when it starts (each in well under a millisecond), so that
// the download does not carry them as data.
#ifdef PINQI_TABLES_AT_LOAD
namespace pinqi {
// A call the compiler cannot evaluate ahead of time (the volatile read), so the
// table is built by the module's start-up code rather than stored in its data;
// that code runs once, so it is compiled for size (clang's minsize).
template <class Build>
[[clang::minsize, gnu::noinline]] auto at_load(Build build) {
    volatile bool at_run_time = true;
    return at_run_time ? build() : decltype(build()){};
}
}  // namespace pinqi
#define PINQI_LOAD_TIME_TABLE(type, name, ...) \
    const type name = ::pinqi::at_load([] { return __VA_ARGS__; })
#else
#define PINQI_LOAD_TIME_TABLE(type, name, ...) constexpr type name = __VA_ARGS__
#endif
