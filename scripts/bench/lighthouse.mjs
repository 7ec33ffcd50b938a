// npm run bench:lighthouse [-- /route …]: Lighthouse 12 (default mobile emulation, simulated
// 4G and 4× CPU slowdown) in Debian's Chromium against the production build, for every route in
// src/content/routes.ts (or the routes given). Prints the four category scores, LCP, CLS, TBT and
// the JavaScript transferred per route; full reports go to bench-results/lighthouse/. A route that
// does not answer 200 or that Lighthouse cannot measure is printed as failed and the run goes on;
// the exit code is non-zero only when the benchmark itself crashes, never for a low score.
// LIGHTHOUSE_RUNS=3 measures each route three times; every figure is the median of its runs.
// Each route is printed against issue 15's goals and the misses are named at the end (then
// those of issue 50's Lighthouse goals: perf ≥ the floor's score in the same run − 3, JS ≤
// 145 KiB as Lighthouse counts it, the scripts' transfer size), with the load average (other
// work on the machine slows the observed trace that Lighthouse scales 4×).
// The same runs measure the floor too: an empty Next.js page of the same version with one client
// button (scripts/lib/floor-app.mjs), served by `next start` beside the site, measured before
// the first route and after every 10 (LIGHTHOUSE_FLOOR_EVERY), its figures the medians of those
// runs (LIGHTHOUSE_FLOOR=0 skips it). Lighthouse scales this machine's CPU, so a goal that the
// empty page misses here cannot be judged here; the summary says which.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_ADMIN_PASSWORD,
  ownerCookie,
  seedQuotation,
  seedReviews,
} from '../lib/bench-seed.mjs';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { childServers } from '../lib/child-servers.mjs';
import { startFloor as startFloorApp } from '../lib/floor-app.mjs';
import { launchChromium, measurePage, withMedians } from '../lib/lighthouse-measure.mjs';
import { printTable } from '../lib/lighthouse-report.mjs';
import { QUOTATION_ROUTE, routesToMeasure } from '../lib/lighthouse-routes.mjs';
import { waitUntilAnswers } from '../lib/wait-until-answers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3410);
// Not PORT + 1: bench:inp listens there by default.
const FLOOR_PORT = PORT + 2;
const MEASURE_FLOOR = process.env.LIGHTHOUSE_FLOOR !== '0';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const origin = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const reportDir = path.resolve('bench-results/lighthouse');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-chromium-'));
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  SITE_URL: origin,
  // Known here, so the bench can sign in and make the quotation /q/{token} shows.
  ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
};

const routes = process.argv.slice(2).length ? process.argv.slice(2) : await routesToMeasure();

buildWhenMissing({ distDir, env, force: Boolean(process.env.BENCH_REBUILD) });

const { children, start, stopAll } = childServers();
const removeTemporaryFolders = () => {
  for (const dir of [dataDir, profileDir]) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A folder left in the system's temporary directory is not worth a failed run.
    }
  }
};
/** Stops the server and Chromium, waits until they have gone, then removes their folders. */
async function shutDown() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  // Listened to after stopAll, which removes every 'exit' listener (the one that ends the run).
  stopAll();
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 5000))]);
  removeTemporaryFolders();
}
process.on('exit', () => {
  stopAll();
  removeTemporaryFolders();
});
process.on('SIGINT', () => process.exit(130));

// Measuring someone else's server by accident would print convincing, wrong figures.
if (
  await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
) {
  console.error(`Port ${PORT} already answers HTTP: set BENCH_PORT to a free port.`);
  process.exit(1);
}
start('The server', process.execPath, ['scripts/server/start.mjs'], env);

/** The floor (scripts/lib/floor-app.mjs), built once; BENCH_REBUILD rebuilds it with the site. */
function startFloor() {
  const floor = startFloorApp({ port: FLOOR_PORT, force: Boolean(process.env.BENCH_REBUILD) });
  children.push(floor.child);
  return floor.origin;
}

const loadAtStart = os.loadavg()[0];
fs.mkdirSync(reportDir, { recursive: true });
const floorOrigin = MEASURE_FLOOR ? startFloor() : null;
await waitUntilAnswers(`${origin}/api/health`);
if (floorOrigin) await waitUntilAnswers(floorOrigin);
const cookie = await ownerCookie(origin);
await seedReviews(origin, cookie);
if (routes.includes(QUOTATION_ROUTE))
  routes.splice(routes.indexOf(QUOTATION_ROUTE), 1, await seedQuotation(origin, cookie));
const port = await launchChromium(profileDir, children);
const measure = (route, options) =>
  measurePage(route, { port, runCount: RUNS, reportDir, base: origin, ...options });
const FLOOR_NAME = '(floor: empty Next.js page)';
const floorRows = [];
/** One Lighthouse run of the floor, kept in floorRows when it succeeds. */
async function measureFloor() {
  process.stdout.write('Lighthouse the floor … ');
  const row = await measure('/', { base: floorOrigin, name: FLOOR_NAME }).catch((error) => ({
    route: FLOOR_NAME,
    failed: String(error).split('\n')[0],
  }));
  console.log(row.failed ? `failed (${row.failed})` : `performance ${row.perf}`);
  if (!row.failed) floorRows.push(row);
}
// The floor is measured before the first route and after every FLOOR_EVERY routes, not once:
// other work on the machine comes and goes during a long run, and Lighthouse scales what it
// observes, so the floor each route is judged against is the median of the whole run's.
const FLOOR_EVERY = Math.max(1, Number(process.env.LIGHTHOUSE_FLOOR_EVERY ?? 10));
const rows = [];
for (const [index, route] of routes.entries()) {
  if (floorOrigin && index % FLOOR_EVERY === 0) await measureFloor();
  process.stdout.write(`Lighthouse ${route} … `);
  try {
    const row = await measure(route);
    rows.push(row);
    console.log(row.failed ? `failed (${row.failed})` : `performance ${row.perf}`);
  } catch (error) {
    // One page that breaks Lighthouse is a finding, not a reason to stop measuring the others.
    rows.push({
      route,
      failed: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
    console.log('failed');
  }
}
let floor = null;
if (floorOrigin) {
  await measureFloor();
  floor = floorRows.length
    ? withMedians(
        { ...floorRows[0], route: `${FLOOR_NAME}, median of ${floorRows.length}` },
        floorRows,
      )
    : { route: FLOOR_NAME, failed: 'every run failed' };
  if (floorRows.length)
    console.log(
      `The floor's performance over the run: ${floorRows.map((row) => row.perf).join(', ')}`,
    );
}
printTable(rows, floor, { runCount: RUNS, loadAtStart, reportDir });
await shutDown();
process.exit(0);
