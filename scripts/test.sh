#!/usr/bin/env bash
# `npm test`: every check, in order, each step timed. The times of the last run on this machine go
# to bench/results/npm-test.json, which the bench's report shows (`npm run bench`).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
RESULTS="$ROOT/bench/results"
mkdir -p "$RESULTS"
steps=()
started=$(date +%s)

# step NAME COMMAND…: runs it, records its seconds and outcome; the first failure ends the run.
step() {
  local name="$1" begun status=0
  shift
  begun=$(date +%s)
  echo "[test] $name"
  "$@" || status=$?
  steps+=("{\"step\":\"$name\",\"seconds\":$(($(date +%s) - begun)),\"ok\":$([ "$status" -eq 0 ] && echo true || echo false)}")
  record
  if [ "$status" -ne 0 ]; then echo "[test] $name failed (exit $status)" >&2; exit "$status"; fi
}

record() {
  local joined
  joined=$(IFS=,; echo "${steps[*]}")
  printf '{"startedAt":"%s","node":"%s","cpus":%s,"totalSeconds":%s,"steps":[%s]}\n' \
    "$(date -u -d "@$started" +%Y-%m-%dT%H:%M:%SZ)" "$(node -v)" "$(nproc)" "$(($(date +%s) - started))" "$joined" >"$RESULTS/npm-test.json"
}

step prerequisites bash scripts/test-prerequisites.sh
# Lint and the type check each keep one core busy: side by side, the step takes the longer of the two.
lint_and_typecheck() {
  local lint=0 types=0
  npm run --silent lint &
  local linting=$!
  npm run --silent typecheck || types=$?
  wait "$linting" || lint=$?
  [ "$lint" -eq 0 ] || echo "[test] lint failed (exit $lint)" >&2
  [ "$types" -eq 0 ] || echo "[test] typecheck failed (exit $types)" >&2
  [ "$lint" -eq 0 ] && [ "$types" -eq 0 ]
}
step "lint and typecheck" lint_and_typecheck
# The builds below (the end-to-end suite's, a test's release build) need not check the same types again.
export BUILD_TYPES_CHECKED=1
step unit npm run --silent test:unit
step "edge configuration (varnishtest)" bash scripts/edge-vcl-test.sh
step "end-to-end (Node 24)" npm run --silent test:node24
step "smoke (this machine's Node)" npm run --silent test:smoke
echo "[test] all green in $(( ($(date +%s) - started) / 60 )) min $(( ($(date +%s) - started) % 60 )) s"
