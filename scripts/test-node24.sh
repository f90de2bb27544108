#!/usr/bin/env bash
# The portal on Node 24 LTS, beside this machine's Node: npm's `node@24` package (the binary ships
# inside it, so no other download) in .node24/, then on it the unit tests, a production build and an
# end-to-end smoke: public pages, sign-in, a staff screen and the cluster. Run last by `npm test`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
N24="$ROOT/.node24"
if [ ! -x "$N24/node_modules/node/bin/node" ]; then
  npm install --prefix "$N24" --no-save --no-audit --no-fund node@24 >/dev/null
fi
export PATH="$N24/node_modules/node/bin:$PATH"
echo "[node24] $(node -v)"
npx jest --silent
bash scripts/e2e.sh tests/e2e/shell.spec.ts tests/e2e/login-nojs.spec.ts tests/e2e/staff-redaktur.spec.ts tests/e2e/server-html.spec.ts tests/e2e/cluster.spec.ts
