#!/usr/bin/env bash
# One command on a fresh machine: toolchain, dependencies, build, then the whole product in demo
# mode (CLOROFIL_DEMO=1, set and announced by scripts/dev.mjs: web app, API, identity provider with
# the one-time-code outbox, embedded data and demo members). Ctrl+C stops everything. This is for
# trying the product on one machine; a deployment is described in docs/DEPLOYING.md.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$CLOROFIL_ROOT"
clorofil_install
echo "› building the web app and its packages"
pnpm exec turbo run build --filter=@clorofil/web... --output-logs=errors-only
exec node scripts/dev.mjs --production "$@"
