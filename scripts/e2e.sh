#!/usr/bin/env bash
# npm run test:e2e: the local WordPress (reset to its seeded state), a production build of the
# portal, then Playwright in Debian's Chromium. WordPress is stopped again if this script started it.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

export WP_PORT="${WP_PORT:-8881}"
export WORDPRESS_URL="${WORDPRESS_URL:-http://127.0.0.1:$WP_PORT}"
export E2E_PORT="${E2E_PORT:-3100}"
export SITE_URL="${SITE_URL:-http://localhost:$E2E_PORT}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-$SITE_URL}"
# Secrets shared with the local WordPress (NEXTAUTH_SECRET, REVALIDATE_SECRET for its revalidation
# webhooks, WP_PORTAL_KEY for its sign-in doors): generated once by wp-start.sh, loaded again below
# once WordPress has started for the first time.
. scripts/wp/portal-env.sh
load_portal_env
# The cluster tests' nginx front (tests/e2e/cluster.spec.ts) is notified too: one address suffices
# for all its instances, which share their cache through Redis.
export CLUSTER_PORT="${CLUSTER_PORT:-3190}"
export CLUSTER_REDIS_PORT="${CLUSTER_REDIS_PORT:-6391}"
# The smoke's portal on this machine's Node (playwright.config.ts, SMOKE_NODE) is another.
export SMOKE_PORT="${SMOKE_PORT:-3101}"
export PORTAL_URL="${PORTAL_URL:-http://localhost:3000,$SITE_URL,http://localhost:$SMOKE_PORT,http://localhost:$CLUSTER_PORT}"
# The portal's public address for WordPress (its front-end redirects and its Preview button).
export PORTAL_HOME="${PORTAL_HOME:-$SITE_URL}"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Staff sign-in (tests/e2e/auth*.spec.ts, guards.spec.ts): a fixed captcha answer (allowed in this
# production build only because ALLOW_FIXED_CAPTCHA=1), a client limit that the whole run (one
# address) cannot reach, the project's CAS test server (started by playwright.config.ts) as
# WordPress's CAS_SERVER_URL, and a user with 310 s tokens for the refresh test.
export CAPTCHA_FIXED_VALUE="${CAPTCHA_FIXED_VALUE:-BUA26X}"
export ALLOW_FIXED_CAPTCHA=1
export LOGIN_THROTTLE_CLIENT_MAX="${LOGIN_THROTTLE_CLIENT_MAX:-1000}"
export CAS_PORT="${CAS_PORT:-8899}"
export CAS_SERVER_URL="${CAS_SERVER_URL:-http://127.0.0.1:$CAS_PORT/cas}"
# The shipped TLS front of tests/e2e/production-front.spec.ts: single sign-on may return there too.
export TLS_FRONT_PORT="${TLS_FRONT_PORT:-3599}"
export SSO_ALLOWED_ORIGINS="${SSO_ALLOWED_ORIGINS:-https://localhost:$TLS_FRONT_PORT}"
export WP_JWT_TTL_USERS="${WP_JWT_TTL_USERS:-redaktur_pimpinan=310}"
# Child sitemaps of 100 post IDs, so the demo's posts span several (production: 50,000).
export SITEMAP_CHILD_POSTS="${SITEMAP_CHILD_POSTS:-100}"
# WordPress's scheduled jobs every 2 s rather than 10: a scheduled post is published within 2 s of
# its time, so its test waits on WordPress's own rule (a minute ahead) and little else.
export WP_CRON_SECONDS="${WP_CRON_SECONDS:-2}"

started_wp=0
if ! curl -fsS -o /dev/null --max-time 5 "$WORDPRESS_URL/wp-json/"; then
  started_wp=1
fi
cleanup() {
  if [ "$started_wp" -eq 1 ]; then bash scripts/wp-stop.sh || true; fi
  bash scripts/search-db-stop.sh || true
}
trap cleanup EXIT

# wp-config.php reads PORTAL_URL and REVALIDATE_SECRET from the PHP server's environment. A
# WordPress already running without this portal or with another secret (e.g. started by
# `npm run demo`) gets only its PHP server restarted with ours: about a second, data untouched.
wp_notifies_us() {
  local urls secret
  urls=$(. scripts/wp/lib.sh && php_env PORTAL_URL) || return 1
  secret=$(. scripts/wp/lib.sh && php_env REVALIDATE_SECRET) || return 1
  # Unset in the server's environment = wp-config.php's defaults.
  urls=${urls:-http://localhost:3000,http://localhost:3100}
  secret=${secret:-$(sed -n 's/^REVALIDATE_SECRET=//p' .wordpress/portal.env 2>/dev/null)}
  [ "$secret" = "$REVALIDATE_SECRET" ] && [[ ",${urls// /,}," == *",$SITE_URL,"* ]] && [[ ",${urls// /,}," == *",http://localhost:$CLUSTER_PORT,"* ]] \
    && [[ ",${urls// /,}," == *",http://localhost:$SMOKE_PORT,"* ]]
}
# (wp-start.sh installs a changed wp-config.php only when it starts something, hence the cmp.)
if [ "$started_wp" -eq 0 ] && { ! wp_notifies_us || ! cmp -s wordpress/install/wp-config.php .wordpress/core/wp-config.php; }; then
  echo "e2e: restarting WordPress's PHP server so it notifies $SITE_URL"
  (. scripts/wp/lib.sh && stop_php)
fi

# Likewise for single sign-on: wp-config.php reads CAS_SERVER_URL, SSO_ALLOWED_ORIGINS and
# WP_JWT_TTL_USERS from the PHP server's environment.
wp_has_sso_settings() {
  [ "$(. scripts/wp/lib.sh && php_env CAS_SERVER_URL)" = "$CAS_SERVER_URL" ] \
    && [ "$(. scripts/wp/lib.sh && php_env SSO_ALLOWED_ORIGINS)" = "$SSO_ALLOWED_ORIGINS" ] \
    && [ "$(. scripts/wp/lib.sh && php_env PORTAL_HOME)" = "$PORTAL_HOME" ] \
    && [ "$(. scripts/wp/lib.sh && php_env WP_JWT_TTL_USERS)" = "$WP_JWT_TTL_USERS" ]
}
if [ "$started_wp" -eq 0 ] && [ -s .wordpress/run/php.pid ] && ! wp_has_sso_settings; then
  echo "e2e: restarting WordPress's PHP server for single sign-on through $CAS_SERVER_URL"
  (. scripts/wp/lib.sh && stop_php)
fi

bash scripts/wp-start.sh
load_portal_env
bash scripts/wp-reset.sh
# The search engine the clusters' instances share (scripts/cluster.sh), one for the whole run and
# emptied first: every cluster indexes this same WordPress, just reset to its seed. The portal of
# this script itself runs the embedded engine (PGlite), as `npm run demo` does.
export SEARCH_DB_PORT="${SEARCH_DB_PORT:-15439}"
bash scripts/search-db-stop.sh >/dev/null
rm -rf ".search-db/$SEARCH_DB_PORT"
bash scripts/search-db-start.sh
# The embedded indexes an earlier run kept (.search/<port>) describe the content before this reset.
rm -rf .search


if [ "${SKIP_BUILD:-0}" != "1" ]; then
  npm run build
fi
npx playwright test "$@"
