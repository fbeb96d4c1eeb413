#pragma once
#include "position.h"
#include "types.h"

namespace pinqi::xiangqi {

// Rejects positions no legal game can reach: missing or extra generals, too
// many pieces of a kind, advisors, elephants or soldiers on points they can
// never stand on, and the side that just moved being in check.
Status validate(const Position& pos);

}  // namespace pinqi::xiangqi
