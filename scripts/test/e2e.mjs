// npm run test:e2e: a fresh production build in its own folder, an empty data folder, then
// Playwright against `npm start` on that build: in Debian's Chromium, and firefox.spec.ts in
// Debian's Firefox ESR (which the spec drives itself through puppeteer-core). With TEST_DATABASE_URL
// set (as in .ci/run), the journeys whose store paths differ by engine run once more with the
// server on PostgreSQL, in a schema of their own that is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { NEXT_BUILD_ARGS } from '../lib/build-when-missing.mjs';

const env = { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test' };
const run = (label, command, args, extraEnv = {}) => {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  console.log(`▶ ${label}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return result.status ?? 1;
};
const step = (label, command, args) => {
  const status = run(label, command, args);
  if (status !== 0) process.exit(status);
};
const playwright = path.join('node_modules', '.bin', 'playwright');

/**
 * The journeys run again on PostgreSQL: those tagged POSTGRES (tests/e2e/support/test.ts),
 * whose path through the store differs by engine: a booking stored (with and without
 * JavaScript) and one refused by the store, a quotation accepted, documents numbered, the
 * staff search. The other lead journeys' store paths run on PostgreSQL in Vitest (the route
 * and action tests are table-driven over both engines, tests/support/test-engines.ts).
 */
const POSTGRES_JOURNEYS = ['--grep', '@postgres'];

async function onPostgres(base) {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  // %20, not URLSearchParams' `+`: libpq (psql, which the specs' store helpers use) reads a
  // `+` in a URI as itself.
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const url = `${base}${base.includes('?') ? '&' : '?'}${options}`;
  try {
    const dataDir = 'test-results/e2e-data-postgres';
    fs.rmSync(dataDir, { recursive: true, force: true });
    return run(
      'Browser journeys again on PostgreSQL',
      playwright,
      ['test', '--project=chromium', ...POSTGRES_JOURNEYS],
      {
        E2E_DATABASE_URL: url,
        E2E_DATA_DIR: dataDir,
        E2E_PORT: String(Number(process.env.E2E_PORT ?? 3210) + 1),
        E2E_REPORT: 'test-results/e2e-postgres.json',
      },
    );
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

step('Browsers (Chromium, Firefox)', process.execPath, ['scripts/test/ensure-browsers.mjs']);
step(
  'Production build for the browser tests',
  path.join('node_modules', '.bin', 'next'),
  NEXT_BUILD_ARGS,
);
fs.rmSync(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
const selected = process.argv.slice(2);
step(
  'Browser tests (Playwright: Chromium, and Firefox through puppeteer-core; SQLite)',
  playwright,
  ['test', ...selected],
);
// A run of chosen specs (npm run test:e2e -- some.spec.ts) stays on SQLite.
if (process.env.TEST_DATABASE_URL && selected.length === 0) {
  const status = await onPostgres(process.env.TEST_DATABASE_URL);
  if (status !== 0) process.exit(status);
} else if (selected.length === 0) {
  console.log('\nThe PostgreSQL browser journeys are skipped: TEST_DATABASE_URL is not set.');
}
