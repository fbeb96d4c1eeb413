#!/usr/bin/env bash
# Draws the app's icons (web/app/public/icons, committed): a wooden board with
# a black and a white stone and a red Xiangqi piece, written as SVG here and
# converted to the PNG sizes browsers ask for by rsvg-convert (Debian's
# librsvg2-bin). Run it again after changing the drawing.
#   icon.svg, icon-192.png, icon-512.png   purpose "any": a rounded tile
#   maskable-512.png                       purpose "maskable": full bleed, the
#                                          drawing inside the central safe circle
#   apple-touch-icon.png (180)             iOS's home-screen icon (no transparency)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || {
  echo "make-icons: needs rsvg-convert (apt-get install librsvg2-bin)" >&2
  exit 1
}
out=web/app/public/icons
mkdir -p "$out"

# svg <tile corner radius> <board size>: a 512×512 drawing, the board centred.
svg() {
  local radius=$1 size=$2
  local o=$(((512 - size) / 2)) step=$((size / 4))
  local inset=$((step / 2))
  local lines="" i
  for i in 0 1 2 3; do
    local p=$((o + inset + i * step))
    lines+="<line x1=\"$((o + inset))\" y1=\"$p\" x2=\"$((o + size - inset))\" y2=\"$p\"/>"
    lines+="<line x1=\"$p\" y1=\"$((o + inset))\" x2=\"$p\" y2=\"$((o + size - inset))\"/>"
  done
  local at1=$((o + inset + step)) at2=$((o + inset + 2 * step)) at3=$((o + inset + 3 * step)) at0=$((o + inset))
  local r=$((step * 45 / 100))
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="$radius" fill="#2f2418"/>
  <rect x="$o" y="$o" width="$size" height="$size" rx="$((size / 16))" fill="#dcb06a"/>
  <g stroke="#6b4a24" stroke-width="$((size / 80 + 1))" stroke-linecap="round">$lines</g>
  <circle cx="$at1" cy="$at1" r="$r" fill="#1c1c1c"/>
  <circle cx="$at2" cy="$at2" r="$r" fill="#f6f1e6" stroke="#8a7d68" stroke-width="$((size / 100 + 1))"/>
  <circle cx="$at3" cy="$at0" r="$r" fill="#f3e3c3" stroke="#b3261e" stroke-width="$((size / 40))"/>
  <circle cx="$at3" cy="$at0" r="$((r * 62 / 100))" fill="none" stroke="#b3261e" stroke-width="$((size / 100 + 1))"/>
</svg>
EOF
}

# The tile: rounded corners, the board large. The maskable icon: square corners
# (the platform cuts its own shape), the board within the safe circle of radius
# 40% (a 280 px board's half-diagonal is 198 px < 204.8 px).
svg 96 400 >"$out/icon.svg"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
svg 0 280 >"$tmp/maskable.svg"
svg 0 400 >"$tmp/apple.svg"

rsvg-convert -w 192 -h 192 "$out/icon.svg" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$out/icon.svg" -o "$out/icon-512.png"
rsvg-convert -w 512 -h 512 "$tmp/maskable.svg" -o "$out/maskable-512.png"
rsvg-convert -w 180 -h 180 "$tmp/apple.svg" -o "$out/apple-touch-icon.png"
echo "make-icons: wrote $(ls "$out" | tr '\n' ' ')"
