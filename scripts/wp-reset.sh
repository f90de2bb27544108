#!/usr/bin/env bash
# Return the local WordPress to its freshly seeded state in a few seconds: the database is dropped
# and reloaded from .wordpress/seed.sql (so the plugin's own tables match the snapshot too) and
# uploads are restored from .wordpress/seed-uploads.tar. The PHP server may keep running.
#
#   bash scripts/wp-reset.sh           restore the snapshot (rebuilt automatically when the install
#                                      or seed scripts, or the plugin's presence, changed)
#   bash scripts/wp-reset.sh --reseed  always rebuild: fresh install + seed + new snapshot
set -euo pipefail
# shellcheck source=scripts/wp/lib.sh
. "$(dirname "$0")/wp/lib.sh"

force=0
for arg in "$@"; do
  case "$arg" in
    --reseed) force=1 ;;
    -h | --help) sed -n '2,9p' "$0"; exit 0 ;;
    *) die "unknown option: $arg" ;;
  esac
done

[ -f "$CORE/wp-config.php" ] && [ -s "$SECRETS" ] || die "nothing to reset yet: run 'bash scripts/wp-start.sh' first"

started=$EPOCHREALTIME
# Leave MariaDB as we found it: start it only for the reset if it was not running.
db_was_running=1
if ! pid_alive "$DB_PID" mariadbd; then db_was_running=0; fi
start_mariadb

if [ "$force" -eq 0 ] && snapshot_current; then
  say "Restoring the seeded snapshot"
  restore_snapshot
else
  if [ "$force" -eq 0 ]; then say "The snapshot is missing or out of date: rebuilding it"; fi
  reseed
fi

if [ "$db_was_running" -eq 0 ] && ! php_alive; then stop_mariadb; fi
say "Reset done in $(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s"
