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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import {
  BENCH_ADMIN_PASSWORD,
  ownerCookie,
  seedQuotation,
  seedReviews,
} from '../lib/bench-seed.mjs';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { startFloor as startFloorApp } from '../lib/floor-app.mjs';
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

const { publicRoutes } = await tsImport('../../src/content/routes.ts', import.meta.url);
const { estimateCarriedRoutes } = await tsImport(
  '../../src/features/estimate/estimate-query.ts',
  import.meta.url,
);
// The customer's quotation page needs a quotation: made once the server answers (seedQuotation).
const QUOTATION_ROUTE = '/q/{token}';
// A page an estimate is carried to (/booking/at-estimate) is measured as a visitor reaches it:
// the public path with an estimate's query, which the proxy rewrites to it.
const CARRIED_ESTIMATE_QUERY = '?size=2bhk&from=mumbai&to=pune';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : withPagesOnDisk([...publicRoutes, QUOTATION_ROUTE]);

/**
 * routes.ts is the list; a public page.tsx under src/app that it forgets is measured anyway
 * (static paths) or named (dynamic ones, which need their parameters in routes.ts).
 */
function withPagesOnDisk(listed) {
  const found = [];
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (segments.length === 0 && ['api', '(admin)'].includes(entry.name)) continue;
        if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
        const group = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        found.push(segments);
      }
    }
  };
  walk(path.resolve('src/app'), []);
  const all = [...listed];
  // /home re-exports / (same page, canonical link to /): measuring it twice tells nothing.
  // /hi/page-not-found and /or/page-not-found are what src/proxy.ts shows, with status 404, for
  // an address under /hi or /or that names no page; Lighthouse will not audit a 404.
  const notMeasured = ['/home', '/hi/page-not-found', '/or/page-not-found'];
  for (const segments of found) {
    if (notMeasured.includes('/' + segments.join('/'))) continue;
    const carriedFrom = Object.keys(estimateCarriedRoutes).find(
      (from) => estimateCarriedRoutes[from] === '/' + segments.join('/'),
    );
    if (carriedFrom) {
      all.push(carriedFrom + CARRIED_ESTIMATE_QUERY);
      continue;
    }
    const dynamic = segments.some((segment) => segment.startsWith('['));
    if (segments[0] === 'q' && all.includes(QUOTATION_ROUTE)) continue;
    const pattern = new RegExp(
      '^/' + segments.map((seg) => (seg.startsWith('[') ? '[^/]+' : seg)).join('/') + '$',
    );
    if (all.some((route) => pattern.test(route))) continue;
    if (dynamic) {
      console.warn(`Not in src/content/routes.ts, so not measured: /${segments.join('/')}`);
    } else {
      const route = '/' + segments.join('/');
      console.warn(`Measuring ${route} too: its page exists but src/content/routes.ts lacks it.`);
      all.push(route);
    }
  }
  return all;
}

buildWhenMissing({ distDir, env, force: Boolean(process.env.BENCH_REBUILD) });

const children = [];
const removeTemporaryFolders = () => {
  for (const dir of [dataDir, profileDir]) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A folder left in the system's temporary directory is not worth a failed run.
    }
  }
};
const killChildren = () => {
  for (const child of children) {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
};
/** Stops the server and Chromium, waits until they have gone, then removes their folders. */
async function shutDown() {
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve)));
  killChildren();
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 5000))]);
  removeTemporaryFolders();
}
process.on('exit', () => {
  killChildren();
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
const server = spawn(process.execPath, ['scripts/server/start.mjs'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);
server.on('exit', (code) => {
  console.error(`The server stopped (exit code ${code}).`);
  process.exit(1);
});

/** The floor (scripts/lib/floor-app.mjs), built once; BENCH_REBUILD rebuilds it with the site. */
function startFloor() {
  const floor = startFloorApp({ port: FLOOR_PORT, force: Boolean(process.env.BENCH_REBUILD) });
  children.push(floor.child);
  return floor.origin;
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves to that port. */
function launchChromium() {
  const chromium = spawn(chromiumPath(), [
    '--headless=new',
    ...CHROMIUM_ARGS,
    '--no-default-browser-check',
    `--user-data-dir=${profileDir}`,
    '--remote-debugging-port=0',
    'about:blank',
  ]);
  children.push(chromium);
  return new Promise((resolve, reject) => {
    let log = '';
    chromium.stderr.on('data', (chunk) => {
      log += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log)?.[1];
      if (port) resolve(Number(port));
    });
    chromium.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before listening:\n${log}`)),
    );
  });
}

/** The image optimiser renders each size on first request; ask once so Lighthouse measures the cache. */
async function warm(route, base) {
  // A page the seeded reviews made stale is rendered again by the request after it is asked.
  await fetch(base + route).then((r) => r.arrayBuffer());
  const response = await fetch(base + route);
  const html = await response.text();
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((match) =>
      match[0].replaceAll('&amp;', '&'),
    ),
  );
  await Promise.all([...images].map((url) => fetch(base + url).then((r) => r.arrayBuffer())));
  return response.status;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    js: scripts?.transferSize ?? 0,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.nodeLabel ?? '',
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(route, port, { base = origin, name = route } = {}) {
  const status = await warm(route, base);
  if (status !== 200) return { route: name, failed: `HTTP ${status}` };
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Lighthouse itself now and then loses a page load (NO_NAVSTART: the trace missed the
    // navigation); a second try tells that apart from a page that cannot be measured.
    let lhr;
    let result;
    for (let attempt = 1; attempt <= 2; attempt++) {
      result = await lighthouse(base + route, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) break;
      if (attempt === 1)
        process.stdout.write(`(${lhr?.runtimeError?.code ?? 'no report'}, again) `);
    }
    if (!lhr || lhr.runtimeError)
      return { route: name, failed: lhr?.runtimeError?.code ?? 'no report' };
    runs.push({ summary: summarise(lhr), report: result.report, trace: result.artifacts?.Trace });
  }
  // Each figure is the median of its own runs; the report kept is the run of median performance.
  runs.sort((a, b) => a.summary.perf - b.summary.perf);
  const middle = runs[Math.floor(runs.length / 2)];
  const file = path.join(
    reportDir,
    `${name === route ? route.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home' : 'floor'}.json`,
  );
  fs.writeFileSync(file, middle.report);
  // LIGHTHOUSE_TRACE=1 keeps the observed (unthrottled) trace the simulation started from.
  if (process.env.LIGHTHOUSE_TRACE && middle.trace)
    fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(middle.trace));
  const row = { route: name, ...middle.summary };
  for (const key of ['perf', 'a11y', 'bp', 'seo', 'lcp', 'cls', 'tbt', 'js']) {
    row[key] = median(runs.map((run) => run.summary[key]));
  }
  return row;
}

/** Issue 15's goals for every public route; a route that misses one is named with it. */
const GOALS = [
  { label: 'perf', miss: (row) => row.perf < 100, show: (row) => `perf ${row.perf} < 100` },
  {
    label: 'LCP',
    miss: (row) => row.lcp > 1200,
    show: (row) => `LCP ${(row.lcp / 1000).toFixed(2)} s > 1.2 s (${row.lcpElement.slice(0, 40)})`,
  },
  {
    label: 'TBT',
    miss: (row) => row.tbt > 100,
    show: (row) => `TBT ${Math.round(row.tbt)} ms > 100 ms`,
  },
  {
    label: 'CLS',
    miss: (row) => row.cls > 0.02,
    show: (row) => `CLS ${row.cls.toFixed(3)} > 0.02`,
  },
  {
    label: 'JS',
    miss: (row) => row.js > 145 * 1024,
    show: (row) => `JS ${(row.js / 1024).toFixed(1)} KiB > 145 KiB`,
  },
];

/**
 * Issue 50's Lighthouse goals: performance within 3 of the floor's in the same run (an absolute
 * score moves with the machine: the empty page scored 90–100 from day to day), JS ≤ 145 KiB.
 */
const goals50 = (floor) => [
  ...(floor && !floor.failed
    ? [
        {
          miss: (row) => row.perf < floor.perf - 3,
          show: (row) => `perf ${row.perf} < floor ${floor.perf} − 3`,
        },
      ]
    : []),
  {
    miss: (row) => row.js > 145 * 1024,
    show: (row) => `JS ${(row.js / 1024).toFixed(1)} KiB > 145 KiB`,
  },
];

/** What `row` misses of `goals`, as the summary names it. */
const shortfalls = (goals, row) =>
  goals.filter((goal) => goal.miss(row)).map((goal) => goal.show(row));

const pad = (value, width, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width);
function printTable(rows, floor) {
  const header = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'CLS',
    'TBT ms',
    'JS KiB',
    'goals',
  ];
  const widths = [36, 5, 5, 4, 4, 6, 6, 7, 7, 0];
  const line = (cells) =>
    cells.map((cell, i) => pad(cell, widths[i], i === 0 || i === 9)).join(' ');
  console.log('\n' + line(header));
  console.log('-'.repeat(110));
  const print = (row) => {
    if (row.failed) {
      console.log(line([row.route, 'failed:', row.failed, '', '', '', '', '', '', '']));
      return;
    }
    const misses = GOALS.filter((goal) => goal.miss(row)).map((goal) => goal.label);
    console.log(
      line([
        row.route,
        row.perf,
        row.a11y,
        row.bp,
        row.seo,
        (row.lcp / 1000).toFixed(2),
        row.cls.toFixed(3),
        Math.round(row.tbt),
        (row.js / 1024).toFixed(1),
        misses.length ? `miss: ${misses.join(', ')}` : 'ok',
      ]),
    );
  };
  rows.forEach(print);
  const ok = rows.filter((row) => !row.failed);
  console.log('-'.repeat(110));
  if (floor) {
    print(floor);
    console.log('-'.repeat(110));
  }
  if (ok.length) {
    const min = (key) => Math.min(...ok.map((row) => row[key]));
    const max = (key) => Math.max(...ok.map((row) => row[key]));
    console.log(
      `${ok.length} measured (median of ${RUNS} run${RUNS === 1 ? '' : 's'} each), ${rows.length - ok.length} failed. ` +
        `Lowest scores: performance ${min('perf')}, accessibility ${min('a11y')}, best practices ${min('bp')}, SEO ${min('seo')}; ` +
        `highest LCP ${(max('lcp') / 1000).toFixed(2)} s, CLS ${max('cls').toFixed(3)}, TBT ${Math.round(max('tbt'))} ms, ` +
        `JS ${(max('js') / 1024).toFixed(1)} KiB.`,
    );
  }
  const missing = ok.filter((row) => GOALS.some((goal) => goal.miss(row)));
  console.log(
    missing.length
      ? `Goals (perf 100, LCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 145 KiB) missed by ${missing.length} of ${ok.length} routes:`
      : `Every measured route meets the goals (perf 100, LCP ≤ 1.2 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ 145 KiB).`,
  );
  for (const row of missing) console.log(`  ${row.route}: ${shortfalls(GOALS, row).join('; ')}`);
  const goals = goals50(floor);
  const missing50 = ok.filter((row) => goals.some((goal) => goal.miss(row)));
  console.log(
    `Issue 50's goals (perf ≥ floor ${floor && !floor.failed ? floor.perf : '(not measured)'} − 3, JS ≤ 145 KiB; ` +
      `the floor's JS ${floor && !floor.failed ? (floor.js / 1024).toFixed(1) : '?'} KiB): ` +
      `${ok.length - missing50.length} of ${ok.length} routes meet them` +
      (missing50.length ? '; missed by:' : '.'),
  );
  for (const row of missing50) console.log(`  ${row.route}: ${shortfalls(goals, row).join('; ')}`);
  if (floor && !floor.failed) {
    const floorMisses = GOALS.filter((goal) => goal.miss(floor));
    console.log(
      floorMisses.length
        ? `The floor (an empty Next.js page) misses ${floorMisses.map((goal) => goal.show(floor)).join('; ')} on this machine: those goals cannot be judged here.`
        : 'The floor (an empty Next.js page) meets every goal on this machine.',
    );
  }
  const failed = rows.filter((row) => row.failed);
  if (failed.length) console.log(`Not measured: ${failed.map((row) => row.route).join(', ')}`);
  console.log(
    `Load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
  );
  console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/`);
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
const port = await launchChromium();
const FLOOR_NAME = '(floor: empty Next.js page)';
const floorRows = [];
/** One Lighthouse run of the floor, kept in floorRows when it succeeds. */
async function measureFloor() {
  process.stdout.write('Lighthouse the floor … ');
  const row = await measure('/', port, { base: floorOrigin, name: FLOOR_NAME }).catch((error) => ({
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
    const row = await measure(route, port);
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
    ? { ...floorRows[0], route: `${FLOOR_NAME}, median of ${floorRows.length}` }
    : { route: FLOOR_NAME, failed: 'every run failed' };
  for (const key of ['perf', 'a11y', 'bp', 'seo', 'lcp', 'cls', 'tbt', 'js']) {
    if (floorRows.length) floor[key] = median(floorRows.map((row) => row[key]));
  }
  if (floorRows.length)
    console.log(
      `The floor's performance over the run: ${floorRows.map((row) => row.perf).join(', ')}`,
    );
}
printTable(rows, floor);
await shutDown();
process.exit(0);
