#!/usr/bin/env bash
# npm run demo: the local WordPress with demo content plus the portal's production build at
# http://localhost:${PORT:-3000}. Non-interactive; Ctrl-C stops all of it.
# npm run demo:cluster (--cluster): the same WordPress, then the production topology instead of one
# portal: Redis, two instances sharing it and the nginx front at http://localhost:8080 (scripts/cluster.sh);
# with NGINX_TLS_PORT (e.g. 8443) the front is the shipped TLS site at https://localhost:8443 (a
# self-signed certificate), and WordPress notifies the first instance directly.
# npm run demo:cluster -- --edge: the same with the edge (Varnish, deploy/varnish/) in front of
# nginx, at http://localhost:8140 (EDGE_PORT; scripts/cluster.sh with EDGE=1, which also points the
# portal's purges at it).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

cluster=0
edge=0
for arg in "$@"; do
  case "$arg" in
    --cluster) cluster=1 ;;
    --edge) edge=1 ;;
  esac
done
if [ "$edge" -eq 1 ] && { [ "$cluster" -eq 0 ] || [ -n "${NGINX_TLS_PORT:-}" ]; }; then
  echo "demo: --edge goes with --cluster (npm run demo:cluster -- --edge) and the plain-HTTP front" >&2
  exit 2
fi
if [ "$cluster" -eq 1 ]; then
  export NGINX_PORT="${NGINX_PORT:-8080}"
  export PORT="$NGINX_PORT"
fi
if [ "$edge" -eq 1 ]; then
  # Visitors (and so SITE_URL) reach the edge; the portal's purges go to it from this machine.
  export EDGE=1
  export EDGE_PORT="${EDGE_PORT:-$((NGINX_PORT + 60))}"
  export PORT="$EDGE_PORT"
fi
export PORT="${PORT:-3000}"
# A demo, whatever its archive: the embedded search engine says when it is too large, and runs.
export BUA_DEMO=1
export WP_PORT="${WP_PORT:-8881}"
export WORDPRESS_URL="${WORDPRESS_URL:-http://127.0.0.1:$WP_PORT}"
if [ "$cluster" -eq 1 ] && [ -n "${NGINX_TLS_PORT:-}" ]; then
  export SITE_URL="${SITE_URL:-https://localhost:$NGINX_TLS_PORT}"
  export PORTAL_URL="http://127.0.0.1:$((${CLUSTER_BASE_PORT:-3000} + 1))"
  export SSO_ALLOWED_ORIGINS="$SITE_URL"
else
  export SITE_URL="${SITE_URL:-http://localhost:$PORT}"
  export PORTAL_URL="$SITE_URL"
fi
export NEXTAUTH_URL="${NEXTAUTH_URL:-$SITE_URL}"
export PORTAL_HOME="$SITE_URL"
# Single sign-on against the project's CAS server (Debian's django-cas-server, scripts/cas-start.sh).
export CAS_PORT="${CAS_PORT:-8899}"
export CAS_SERVER_URL="${CAS_SERVER_URL:-http://127.0.0.1:$CAS_PORT/cas}"

stop_all() {
  trap - INT TERM EXIT
  echo
  echo "demo: stopping the portal and WordPress"
  if [ -n "${portal_pid:-}" ]; then
    kill "$portal_pid" 2>/dev/null || true
    wait "$portal_pid" 2>/dev/null || true
  fi
  bash scripts/wp-stop.sh || true
  bash scripts/cas-stop.sh || true
}
trap stop_all INT TERM EXIT

bash scripts/cas-start.sh
# wp-config.php reads CAS_SERVER_URL and PORTAL_URL (where publish notices go) when its PHP server
# starts: restart a running one with other values.
if running_cas=$(. scripts/wp/lib.sh && php_env CAS_SERVER_URL) && running_portal=$(. scripts/wp/lib.sh && php_env PORTAL_URL) \
  && { [ "$running_cas" != "$CAS_SERVER_URL" ] || [ "$running_portal" != "$PORTAL_URL" ]; }; then
  (. scripts/wp/lib.sh && stop_php) || true
fi
bash scripts/wp-start.sh
# NEXTAUTH_SECRET, and the secrets shared with the local WordPress (publish notices, sign-in doors):
# generated once by wp-start.sh; production sets its own (see .env.example).
. scripts/wp/portal-env.sh
load_portal_env
echo "demo: building the portal (npm run build)"
npm run build
if [ "$cluster" -eq 1 ]; then
  bash scripts/cluster.sh start &
else
  bash scripts/portal-start.sh &
fi
portal_pid=$!
echo "demo: portal at $SITE_URL  (WordPress at $WORDPRESS_URL/wp-admin, CAS at $CAS_SERVER_URL). Ctrl-C stops all of it."
wait "$portal_pid"
