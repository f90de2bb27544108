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
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-portal-bua-e2e-secret-not-for-production}"
export PORTAL_URL="$SITE_URL"
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

started_wp=0
if ! curl -fsS -o /dev/null --max-time 5 "$WORDPRESS_URL/wp-json/"; then
  started_wp=1
fi
cleanup() {
  if [ "$started_wp" -eq 1 ]; then bash scripts/wp-stop.sh || true; fi
}
trap cleanup EXIT

bash scripts/wp-start.sh
bash scripts/wp-reset.sh

if [ "${SKIP_BUILD:-0}" != "1" ]; then
  npx next build
fi
npx playwright test "$@"
