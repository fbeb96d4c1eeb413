#pragma once
// Elo from a match score, with a 95% interval from the spread of the game results.
#include <algorithm>
#include <cmath>

namespace pinqi::gomoku::bench {

struct EloEstimate {
    double score = 0.5;  // points per game, 0..1
    double elo = 0;
    double low = 0;  // the 95% interval
    double high = 0;
};

inline double elo_of(double score) {
    const double s = std::clamp(score, 1e-4, 1 - 1e-4);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

inline EloEstimate estimate_elo(int wins, int draws, int losses) {
    EloEstimate e;
    const int n = wins + draws + losses;
    if (n == 0) return e;
    e.score = (wins + 0.5 * draws) / n;
    const double mean_square = (wins + 0.25 * draws) / n;
    const double variance = std::max(mean_square - e.score * e.score, 0.0);
    const double margin = 1.96 * std::sqrt(variance / n);
    e.elo = elo_of(e.score);
    e.low = elo_of(e.score - margin);
    e.high = elo_of(e.score + margin);
    return e;
}

}  // namespace pinqi::gomoku::bench
