#!/usr/bin/env bash
# Starts the production build of the portal (Next's standalone server) on $PORT (default 3000).
# Run `npm run build` first. The standalone folder needs public/ and the static files beside
# server.js. NEXT_DIST_DIR names another build folder (the bench's .next-bench), as in next.config.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
DIST="${NEXT_DIST_DIR:-.next}"

if [ ! -f "$DIST/standalone/server.js" ]; then
  echo "portal-start: no production build found in $DIST; run 'npm run build' first." >&2
  exit 1
fi
# Prepared once per release by `npm run build` (scripts/release-static.sh); a bare `next build`
# is prepared here, once, whichever instance comes first.
bash "$ROOT/scripts/release-static.sh"

export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME_BIND:-0.0.0.0}"
export NODE_ENV=production
# The request layer (server/index.cjs) decides the client address from the socket and refuses unknown methods (405).
exec node --require "$ROOT/server/index.cjs" "$DIST/standalone/server.js"
