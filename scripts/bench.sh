#!/usr/bin/env bash
# `npm run bench [-- section ...]`: build, then print every benchmark side by side.
# Sections: perft, ai, api, size, puzzles (default: all).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
bash scripts/build.sh >/dev/null
exec node --import tsx bench/run.ts "$@"
