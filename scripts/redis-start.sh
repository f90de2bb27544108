#!/usr/bin/env bash
# The project's Redis (Debian's redis-server 7) for the cluster demo and tests: loopback only, on
# $REDIS_PORT (default 6381), data and log in .redis/<port>/. Installs the Debian package when
# missing (as root). Returns once Redis answers; does nothing if one already answers on the port.
#   bash scripts/redis-start.sh        then REDIS_URL=redis://127.0.0.1:6381
#   REDIS_ROLE=cache REDIS_PORT=6382 bash scripts/redis-start.sh   then REDIS_CACHE_URL=redis://127.0.0.1:6382
#   REDIS_REPLICA_OF=127.0.0.1:6381 REDIS_PORT=6383 bash scripts/redis-start.sh   a replica of that
#          state store (scripts/redis-sentinel-start.sh starts the primary, the replica and Sentinel)
# Two roles (docs/deploying.md, "Sizing the cache"):
#   state (default): revocations, captcha, throttle, hand-over codes. Snapshots, never evicts.
#   cache: pages and WordPress answers. At most REDIS_CACHE_MAXMEMORY (default 512mb, as docs/deploying.md sizes it), evicting
#          the least recently used entry (volatile-lru: entries carry a TTL, tag states none);
#          no snapshots (a cold cache refills itself).
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
if [ "${REDIS_ROLE:-state}" = cache ]; then
  role=(--save "" --maxmemory "${REDIS_CACHE_MAXMEMORY:-512mb}" --maxmemory-policy volatile-lru)
else
  # Snapshots keep revoked sessions across a restart; revocations are never evicted to make room.
  role=(--dbfilename dump.rdb --save "60 1000" --maxmemory-policy noeviction)
fi
replica=()
if [ -n "${REDIS_REPLICA_OF:-}" ]; then
  replica=(--replicaof "${REDIS_REPLICA_OF%:*}" "${REDIS_REPLICA_OF##*:}")
fi
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --protected-mode yes \
  --dir "$DATA" --appendonly no "${role[@]}" "${replica[@]}" \
  --daemonize yes --pidfile "$DATA/redis.pid" --logfile "$DATA/redis.log"
for _ in $(seq 1 50); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && { echo "[redis] ${REDIS_ROLE:-state} store running on 127.0.0.1:$REDIS_PORT"; exit 0; }
  sleep 0.1
done
echo "[redis] did not start; see $DATA/redis.log" >&2
exit 1
