#!/usr/bin/env bash
# Start the local headless WordPress for Portal BUA: MariaDB on a private socket plus PHP's
# built-in server on http://127.0.0.1:$WP_PORT (default 8881). Idempotent and non-interactive.
#
# First run: installs missing Debian packages (as root), copies WordPress core into .wordpress/core,
# installs WordPress, seeds demo content and snapshots it (for scripts/wp-reset.sh). Later runs only
# start what is not running. Data lives in .wordpress/ and survives restarts.
#
#   bash scripts/wp-start.sh               start in the background and return
#   bash scripts/wp-start.sh --foreground  stay attached; Ctrl-C / SIGTERM stops WordPress
#
# Environment: WP_PORT (8881), WP_CORE_DIR (use this WordPress core folder instead of Debian's
# package), DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD (seed time); WP_JWT_SECRET, WP_JWT_TTL,
# PORTAL_URL, REVALIDATE_SECRET (read by wp-config.php at run time).
set -euo pipefail
# shellcheck source=scripts/wp/lib.sh
. "$(dirname "$0")/wp/lib.sh"

foreground=0
for arg in "$@"; do
  case "$arg" in
    --foreground) foreground=1 ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) die "unknown option: $arg" ;;
  esac
done

# Stay attached to the PHP server until it ends; a signal stops WordPress (for supervisors such as
# `npm run demo`).
run_foreground() {
  trap 'trap - INT TERM; bash "$ROOT/scripts/wp-stop.sh"; exit 0' INT TERM
  say "Running in the foreground; Ctrl-C stops WordPress"
  while php_alive; do sleep 1; done
  tail -n 20 "$LOG_DIR/php-server.log" >&2 || true
  die "the PHP server exited"
}

# Fast path: everything already up and answering.
if php_alive && pid_alive "$DB_PID" mariadbd && http_ok; then
  say "Already running"
  print_summary
  if [ "$foreground" -eq 1 ]; then run_foreground; fi
  exit 0
fi

# --- (a) system packages ------------------------------------------------------------------------
missing=()
if command -v php >/dev/null; then
  php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' || missing+=(php-mysql)
  php -r 'exit(extension_loaded("gd") ? 0 : 1);' || missing+=(php-gd)
  php -r 'exit(extension_loaded("dom") && extension_loaded("xml") ? 0 : 1);' || missing+=(php-xml)
  php -r 'exit(extension_loaded("mbstring") ? 0 : 1);' || missing+=(php-mbstring)
else
  missing+=(php-cli php-mysql php-gd php-xml php-mbstring php-curl php-intl)
fi
mariadbd_bin >/dev/null || missing+=(mariadb-server)
command -v mariadb-dump >/dev/null || missing+=(mariadb-client)
command -v curl >/dev/null || missing+=(curl)
if [ "${#missing[@]}" -gt 0 ]; then
  if is_root; then
    say "Installing missing packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update && apt-get install -y --no-install-recommends "${missing[@]}" fonts-dejavu-core
  else
    die "missing packages: ${missing[*]}. Install them with:
  sudo apt-get update && sudo apt-get install -y ${missing[*]} fonts-dejavu-core"
  fi
fi

mkdir -p "$WP_DIR" "$RUN_DIR" "$LOG_DIR"

# --- (b) WordPress core -------------------------------------------------------------------------
if [ ! -f "$CORE/wp-includes/version.php" ]; then
  rm -rf "$CORE.tmp"
  if [ -n "${WP_CORE_DIR:-}" ]; then
    say "Copying WordPress core from $WP_CORE_DIR"
    cp -rL "$WP_CORE_DIR" "$CORE.tmp"
  else
    # Debian's wordpress package (6.1.x) plus the three packages its symlinks point into. No root
    # needed for `apt-get download`; as root, let apt write into our cache without its sandbox user.
    say "Fetching WordPress core (Debian package)"
    cache="$WP_DIR/cache/debs"
    extract="$WP_DIR/cache/extract"
    mkdir -p "$cache"
    apt_opts=()
    is_root && apt_opts=(-o APT::Sandbox::User=root)
    (cd "$cache" && apt-get download "${apt_opts[@]}" wordpress php-getid3 libjs-underscore libjs-cropper)
    rm -rf "$extract"
    mkdir -p "$extract"
    for deb in "$cache"/*.deb; do dpkg -x "$deb" "$extract"; done
    # Debian's .htaccess points into /etc/wordpress; drop it and any other dangling link, then copy
    # with the remaining links (getid3, underscore, cropper, CA bundle) resolved.
    find "$extract/usr/share/wordpress" -xtype l -delete
    cp -rL "$extract/usr/share/wordpress" "$CORE.tmp"
    rm -rf "$extract"
  fi
  rm -f "$CORE.tmp/wp-config.php"   # Debian's reads /etc/wordpress; ours is written below
  mv "$CORE.tmp" "$CORE"
fi

# Secrets: generated once, kept across restarts and resets (missing ones are added in place).
# portal.env hands the values the portal shares with this WordPress to scripts/demo.sh and e2e.sh.
[ -s "$SECRETS" ] || say "Generating $SECRETS"
php "$ROOT/wordpress/install/make-secrets.php" "$SECRETS" "$PORTAL_ENV"

# wp-config.php, the mu-plugin loader and the minimal headless theme are copied on every start so
# changes to them apply; a changed file or folder is replaced atomically (the server may be running).
install_file() { cmp -s "$1" "$2" || { cp "$1" "$2.tmp" && mv "$2.tmp" "$2"; }; }
install_file "$ROOT/wordpress/install/wp-config.php" "$CORE/wp-config.php"
mkdir -p "$CORE/wp-content/mu-plugins" "$CORE/wp-content/themes"
install_file "$ROOT/wordpress/install/bua-portal-loader.php" "$CORE/wp-content/mu-plugins/bua-portal-loader.php"
theme="$CORE/wp-content/themes/bua-headless"
if ! diff -rq "$ROOT/wordpress/install/theme" "$theme" >/dev/null 2>&1; then
  rm -rf "$theme.tmp" "$theme.old"
  cp -r "$ROOT/wordpress/install/theme" "$theme.tmp"
  if [ -d "$theme" ]; then mv "$theme" "$theme.old"; fi
  mv "$theme.tmp" "$theme"
  rm -rf "$theme.old"
fi

# --- (c) MariaDB --------------------------------------------------------------------------------
start_mariadb
ensure_database

# --- (e) install, seed, snapshot ----------------------------------------------------------------
if ! site_installed; then
  if snapshot_current; then
    say "Restoring the seeded snapshot"
    restore_snapshot
  else
    rm -rf "$CORE/wp-content/uploads"
    install_and_seed
  fi
elif [ ! -s "$SEED_SQL" ]; then
  php "$ROOT/wordpress/seed/seed.php" "$CORE" 2>&1 | tee "$LOG_DIR/seed.log"
  take_snapshot
elif ! snapshot_current; then
  say "Note: install/seed scripts or plugin presence changed since the snapshot;"
  say "      run 'bash scripts/wp-reset.sh' to rebuild the seeded state."
fi

# --- (f) PHP built-in server --------------------------------------------------------------------
if php_alive && ! http_ok; then
  say "The PHP server does not answer on $WP_URL (other port, or hung): restarting it"
  stop_php
fi
if ! php_alive; then
  rm -f "$PHP_PID"
  if curl -s -o /dev/null --max-time 2 "$WP_URL/"; then
    die "port $WP_PORT is already used by another program; set WP_PORT to a free port"
  fi
  say "Starting PHP server on $WP_URL"
  # `sh -c 'echo $$ ...; exec php'` records the pid of the new session leader, which is also the
  # process group of php and its workers (see stop_php). opcache (off by default in the CLI) saves
  # ~15% per request; it still rechecks file times, so edited plugin files apply within 2 s.
  # The request log grows with every request: keep one previous log only.
  if [ -f "$LOG_DIR/php-server.log" ]; then mv "$LOG_DIR/php-server.log" "$LOG_DIR/php-server.log.1"; fi
  # WordPress's scheduled jobs (publishing a scheduled post at its time, retried portal notices)
  # run from a timer, not from visits (wp-config.php sets DISABLE_WP_CRON): a loop in the PHP
  # server's process group calls wp-cron.php every WP_CRON_SECONDS (10), and stops with it.
  # Production uses a systemd timer instead (deploy/systemd/bua-wp-cron.timer).
  spawn_detached "$LOG_DIR/php-server.log" sh -c 'echo $$ > "$0"; (while sleep "$1"; do curl -s -o /dev/null --max-time 60 "$2/wp-cron.php"; done) & shift 2; exec "$@"' "$PHP_PID" "${WP_CRON_SECONDS:-10}" "$WP_URL" \
    env PHP_CLI_SERVER_WORKERS=4 php -d opcache.enable_cli=1 -d display_errors=0 -d log_errors=1 \
    -d upload_max_filesize=64M -d post_max_size=64M -d memory_limit=256M \
    -S "127.0.0.1:$WP_PORT" -t "$CORE" "$ROOT/wordpress/router.php"
fi

# Wait until the REST API answers (60 s at most).
deadline=$((SECONDS + 60))
until http_ok; do
  if [ -s "$PHP_PID" ] && ! php_alive; then
    tail -n 20 "$LOG_DIR/php-server.log" >&2 || true
    die "the PHP server exited; see $LOG_DIR/php-server.log"
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    tail -n 20 "$LOG_DIR/php-server.log" >&2 || true
    die "$WP_URL/wp-json/ did not answer within 60 s; see $LOG_DIR/php-server.log"
  fi
  sleep 0.2
done

print_summary
if [ "$foreground" -eq 1 ]; then run_foreground; fi
