#!/usr/bin/env bash
# The project's CAS server for single sign-on (demo and tests): Debian's python3-django-cas-server
# (CAS 3.0 on Django, SQLite) on http://127.0.0.1:$CAS_PORT/cas (default 8899). Data in .cas/.
# Installs the Debian package when missing (as root), migrates and seeds on every start (quick and
# idempotent: one user per WordPress demo account, password $CAS_PASSWORD, default cas-demo-2026).
#
#   bash scripts/cas-start.sh               start in the background (pid in .cas/cas.pid) and return
#   bash scripts/cas-start.sh --foreground  run attached (Playwright's webServer, supervisors)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
export CAS_PORT="${CAS_PORT:-8899}"
export BUA_CAS_DATA="${BUA_CAS_DATA:-$ROOT/.cas}"
PYTHON=/usr/bin/python3 # Debian's: the package lives in its dist-packages.
mkdir -p "$BUA_CAS_DATA"

if ! "$PYTHON" -c 'import cas_server' 2>/dev/null; then
  echo "[cas] installing python3-django-cas-server" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-django-cas-server >/dev/null
fi
[ -s "$BUA_CAS_DATA/secret" ] || head -c 48 /dev/urandom | base64 | tr -d '\n/+=' >"$BUA_CAS_DATA/secret"
export BUA_CAS_SECRET="$(cat "$BUA_CAS_DATA/secret")"
export PYTHONPATH="$ROOT/scripts/cas" DJANGO_SETTINGS_MODULE=bua_cas_settings

pidfile="$BUA_CAS_DATA/cas.pid"
if [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  echo "[cas] already running on http://127.0.0.1:$CAS_PORT/cas"
  [ "${1:-}" = "--foreground" ] || exit 0
fi

"$PYTHON" -W ignore -m django migrate --verbosity 0 >/dev/null
"$PYTHON" -W ignore "$ROOT/scripts/cas/seed.py"
cmd=("$PYTHON" -W ignore -m django runserver "127.0.0.1:$CAS_PORT" --noreload --insecure)
if [ "${1:-}" = "--foreground" ]; then
  exec "${cmd[@]}"
fi
nohup "${cmd[@]}" >"$BUA_CAS_DATA/cas.log" 2>&1 &
echo $! >"$pidfile"
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null "http://127.0.0.1:$CAS_PORT/cas/login" 2>/dev/null && { echo "[cas] running on http://127.0.0.1:$CAS_PORT/cas"; exit 0; }
  sleep 0.2
done
echo "[cas] did not start; see $BUA_CAS_DATA/cas.log" >&2
exit 1
