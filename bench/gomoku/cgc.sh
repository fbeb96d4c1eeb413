#!/usr/bin/env bash
# A Gomocup match under c-gomoku-cli (nkg114mc/c-gomoku-cli, built outside the repo):
# an independent manager, with its own Renju forbidden-point referee, plays our brain
# (`pinqi gomocup`) against another brain, one game at a time, from the shipped balanced
# openings (bench/gomoku/openings/RULE.txt) with colours swapped, at a fixed time a move and no
# match clock. Long: run it by hand, never in npm test.
#
#   bench/gomoku/cgc.sh --cli PATH --brain CMD [--pinqi CMD] [--rule freestyle|standard|renju]
#                       [--games N] [--turn S] [--memory BYTES] [--draw-after N] [--core C]
#                       [--out DIR]
#   bench/gomoku/cgc.sh --summary DIR
#
# --brain CMD   the opponent; c-gomoku-cli starts it in its own folder when CMD holds a '/'
#               (Rapfi: a folder without config.toml, for its built-in classical evaluation)
# --pinqi CMD   our brain (default: build/native/bin/pinqi gomocup)
# --turn S      seconds a move (default 1)
# --memory BYTES
#               both brains' INFO max_memory (default: the manager's 350 MB; ours takes a quarter,
#               at most 16 MB). Rapfi sizes its table from it and clears the table in its first
#               search: with 350 MB on one core its first move overran the turn and lost on time
# --draw-after N
#               the manager declares the game drawn after N moves (default 200: once 25 points or
#               fewer are empty, as piskvork does; docs/CLI.md). 225 plays on to a full board,
#               where Renju can leave Black only forbidden points (our brain then answers ERROR)
# --core C      pin the manager and both brains to CPU C (taskset)
# --out DIR     where the records go (default: cgc-RULE): DIR/cgc.sgf, cgc.pgn, cgc.msg, the
#               manager's I/O logs (c-gomoku-cli.1.log) and its console (cgc.out)
#
# The summary (printed at the end, or for DIR alone with --summary) counts our score from the
# records' endings, apart and without the games lost on time (a brain that answers past the
# turn), and prints every line our brain wrote that is not a MESSAGE, OK or a move (a protocol
# error), and every ending by an illegal or forbidden move or a crash.
set -euo pipefail
caller=$PWD  # --out and --summary's DIR are the caller's paths
cd "$(dirname "$0")/../.."

summary() {
  local dir=$1
  awk '
    /^\[Black "/ { black = $0; sub(/^\[Black "/, "", black); sub(/"\]$/, "", black) }
    /^\[White "/ { white = $0; sub(/^\[White "/, "", white); sub(/"\]$/, "", white) }
    /^\[Termination "/ {
      t = $0; sub(/^\[Termination "/, "", t); sub(/"\]$/, "", t)
      winner = t ~ /^Black win/ ? black : t ~ /^White win/ || t ~ /^Black play forbidden/ ? white : ""
      ours = winner == "Pinqi" ? "win" : winner == "" ? "draw" : "loss"
      ++n; ++count[ours]; ++ending[t]
      if (t ~ /time forfeit/) ++forfeit[ours]
      if (t ~ /illegal|forbidden|crash/) bad = bad "  " black " (Black) - " white " (White): " t "\n"
    }
    END {
      w = count["win"] + 0; d = count["draw"] + 0; l = count["loss"] + 0
      printf "games %d: Pinqi +%d =%d -%d, %.1f%%\n", n, w, d, l, n ? 100 * (w + d / 2) / n : 0
      fw = forfeit["win"] + 0; fl = forfeit["loss"] + 0; m = n - fw - fl
      printf "without the %d games lost on time (%d by the opponent, %d by Pinqi): %d games, +%d =%d -%d, %.1f%%\n",
        fw + fl, fw, fl, m, w - fw, d, l - fl, m ? 100 * (w - fw + d / 2) / m : 0
      for (t in ending) printf "  %4d  %s\n", ending[t], t
      printf "endings by an illegal or forbidden move or a crash:\n%s", bad == "" ? "  none\n" : bad
    }' "$dir"/cgc.pgn
  echo "lines from Pinqi that are not MESSAGE, OK, DEBUG or a move:"
  grep -h '^Pinqi -> ' "$dir"/c-gomoku-cli.*.log |
    grep -Ev '^Pinqi -> (MESSAGE |DEBUG |OK$|[0-9]+,[0-9]+$|name=)' | sort | uniq -c || echo "  none"
}

if [ "${1:-}" = --summary ]; then
  summary "$(cd "$caller" && cd "$2" && pwd)"
  exit 0
fi

size=15 # the board: the shipped openings are for 15x15
cli="" brain="" pinqi="$PWD/build/native/bin/pinqi gomocup" rule=freestyle games=200 turn=1 memory="" core="" out=""
draw_after=$((size * size - 25)) # piskvork's draw: 25 points or fewer empty
while [ $# -gt 0 ]; do
  case $1 in
    --cli) cli=$2 ;;
    --brain) brain=$2 ;;
    --pinqi) pinqi=$2 ;;
    --rule) rule=$2 ;;
    --games) games=$2 ;;
    --turn) turn=$2 ;;
    --memory) memory=$2 ;;
    --draw-after) draw_after=$2 ;;
    --core) core=$2 ;;
    --out) out=$2 ;;
    *) echo "cgc.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
if [ -z "$cli" ] || [ -z "$brain" ]; then
  echo "cgc.sh: --cli and --brain are required" >&2
  exit 2
fi
case $rule in
  freestyle) code=0 ;;
  standard) code=1 ;;
  renju) code=4 ;;
  *) echo "cgc.sh: unknown rule $rule" >&2; exit 2 ;;
esac
out=${out:-cgc-$rule}
out=$(cd "$caller" && mkdir -p "$out" && cd "$out" && pwd)
# The openings in c-gomoku-cli's "pos" notation: h8 e11 f13 -> h8e11f13 (the manager counts
# rows from the top, ours from the bottom: a mirror image, which changes no opening's value).
sed 's/#.*//' "bench/gomoku/openings/$rule.txt" | awk 'NF { print $1 $2 $3 }' >"$out/openings.pos"
pin=()
each=("tc=0/$turn")
[ -n "$memory" ] && each+=("maxmemory=$memory")
[ -n "$core" ] && pin=(taskset -c "$core")
(
  cd "$out"
  "${pin[@]}" "$cli" -each "${each[@]}" -engine name=Pinqi "cmd=$pinqi" -engine "cmd=$brain" \
    -rule "$code" -boardsize "$size" -games "$games" -repeat -concurrency 1 -drawafter "$draw_after" \
    -openings file=openings.pos type=pos order=sequential \
    -sgf cgc.sgf -pgn cgc.pgn -msg cgc.msg -log >cgc.out 2>&1
)
summary "$out"
