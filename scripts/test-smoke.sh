#!/usr/bin/env bash
# This machine's own Node (the one `npm run demo` uses) serving the build the suite just tested:
# public pages and their server HTML, sign-in without JavaScript, the guards of staff pages.
# The last step of `npm test`; with no build yet, run `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "[smoke] $(node -v)"
SKIP_BUILD=1 bash scripts/e2e.sh tests/e2e/shell.spec.ts tests/e2e/login-nojs.spec.ts tests/e2e/server-html.spec.ts tests/e2e/guards.spec.ts
