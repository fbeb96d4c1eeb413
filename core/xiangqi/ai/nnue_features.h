#pragma once
#include "xiangqi/types.h"

// The input features of the Xiangqi network (feature set 1, "general buckets").
//
// Each side sees the board from its own side: for Black the ranks are flipped,
// so that every perspective has its general at the bottom. The board is then
// mirrored across the central file when the perspective's own general stands
// right of it (file f to 8 - f), so the general is always on file d or e
// (3 or 4). Its square there, 2 files by 3 ranks of the palace, is the bucket
// (0..5). A feature is one piece on one square in one bucket:
//   bucket * 1260 + kind * 90 + square,  kind = type - 1 (own) or 7 + type - 1 (the other side's)
// 6 * 14 * 90 = 7560 features per perspective, at most 32 active.
// The trainer (tools/nnue/features.py) computes the same indices.
namespace pinqi::xiangqi::ai::nnue {

constexpr int BucketCount = 6;
constexpr int KindCount = 14;
constexpr int FeaturesPerBucket = KindCount * SquareCount;
constexpr int FeatureCount = BucketCount * FeaturesPerBucket;
constexpr int MaxActiveFeatures = 32;

// How one perspective sees the board: its bucket and whether it is mirrored.
struct Orientation {
    int bucket = 0;
    bool mirror = false;
    bool operator==(const Orientation&) const = default;
};

// The square as `perspective` sees it, before mirroring.
constexpr Square relative_square(Color perspective, Square s) {
    return perspective == Red ? s : make_square(file_of(s), RankCount - 1 - rank_of(s));
}

// The orientation given the perspective's own general square (NoSquare, which
// no legal position has, counts as bucket 0 unmirrored).
constexpr Orientation orientation_of(Color perspective, Square general) {
    if (general == NoSquare) return {};
    const Square s = relative_square(perspective, general);
    int file = file_of(s);
    const int rank = rank_of(s) < 2 ? rank_of(s) : 2;
    const bool mirror = file > 4;
    if (mirror) file = 8 - file;
    const int column = file >= 4 ? 1 : 0;  // d or e (files left of d, unreachable, count as d)
    return {column * 3 + rank, mirror};
}

constexpr int feature_index(Color perspective, Orientation o, Piece p, Square s) {
    Square r = relative_square(perspective, s);
    if (o.mirror) r = make_square(FileCount - 1 - file_of(r), rank_of(r));
    const int kind = (color_of(p) == perspective ? 0 : 7) + int(type_of(p)) - 1;
    return o.bucket * FeaturesPerBucket + kind * SquareCount + r;
}

}  // namespace pinqi::xiangqi::ai::nnue
