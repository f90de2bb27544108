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
# Copied once per build (several instances of one build start from the same folder).
marker="$DIST/standalone/.static-of-build"
if [ "$(cat "$marker" 2>/dev/null)" != "$(cat "$DIST/BUILD_ID")" ]; then
  rm -rf "$DIST/standalone/public" "$DIST/standalone/$DIST/static"
  cp -r public "$DIST/standalone/public"
  cp -r "$DIST/static" "$DIST/standalone/$DIST/static"
  # Pages the previous build's server rendered on demand: Next keys them by route, not by build,
  # and would serve them to this build.
  rm -rf "$DIST/standalone/$DIST/server/route-cache"
  cp "$DIST/BUILD_ID" "$marker"
fi

export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME_BIND:-0.0.0.0}"
export NODE_ENV=production
# The request layer (server/index.cjs) decides the client address from the socket and refuses unknown methods (405).
exec node --require "$ROOT/server/index.cjs" "$DIST/standalone/server.js"
