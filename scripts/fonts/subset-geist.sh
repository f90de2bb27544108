#!/usr/bin/env bash
# Makes app/fonts/GeistLatin-Variable.woff2: Geist's variable font (the `geist` package, SIL Open
# Font License 1.1) cut to the Latin characters the portal's Indonesian and English texts use, so
# the one font every page loads is 31 KB instead of 69 KB. Run it after upgrading
# `geist`; needs Debian's python3-fonttools and python3-brotli (not needed to build or test).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
/usr/bin/python3 -m fontTools.subset "$ROOT/node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2" \
  --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD" \
  --layout-features='*' --flavor=woff2 --output-file="$ROOT/app/fonts/GeistLatin-Variable.woff2"
