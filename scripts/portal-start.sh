#!/usr/bin/env bash
# Starts the production build of the portal (Next's standalone server) on $PORT (default 3000).
# Run `npm run build` first. The standalone folder needs public/ and .next/static beside server.js.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

if [ ! -f .next/standalone/server.js ]; then
  echo "portal-start: no production build found; run 'npm run build' first." >&2
  exit 1
fi
# Copied once per build (several instances of one build start from the same folder).
marker=.next/standalone/.static-of-build
if [ "$(cat "$marker" 2>/dev/null)" != "$(cat .next/BUILD_ID)" ]; then
  rm -rf .next/standalone/public .next/standalone/.next/static
  cp -r public .next/standalone/public
  cp -r .next/static .next/standalone/.next/static
  cp .next/BUILD_ID "$marker"
fi

export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME_BIND:-0.0.0.0}"
export NODE_ENV=production
# request-guard.cjs decides the client address from the socket and refuses unknown methods (405).
exec node --require "$ROOT/scripts/request-guard.cjs" .next/standalone/server.js
