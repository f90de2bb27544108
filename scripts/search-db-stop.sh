#!/usr/bin/env bash
# Stops the project's search PostgreSQL on $SEARCH_DB_PORT (default 5433), if it runs.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PORT="${SEARCH_DB_PORT:-5433}"
DATA="${SEARCH_DB_DIR:-$ROOT/.search-db/$PORT}"
[ -f "$DATA/postmaster.pid" ] || exit 0
if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$DATA" -m fast -w stop >/dev/null
else /usr/lib/postgresql/15/bin/pg_ctl -D "$DATA" -m fast -w stop >/dev/null; fi
echo "[search-db] stopped on 127.0.0.1:$PORT"
