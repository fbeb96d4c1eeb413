#pragma once

#include <cstddef>
#include <iterator>
#include <utility>
#include <vector>

namespace pinqi {

// A stable sort for the cold, short lists (opening candidates, multi-PV lines,
// a prover's move orders): the same order as std::stable_sort, in a bottom-up
// merge sort that compiles to far less code than libc++'s, whose merge machinery
// is instantiated once per comparator (it cost the wasm module ~30 KB).
template <class It, class Less>
void compact_stable_sort(It first, It last, Less less) {
    using T = typename std::iterator_traits<It>::value_type;
    const std::ptrdiff_t n = last - first;
    if (n < 2) return;
    std::vector<T> a(std::make_move_iterator(first), std::make_move_iterator(last)), b(a.size());
    for (std::ptrdiff_t width = 1; width < n; width *= 2) {
        for (std::ptrdiff_t lo = 0; lo < n; lo += 2 * width) {
            const std::ptrdiff_t mid = lo + width < n ? lo + width : n;
            const std::ptrdiff_t hi = lo + 2 * width < n ? lo + 2 * width : n;
            std::ptrdiff_t i = lo, j = mid, k = lo;
            // The left run wins ties: stable.
            while (i < mid && j < hi)
                b[k++] = less(a[j], a[i]) ? std::move(a[j++]) : std::move(a[i++]);
            while (i < mid) b[k++] = std::move(a[i++]);
            while (j < hi) b[k++] = std::move(a[j++]);
        }
        a.swap(b);
    }
    std::move(a.begin(), a.end(), first);
}

}  // namespace pinqi
