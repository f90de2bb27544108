#!/usr/bin/env bash
# Stops the CAS server started by scripts/cas-start.sh (by its pid file).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
pidfile="${BUA_CAS_DATA:-$ROOT/.cas}/cas.pid"
if [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  kill "$(cat "$pidfile")" && echo "[cas] stopped"
fi
rm -f "$pidfile"
