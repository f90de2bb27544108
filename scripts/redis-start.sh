#!/usr/bin/env bash
# The project's Redis (Debian's redis-server 7) for the cluster demo and tests: loopback only, on
# $REDIS_PORT (default 6381), data and log in .redis/<port>/. Installs the Debian package when
# missing (as root). Returns once Redis answers; does nothing if one already answers on the port.
#   bash scripts/redis-start.sh        then REDIS_URL=redis://127.0.0.1:6381
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
REDIS_PORT="${REDIS_PORT:-6381}"
DATA="$ROOT/.redis/$REDIS_PORT"

if ! command -v redis-server >/dev/null; then
  echo "[redis] installing redis-server" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi
if redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then
  echo "[redis] already running on 127.0.0.1:$REDIS_PORT"
  exit 0
fi
mkdir -p "$DATA"
# Snapshots keep revoked sessions across a restart; no eviction: the cache's entries expire on
# their own, and revocations must never be evicted to make room.
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --protected-mode yes \
  --dir "$DATA" --dbfilename dump.rdb --save "60 1000" --appendonly no --maxmemory-policy noeviction \
  --daemonize yes --pidfile "$DATA/redis.pid" --logfile "$DATA/redis.log"
for _ in $(seq 1 50); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && { echo "[redis] running on 127.0.0.1:$REDIS_PORT"; exit 0; }
  sleep 0.1
done
echo "[redis] did not start; see $DATA/redis.log" >&2
exit 1
