#!/usr/bin/env bash
# Installs what Pinqi needs to build and test, and only what is missing.
# Idempotent: a second run checks and returns in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: compilers, Catch2, Emscripten, Chromium's headless shell (never a downloaded browser)
# with a CJK font for the Chinese glyphs,
# clang's sanitizer and fuzzer runtimes, clang-format for the format gate.
packages=(g++ make cmake catch2 emscripten chromium-headless-shell fonts-wqy-zenhei clang libclang-rt-14-dev clang-format)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# npm packages: `npm ci` only when package-lock.json changed since the last install.
stamp=node_modules/.pinqi-lock-sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: npm ci"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  echo "$want" >"$stamp"
fi
echo "setup: ready"
