#!/usr/bin/env bash
# `npm start`: set up, build what the page needs (the wasm module and the app,
# not the native CLI), then serve the demo app on localhost (PORT, default 4173).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh wasm app
port=${PORT:-4173}
echo
echo "Pinqi demo: http://127.0.0.1:${port}/"
echo
exec node_modules/.bin/vite preview --config web/vite.config.ts --port "$port" --strictPort
