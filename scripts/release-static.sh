#!/usr/bin/env bash
# Prepares a build's standalone server once per release: copies public/ and the build's static files
# beside server.js (Next's standalone output leaves them out) and forgets the pages an older build's
# server rendered on demand (Next keys them by route, not by build). Run by `npm run build`; run
# again it does nothing for the same build. NEXT_DIST_DIR names the build (default .next).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
DIST="${NEXT_DIST_DIR:-.next}"
[ -f "$DIST/standalone/server.js" ] || { echo "release-static: no production build in $DIST" >&2; exit 1; }
marker="$DIST/standalone/.static-of-build"
# Two instances started at once on a build not prepared yet (a developer's `next build`): one copies.
exec 9>"$DIST/.release-static.lock"
flock 9
[ "$(cat "$marker" 2>/dev/null)" = "$(cat "$DIST/BUILD_ID")" ] && exit 0
rm -rf "$DIST/standalone/public" "$DIST/standalone/$DIST/static" "$DIST/standalone/$DIST/server/route-cache"
cp -r public "$DIST/standalone/public"
cp -r "$DIST/static" "$DIST/standalone/$DIST/static"
cp "$DIST/BUILD_ID" "$marker"
