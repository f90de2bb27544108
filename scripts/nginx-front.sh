#!/usr/bin/env bash
# Runs the reference nginx front (deploy/nginx/) locally, in the foreground, with Debian's nginx:
# the shipped files rendered for this machine under .nginx/<port>/ as they are installed under
# /etc/nginx (conf.d/, sites-enabled/, snippets/), which also holds the cache and temp files.
# Ctrl-C (or SIGTERM) stops it.
#   NGINX_PORT=8080 PORTAL_UPSTREAMS="127.0.0.1:3001 127.0.0.1:3002" bash scripts/nginx-front.sh
# Plain HTTP on 127.0.0.1:$NGINX_PORT (the demo) by default. With NGINX_TLS_PORT, the shipped TLS
# site (deploy/nginx/bua-portal-tls.conf) as is: HTTPS and HTTP/2 on $NGINX_TLS_PORT, port
# $NGINX_PORT redirecting to it, for the host name NGINX_SERVER_NAME (default localhost), with
# NGINX_TLS_CERT / NGINX_TLS_KEY or a self-signed certificate made here. `nginx -t` checks the
# result before it starts.
# NGINX_LIMIT_RATE / NGINX_LIMIT_BURST (default: the shipped 10r/s and 40) set the limiter's pace.
# NGINX_EDGE_ADDRESSES (space-separated; set by `EDGE=1 scripts/cluster.sh`): an edge on those
# addresses is in front (deploy/nginx/bua-portal-edge.conf): the visitor's address is taken from the
# X-Forwarded-For it adds, on its connections only, and only their X-BUA-Edge is honoured. Here the
# edge and local clients share 127.0.0.1, so a client talking to this front directly could then name
# any address: set it only with an edge.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NGINX_PORT="${NGINX_PORT:-8080}"
PORTAL_UPSTREAMS="${PORTAL_UPSTREAMS:-127.0.0.1:3000}"
SERVER_NAME="${NGINX_SERVER_NAME:-localhost}"
DIR="$ROOT/.nginx/$NGINX_PORT"
BINARY=/usr/sbin/nginx
SHIPPED="$ROOT/deploy/nginx"

if [ ! -x "$BINARY" ]; then
  echo "[nginx] installing nginx-light" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
fi
rm -rf "$DIR"
mkdir -p "$DIR/conf.d" "$DIR/sites-enabled" "$DIR/snippets" /var/log/nginx
upstreams=""
# max_fails=0: an instance that is restarting is tried again on the next request (a refused
# connection costs a millisecond and goes on to the next instance), never shut out for seconds.
# Each instance again as a backup: a request that met one instance restarting and a passing fault on
# the other (a kept-alive connection closed as it was reused) has one more turn on each.
for address in $PORTAL_UPSTREAMS; do upstreams+="server $address max_fails=0; "; done
for address in $PORTAL_UPSTREAMS; do upstreams+="server $address max_fails=0 backup; "; done
# The edge's addresses: believed for the visitor's address (bua-portal-edge.conf) and for X-BUA-Edge.
edges=""
edge_peers=""
for address in ${NGINX_EDGE_ADDRESSES:-}; do
  edges+="set_real_ip_from $address; "
  edge_peers+="$address 1; "
done
sed -e "s|@PORTAL_UPSTREAMS@|$upstreams|" -e "s|@CACHE_DIR@|$DIR/cache|" -e "s|@LOG_DIR@|$DIR|" -e "s|@EDGE_PEERS@|$edge_peers|" \
  -e "s|rate=10r/s|rate=${NGINX_LIMIT_RATE:-10r/s}|" -e "s|burst=40 |burst=${NGINX_LIMIT_BURST:-40} |" \
  "$SHIPPED/bua-portal.conf" >"$DIR/conf.d/bua-portal.conf"
cp "$SHIPPED/snippets/bua-portal-site.conf" "$DIR/snippets/"
if [ -n "$edges" ]; then
  sed -e "s|@EDGE_ADDRESSES@|$edges|" "$SHIPPED/bua-portal-edge.conf" >"$DIR/conf.d/bua-portal-edge.conf"
fi

if [ -n "${NGINX_TLS_PORT:-}" ]; then
  cert="${NGINX_TLS_CERT:-$DIR/tls.crt}"
  key="${NGINX_TLS_KEY:-$DIR/tls.key}"
  if [ -z "${NGINX_TLS_CERT:-}" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$SERVER_NAME" \
      -addext "subjectAltName=DNS:$SERVER_NAME,IP:127.0.0.1" -keyout "$key" -out "$cert" 2>/dev/null
  fi
  sed -e "s|@SERVER_NAME@|$SERVER_NAME|g" -e "s|@HTTPS_PORT@|$NGINX_TLS_PORT|g" -e "s|@HTTP_PORT@|$NGINX_PORT|g" \
    -e "s|@TLS_CERT@|$cert|" -e "s|@TLS_KEY@|$key|" "$SHIPPED/bua-portal-tls.conf" >"$DIR/sites-enabled/bua-portal.conf"
  address="https://$SERVER_NAME:$NGINX_TLS_PORT (HTTP/2; http://$SERVER_NAME:$NGINX_PORT redirects)"
  # The production site runs under Debian's own main configuration, as installed: only its paths
  # are moved into this folder (pid, logs, temp files, the includes), and it runs in the foreground.
  temp_paths=""
  for name in client_body proxy fastcgi uwsgi scgi; do temp_paths+="\\n\\t${name}_temp_path $DIR/$name;"; done
  {
    echo "daemon off;"
    [ "$(id -u)" = 0 ] && echo "user root;"
    sed -e '/^user /d' -e "s|^pid .*|pid $DIR/nginx.pid;|" -e "s|^error_log .*|error_log $DIR/error.log warn;|" \
      -e "s|include /etc/nginx/conf.d/|include conf.d/|" -e "s|include /etc/nginx/sites-enabled/|include sites-enabled/|" \
      -e "s|^http {|http {$temp_paths|" /etc/nginx/nginx.conf
  } >"$DIR/nginx.conf"
  # Debian's load_module lines name modules relative to its own prefix.
  PREFIX=/usr/share/nginx/
else
  {
    echo "server {"
    echo "    listen 127.0.0.1:$NGINX_PORT;"
    echo "    server_name $SERVER_NAME;"
    echo "    include snippets/bua-portal-site.conf;"
    echo "}"
  } >"$DIR/sites-enabled/bua-portal.conf"
  address="http://127.0.0.1:$NGINX_PORT"
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
    echo "  include conf.d/*.conf;"
    echo "  include sites-enabled/*;"
    echo "}"
  } >"$DIR/nginx.conf"
fi
# Where nginx -c/-p are pointed (scripts and tests that signal or check this front read it).
echo "${PREFIX:-$DIR}" >"$DIR/prefix"
"$BINARY" -t -q -c "$DIR/nginx.conf" -p "${PREFIX:-$DIR}"
echo "[nginx] front on $address -> $PORTAL_UPSTREAMS"
exec "$BINARY" -c "$DIR/nginx.conf" -p "${PREFIX:-$DIR}"
