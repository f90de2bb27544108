#!/usr/bin/env bash
# The portal's production build, the one way to make it (`npm run build`; the demo, the end-to-end
# tests, the bench and a release all come here): `next build`, then the release's static files
# (scripts/release-static.sh). NEXT_DIST_DIR names another build folder, as in next.config.ts.
#
# Built with webpack, not Next 16's default Turbopack: for this portal webpack's output is what a
# phone has to parse less of. Same sources, same run: home's HTML 220 KB instead of 347 KB and its
# script 501 KB instead of 623 KB (153 KB gzip instead of 194 KB); Lighthouse mobile (4× CPU,
# median of 5) TBT 1,013 ms instead of 1,176 ms, LCP 1.50 s instead of 1.80 s. Turbopack's client
# manifest lists the root layout's stylesheet under global-error too, so with `inlineCss` every
# page carried the stylesheet a third time (vercel/next.js#98110); webpack's does not. An empty
# Next page scores the same with either. `npm run dev` keeps Turbopack: it compiles faster.
set -euo pipefail
cd "$(dirname "$0")/.."
npx next build --webpack
bash scripts/release-static.sh
