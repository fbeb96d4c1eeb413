#!/usr/bin/env bash
# `npm run bench [-- section ...]`: build, then print every benchmark side by side.
# Sections: perft, ai, api, size, puzzles, analyze (default: all).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh >/dev/null # sets up what is missing first
exec node --import tsx bench/run.ts "$@"
