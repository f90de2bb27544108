#!/usr/bin/env bash
# The reference production topology on one machine, in the foreground: two Redis (scripts/redis-start.sh:
# the state store on $REDIS_PORT, the bounded cache on $REDIS_CACHE_PORT),
# $INSTANCES portal instances of the current build sharing them (ports $CLUSTER_BASE_PORT+1…), and the
# nginx front (scripts/nginx-front.sh) on $NGINX_PORT. Needs a build (npx next build) and a
# WordPress. Ctrl-C or SIGTERM stops everything it started. Used by `npm run demo:cluster` and the
# cluster tests (tests/e2e/cluster.spec.ts).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export NGINX_PORT="${NGINX_PORT:-8080}"
export REDIS_PORT="${REDIS_PORT:-6381}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}"
export REDIS_CACHE_PORT="${REDIS_CACHE_PORT:-$((REDIS_PORT + 1))}"
export REDIS_CACHE_URL="${REDIS_CACHE_URL:-redis://127.0.0.1:$REDIS_CACHE_PORT}"
INSTANCES="${INSTANCES:-2}"
CLUSTER_BASE_PORT="${CLUSTER_BASE_PORT:-3000}"
# The instances listen on loopback only (nginx is their one client) and believe the client
# address nginx passes on, only from nginx.
export HOSTNAME_BIND="${HOSTNAME_BIND:-127.0.0.1}"
export TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1}"

pids=()
started_redis=0
started_cache=0
stop_cluster() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ "$started_redis" -eq 1 ] && bash scripts/redis-stop.sh || true
  [ "$started_cache" -eq 1 ] && REDIS_PORT="$REDIS_CACHE_PORT" bash scripts/redis-stop.sh || true
}
trap stop_cluster INT TERM EXIT

if ! redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then started_redis=1; fi
bash scripts/redis-start.sh
if ! redis-cli -p "$REDIS_CACHE_PORT" ping >/dev/null 2>&1; then started_cache=1; fi
REDIS_ROLE=cache REDIS_PORT="$REDIS_CACHE_PORT" bash scripts/redis-start.sh

upstreams=""
for i in $(seq 1 "$INSTANCES"); do
  port=$((CLUSTER_BASE_PORT + i))
  PORT="$port" INSTANCE_ID="portal-$i" bash scripts/portal-start.sh &
  pids+=($!)
  upstreams+="127.0.0.1:$port "
  # portal-start.sh copies the static files once per build: let the first do it alone.
  [ "$i" -eq 1 ] && sleep 1
done
for i in $(seq 1 "$INSTANCES"); do
  port=$((CLUSTER_BASE_PORT + i))
  for _ in $(seq 1 100); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && break
    sleep 0.2
  done
done
PORTAL_UPSTREAMS="$upstreams" bash scripts/nginx-front.sh &
pids+=($!)
echo "[cluster] $INSTANCES instances ($upstreams) sharing $REDIS_URL (state) and $REDIS_CACHE_URL (cache) behind http://127.0.0.1:$NGINX_PORT"
wait -n "${pids[@]}"
