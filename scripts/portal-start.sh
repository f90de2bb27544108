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
node_options=()
# Next takes a rewrite of proxy.ts (a search to its cached page, a page to its signed-in twin) for
# one to another host unless its address is the one Next listens on, and then fetches it from
# itself over HTTP: an extra hop per request, which a busy instance now and then resets (a 500).
# Next writes any loopback address of a rewrite as `localhost`, so the loopback address is
# named so too, and resolved IPv4 first to the same 127.0.0.1 (nginx's upstreams name it).
if [ "$HOSTNAME" = 127.0.0.1 ] || [ "$HOSTNAME" = localhost ]; then
  HOSTNAME=localhost
  node_options+=(--dns-result-order=ipv4first)
fi
# The portal's server (server/index.cjs): Next's request handler behind the request layer.
exec node "${node_options[@]}" "$ROOT/server/index.cjs" "$DIST/standalone"
