#!/usr/bin/env bash
# The state Redis without a single point of failure, on loopback (docs/deploying.md, "Redis
# failover"): a primary on $REDIS_PORT (default 6381), one replica on $REDIS_REPLICA_PORT (default
# $REDIS_PORT+2), and three sentinels (Debian's redis-sentinel) on $REDIS_SENTINEL_PORT and the
# two ports after it (default $REDIS_PORT+3…+5), quorum 2, watching the primary as
# $REDIS_MASTER_NAME (default bua). Data, logs and pid files in .redis/<port>/ (scripts/redis-start.sh
# for the two data nodes). Returns once the sentinels agree on a primary and the replica is in sync.
# Starts only what is not running; after a failover the sentinels name the primary, and a node
# started again (the old primary) comes back as its replica.
#   bash scripts/redis-sentinel-start.sh
#   then REDIS_SENTINELS=127.0.0.1:6384,127.0.0.1:6385,127.0.0.1:6386 REDIS_MASTER_NAME=bua
# Stop with scripts/redis-sentinel-stop.sh (same variables).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/redis-sentinel-env.sh
. scripts/redis-sentinel-env.sh
REDIS_MASTER_NAME="${REDIS_MASTER_NAME:-bua}"
# How long the primary may be silent before the sentinels fail over to the replica.
DOWN_AFTER_MS="${REDIS_SENTINEL_DOWN_AFTER_MS:-1000}"

if ! command -v redis-sentinel >/dev/null; then
  echo "[redis] installing redis-sentinel" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server redis-sentinel >/dev/null
fi

# The primary as a running sentinel names it, else the first shape of the set.
primary=""
for port in "${SENTINEL_PORTS[@]}"; do
  answer="$(redis-cli -p "$port" sentinel get-master-addr-by-name "$REDIS_MASTER_NAME" 2>/dev/null | tail -n 1 || true)"
  if [[ "$answer" =~ ^[0-9]+$ ]]; then primary="$answer"; break; fi
done
primary="${primary:-$REDIS_PORT}"

REDIS_PORT="$primary" bash scripts/redis-start.sh
for port in "$REDIS_PORT" "$REDIS_REPLICA_PORT"; do
  [ "$port" = "$primary" ] && continue
  REDIS_PORT="$port" REDIS_REPLICA_OF="127.0.0.1:$primary" bash scripts/redis-start.sh
done

for port in "${SENTINEL_PORTS[@]}"; do
  redis-cli -p "$port" ping >/dev/null 2>&1 && continue
  dir="$ROOT/.redis/$port"
  mkdir -p "$dir"
  # Written afresh: a sentinel rewrites its file with what it learns, and starts from the primary of now.
  cat >"$dir/sentinel.conf" <<CONF
port $port
bind 127.0.0.1
daemonize yes
pidfile $dir/sentinel.pid
logfile $dir/sentinel.log
dir $dir
sentinel monitor $REDIS_MASTER_NAME 127.0.0.1 $primary 2
sentinel down-after-milliseconds $REDIS_MASTER_NAME $DOWN_AFTER_MS
sentinel failover-timeout $REDIS_MASTER_NAME 10000
sentinel parallel-syncs $REDIS_MASTER_NAME 1
CONF
  redis-sentinel "$dir/sentinel.conf"
done

# Ready: the three sentinels know one another (a failover needs 2 of them) and the replica is in sync.
for _ in $(seq 1 150); do
  if redis-cli -p "$REDIS_SENTINEL_PORT" sentinel ckquorum "$REDIS_MASTER_NAME" 2>/dev/null | grep -q '^OK 3 usable' \
    && redis-cli -p "$primary" info replication 2>/dev/null | grep -q '^slave0:.*state=online'; then
    echo "[redis] primary 127.0.0.1:$primary, a replica, sentinels on ${SENTINEL_PORTS[*]} (quorum 2) as '$REDIS_MASTER_NAME'"
    exit 0
  fi
  sleep 0.2
done
echo "[redis] the sentinel set did not come up; see .redis/{$REDIS_PORT,$REDIS_REPLICA_PORT,${SENTINEL_PORTS[0]}}/*.log" >&2
exit 1
