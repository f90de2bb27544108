# shellcheck shell=bash
# Shared settings and helpers for scripts/wp-start.sh, wp-stop.sh and wp-reset.sh.
# Sourced, never executed. Everything WordPress writes lives under $ROOT/.wordpress/.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WP_DIR="$ROOT/.wordpress"          # all local data: core copy, database, logs, snapshots
CORE="$WP_DIR/core"                # WordPress core copy served by php -S
DATADIR="$WP_DIR/mysql"            # private MariaDB data directory
SOCK="$WP_DIR/mysql.sock"          # MariaDB socket (no TCP: --skip-networking)
RUN_DIR="$WP_DIR/run"              # pid files
LOG_DIR="$WP_DIR/logs"
SECRETS="$WP_DIR/secrets.php"      # keys, salts, DB and JWT secrets, generated once
PORTAL_ENV="$WP_DIR/portal.env"   # the secrets shared with the local portal (shell assignments)
SEED_SQL="$WP_DIR/seed.sql"        # database snapshot taken right after seeding
SEED_UPLOADS="$WP_DIR/seed-uploads.tar"
SEED_STAMP="$WP_DIR/seed.fingerprint"
PHP_PID="$RUN_DIR/php.pid"
DB_PID="$RUN_DIR/mariadbd.pid"
PLUGIN_ENTRY="$ROOT/wordpress/plugin/bua-portal.php"

WP_PORT="${WP_PORT:-8881}"
WP_URL="http://127.0.0.1:$WP_PORT"
DB_NAME=bua_wp
DB_USER=bua_wp

say() { printf '[wp] %s\n' "$*"; }
die() { printf '[wp] ERROR: %s\n' "$*" >&2; exit 1; }

is_root() { [ "$(id -u)" -eq 0 ]; }

# mariadbd lives in /usr/sbin, which is not on a normal user's PATH.
mariadbd_bin() { command -v mariadbd || { [ -x /usr/sbin/mariadbd ] && echo /usr/sbin/mariadbd; }; }

# pid_alive PIDFILE WORD: true when the pid in PIDFILE runs and its command line contains WORD
# (guards against a stale pid file whose number now belongs to another process).
pid_alive() {
  local pid
  [ -s "$1" ] || return 1
  pid=$(cat "$1" 2>/dev/null) || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$2"
}

# spawn_detached LOGFILE CMD...: start CMD in its own session, with stdin from /dev/null, stdout and
# stderr appended to LOGFILE and no other inherited descriptor. A server that kept the caller's
# pipes open would make `wp-start.sh | cat` (or a CI job) wait forever.
spawn_detached() {
  local log=$1
  shift
  (
    for fd in /proc/$BASHPID/fd/*; do
      fd=${fd##*/}
      if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
    done
    exec setsid --fork "$@" </dev/null >>"$log" 2>&1
  )
}

# db [ARGS...]: the MariaDB client as root over our socket (root has no password; the server has
# no TCP port and the socket sits in our own folder).
db() { mariadb --no-defaults --socket="$SOCK" -uroot "$@"; }
db_alive() { mariadb-admin --no-defaults --socket="$SOCK" -uroot ping >/dev/null 2>&1; }

start_mariadb() {
  local bin i
  if pid_alive "$DB_PID" mariadbd; then
    # Ours is running (perhaps still starting up): wait for it rather than start a second one.
    for i in $(seq 1 300); do db_alive && return 0; sleep 0.1; done
    die "MariaDB (pid $(cat "$DB_PID")) runs but does not answer; see $LOG_DIR/mariadb.err"
  fi
  bin=$(mariadbd_bin) || die "mariadbd not found"
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  # A unix socket path is limited to 107 bytes.
  [ "${#SOCK}" -lt 100 ] || die "socket path too long for MariaDB ($SOCK); move the repository to a shorter path"
  local user_opt=()
  is_root && user_opt=(--user=root)
  if [ ! -d "$DATADIR/mysql" ]; then
    say "Creating MariaDB data directory $DATADIR"
    rm -rf "$DATADIR"
    mariadb-install-db --no-defaults --datadir="$DATADIR" --auth-root-authentication-method=normal \
      --skip-test-db "${user_opt[@]}" >"$LOG_DIR/mariadb-install.log" 2>&1 \
      || die "mariadb-install-db failed; see $LOG_DIR/mariadb-install.log"
  fi
  # Our socket answers although the pid file is gone: a server of ours runs; use it.
  if db_alive; then return 0; fi
  rm -f "$DB_PID" "$SOCK"   # no server of ours runs (checked above): these are stale
  say "Starting MariaDB (socket $SOCK)"
  spawn_detached "$LOG_DIR/mariadb.log" "$bin" --no-defaults --datadir="$DATADIR" --socket="$SOCK" \
    --pid-file="$DB_PID" --skip-networking --log-error="$LOG_DIR/mariadb.err" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    --innodb-buffer-pool-size=64M --innodb-flush-log-at-trx-commit=2 "${user_opt[@]}"
  for i in $(seq 1 300); do
    db_alive && [ -s "$DB_PID" ] && return 0
    sleep 0.1
  done
  tail -n 20 "$LOG_DIR/mariadb.err" >&2 || true
  die "MariaDB did not answer within 30 s; see $LOG_DIR/mariadb.err"
}

stop_mariadb() {
  local pid i
  if ! pid_alive "$DB_PID" mariadbd; then rm -f "$DB_PID"; return 0; fi
  pid=$(cat "$DB_PID")
  say "Stopping MariaDB (pid $pid)"
  kill -TERM "$pid"
  for i in $(seq 1 600); do   # a clean InnoDB shutdown can take a while: wait up to 60 s
    kill -0 "$pid" 2>/dev/null || { rm -f "$DB_PID"; return 0; }
    sleep 0.1
  done
  die "MariaDB (pid $pid) did not stop within 60 s"
}

# The PHP server runs in its own process group (pid = pgid, see wp-start.sh); PHP_CLI_SERVER_WORKERS
# forks workers into that group, so the whole group is signalled.
php_alive() { pid_alive "$PHP_PID" php; }

# A variable of the running PHP server's environment (wp-config.php reads its settings there at
# start-up), empty when unset; fails when no server runs.
php_env() {
  local pid
  pid=$(cat "$PHP_PID" 2>/dev/null) && [ -r "/proc/$pid/environ" ] || return 1
  tr '\0' '\n' <"/proc/$pid/environ" | sed -n "s/^$1=//p"
}

stop_php() {
  local pgid i
  [ -s "$PHP_PID" ] || return 0
  pgid=$(cat "$PHP_PID")
  if [[ "$pgid" =~ ^[0-9]+$ ]] && pgrep -g "$pgid" -f php >/dev/null; then
    say "Stopping PHP server (process group $pgid)"
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for i in $(seq 1 50); do
      pgrep -g "$pgid" >/dev/null || break
      sleep 0.1
    done
    if pgrep -g "$pgid" >/dev/null; then kill -KILL -- "-$pgid" 2>/dev/null || true; fi
  fi
  rm -f "$PHP_PID"
}

http_ok() { curl -fsS -o /dev/null --max-time 5 "$WP_URL/wp-json/" 2>/dev/null; }

# The fingerprint of what produced the snapshot: install.php and the seed sources, plus whether the plugin
# was there (its roles, tables and hooks shape the seeded data). A change means "reseed".
seed_fingerprint() {
  (
    cd "$ROOT/wordpress"
    find install/install.php seed -type f -print0 | sort -z | xargs -0 sha256sum
    if [ -f "$PLUGIN_ENTRY" ]; then echo "plugin present"; else echo "plugin absent"; fi
  ) | sha256sum | cut -d' ' -f1
}
snapshot_current() {
  [ -s "$SEED_SQL" ] && [ -f "$SEED_UPLOADS" ] && [ -f "$SEED_STAMP" ] \
    && [ "$(cat "$SEED_STAMP")" = "$(seed_fingerprint)" ]
}

# Create the database and its user (idempotent). The password comes from secrets.php.
ensure_database() {
  local pw
  pw=$(php -r '$s = require $argv[1]; echo $s["db_password"];' "$SECRETS")
  db <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$pw';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$pw';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
SQL
}

site_installed() {
  [ -n "$(db -N -e "SELECT option_value FROM \`$DB_NAME\`.wp_options WHERE option_name = 'siteurl'" 2>/dev/null)" ]
}

# Fresh install + seed + snapshot. The database must exist and be empty.
install_and_seed() {
  say "Installing WordPress"
  php "$ROOT/wordpress/install/install.php" "$CORE" 2>&1 | tee "$LOG_DIR/install.log"
  say "Seeding demo content"
  php "$ROOT/wordpress/seed/seed.php" "$CORE" 2>&1 | tee "$LOG_DIR/seed.log"
  take_snapshot
}

take_snapshot() {
  say "Saving the seeded state to $SEED_SQL"
  mariadb-dump --no-defaults --socket="$SOCK" -uroot --single-transaction --skip-dump-date \
    --hex-blob "$DB_NAME" >"$SEED_SQL.tmp"
  mv "$SEED_SQL.tmp" "$SEED_SQL"
  mkdir -p "$CORE/wp-content/uploads"
  tar -C "$CORE/wp-content" -cf "$SEED_UPLOADS.tmp" uploads
  mv "$SEED_UPLOADS.tmp" "$SEED_UPLOADS"
  seed_fingerprint >"$SEED_STAMP"
}

# Back to the snapshot: the whole database is dropped and reloaded, so every table (including the
# plugin's own, e.g. survey votes and visitor counts) matches the dump exactly; uploads likewise.
restore_snapshot() {
  db -e "DROP DATABASE IF EXISTS \`$DB_NAME\`"
  ensure_database
  db "$DB_NAME" <"$SEED_SQL"
  rm -rf "$CORE/wp-content/uploads"
  tar -C "$CORE/wp-content" -xf "$SEED_UPLOADS"
}

# Drop everything and build the seeded state again from the install and seed scripts.
reseed() {
  db -e "DROP DATABASE IF EXISTS \`$DB_NAME\`"
  ensure_database
  rm -rf "$CORE/wp-content/uploads"
  install_and_seed
}

print_summary() {
  local admin_pw=${DEMO_ADMIN_PASSWORD:-bua-admin-2026} user_pw=${DEMO_USER_PASSWORD:-bua-demo-2026}
  cat <<EOF

WordPress is running at $WP_URL
  REST API   $WP_URL/wp-json/
  wp-admin   $WP_URL/wp-admin/
Demo accounts (passwords as seeded):
  admin                          $admin_pw   (administrator)
  admin_<bureau>                 $user_pw   (bureau_admin)
  redaktur_<bureau>              $user_pw   (bureau_redaktur)
  bureaus: perencanaan kepegawaian keuangan perlengkapan pimpinan humas umum
Logs: $LOG_DIR   Stop: bash scripts/wp-stop.sh   Reset: bash scripts/wp-reset.sh
EOF
}
