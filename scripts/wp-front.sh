#!/usr/bin/env bash
# Runs the local WordPress as ops deploy it, in the foreground: Debian's PHP-FPM (a pool of
# WP_FRONT_WORKERS, default 4, as many as the demo's PHP server) behind nginx with the shipped
# deploy/nginx/bua-wordpress.conf, rendered under .nginx/wp-<port>/, on http://127.0.0.1:$WP_FRONT_PORT.
# The same WordPress folder and database as the PHP server of scripts/wp-start.sh, which must run:
# the pool takes its settings (wp-config.php reads them from the environment) from that server.
# Used by scripts/cluster.sh; Ctrl-C (or SIGTERM) stops it.
#   WP_FRONT_PORT=8882 bash scripts/wp-front.sh
# WP_FRONT_PORTAL_HOSTS (space-separated, default 127.0.0.1): the addresses never limited, as the
# portal hosts are in production. A local client that is to count as a stranger connects from
# another loopback address (127.0.0.2).
set -euo pipefail
# shellcheck source=scripts/wp/lib.sh
. "$(dirname "$0")/wp/lib.sh"
PORT="${WP_FRONT_PORT:-8882}"
DIR="$ROOT/.nginx/wp-$PORT"
SHIPPED="$ROOT/deploy/nginx"
# Debian's PHP-FPM of the PHP the demo runs (php-fpm8.2 on Debian 12).
fpm_binary() { ls /usr/sbin/php-fpm* 2>/dev/null | head -n 1; }

php_alive || die "WordPress's PHP server is not running: bash scripts/wp-start.sh first"
if [ -z "$(fpm_binary)" ] || [ ! -x /usr/sbin/nginx ]; then
  is_root || die "needs Debian's php-fpm and nginx-light: sudo apt-get install -y php-fpm nginx-light"
  say "installing php-fpm and nginx-light"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq php-fpm nginx-light >/dev/null
fi
FPM="$(fpm_binary)"

rm -rf "$DIR"
mkdir -p "$DIR/conf.d" "$DIR/snippets"
hosts=""
for address in ${WP_FRONT_PORTAL_HOSTS:-127.0.0.1}; do hosts+="$address 1; "; done
sed -e "s|@PORTAL_HOSTS@|$hosts|" -e "s|@PHP_FPM@|unix:$DIR/php-fpm.sock|" -e "s|@WP_LISTEN@|127.0.0.1:$PORT|" \
  -e "s|@WP_SERVER_NAME@|localhost|" -e "s|@WP_ROOT@|$CORE|" "$SHIPPED/bua-wordpress.conf" >"$DIR/conf.d/bua-wordpress.conf"
cp "$SHIPPED/snippets/bua-wordpress-site.conf" "$SHIPPED/snippets/bua-wordpress-php.conf" "$DIR/snippets/"
# Debian's, where the shipped snippet includes it from (nginx's folder is this one here).
cp /etc/nginx/fastcgi_params "$DIR/"
{
  echo "daemon off;"
  echo "worker_processes 1;"
  is_root && echo "user root;"
  echo "pid $DIR/nginx.pid;"
  echo "error_log $DIR/error.log warn;"
  echo "events { worker_connections 1024; }"
  echo "http {"
  echo "  include /etc/nginx/mime.types;"
  echo "  access_log $DIR/access.log;"
  for name in client_body proxy fastcgi uwsgi scgi; do echo "  ${name}_temp_path $DIR/$name;"; done
  echo "  include conf.d/*.conf;"
  echo "}"
} >"$DIR/nginx.conf"
# The pool as the PHP server runs WordPress: the same limits, opcache, and its environment.
cat >"$DIR/php-fpm.conf" <<EOF
[global]
pid = $DIR/php-fpm.pid
error_log = $DIR/php-fpm.log
daemonize = no
[www]
listen = $DIR/php-fpm.sock
pm = static
pm.max_children = ${WP_FRONT_WORKERS:-4}
clear_env = no
catch_workers_output = yes
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
php_admin_value[memory_limit] = 256M
php_admin_flag[display_errors] = off
php_admin_flag[log_errors] = on
EOF
run_as_root=()
is_root && run_as_root=(-R)
mapfile -d '' settings <"/proc/$(cat "$PHP_PID")/environ"
env -i "${settings[@]}" "$FPM" -y "$DIR/php-fpm.conf" "${run_as_root[@]}" &
fpm=$!
stop() {
  trap - INT TERM EXIT
  kill "$fpm" ${nginx:+"$nginx"} 2>/dev/null || true
  wait
}
trap 'stop; exit 0' INT TERM
trap stop EXIT
/usr/sbin/nginx -t -q -c "$DIR/nginx.conf" -p "$DIR"
/usr/sbin/nginx -c "$DIR/nginx.conf" -p "$DIR" &
nginx=$!
say "WordPress behind nginx and PHP-FPM on http://127.0.0.1:$PORT (the shipped deploy/nginx/bua-wordpress.conf)"
# Either ending ends both.
wait -n "$fpm" "$nginx" || true
