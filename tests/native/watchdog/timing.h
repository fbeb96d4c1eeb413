#pragma once
// Time bounds on a shared machine. A bound that a correct program keeps can
// still be missed when the scheduler gives the cores to other work for a
// while, so each bounded case is tried up to three times and passes when one
// try keeps every bound. A real defect (a search that ignores its budget, a
// stop that is not heard) misses it on every try. The watchdog suite runs
// alone (RUN_SERIAL) in the Release run. Under the sanitizers, whose code runs
// several times slower, the slack is scaled, and it runs beside one other suite.
#include <functional>
#include <string>

namespace pinqi::test {

#if defined(PINQI_SANITIZED_THREAD)
inline constexpr long long TimingScale = 16;  // ThreadSanitizer: every memory access is checked
#elif defined(PINQI_SANITIZED)
inline constexpr long long TimingScale = 4;
#else
inline constexpr long long TimingScale = 1;
#endif

// What may pass beyond a limit before the answer arrives.
inline constexpr long long Slack = 100 * TimingScale;

// A turn limit kept "within 5%", scaled like the slack.
inline constexpr long long within_five_percent(long long limit) {
    return limit + limit * 5 * TimingScale / 100;
}

// Runs `attempt` (which answers "" when every bound held, or what went wrong)
// up to three times; "" once a try succeeds, else every try's failure.
inline std::string on_some_try(const std::function<std::string()>& attempt) {
    std::string failures;
    for (int i = 1; i <= 3; ++i) {
        const std::string failure = attempt();
        if (failure.empty()) return "";
        failures += "try " + std::to_string(i) + ": " + failure + "\n";
    }
    return failures;
}

}  // namespace pinqi::test
