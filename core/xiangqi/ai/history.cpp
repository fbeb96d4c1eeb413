#include "xiangqi/ai/history.h"

#include <cstring>

namespace pinqi::xiangqi::ai {

void Histories::clear() {
    std::memset(static_cast<void*>(this), 0, sizeof(*this));
}

}  // namespace pinqi::xiangqi::ai
