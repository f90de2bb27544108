#!/usr/bin/env bash
# The end-to-end suite on Node 24 LTS, the runtime production runs: the production build, the
# portal, its cluster and the test runner all on Node 24 (scripts/node24.sh). `npm test` runs it
# after the unit tests; arguments go to Playwright (a file, -g …).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node24.sh
use_node24
bash scripts/e2e.sh "$@"
