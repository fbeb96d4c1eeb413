#!/usr/bin/env bash
# `npm run format [-- --check]`: formats the C++ with the repo's .clang-format and
# the TypeScript, JSON, CSS and HTML with Prettier (.prettierrc.json).
# With --check it changes nothing and fails, listing the files, when any differ,
# and then runs the unused-code check (scripts/unused.sh: TypeScript and C++);
# `npm test` runs it that way as its "format" layer, three checks.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null || exit 1
export PINQI_SETUP_DONE=1

mode=${1:-}
mapfile -t cpp < <(git ls-files '*.h' '*.cpp')
web_glob='**/*.{ts,mts,js,mjs,json,css,html}'

if [ "$mode" = "--check" ]; then
  bad=0
  # One clang-format run over every file (one process per file took half a minute);
  # it names each file that differs in its "file:line:col: error" lines.
  while IFS= read -r f; do
    [ -n "$f" ] && { echo "clang-format: $f differs"; bad=$((bad + 1)); }
  done < <(clang-format --dry-run --Werror "${cpp[@]}" 2>&1 | grep -oE '^[^:]+:[0-9]+:[0-9]+: error' | cut -d: -f1 | sort -u)
  while IFS= read -r f; do
    [ -n "$f" ] && { echo "prettier: $f differs"; bad=$((bad + 1)); }
  done < <(node_modules/.bin/prettier --list-different "$web_glob" 2>/dev/null)
  echo "format: ${#cpp[@]} C++ files and the web files checked, $bad differ"
  passed=0
  failed=0
  if [ "$bad" -eq 0 ]; then passed=$((passed + 1)); else
    echo "run: npm run format"
    failed=$((failed + 1))
  fi
  # The unused-code check, TypeScript then C++ (scripts/unused.sh).
  for part in ts cpp; do
    if bash scripts/unused.sh "$part"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  echo "format check: $passed passed, $failed failed"
  [ "$failed" -eq 0 ] || exit 1
else
  clang-format -i "${cpp[@]}"
  node_modules/.bin/prettier --write --log-level warn "$web_glob"
  echo "format: done"
fi
