#!/usr/bin/env bash
# The edge on this machine: Debian's Varnish 7.1 with varnish-modules' xkey, running the shipped
# deploy/varnish/bua-portal.vcl in front of the nginx front. Loopback only, on $EDGE_PORT (default
# 8140); the rendered VCL, Varnish's work files, its pid and logs in .varnish/<port>/. Installs the
# Debian packages when missing (as root). Returns once Varnish answers; does nothing if this port's
# edge already runs. scripts/edge-stop.sh stops it; `EDGE=1 scripts/cluster.sh start` starts and
# stops it with the cluster.
#   EDGE_PORT=8140 EDGE_BACKEND=127.0.0.1:8080 bash scripts/edge-start.sh
# EDGE_BACKEND     the nginx front's plain-HTTP address (default 127.0.0.1:$NGINX_PORT, NGINX_PORT 8080)
# EDGE_PURGERS     who may purge, space-separated addresses or CIDR ranges (default 127.0.0.1 ::1:
#                  the portal's instances on this machine)
# EDGE_MEMORY      the cache's size in memory (default 256m; least recently used out first)
# Logs: .varnish/<port>/access.log (one line per request: client, request, status, hit/miss/pass,
# microseconds), and `varnishlog -n .varnish/<port>` for everything.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
EDGE_PORT="${EDGE_PORT:-8140}"
EDGE_BACKEND="${EDGE_BACKEND:-127.0.0.1:${NGINX_PORT:-8080}}"
EDGE_PURGERS="${EDGE_PURGERS:-127.0.0.1 ::1}"
DIR="$ROOT/.varnish/$EDGE_PORT"

missing=()
command -v varnishd >/dev/null || missing+=(varnish)
[ -n "$(find /usr/lib -name libvmod_xkey.so -print -quit 2>/dev/null)" ] || missing+=(varnish-modules)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "[edge] installing ${missing[*]}" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ -s "$DIR/varnishd.pid" ] && kill -0 "$(cat "$DIR/varnishd.pid")" 2>/dev/null; then
  echo "[edge] already running on 127.0.0.1:$EDGE_PORT"
  exit 0
fi

rm -rf "$DIR"
mkdir -p "$DIR"
acl=""
for entry in $EDGE_PURGERS; do
  case "$entry" in
    */*) acl+="\"${entry%/*}\"/${entry##*/}; " ;;
    *) acl+="\"$entry\"; " ;;
  esac
done
sed -e "s|@BACKEND_HOST@|${EDGE_BACKEND%:*}|" -e "s|@BACKEND_PORT@|${EDGE_BACKEND##*:}|" -e "s|@PURGE_ACL@|$acl|" \
  "$ROOT/deploy/varnish/bua-portal.vcl" >"$DIR/bua-portal.vcl"
# Varnish runs as its own users (the package's `varnish` and `vcache`) when started as root: they
# read the VCL and work in this folder.
if [ "$(id -u)" = 0 ]; then chown -R varnish:varnish "$DIR"; fi

# Compiled first, so a mistake is reported here with its line rather than as a failed start.
varnishd -C -n "$DIR" -f "$DIR/bua-portal.vcl" >/dev/null 2>"$DIR/vcl-check.log" || { cat "$DIR/vcl-check.log" >&2; exit 1; }
# A daemon with a pid file, its output in a log (it must not hold the caller's pipes open).
# Both stores bounded: pages in `-s malloc` (least recently used out first), and Transient, where
# Varnish keeps what it passes or keeps briefly (unbounded by default).
varnishd -a "127.0.0.1:$EDGE_PORT" -n "$DIR" -f "$DIR/bua-portal.vcl" -s "malloc,${EDGE_MEMORY:-256m}" -s "Transient=malloc,128m" \
  -P "$DIR/varnishd.pid" >"$DIR/varnishd.log" 2>&1 </dev/null
for _ in $(seq 1 100); do
  if varnishadm -n "$DIR" status 2>/dev/null | grep -q running; then
    # One line per request (the client's address as nginx will see it, Varnish's decision, time).
    varnishncsa -n "$DIR" -D -a -w "$DIR/access.log" -P "$DIR/varnishncsa.pid" \
      -F '%h %t "%r" %s %b %{Varnish:handling}x %D' >/dev/null 2>&1 </dev/null || true
    echo "[edge] Varnish on http://127.0.0.1:$EDGE_PORT -> $EDGE_BACKEND (purges from: $EDGE_PURGERS)"
    exit 0
  fi
  sleep 0.1
done
echo "[edge] did not start; see $DIR/varnishd.log" >&2
exit 1
