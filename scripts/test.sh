#!/usr/bin/env bash
# One command on a fresh machine: toolchain, dependencies, browsers and PostgreSQL for the tests,
# then every check: formatting, sherif, knip, lint, typecheck, unit/component/API tests, story tests in Chromium, builds,
# end-to-end tests. Ends with the line "N passed, N failed".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh" || exit 1
cd "$CLOROFIL_ROOT"

need_apt=()
# The browser tests drive Chromium's headless shell (tooling/vitest-config/chromium.js): the same
# engine as Chromium without the desktop browser's UI layer, so the same pages cost less CPU.
[ -x "${CHROMIUM_PATH:-/nonexistent}" ] || command -v chromium-headless-shell >/dev/null 2>&1 || need_apt+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/initdb ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "› installing from Debian: ${need_apt[*]}"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}") >/tmp/clorofil-apt.log 2>&1 ||
      { echo "✗ apt-get install ${need_apt[*]} failed (see /tmp/clorofil-apt.log)"; exit 1; }
  else
    echo "✗ please install: ${need_apt[*]} (Debian packages), or set CHROMIUM_PATH to a Chromium"; exit 1
  fi
fi
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium-headless-shell)}"

clorofil_install || exit 1
# Node's on-disk compile cache: the run starts a few hundred Node processes (Vitest workers, tsup,
# Vite, the servers) that load the same modules (Vitest, Vite, React, Chakra, jsdom); each after the
# first reads V8's compiled code instead of compiling it again. turbo.json passes it to every task.
export NODE_COMPILE_CACHE="$CLOROFIL_ROOT/node_modules/.cache/node-compile-cache"
rm -rf ./*/*/test-results ./e2e/test-results ./faults/test-results ./test-results
status=0
# Each stage's wall time, printed at the end (the CI log is often read from its end).
stage_times=()
stage() {
  local name=$1 started
  shift
  started=$(date +%s)
  "$@"
  local rc=$?
  stage_times+=("$name $(($(date +%s) - started)) s")
  return $rc
}
# Repository-wide checks first: seconds each, and their findings are the cheapest to read. The
# three only read the tree and each keeps one core busy, so they run side by side (knip the
# longest), each one's output printed whole and in this order once all three are done.
repository_checks() {
  local out rc=0 name pids=()
  out=$(mktemp -d)
  node scripts/check-step.mjs format pnpm format:check >"$out/format" 2>&1 &
  pids+=($!)
  node scripts/check-step.mjs sherif pnpm sherif >"$out/sherif" 2>&1 &
  pids+=($!)
  node scripts/check-step.mjs knip pnpm knip >"$out/knip" 2>&1 &
  pids+=($!)
  for name in format sherif knip; do
    wait "${pids[0]}" || rc=1
    pids=("${pids[@]:1}")
    cat "$out/$name"
  done
  rm -rf "$out"
  return $rc
}
# README's "add a feature": pnpm create-feature in a throw-away copy passes lint, typecheck, tests
# and story tests with no edits (two installs linked from the store, one story run). It works only
# in its copy and, run alone, leaves a core partly idle (the installs, git), so it runs beside the
# repository checks, the dev smoke and the start of the turbo stage, which fill that core; its
# output is printed whole once the turbo stage is done.
create_feature_log=$(mktemp)
create_feature_started=$(date +%s)
(
  node scripts/create-feature-check.mjs >"$create_feature_log" 2>&1
  rc=$?
  date +%s >"$create_feature_log.end"
  exit $rc
) &
create_feature_pid=$!
stage checks repository_checks || status=1
# README's everyday command right after install, before any build writes dist/ (CI runs on a clean
# clone): pnpm dev on spare ports, ready within 60 s, one sign-in, clean stop.
stage dev-smoke node scripts/dev-smoke.mjs || status=1
# A task whose process a signal killed (a V8 abort under PGlite's WebAssembly, scripts/retry-crashed.mjs)
# runs again, up to three times while a signal keeps killing it; a failed test or check never does.
stage turbo pnpm exec turbo run lint typecheck typecheck:packages test build test:stories --concurrency=2 --continue --output-logs=errors-only --log-order=grouped --summarize ||
  stage turbo-retry node scripts/retry-crashed.mjs || status=1
wait "$create_feature_pid" || status=1
stage_times+=("create-feature $(($(cat "$create_feature_log.end") - create_feature_started)) s (beside the stages up to turbo)")
cat "$create_feature_log"
rm -f "$create_feature_log" "$create_feature_log.end"
# The fault suite: both servers as processes on a throw-away PostgreSQL, with the database, an API
# process, the identity provider and the SMS gateway failing under them (faults/README.md).
stage faults pnpm --filter @clorofil/faults test:faults || status=1
if [ -d e2e/src ]; then
  stage e2e pnpm --filter @clorofil/e2e test:e2e || status=1
fi
# SECURITY 25: known advisories in production dependencies, with dated exceptions (audit-exceptions.json).
stage audit node scripts/audit.mjs || status=1
node scripts/turbo-times.mjs
echo "stage times: $(IFS=,; echo "${stage_times[*]}" | sed 's/,/, /g')"
node scripts/summarize.mjs --expect-reports || status=1
exit $status
