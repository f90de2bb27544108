#!/usr/bin/env bash
# The project's PostgreSQL for search (Debian's postgresql-15), for the cluster demo, the tests and
# the bench: loopback only, on $SEARCH_DB_PORT (default 5433), data and log in
# $SEARCH_DB_DIR (default .search-db/<port>/). Installs the Debian packages when missing and the
# search configuration's dictionary files into the server's tsearch_data (as root), creates the
# database and its role, then returns once PostgreSQL answers; does nothing if one already answers.
#   bash scripts/search-db-start.sh     then SEARCH_DATABASE_URL=postgres://bua_search:$SEARCH_DB_PASSWORD@127.0.0.1:5433/bua_search
# The local password is SEARCH_DB_PASSWORD (default bua-search-local): loopback, throwaway data.
# Production: docs/deploying.md, "The search engine".
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PORT="${SEARCH_DB_PORT:-5433}"
DATA="${SEARCH_DB_DIR:-$ROOT/.search-db/$PORT}"
PASSWORD="${SEARCH_DB_PASSWORD:-bua-search-local}"
BIN=/usr/lib/postgresql/15/bin

if [ ! -x "$BIN/postgres" ] || [ ! -f /usr/share/postgresql/15/extension/pg_trgm.control ]; then
  echo "[search-db] installing postgresql-15" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq postgresql-15 postgresql-contrib >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql-15 postgresql-contrib >/dev/null; }
fi
# The dictionaries are read when the configuration is created and when a session first uses it.
node "$ROOT/lib/search/dictionary/install.cjs" "$("$BIN/pg_config" --sharedir)/tsearch_data" >/dev/null

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  echo "[search-db] already running on 127.0.0.1:$PORT"
  exit 0
fi
# PostgreSQL refuses to run as root: its files and process belong to Debian's postgres user.
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
mkdir -p "$DATA"
[ "$(id -u)" -eq 0 ] && chown postgres: "$DATA"
chmod 700 "$DATA"
if [ ! -f "$DATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  echo "$PASSWORD" >"$pwfile"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$pwfile"
  as_postgres "$BIN/initdb" -D "$DATA" -U bua_search --pwfile="$pwfile" -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
fi
# Sized for the index of a large archive on a small host: its hot part (vectors' index, the narrow
# table) in memory, a search's sort in work_mem, fsync kept (the index survives a crash; a lost one
# is rebuilt by `npm run search:reindex`).
as_postgres "$BIN/pg_ctl" -D "$DATA" -l "$DATA/postgres.log" -w -t 30 start -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories='$DATA' -c shared_buffers=${SEARCH_DB_SHARED_BUFFERS:-256MB} -c work_mem=16MB -c max_connections=50" >/dev/null
PGPASSWORD="$PASSWORD" psql -q -h 127.0.0.1 -p "$PORT" -U bua_search -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'bua_search'" | grep -q 1 \
  || PGPASSWORD="$PASSWORD" psql -q -h 127.0.0.1 -p "$PORT" -U bua_search -d postgres -c "CREATE DATABASE bua_search" >/dev/null
echo "[search-db] running on 127.0.0.1:$PORT (SEARCH_DATABASE_URL=postgres://bua_search:\$SEARCH_DB_PASSWORD@127.0.0.1:$PORT/bua_search)"
