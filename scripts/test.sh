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

# step NAME COMMAND…: runs it, records its seconds and outcome; the first failure ends the run. A
# step that ran in the background is timed from STEP_BEGUN to the time in the file STEP_ENDED_FILE.
step() {
  local name="$1" begun ended status=0
  shift
  begun=${STEP_BEGUN:-$(date +%s)}
  echo "[test] $name"
  "$@" || status=$?
  ended=$(date +%s)
  if [ -s "${STEP_ENDED_FILE:-}" ]; then ended=$(cat "$STEP_ENDED_FILE"); fi
  steps+=("{\"step\":\"$name\",\"seconds\":$((ended - begun)),\"ok\":$([ "$status" -eq 0 ] && echo true || echo false)}")
  record
  if [ "$status" -ne 0 ]; then echo "[test] $name failed (exit $status)" >&2; exit "$status"; fi
}

# The end-to-end suite's own figures (tests/reporters/timing.ts) once this run has made them: its
# test count, how busy the cores were, and its 20 slowest specs with their waiting.
e2e_timing() {
  local file="$RESULTS/e2e-timing.json"
  if [ -f "$file" ] && [ "$(stat -c %Y "$file")" -ge "$started" ]; then
    node -e 'const t = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); process.stdout.write(JSON.stringify({ ...t, specs: undefined, slowestSpecs: t.specs.slice(0, 20) }))' "$file"
  else
    echo null
  fi
}

record() {
  local joined
  joined=$(IFS=,; echo "${steps[*]}")
  printf '{"startedAt":"%s","node":"%s","cpus":%s,"totalSeconds":%s,"steps":[%s],"e2e":%s}\n' \
    "$(date -u -d "@$started" +%Y-%m-%dT%H:%M:%SZ)" "$(node -v)" "$(nproc)" "$(($(date +%s) - started))" "$joined" "$(e2e_timing)" >"$RESULTS/npm-test.json"
}

# The Debian packages install (mostly waiting on downloads and dpkg) while lint and the type check
# keep the cores busy: neither needs them. Their step is recorded once waited for, with its own time.
prerequisites_begun=$(date +%s)
rm -f "$RESULTS/prerequisites.ended"
{
  status=0
  bash scripts/test-prerequisites.sh || status=$?
  date +%s >"$RESULTS/prerequisites.ended"
  exit "$status"
} >"$RESULTS/prerequisites.log" 2>&1 &
prerequisites=$!
prerequisites_done() {
  local status=0
  wait "$prerequisites" || status=$?
  cat "$RESULTS/prerequisites.log"
  return "$status"
}
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
STEP_BEGUN=$prerequisites_begun STEP_ENDED_FILE="$RESULTS/prerequisites.ended" step prerequisites prerequisites_done
# The builds below (the end-to-end suite's, a test's release build) need not check the same types again.
export BUILD_TYPES_CHECKED=1
step unit npm run --silent test:unit
step "edge configuration (varnishtest)" bash scripts/edge-vcl-test.sh
# The smoke (this machine's Node serving the same build: the runtime of `npm run demo`) runs beside
# the suite's readers, on a portal of its own (playwright.config.ts, SMOKE_NODE).
SMOKE_NODE="$(command -v node)"
export SMOKE_NODE
step "end-to-end (Node 24; smoke on $(node -v))" npm run --silent test:node24
node -e 'const t = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(`[test] ${t.tests} end-to-end tests run`)' "$RESULTS/e2e-timing.json"
echo "[test] all green in $(( ($(date +%s) - started) / 60 )) min $(( ($(date +%s) - started) % 60 )) s"
