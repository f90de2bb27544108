#!/usr/bin/env bash
# Runs the reference nginx front (deploy/nginx/bua-portal.conf) locally, in the foreground, with
# Debian's nginx: the site file rendered for this machine under .nginx/<port>/, which also holds the
# cache, temp files and error log. Ctrl-C (or SIGTERM) stops it.
#   NGINX_PORT=8080 PORTAL_UPSTREAMS="127.0.0.1:3001 127.0.0.1:3002" bash scripts/nginx-front.sh
# NGINX_LIMIT_RATE / NGINX_LIMIT_BURST (default: the shipped 10r/s and 40) set the limiter's pace.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NGINX_PORT="${NGINX_PORT:-8080}"
PORTAL_UPSTREAMS="${PORTAL_UPSTREAMS:-127.0.0.1:3000}"
DIR="$ROOT/.nginx/$NGINX_PORT"
BINARY=/usr/sbin/nginx

if [ ! -x "$BINARY" ]; then
  echo "[nginx] installing nginx-light" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
fi
rm -rf "$DIR"
mkdir -p "$DIR"
upstreams=""
# max_fails=0: an instance that is restarting is tried again on the next request (a refused
# connection costs a millisecond and goes on to the next instance), never shut out for seconds.
for address in $PORTAL_UPSTREAMS; do upstreams+="server $address max_fails=0; "; done
sed -e "s|@PORTAL_UPSTREAMS@|$upstreams|" -e "s|@CACHE_DIR@|$DIR/cache|" \
  -e "s|@LISTEN@|127.0.0.1:$NGINX_PORT|" -e "s|@SERVER_NAME@|localhost|" \
  -e "s|rate=10r/s|rate=${NGINX_LIMIT_RATE:-10r/s}|" -e "s|burst=40 |burst=${NGINX_LIMIT_BURST:-40} |" \
  "$ROOT/deploy/nginx/bua-portal.conf" >"$DIR/bua-portal.conf"
{
  echo "daemon off;"
  echo "worker_processes auto;"
  [ "$(id -u)" = 0 ] && echo "user root;"
  echo "pid $DIR/nginx.pid;"
  echo "error_log $DIR/error.log warn;"
  echo "events { worker_connections 1024; }"
  echo "http {"
  echo "  include /etc/nginx/mime.types;"
  echo "  access_log off;"
  for name in client_body proxy fastcgi uwsgi scgi; do echo "  ${name}_temp_path $DIR/$name;"; done
  echo "  include $DIR/bua-portal.conf;"
  echo "}"
} >"$DIR/nginx.conf"
echo "[nginx] front on http://127.0.0.1:$NGINX_PORT -> $PORTAL_UPSTREAMS"
exec "$BINARY" -c "$DIR/nginx.conf" -p "$DIR"
