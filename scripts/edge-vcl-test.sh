#!/usr/bin/env bash
# Checks the shipped edge configuration (deploy/varnish/bua-portal.vcl) with Varnish's own test
# tool, varnishtest, against a mock origin: no portal, nginx or WordPress needed, about 10 s.
# deploy/varnish/bua-portal.vtc says what is checked: a keyed page kept and purged by its keys,
# Next's STALE and nginx's micro-cache copies kept a second, passes (session cookie, staff paths,
# POST), other cookies dropped, X-Forwarded-For, the purge ACL, grace while the origin is sick or
# erring, the origin's own error page when no copy exists. Needs the varnish and varnish-modules
# packages (scripts/test-prerequisites.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The VCL as varnishtest takes it: without its `vcl 4.1;` line (varnishtest adds it), the backend
# on the mock server's address, no probe, and the given purge ACL.
render() {
  sed -e '1d' -e 's|"@BACKEND_HOST@"|"${s1_addr}"|' -e 's|"@BACKEND_PORT@"|"${s1_port}"|' \
    -e "s|@PURGE_ACL@|$1|" -e '/\.probe = {/,/^    }/d' "$ROOT/deploy/varnish/bua-portal.vcl"
}
render '"127.0.0.1"; "::1";' >"$work/purgers.vcl"
render '"192.0.2.1";' >"$work/strangers.vcl"
awk -v purgers="$work/purgers.vcl" -v strangers="$work/strangers.vcl" '
  /^@VCL_PURGERS@$/ { while ((getline line < purgers) > 0) print line; next }
  /^@VCL_STRANGERS@$/ { while ((getline line < strangers) > 0) print line; next }
  { print }' "$ROOT/deploy/varnish/bua-portal.vtc" >"$work/bua-portal.vtc"

if varnishtest -v "$work/bua-portal.vtc" >"$work/log" 2>&1; then
  echo "[edge] deploy/varnish/bua-portal.vcl: varnishtest passed"
else
  # The failed expectation and what led to it.
  grep -n -B40 -m1 '^---- ' "$work/log" | cut -c1-200 >&2 || tail -60 "$work/log" >&2
  echo "[edge] deploy/varnish/bua-portal.vcl: varnishtest failed" >&2
  exit 1
fi
