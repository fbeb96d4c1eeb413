#!/usr/bin/env bash
# The unused-code check; `npm test` runs it in its format layer, through
# scripts/format.sh --check. Each part prints its findings and one line
# "unused <part>: ok" or "unused <part>: N found", and fails when it finds any.
#   bash scripts/unused.sh ts    TypeScript: Knip (knip.jsonc) for files nothing
#                                imports, exports nothing uses, unused dependencies
#   bash scripts/unused.sh cpp   C++: functions of core/ that no program or test
#                                keeps (scripts/unused-cpp.ts says how)
#   bash scripts/unused.sh       both
set -uo pipefail
cd "$(dirname "$0")/.."
[ "${PINQI_SETUP_DONE:-}" = 1 ] || bash scripts/setup.sh >/dev/null || exit 1
export PINQI_SETUP_DONE=1

ts() {
  local out rc
  out=$(node_modules/.bin/knip --no-progress 2>&1)
  rc=$?
  [ -n "$out" ] && echo "$out"
  if [ "$rc" -eq 0 ]; then echo "unused ts: ok"; else
    echo "unused ts: $(grep -cE '[^ ]+:[0-9]+:[0-9]+' <<<"$out") found"
    return 1
  fi
}

# The programs are those of the native build, relinked against core libraries
# built for the check (build/unused-cpp: -O0, a section per function, see
# PINQI_UNUSED_CHECK in CMakeLists.txt), with --gc-sections and a linker map
# each. Only core/ is compiled again; the programs' own objects are reused.
cpp() {
  local unused=build/unused-cpp root=$PWD
  bash scripts/build.sh native >/dev/null || return 1
  cmake -S . -B "$unused" -DCMAKE_BUILD_TYPE=Release -DPINQI_UNUSED_CHECK=ON -DPINQI_TESTS=OFF -DPINQI_TOOLS=OFF \
    >"$unused.log" 2>&1 &&
    cmake --build "$unused/core" -j"$(nproc)" >>"$unused.log" 2>&1 ||
    {
      cat "$unused.log"
      return 1
    }
  rm -rf "$unused/maps"
  mkdir -p "$unused/maps"
  # Each executable's link command (a library's is an ar command, with no -o),
  # its core libraries swapped for the check's.
  find build/native -path '*/CMakeFiles/*.dir/link.txt' | while IFS= read -r link; do
    grep -q ' -o ' "$link" || continue
    local name dir
    name=$(basename "$(dirname "$link")" .dir)
    dir=$(dirname "$(dirname "$(dirname "$link")")")
    printf '%s\0' "cd $dir && $(sed -E "s# [^ ]*core/(libpinqi_[a-z_]+\.a)# $root/$unused/core/\1#g; s# -o [^ ]+# -o $root/$unused/maps/$name.out#" "$link") -Wl,--gc-sections -Wl,-Map=$root/$unused/maps/$name.map"
  done | xargs -0 -P"$(nproc)" -I{} bash -c '{}' || {
    echo "unused cpp: a program failed to link against $unused/core"
    return 1
  }
  rm -f "$unused"/maps/*.out # only the maps are read
  node --import tsx scripts/unused-cpp.ts "$unused/core" "$unused/maps"
}

case ${1:-all} in
  ts) ts ;;
  cpp) cpp ;;
  all)
    ts
    a=$?
    cpp
    b=$?
    [ "$a" -eq 0 ] && [ "$b" -eq 0 ]
    ;;
  *)
    echo "usage: bash scripts/unused.sh [ts|cpp]" >&2
    exit 2
    ;;
esac
