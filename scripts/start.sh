#!/usr/bin/env bash
# `npm start`: set up, build everything, serve the demo app on localhost.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
port=${PORT:-4173}
echo
echo "Pinqi demo: http://127.0.0.1:${port}/"
echo
exec npx vite preview --config web/vite.config.ts --port "$port" --strictPort
