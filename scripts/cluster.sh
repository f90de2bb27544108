#!/usr/bin/env bash
# The reference production topology on one machine: two Redis (scripts/redis-start.sh: the state
# store on $REDIS_PORT, the bounded cache on $REDIS_CACHE_PORT), $INSTANCES portal instances of the
# current build sharing them (ports $CLUSTER_BASE_PORT+1…), and the nginx front
# (scripts/nginx-front.sh) on $NGINX_PORT (plain HTTP), or with NGINX_TLS_PORT the shipped TLS site
# (HTTPS and HTTP/2 there, $NGINX_PORT redirecting), and WordPress's own front (scripts/wp-front.sh)
# on $WP_FRONT_PORT (NGINX_PORT+70). Needs a build (npm run build) and a WordPress.
# Used by `npm run demo:cluster` and the cluster tests. One cluster per NGINX_PORT:
#   bash scripts/cluster.sh start                 start, in the foreground; Ctrl-C or SIGTERM stops
#                                                 everything it started. Refused while one runs.
#   bash scripts/cluster.sh stop                  stops the running one and waits until it is gone
#   bash scripts/cluster.sh status                what runs, and whether each instance is ready
#                                                 (exit 0 running, 3 not running)
#   bash scripts/cluster.sh restart [DIST_DIR]    rolling restart of a running cluster: one instance
#                                                 at a time, each back to ready (warmed) before the
#                                                 next, and only while the others are ready; with
#                                                 DIST_DIR (a build made with NEXT_DIST_DIR=DIST_DIR)
#                                                 the instances come back on that build. The order
#                                                 docs/deploying.md gives for systemd.
# Any other word prints this and changes nothing (exit 2).
# With REDIS_SENTINEL=1 the state store has no single point of failure: a primary on $REDIS_PORT,
# a replica and three sentinels (scripts/redis-sentinel-start.sh), which the instances reach through
# REDIS_SENTINELS and REDIS_MASTER_NAME instead of REDIS_URL.
# The instances are supervised: one that exits is started again while the others keep serving.
# With EDGE=1 the edge is in front of the nginx front: Varnish with the shipped VCL on $EDGE_PORT
# (default NGINX_PORT+60; scripts/edge-start.sh), started once nginx answers and stopped with the
# rest; nginx then takes the visitor's address from it (NGINX_EDGE_ADDRESSES). Plain HTTP only.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export NGINX_PORT="${NGINX_PORT:-8080}"
export REDIS_PORT="${REDIS_PORT:-6381}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}"
if [ "${REDIS_SENTINEL:-0}" = 1 ]; then
  export REDIS_SENTINEL_PORT="${REDIS_SENTINEL_PORT:-$((REDIS_PORT + 3))}"
  export REDIS_MASTER_NAME="${REDIS_MASTER_NAME:-bua}"
  export REDIS_SENTINELS="127.0.0.1:$REDIS_SENTINEL_PORT,127.0.0.1:$((REDIS_SENTINEL_PORT + 1)),127.0.0.1:$((REDIS_SENTINEL_PORT + 2))"
  unset REDIS_URL
else
  # The cluster's own Redis, whatever the calling shell names.
  unset REDIS_SENTINELS REDIS_MASTER_NAME
fi
export REDIS_CACHE_PORT="${REDIS_CACHE_PORT:-$((REDIS_PORT + 1))}"
export REDIS_CACHE_URL="${REDIS_CACHE_URL:-redis://127.0.0.1:$REDIS_CACHE_PORT}"
# The search engine every instance shares (scripts/search-db-start.sh), one per cluster like its Redis.
# (Its port follows the Redis port, 15433 beside the default 6381, so two clusters never share one.)
export SEARCH_DB_PORT="${SEARCH_DB_PORT:-$((REDIS_PORT + 9052))}"
export SEARCH_DATABASE_URL="${SEARCH_DATABASE_URL:-postgres://bua_search:${SEARCH_DB_PASSWORD:-bua-search-local}@127.0.0.1:$SEARCH_DB_PORT/bua_search}"
if [ "${EDGE:-0}" = 1 ]; then
  export EDGE_PORT="${EDGE_PORT:-$((NGINX_PORT + 60))}"
  export EDGE_BACKEND="127.0.0.1:$NGINX_PORT"
  # The edge's own address: nginx believes the X-Forwarded-For it adds, from there only.
  export NGINX_EDGE_ADDRESSES="${NGINX_EDGE_ADDRESSES:-127.0.0.1}"
  # The instances purge a change's keys there (lib/edge/).
  export EDGE_PURGE="${EDGE_PURGE:-varnish}"
  export EDGE_PURGE_URLS="${EDGE_PURGE_URLS:-http://127.0.0.1:$EDGE_PORT}"
fi
# WordPress as ops deploy it (deploy/nginx/bua-wordpress.conf: nginx and PHP-FPM, scripts/wp-front.sh)
# on $WP_FRONT_PORT: the instances reach its REST API there, unless WORDPRESS_API_URL names another way.
export WP_FRONT_PORT="${WP_FRONT_PORT:-$((NGINX_PORT + 70))}"
export WORDPRESS_API_URL="${WORDPRESS_API_URL:-http://127.0.0.1:$WP_FRONT_PORT/wp-json}"
INSTANCES="${INSTANCES:-2}"
CLUSTER_BASE_PORT="${CLUSTER_BASE_PORT:-3000}"
# The instances listen on loopback only (nginx is their one client) and believe the client
# address nginx passes on, only from nginx.
export HOSTNAME_BIND="${HOSTNAME_BIND:-127.0.0.1}"
export TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1}"
# Where the supervisors keep each instance's pid and the build to run.
RUN="$ROOT/.cluster/$NGINX_PORT"

# Readiness under load may take a while to answer: a slow answer is not a missing instance.
ready() { curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:$1/api/health?ready=1" 2>/dev/null; }
# Ready within 30 s.
wait_ready() { for _ in $(seq 1 150); do ready "$1" && return 0; sleep 0.2; done; return 1; }

restart() {
  running || { echo "[cluster] none running for NGINX_PORT=$NGINX_PORT" >&2; exit 1; }
  [ -n "${1:-}" ] && echo "$1" >"$RUN/dist"
  for pidfile in "$RUN"/instance-*.pid; do
    i="${pidfile##*/instance-}"; i="${i%.pid}"
    port=$((CLUSTER_BASE_PORT + i))
    old="$(cat "$pidfile")"
    # Only while every other instance is ready: they take what this one sends back as it stops.
    for other in "$RUN"/instance-*.pid; do
      [ "$other" = "$pidfile" ] && continue
      j="${other##*/instance-}"; j="${j%.pid}"
      wait_ready "$((CLUSTER_BASE_PORT + j))" || { echo "[cluster] instance $j is not ready: instance $i is left running" >&2; exit 1; }
    done
    # On the signal its readiness says 'draining'; it serves what it is sent for a grace, then stops
    # accepting (nginx asks the other instance), finishes and exits; the new process rejoins once it
    # has warmed itself (server/drain.cjs).
    echo "[cluster] restarting instance $i (pid $old, port $port)"
    kill -TERM "$old" 2>/dev/null || true
    # Back when a new process answers ready (the supervisor starts it once the old one has drained).
    back=0
    for _ in $(seq 1 300); do
      new="$(cat "$pidfile" 2>/dev/null || true)"
      if [ -n "$new" ] && [ "$new" != "$old" ] && ready "$port"; then back=1; break; fi
      sleep 0.2
    done
    [ "$back" -eq 1 ] || { echo "[cluster] instance $i did not come back" >&2; exit 1; }
  done
  # The edge keeps pages for hours, and the old build's pages name its script files: all of them go
  # (every page carries the site key, lib/cache/edgeKeys.cjs), now that no old instance answers.
  if [ -s "$RUN/edge" ]; then
    curl -fsS -o /dev/null -X PURGE -H 'xkey-purge: bua-site' "http://127.0.0.1:$(cat "$RUN/edge")/" \
      && echo "[cluster] the edge's pages purged (key bua-site)" || echo "[cluster] could not purge the edge: its pages leave at their lifetime" >&2
  fi
  echo "[cluster] rolling restart done"
}

usage() { sed -n '/^#   bash scripts\/cluster.sh start/,/^# Any other word/s/^# \{0,1\}//p' "$0" >&2; }

# The running cluster's main process, from its pid file; fails when none is alive.
running() {
  local pid
  pid="$(cat "$RUN/cluster.pid" 2>/dev/null)" || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && grep -q cluster.sh "/proc/$pid/cmdline" 2>/dev/null
}

status() {
  running || { echo "[cluster] none running for NGINX_PORT=$NGINX_PORT"; exit 3; }
  echo "[cluster] running (pid $(cat "$RUN/cluster.pid")), front on port $NGINX_PORT${NGINX_TLS_PORT:+ and $NGINX_TLS_PORT}"
  if [ -s "$RUN/edge" ]; then
    local edge_port edge_dir health
    edge_port="$(cat "$RUN/edge")"
    edge_dir="$ROOT/.varnish/$edge_port"
    # Varnish's view of the front, from its probe: healthy or sick.
    health="$(varnishadm -n "$edge_dir" backend.list 2>/dev/null | awk 'NR == 2 { print $4 }' || true)"
    echo "[cluster] edge: pid $(cat "$edge_dir/varnishd.pid" 2>/dev/null || echo none), port $edge_port, front ${health:-unknown}"
  fi
  local wp_front="$ROOT/.nginx/wp-$WP_FRONT_PORT"
  echo "[cluster] WordPress's front: port $WP_FRONT_PORT, nginx pid $(cat "$wp_front/nginx.pid" 2>/dev/null || echo none), PHP-FPM pid $(cat "$wp_front/php-fpm.pid" 2>/dev/null || echo none)"
  for pidfile in "$RUN"/instance-*.pid; do
    i="${pidfile##*/instance-}"; i="${i%.pid}"
    port=$((CLUSTER_BASE_PORT + i))
    answer="$(curl -sS --max-time 5 -w ' %{http_code}' "http://127.0.0.1:$port/api/health?ready=1" 2>&1 || true)"
    if [ "${answer##* }" = 200 ]; then state=ready; else state="not ready: ${answer% *}"; fi
    echo "[cluster] instance $i: pid $(cat "$pidfile"), port $port, $state"
  done
}

stop() {
  running || { echo "[cluster] none running for NGINX_PORT=$NGINX_PORT"; return 0; }
  local pid
  pid="$(cat "$RUN/cluster.pid")"
  kill -TERM "$pid"
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || { echo "[cluster] stopped"; return 0; }; sleep 0.2; done
  echo "[cluster] pid $pid did not stop within 30 s" >&2
  exit 1
}

case "${1:-}" in
  start) ;;
  stop) stop; exit 0 ;;
  status) status; exit 0 ;;
  restart) restart "${2:-}"; exit 0 ;;
  *) usage; exit 2 ;;
esac
if [ "${EDGE:-0}" = 1 ] && [ -n "${NGINX_TLS_PORT:-}" ]; then
  echo "[cluster] EDGE=1 needs the plain-HTTP front (the edge does not speak TLS to nginx): unset NGINX_TLS_PORT" >&2
  exit 2
fi
if running; then
  echo "[cluster] already running for NGINX_PORT=$NGINX_PORT (pid $(cat "$RUN/cluster.pid")); 'bash scripts/cluster.sh stop' first" >&2
  exit 1
fi

rm -rf "$RUN"
mkdir -p "$RUN"
echo "${NEXT_DIST_DIR:-.next}" >"$RUN/dist"
echo $$ >"$RUN/cluster.pid"
pids=()
started_redis=0
started_cache=0
started_edge=0
started_search=0
stop_cluster() {
  trap - INT TERM EXIT
  touch "$RUN/stopping"
  [ "$started_edge" -eq 1 ] && { bash scripts/edge-stop.sh || true; }
  for pidfile in "$RUN"/instance-*.pid; do [ -s "$pidfile" ] && kill -TERM "$(cat "$pidfile")" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ "$started_redis" -eq 1 ]; then
    if [ -n "${REDIS_SENTINELS:-}" ]; then bash scripts/redis-sentinel-stop.sh || true; else bash scripts/redis-stop.sh || true; fi
  fi
  [ "$started_cache" -eq 1 ] && REDIS_PORT="$REDIS_CACHE_PORT" bash scripts/redis-stop.sh || true
  [ "$started_search" -eq 1 ] && bash scripts/search-db-stop.sh || true
  rm -rf "$RUN"
}
trap stop_cluster INT TERM EXIT

if [ -n "${REDIS_SENTINELS:-}" ]; then
  if ! redis-cli -p "$REDIS_SENTINEL_PORT" ping >/dev/null 2>&1; then started_redis=1; fi
  bash scripts/redis-sentinel-start.sh
  state_redis="Sentinel's '$REDIS_MASTER_NAME' ($REDIS_SENTINELS)"
else
  if ! redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then started_redis=1; fi
  bash scripts/redis-start.sh
  state_redis="$REDIS_URL"
fi
if ! redis-cli -p "$REDIS_CACHE_PORT" ping >/dev/null 2>&1; then started_cache=1; fi
REDIS_ROLE=cache REDIS_PORT="$REDIS_CACHE_PORT" bash scripts/redis-start.sh
if ! /usr/lib/postgresql/15/bin/pg_isready -q -h 127.0.0.1 -p "$SEARCH_DB_PORT" 2>/dev/null; then started_search=1; fi
bash scripts/search-db-start.sh

bash scripts/wp-front.sh &
pids+=($!)
# Up within 10 s, or the cluster stops (its instances would have no WordPress).
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$WP_FRONT_PORT/wp-json/" 2>/dev/null && break
  kill -0 "${pids[-1]}" 2>/dev/null || { echo "[cluster] WordPress's front did not start" >&2; exit 1; }
  sleep 0.2
done

# One instance, started again whenever it exits, until the cluster stops.
supervise() {
  local i="$1" port="$2"
  while [ ! -e "$RUN/stopping" ]; do
    NEXT_DIST_DIR="$(cat "$RUN/dist")" PORT="$port" INSTANCE_ID="portal-$i" bash scripts/portal-start.sh &
    echo $! >"$RUN/instance-$i.pid"
    wait $! || true
    [ -e "$RUN/stopping" ] && break
    echo "[cluster] instance $i exited; starting it again"
    sleep 0.5
  done
}

upstreams=""
for i in $(seq 1 "$INSTANCES"); do
  port=$((CLUSTER_BASE_PORT + i))
  supervise "$i" "$port" &
  pids+=($!)
  upstreams+="127.0.0.1:$port "
done
# The front starts once the instances are ready (warmed), or after 30 s whatever they say.
for i in $(seq 1 "$INSTANCES"); do
  wait_ready "$((CLUSTER_BASE_PORT + i))" || true
done
PORTAL_UPSTREAMS="$upstreams" bash scripts/nginx-front.sh &
nginx_pid=$!
pids+=("$nginx_pid")
front="http://127.0.0.1:$NGINX_PORT"
[ -n "${NGINX_TLS_PORT:-}" ] && front="https://${NGINX_SERVER_NAME:-localhost}:$NGINX_TLS_PORT"
if [ "${EDGE:-0}" = 1 ]; then
  # The edge's probe asks the front for /api/health: start it once nginx answers (10 s at most).
  for _ in $(seq 1 50); do
    curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$NGINX_PORT/api/health" 2>/dev/null && break
    sleep 0.2
  done
  if ! { [ -s ".varnish/$EDGE_PORT/varnishd.pid" ] && kill -0 "$(cat ".varnish/$EDGE_PORT/varnishd.pid")" 2>/dev/null; }; then started_edge=1; fi
  bash scripts/edge-start.sh
  echo "$EDGE_PORT" >"$RUN/edge"
  front="http://127.0.0.1:$EDGE_PORT (the edge) -> http://127.0.0.1:$NGINX_PORT"
fi
echo "[cluster] $INSTANCES instances ($upstreams) sharing $state_redis (state) and $REDIS_CACHE_URL (cache) behind $front"
# The front is the cluster: when it ends, so does everything else. Instances come back on their own.
wait "$nginx_pid"
