// npm run test:e2e: a fresh production build in its own folder, an empty data folder, then
// Playwright against `npm start` on that build: in Debian's Chromium, and firefox.spec.ts in
// Debian's Firefox ESR (which the spec drives itself through puppeteer-core).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const env = { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test' };
const step = (label, command, args) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('Browsers (Chromium, Firefox)', process.execPath, ['scripts/test/ensure-browsers.mjs']);
step('Production build for the browser tests', path.join('node_modules', '.bin', 'next'), [
  'build',
]);
fs.rmSync(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
step(
  'Browser tests (Playwright: Chromium, and Firefox through puppeteer-core)',
  path.join('node_modules', '.bin', 'playwright'),
  ['test', ...process.argv.slice(2)],
);
