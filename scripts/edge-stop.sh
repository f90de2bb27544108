#!/usr/bin/env bash
# Stops the edge that scripts/edge-start.sh started on $EDGE_PORT (default 8140), by its pid files:
# Varnish (its manager takes the cache process with it) and its access log writer.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
EDGE_PORT="${EDGE_PORT:-8140}"
DIR="$ROOT/.varnish/$EDGE_PORT"
for name in varnishncsa varnishd; do
  pidfile="$DIR/$name.pid"
  [ -s "$pidfile" ] || continue
  pid="$(cat "$pidfile")"
  if kill "$pid" 2>/dev/null; then
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    [ "$name" = varnishd ] && echo "[edge] stopped (127.0.0.1:$EDGE_PORT)"
  fi
  rm -f "$pidfile"
done
