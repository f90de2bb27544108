#!/usr/bin/env bash
# Stops what scripts/redis-sentinel-start.sh started (same variables), by pid files: the sentinels
# first (so that they do not fail over while the set stops), then both data nodes.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/redis-sentinel-env.sh
. scripts/redis-sentinel-env.sh
for port in "${SENTINEL_PORTS[@]}"; do
  pidfile="$ROOT/.redis/$port/sentinel.pid"
  [ -s "$pidfile" ] || continue
  pid="$(cat "$pidfile")"
  if kill "$pid" 2>/dev/null; then
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    echo "[redis] sentinel stopped (127.0.0.1:$port)"
  fi
  rm -f "$pidfile"
done
for port in "$REDIS_PORT" "$REDIS_REPLICA_PORT"; do REDIS_PORT="$port" bash scripts/redis-stop.sh; done
