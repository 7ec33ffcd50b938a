import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
/** Set by scripts/test/e2e.mjs for the journeys it runs again on PostgreSQL; unset → SQLite. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  outputDir: 'test-results/playwright',
  forbidOnly: true,
  retries: 0,
  // Long journeys (five pages scrolled step by step, a campaign followed across pages) take
  // 40-50 s on a busy two-core machine; a time-out says a test hung, not that the site is slow
  // (speed is the benchmarks' job, docs/benchmarks.md), so it leaves room for such a machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace by default: recording one (screencast frames, DOM snapshots at every action) for
    // every test, to keep only a failing test's, made the browser and GPU processes the busiest
    // on CI's two cores (25 tests: 51.9 s with it, 38.5 s without, docs/benchmarks.md#ci-time).
    // CI shows only the printed output; to debug a failure here, run with `--trace on`.
    trace: 'off',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /firefox\.spec\.ts$/ },
    // Debian's Firefox ESR, which the spec drives itself through puppeteer-core (WebDriver BiDi).
    { name: 'firefox', testMatch: /firefox\.spec\.ts$/ },
  ],
  webServer: {
    // The production build, on its own data folder and build folder (made by npm test).
    command: 'node scripts/server/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test',
      DATABASE_URL: E2E_DATABASE_URL ?? '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // Tests stand in for a proxy: each sends its own client address (tests/e2e/support/test.ts).
      TRUST_PROXY: '1',
    },
  },
});
