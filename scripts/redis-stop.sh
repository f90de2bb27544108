#!/usr/bin/env bash
# Stops the Redis that scripts/redis-start.sh started on $REDIS_PORT (default 6381), by its pid file.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REDIS_PORT="${REDIS_PORT:-6381}"
pidfile="$ROOT/.redis/$REDIS_PORT/redis.pid"
[ -s "$pidfile" ] || exit 0
pid="$(cat "$pidfile")"
if kill "$pid" 2>/dev/null; then
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  echo "[redis] stopped (127.0.0.1:$REDIS_PORT)"
fi
rm -f "$pidfile"
