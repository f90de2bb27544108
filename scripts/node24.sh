# Sourced: puts Node 24 LTS (production's runtime) first on PATH, from npm's `node@24` package (the
# binary ships inside it, so nothing is downloaded from elsewhere) installed once into .node24/.
use_node24() {
  local root n24
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  n24="$root/.node24"
  if [ ! -x "$n24/node_modules/node/bin/node" ]; then
    npm install --prefix "$n24" --no-save --no-audit --no-fund node@24 >/dev/null
  fi
  export PATH="$n24/node_modules/node/bin:$PATH"
  echo "[node24] $(node -v)"
}
