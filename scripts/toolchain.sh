# shellcheck shell=bash
# Sourced by start.sh and test.sh. Makes sure this shell has Node >= 22.12 and pnpm 11.
# On an older machine (Node 20 and npm only) it fetches Node 24 and pnpm from the npm registry
# into the git-ignored .toolchain/ folder and puts that first on PATH. The system Node is never
# touched.
CLOROFIL_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLOROFIL_NODE_VERSION=24.21.0
CLOROFIL_PNPM_VERSION=11.28.11
export CLOROFIL_ROOT

_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}
_pnpm_ok() {
  command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = "11" ]
}

if [ -x "$CLOROFIL_ROOT/.toolchain/node_modules/.bin/node" ]; then
  export PATH="$CLOROFIL_ROOT/.toolchain/node_modules/.bin:$PATH"
fi
if ! _node_ok || ! _pnpm_ok; then
  echo "› fetching Node $CLOROFIL_NODE_VERSION and pnpm $CLOROFIL_PNPM_VERSION into .toolchain/ (system Node: $(node --version 2>/dev/null || echo none))"
  mkdir -p "$CLOROFIL_ROOT/.toolchain"
  npm install --prefix "$CLOROFIL_ROOT/.toolchain" --no-save --no-audit --no-fund --loglevel=error \
    "node@$CLOROFIL_NODE_VERSION" "pnpm@$CLOROFIL_PNPM_VERSION"
  export PATH="$CLOROFIL_ROOT/.toolchain/node_modules/.bin:$PATH"
  hash -r
fi
_node_ok || { echo "✗ could not get Node >= 22.12" >&2; exit 1; }
_pnpm_ok || { echo "✗ could not get pnpm 11" >&2; exit 1; }
echo "› node $(node --version), pnpm $(pnpm --version)"

clorofil_install() {
  (cd "$CLOROFIL_ROOT" && CI=${CI:-} pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -Ev '^Progress:' | tail -5)
}
