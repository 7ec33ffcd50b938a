// npm run bench:phone [-- /route …]: how soon a phone on a slow link sees each page and can use
// it. Debian's Chromium (Playwright) with the throttling applied for real, not simulated: the
// CPU slowed 4× (Emulation.setCPUThrottlingRate) and the network held to 1.6 Mbps down,
// 750 kbps up and a 150 ms round trip (Network.emulateNetworkConditions), a 390 px wide phone,
// a cold cache (a fresh browser context) for every page load. For each route it prints the
// median of PHONE_RUNS loads (default 5) of:
//   FCP and LCP   the browser's own paint entries;
//   interactive   the moment React has attached to every control on the page's first screen
//                 (each visible button, input, select, textarea and summary carries React's
//                 `__reactProps$…` key), read by a probe the bench adds to the page; the app
//                 sets nothing for it.
// Beside the site it measures, in the same run and interleaved load by load (each run in a new
// random order), the floor: an empty Next.js page of the same version with one client button
// (scripts/lib/floor-app.mjs), loaded once for every PHONE_FLOOR_EVERY (4) other loads of a run
// so that its median, which every goal hangs on, rests on more loads than a route's. Each route
// is judged against the floor (issue 27): LCP within 0.3 s of the floor's, interactive within
// 15 % of the floor's. Then the HTML throughput of
// /booking (autocannon, 10 connections, a browser's headers, brotli accepted) of the front
// server (`npm start`) against plain `next start` of the same build: the goal is at least 90 %.
// PHONE_ROUTES=all measures every public route (src/content/routes.ts, /track and /q/{token} on a
// quotation the bench makes; each site also gets seeded reviews, seedSites); the default
// is a sample of each kind of page. PHONE_THROUGHPUT_SECONDS (10) and PHONE_THROUGHPUT_ROUNDS
// (2, alternating the servers) size the throughput part; PHONE_THROUGHPUT=0 skips it.
// PHONE_COMPARE_BUILD=<dist dir> measures a second build beside this one (see VARIANTS);
// PHONE_COMPARE_CHECKOUT=<dir> another checkout (an older commit, say), served by its own
// `npm start` from its own build (PHONE_COMPARE_CHECKOUT_BUILD, default .next-bench). With two,
// each route's shift is printed with a 90 % bootstrap interval from the run's own loads: the
// same build measured against itself moved by up to ±300 ms at 7 loads (docs/benchmarks.md).
// PHONE_VIA says how the browser reaches the servers: `direct` (default), Node's HTTP/1.1 as
// `npm start` serves; `caddy`, the documented deployment: deploy/Caddyfile unchanged in front of
// the site and, a Caddy of its own, in front of the floor, HTTP/2 over TLS from Caddy's local CA
// (the browser told to accept it); `both`, the two interleaved in one run, each route judged
// against the floor reached the same way.
// PHONE_JOB_SHEET=1 adds a signed-in page: a crew member's job sheet (/admin/moves/{id}) of a
// move of today, seeded into the first site's store with a session (job-sheet-seed.ts), loaded
// with that session's cookie; PHONE_JOB_SHEET=only measures it alone beside the floor.
// A benchmark, not a test: the exit code is non-zero only when the benchmark itself breaks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { BENCH_ADMIN_PASSWORD } from '../lib/bench-seed.mjs';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { startFloor } from '../lib/floor-app.mjs';
import { startCaddy } from '../lib/caddy-front.mjs';
import { childServers } from '../lib/child-servers.mjs';
import { seedJobSheet, seedSites, warmImages } from '../lib/phone-seed.mjs';
import { loadOnPhone } from '../lib/phone-load.mjs';
import { printReport } from '../lib/phone-report.mjs';
import { runInterleaved } from '../lib/phone-runs.mjs';
import { measureThroughput } from '../lib/phone-throughput.mjs';
import { answers, waitUntilAnswers } from '../lib/wait-until-answers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3414);
const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 5));
const THROUGHPUT_SECONDS = Number(process.env.PHONE_THROUGHPUT_SECONDS ?? 10);
const THROUGHPUT_ROUNDS = Math.max(1, Number(process.env.PHONE_THROUGHPUT_ROUNDS ?? 2));
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phone-'));
const GOALS = { lcpOverFloorMs: 300, interactiveOverFloor: 0.15, throughputOfNextStart: 0.9 };
const VIA = process.env.PHONE_VIA ?? 'direct';
if (!['direct', 'caddy', 'both'].includes(VIA)) {
  console.error(`PHONE_VIA=${VIA}: expected direct, caddy or both.`);
  process.exit(1);
}
const MODES = VIA === 'both' ? ['direct', 'caddy'] : [VIA];
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

const DEFAULT_ROUTES = [
  '/',
  '/booking',
  '/contact',
  '/estimate',
  '/quote',
  '/track',
  '/packers-and-movers/mumbai',
  '/services/packingandmoving',
];
const { publicRoutes } = await tsImport('../../src/content/routes.ts', import.meta.url);
// The customer's quotation page needs a quotation: each site gets its own (seedSites).
const QUOTATION_ROUTE = '/q/{token}';
const JOB_SHEET = process.env.PHONE_JOB_SHEET;
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : JOB_SHEET === 'only'
    ? []
    : process.env.PHONE_ROUTES === 'all'
      ? [...publicRoutes, '/track', QUOTATION_ROUTE]
      : DEFAULT_ROUTES;

const siteEnv = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
};
buildWhenMissing({ distDir, env: siteEnv, force: Boolean(process.env.BENCH_REBUILD) });

const { children, start, stopAll } = childServers(CADDY);
process.on('exit', () => {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
// Caddy runs in its own process group: a stopped bench must still stop it (the exit handler).
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * The site as `npm start` serves it; PHONE_COMPARE_BUILD=<dist dir> adds a second `npm start` of
 * another build (an app change built with NEXT_DIST_DIR=<dist dir> next build), measured side by
 * side in the same run.
 */
const VARIANTS = [{ name: 'npm start', env: {} }];
if (process.env.PHONE_COMPARE_BUILD)
  VARIANTS.push({
    name: process.env.PHONE_COMPARE_BUILD,
    env: { NEXT_DIST_DIR: process.env.PHONE_COMPARE_BUILD },
  });
// Its own server code and migrations with its own build: an older commit's build served by
// today's scripts would not be that commit as it ran.
if (process.env.PHONE_COMPARE_CHECKOUT)
  VARIANTS.push({
    name: path.basename(path.resolve(process.env.PHONE_COMPARE_CHECKOUT)),
    cwd: path.resolve(process.env.PHONE_COMPARE_CHECKOUT),
    env: { NEXT_DIST_DIR: process.env.PHONE_COMPARE_CHECKOUT_BUILD ?? '.next-bench' },
  });
const ports = { plain: PORT, floor: PORT + 1 };
VARIANTS.forEach((variant, i) => (ports[variant.name] = PORT + 2 + i));
for (const port of Object.values(ports)) {
  // Measuring someone else's server by accident would print convincing, wrong figures.
  if (await answers(`http://127.0.0.1:${port}/`)) {
    console.error(
      `Port ${port} already answers HTTP: set BENCH_PORT (it uses it and the next ${Object.keys(ports).length - 1}).`,
    );
    process.exit(1);
  }
}
const origin = (port) => `http://127.0.0.1:${port}`;
const sites = VARIANTS.map((variant) => ({ ...variant, origin: origin(ports[variant.name]) }));
const plain = { name: 'next start', origin: origin(ports.plain) };

// Behind Caddy each server gets an HTTPS port (and an HTTP one, which only redirects).
const caddyPort = (name, offset) => PORT + offset + Object.keys(ports).indexOf(name);
const viaCaddy = MODES.includes('caddy');
for (const site of sites) {
  // Each server its own SQLite file: two processes migrating one file would race.
  site.dataDir = fs.mkdtempSync(path.join(dataDir, 'site-'));
  start(
    site.name,
    process.execPath,
    ['scripts/server/start.mjs'],
    {
      ...siteEnv,
      ...site.env,
      DATA_DIR: site.dataDir,
      PORT: String(ports[site.name]),
      SITE_URL: site.origin,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // Behind Caddy as deployed (docs/operations.md), but SITE_URL stays the plain origin: an
      // https one would add upgrade-insecure-requests, which breaks the direct loads of PHONE_VIA=both
      // (HSTS and that directive are all it changes in the answers; neither alters what loads).
      ...(viaCaddy ? { TRUST_PROXY: '1' } : {}),
    },
    site.cwd,
  );
}
// Plain `next start` of the same build, for the throughput goal only: it cannot decide the
// client address, so it is never how the site is served.
start(
  'next start',
  path.resolve('node_modules/.bin/next'),
  ['start', '-p', String(ports.plain), '-H', '127.0.0.1'],
  {
    ...siteEnv,
    DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'plain-')),
    NODE_ENV: 'production',
    SITE_URL: plain.origin,
  },
);
const floorServer = startFloor({ port: ports.floor, force: Boolean(process.env.BENCH_REBUILD) });
children.push(floorServer.child);
const floor = { name: 'floor', origin: floorServer.origin };
await Promise.all([
  ...sites.map((site) => waitUntilAnswers(`${site.origin}/api/health`, 90)),
  waitUntilAnswers(`${plain.origin}/api/health`, 90),
  waitUntilAnswers(floor.origin, 90),
]);

await seedSites(sites, routes.includes(QUOTATION_ROUTE));

const caddied = new Map();
const caddyFront = (name, appPort) =>
  startCaddy({
    name,
    appPort,
    httpsPort: caddyPort(name, 10),
    httpPort: caddyPort(name, 20),
    scratchRoot: dataDir,
    caddyPath: CADDY,
    children,
  });
if (viaCaddy) {
  for (const site of sites) caddied.set(site.name, await caddyFront(site.name, ports[site.name]));
  caddied.set('floor', await caddyFront('floor', ports.floor));
}

// Caddy's local CA is not in the browser's store; the connection is TLS and HTTP/2 all the same.
const BROWSER_ARGS = viaCaddy ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
let browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });

const jobSheet = JOB_SHEET ? seedJobSheet(sites[0], siteEnv) : null;

// Each load is judged against the floor reached the same way (`floorKey`); the image cache is
// warmed on the server itself (`direct`).
const modeLabel = (mode) => (MODES.length > 1 ? ` [${mode}]` : '');
const baseOf = (mode, name, origin) => (mode === 'caddy' ? caddied.get(name) : origin);
const targets = MODES.flatMap((mode) => [
  {
    key: `${mode} floor`,
    floorKey: `${mode} floor`,
    label: `(floor${modeLabel(mode)})`,
    base: baseOf(mode, 'floor', floor.origin),
    direct: floor.origin,
    route: '/',
  },
  ...(jobSheet
    ? [
        {
          key: `${mode} job sheet`,
          floorKey: `${mode} floor`,
          label: `job sheet (crew, signed in)${modeLabel(mode)}`,
          base: baseOf(mode, sites[0].name, sites[0].origin),
          direct: sites[0].origin,
          route: jobSheet.route,
          cookies: jobSheet.cookies.map((c) => ({ ...c, url: baseOf(mode, sites[0].name, c.url) })),
        },
      ]
    : []),
  ...routes.flatMap((route) =>
    sites.map((site) => ({
      key: `${mode} ${site.name} ${route}`,
      floorKey: `${mode} floor`,
      site: site.name,
      pair: `${mode} ${route}`,
      routeLabel: route + modeLabel(mode),
      label: (sites.length > 1 ? `${route} (${site.name})` : route) + modeLabel(mode),
      base: baseOf(mode, site.name, site.origin),
      direct: site.origin,
      route: site.quotationRoute && route === QUOTATION_ROUTE ? site.quotationRoute : route,
    })),
  ),
]);
const loads = new Map(targets.map((target) => [target.key, []]));
const loadAtStart = os.loadavg()[0];
for (const target of targets) if (!target.cookies) await warmImages(target.direct, target.route);
const FLOOR_EVERY = Math.max(1, Number(process.env.PHONE_FLOOR_EVERY ?? 4));
const floorLoads = await runInterleaved({
  targets,
  loads,
  runs: RUNS,
  floorEvery: FLOOR_EVERY,
  measure: async (target) => {
    try {
      return await loadOnPhone(browser, target.base + target.route, target.cookies);
    } catch (error) {
      // A crashed browser would fail every load after it.
      if (!browser.isConnected())
        browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
      return { failed: String(error).split('\n')[0] };
    }
  },
});
await browser.close();

printReport({ targets, loads, goals: GOALS, sites, runCount: RUNS, floorLoads });
if (process.env.PHONE_THROUGHPUT !== '0')
  await measureThroughput({
    sites,
    plain,
    seconds: THROUGHPUT_SECONDS,
    rounds: THROUGHPUT_ROUNDS,
    goals: GOALS,
  });
console.log(
  `\nLoad average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores ` +
    `(a shared machine: read the site against the floor of the same run).`,
);
stopAll();
process.exit(0);
