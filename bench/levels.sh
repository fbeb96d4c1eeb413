#!/usr/bin/env bash
# The AI levels' ladder, on the app's time budgets: each level plays the one
# below it, both at the thinking time the app gives them (AI_TIME_MS in
# web/app/play/match.ts, read from there), with each level's own limits on
# top. Long (about two hours on one core): run it by hand, never in npm test.
#
#   bench/levels.sh [--print] [xiangqi|gomoku ...]      (default: both)
#
# --print: print the match commands instead of running them.
#
# Every Xiangqi level gets the shipped network (net=), which the levels that use
# it (LevelSettings::network) evaluate with, as in the app.
#
# Games per pair: GAMES (100) for the fast pairs, TOP_GAMES (30) for the top
# level against the one below, which takes its whole budget on every move.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-100}
top_games=${TOP_GAMES:-30}
# The app's budgets, `export const AI_TIME_MS: ... = { 1: 200, 2: 500, ... };`, by level.
declare -A budget
while read -r level ms; do budget[$level]=$ms; done < <(
  sed -n 's/^export const AI_TIME_MS[^=]*= {\(.*\)};$/\1/p' web/app/play/match.ts |
    tr ',' '\n' | tr -d ' ' | tr ':' ' ')
for level in 1 2 3 4; do
  [ -n "${budget[$level]:-}" ] || { echo "AI_TIME_MS[$level] not found in web/app/play/match.ts" >&2; exit 1; }
done
run=()
if [ "${1:-}" = --print ]; then
  run=(echo)
  shift
else
  cmake --build build/native --target xiangqi_match gomoku_match >/dev/null
fi
bin=build/native/bin
network=web/src/networks/xiangqi.pqnn
wanted=("$@")
[ "${#wanted[@]}" -gt 0 ] || wanted=(xiangqi gomoku)
for game in "${wanted[@]}"; do
  for hi in 2 3 4; do
    lo=$((hi - 1))
    n=$games
    [ "$hi" = 4 ] && n=$top_games
    case $game in
      xiangqi)
        "${run[@]}" "$bin/xiangqi_match" "level:$hi:movetime=${budget[$hi]}:net=$network" \
          "level:$lo:movetime=${budget[$lo]}:net=$network" \
          --games "$n" --openings bench/xiangqi/openings.txt --seed $((40 + hi)) | tail -n 6
        ;;
      gomoku)
        for rule in freestyle renju; do
          "${run[@]}" "$bin/gomoku_match" match --a "$hi" --b "$lo" --time-a "${budget[$hi]}" \
            --time-b "${budget[$lo]}" --rule "$rule" --openings "bench/gomoku/openings/$rule.txt" \
            --games "$n" | tail -n 2
        done
        ;;
      *) echo "unknown game: $game" >&2; exit 2 ;;
    esac
  done
done
