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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import {
  BENCH_ADMIN_PASSWORD,
  ownerCookie,
  seedQuotation,
  seedReviews,
} from '../lib/bench-seed.mjs';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { startFloor } from '../lib/floor-app.mjs';
import { median, medianDifference } from '../lib/median-difference.mjs';
import { answers, waitUntilAnswers } from '../lib/wait-until-answers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3414);
const RUNS = Math.max(1, Number(process.env.PHONE_RUNS ?? 5));
const THROUGHPUT_SECONDS = Number(process.env.PHONE_THROUGHPUT_SECONDS ?? 10);
const THROUGHPUT_ROUNDS = Math.max(1, Number(process.env.PHONE_THROUGHPUT_ROUNDS ?? 2));
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phone-'));

/** The profile of issue 27. */
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const GOALS = { lcpOverFloorMs: 300, interactiveOverFloor: 0.15, throughputOfNextStart: 0.9 };
const INTERACTIVE_TIMEOUT_MS = 30_000;
const VIA = process.env.PHONE_VIA ?? 'direct';
if (!['direct', 'caddy', 'both'].includes(VIA)) {
  console.error(`PHONE_VIA=${VIA}: expected direct, caddy or both.`);
  process.exit(1);
}
const MODES = VIA === 'both' ? ['direct', 'caddy'] : [VIA];
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
// What a visitor works, on the first screen (what they can reach before scrolling; the footer's
// newsletter box, say, is hydrated only when it comes near). Not hidden inputs: React writes
// those of a form's server action for the no-JavaScript post, outside the tree it attaches to.
const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, summary';

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

const children = [];
const stopAll = () => {
  for (const child of children) {
    child.removeAllListeners('exit');
    // Caddy runs in a process group of its own (detached), stopped as a group.
    if (child.spawnargs[0] === CADDY && child.exitCode === null)
      process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  }
};
process.on('exit', () => {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
// Caddy runs in its own process group: a stopped bench must still stop it (the exit handler).
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** Starts a server that must stay up for the whole run. */
function start(name, command, args, env, cwd) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  child.on('exit', (code) => {
    console.error(`${name} stopped (exit code ${code}).`);
    process.exit(1);
  });
  return child;
}

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
const caddyOrigin = (name) => `https://localhost:${caddyPort(name, 10)}`;
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

await seedSites();

/** Whether Caddy answers 200 over HTTPS (its local CA is not trusted here, so not checked). */
const answersTls = (url) =>
  new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

/** deploy/Caddyfile, unchanged, in front of the server on `appPort`: its HTTPS origin. */
async function startCaddy(name, appPort) {
  const scratch = fs.mkdtempSync(path.join(dataDir, 'caddy-'));
  const child = spawn(CADDY, ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      // Caddy's local CA and certificates stay in the run's folder, out of the trust store.
      HOME: scratch,
      XDG_DATA_HOME: path.join(scratch, 'data'),
      XDG_CONFIG_HOME: path.join(scratch, 'config'),
      SITE_ADDRESS: 'localhost',
      TLS_ISSUER: 'internal',
      APP_PORT: String(appPort),
      HTTPS_PORT: String(caddyPort(name, 10)),
      HTTP_PORT: String(caddyPort(name, 20)),
      CADDY_ADMIN: 'off',
    },
  });
  children.push(child);
  // Caddy logs every start and stop; shown only when it stops on its own.
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.on('exit', (code) => {
    console.error(`Caddy in front of ${name} stopped (exit code ${code}):\n${log}`);
    process.exit(1);
  });
  const origin = caddyOrigin(name);
  for (let i = 0; i < 120 && !(await answersTls(origin + '/')); i++)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return origin;
}
const caddied = new Map();
if (viaCaddy) {
  for (const site of sites) caddied.set(site.name, await startCaddy(site.name, ports[site.name]));
  caddied.set('floor', await startCaddy('floor', ports.floor));
}

/**
 * Runs in the page before its own scripts: records the largest paint as it is reported, and
 * polls until every control is React's. Polling, because React marks nothing when it attaches;
 * every 10 ms is a fraction of a per cent of a slowed CPU.
 */
function probe(CONTROLS) {
  const state = { lcp: 0, lcpElement: '', interactive: null, controls: 0 };
  window.__phoneBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = entry.startTime;
      state.lcpElement = entry.element
        ? entry.element.tagName.toLowerCase() + (entry.element.id ? `#${entry.element.id}` : '')
        : '(gone)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const isReacts = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const onFirstScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const timer = setInterval(() => {
    if (document.readyState === 'loading') return;
    const controls = [...document.querySelectorAll(CONTROLS)].filter(onFirstScreen);
    if (controls.length === 0 || !controls.every(isReacts)) return;
    state.interactive = performance.now();
    state.controls = controls.length;
    clearInterval(timer);
  }, 10);
}

/**
 * Each site's own database, filled through its API as bench:lighthouse fills it: customers'
 * reviews (the home, service, city and /reviews pages are measured as a visitor sees them once
 * reviews come in; an empty /reviews is a short page whose footer is on the first screen) and,
 * with `/q/{token}` among the routes, a booking and the owner's quotation for it.
 */
async function seedSites() {
  for (const site of sites) {
    const cookie = await ownerCookie(site.origin);
    await seedReviews(site.origin, cookie);
    if (routes.includes(QUOTATION_ROUTE))
      site.quotationRoute = await seedQuotation(site.origin, cookie);
  }
}

// Caddy's local CA is not in the browser's store; the connection is TLS and HTTP/2 all the same.
const BROWSER_ARGS = viaCaddy ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
let browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });

/**
 * PHONE_JOB_SHEET: a crew member's session and move in the first site's store (after it has
 * migrated it), so the job sheet loads signed in; its cookie goes with that load only.
 */
function seedJobSheet(site) {
  const seeded = spawnSync(
    process.execPath,
    ['scripts/server/run-ts.mjs', 'scripts/bench/job-sheet-seed.ts'],
    { env: { ...siteEnv, DATA_DIR: site.dataDir }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) {
    console.error(`The job sheet's seed failed:\n${seeded.stderr}`);
    process.exit(1);
  }
  const { cookie, token, route } = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
  return { route, cookies: [{ name: cookie, value: token, url: site.origin }] };
}
const jobSheet = JOB_SHEET ? seedJobSheet(sites[0]) : null;

/** One cold page load on the phone profile; figures in ms from the navigation's start. */
async function load(url, cookies = []) {
  const context = await browser.newContext(PHONE);
  if (cookies.length) await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(probe, CONTROLS);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (response?.status() !== 200) return { failed: `HTTP ${response?.status()}` };
    // A signed-in page whose session was refused ends on the sign-in page: not a measurement.
    if (cookies.length && new URL(page.url()).pathname !== new URL(url).pathname)
      return { failed: `redirected to ${new URL(page.url()).pathname}` };
    const attached = await page
      .waitForFunction(() => window.__phoneBench.interactive !== null, null, {
        timeout: INTERACTIVE_TIMEOUT_MS,
        polling: 100,
      })
      .then(
        () => true,
        () => false,
      );
    // A late image may still become the largest paint; nothing has touched the page yet.
    await page.waitForTimeout(1000);
    const figures = await page.evaluate((CONTROLS) => {
      const state = window.__phoneBench;
      const stray = [...document.querySelectorAll(CONTROLS)]
        .filter((el) => el.getBoundingClientRect().top < innerHeight)
        .filter((el) => !Object.keys(el).some((key) => key.startsWith('__reactProps$')))
        .slice(0, 3)
        .map((el) => el.outerHTML.slice(0, 80));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: state.lcp || null,
        lcpElement: state.lcpElement,
        interactive: state.interactive,
        controls: state.controls,
        protocol: performance.getEntriesByType('navigation')[0]?.nextHopProtocol ?? '?',
        stray,
      };
    }, CONTROLS);
    if (!attached) return { ...figures, failed: `not interactive: ${figures.stray.join(' | ')}` };
    return figures;
  } finally {
    await context.close();
  }
}

/** The image optimiser renders each size on first request: ask once so the loads measure its cache. */
async function warm(base, route) {
  const response = await fetch(base + route, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')),
  );
  await Promise.all([...images].map((url) => fetch(base + url).then((r) => r.arrayBuffer())));
}

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
for (const target of targets) if (!target.cookies) await warm(target.direct, target.route);
/** The targets in a new random order (Fisher–Yates). */
function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// Interleaved (each run goes through every route once and the floor once per FLOOR_EVERY of
// them) so that a busy minute on a shared machine weighs on the floor and the site alike; in a
// new order every run, so that no route or build always holds the same place (in a fixed order
// the first routes after the floor missed most often, docs/benchmarks.md, and a compared build
// always came second). With one floor load a run, the floor's median of 5 moved by 150 ms
// between runs of the same build and carried every route's verdict with it.
const FLOOR_EVERY = Math.max(1, Number(process.env.PHONE_FLOOR_EVERY ?? 4));
const isFloor = (target) => target.key === target.floorKey;
const floorLoads = Math.max(1, Math.ceil(targets.filter((t) => !isFloor(t)).length / FLOOR_EVERY));
const oneRun = targets.flatMap((target) =>
  isFloor(target) ? Array.from({ length: floorLoads }, () => target) : [target],
);
for (let run = 1; run <= RUNS; run++) {
  process.stdout.write(`run ${run}/${RUNS}:`);
  for (const target of shuffled(oneRun)) {
    let figures;
    try {
      figures = await load(target.base + target.route, target.cookies);
    } catch (error) {
      figures = { failed: String(error).split('\n')[0] };
      // A crashed browser would fail every load after it.
      if (!browser.isConnected())
        browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
    }
    loads.get(target.key).push(figures);
    process.stdout.write(figures.failed ? ' x' : ' .');
  }
  process.stdout.write('\n');
}
await browser.close();

const rows = targets.map((target) => {
  const runs = loads.get(target.key);
  const ok = runs.filter((figures) => !figures.failed);
  const lcpElements = [...new Set(ok.map((figures) => figures.lcpElement))];
  return {
    key: target.key,
    floorKey: target.floorKey,
    label: target.label,
    protocols: [...new Set(ok.map((figures) => figures.protocol))].join(' / '),
    fcp: median(ok.map((figures) => figures.fcp)),
    lcp: median(ok.map((figures) => figures.lcp)),
    interactive: median(ok.map((figures) => figures.interactive)),
    controls: ok[0]?.controls ?? 0,
    lcpElement: lcpElements.join(' / '),
    measured: ok.length,
    attempts: runs.length,
    failures: runs.filter((figures) => figures.failed).map((figures) => figures.failed),
  };
});
const floorOf = (row) => rows.find((candidate) => candidate.key === row.floorKey);
const ms = (value) => (value === null ? '—' : String(Math.round(value)));
const pad = (value, width, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width);
const cells = [44, 6, 6, 9, 9, 5, 0];
const line = (values) =>
  values.map((value, i) => pad(value, cells[i], i === 0 || i === cells.length - 1)).join(' ');

console.log(
  `\nPhone profile, throttling applied: CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down / 750 kbps up, ` +
    `${NETWORK.latency} ms RTT, ${PHONE.viewport.width} px; cold cache; median of ${RUNS} loads (ms), ` +
    `the floor's of ${RUNS * floorLoads}.`,
);
console.log(line(['route', 'FCP', 'LCP', 'interact.', 'controls', 'runs', 'goals']));
console.log('-'.repeat(100));
const misses = [];
for (const row of rows) {
  let verdict = '';
  const floorRow = floorOf(row);
  if (row !== floorRow) {
    const why = [];
    if (row.lcp === null || floorRow.lcp === null) why.push('LCP not measured');
    else if (row.lcp - floorRow.lcp > GOALS.lcpOverFloorMs)
      why.push(`LCP +${Math.round(row.lcp - floorRow.lcp)} ms`);
    if (row.interactive === null || floorRow.interactive === null)
      why.push('interactive not measured');
    else if (row.interactive > floorRow.interactive * (1 + GOALS.interactiveOverFloor))
      why.push(`interactive +${Math.round((row.interactive / floorRow.interactive - 1) * 100)} %`);
    verdict = why.length ? `miss: ${why.join(', ')}` : 'ok';
    if (why.length) misses.push(`${row.label}: ${why.join(', ')}`);
  }
  console.log(
    line([
      row.label,
      ms(row.fcp),
      ms(row.lcp),
      ms(row.interactive),
      row.controls,
      `${row.measured}/${row.attempts}`,
      verdict,
    ]),
  );
}
console.log('-'.repeat(100));
for (const floorRow of rows.filter(isFloor)) {
  console.log(
    `Goals against ${floorRow.label} of this run: LCP ≤ floor + ${GOALS.lcpOverFloorMs} ms ` +
      `(${ms(floorRow.lcp === null ? null : floorRow.lcp + GOALS.lcpOverFloorMs)} ms), interactive ≤ floor + ` +
      `${GOALS.interactiveOverFloor * 100} % (${ms(floorRow.interactive === null ? null : floorRow.interactive * (1 + GOALS.interactiveOverFloor))} ms).`,
  );
}
const judged = rows.filter((row) => row.key !== row.floorKey).length;
console.log(
  misses.length
    ? `Missed by ${misses.length} of ${judged} routes:\n  ${misses.join('\n  ')}`
    : `Every measured route meets both.`,
);
for (const floorRow of rows.filter(isFloor))
  console.log(
    `  protocol of ${floorRow.label} and its routes: ${[...new Set(rows.filter((row) => row.floorKey === floorRow.key).map((row) => row.protocols))].join(' / ')}`,
  );
for (const row of rows) {
  if (row.lcpElement) console.log(`  largest paint of ${row.label}: ${row.lcpElement}`);
  for (const failure of row.failures) console.log(`  ${row.label} failed a load: ${failure}`);
}

// Two builds side by side: each route's shift, with the interval this run's own loads allow.
if (sites.length > 1) {
  const [first, second] = sites.map((site) => site.name);
  const figuresOf = (target, figure) =>
    loads.get(target.key).map((figures) => (figures.failed ? null : (figures[figure] ?? null)));
  const names = { lcp: 'LCP', interactive: 'interactive' };
  const signed = (value) => `${value > 0 ? '+' : ''}${Math.round(value)}`;
  const shift = (before, after, figure) => {
    const result = medianDifference(figuresOf(before, figure), figuresOf(after, figure));
    if (!result) return `${names[figure]} —`;
    const verdict = result.low > 0 ? 'later' : result.high < 0 ? 'sooner' : 'within the noise';
    return `${names[figure]} ${signed(result.difference)} ms (${signed(result.low)} … ${signed(result.high)}, ${verdict})`;
  };
  console.log(
    `\n${second} against ${first}: the difference of the medians, with a 90 % bootstrap interval ` +
      `from this run's loads (an interval across 0 is within the noise):`,
  );
  for (const after of targets.filter((target) => target.site === second)) {
    const before = targets.find((target) => target.site === first && target.pair === after.pair);
    console.log(
      `  ${after.routeLabel}: ${shift(before, after, 'lcp')}, ${shift(before, after, 'interactive')}`,
    );
  }
}

if (process.env.PHONE_THROUGHPUT !== '0') {
  // What Chromium sends for a page load, so each server answers as it would a browser.
  const BROWSER_HEADERS = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-IN,en;q=0.9',
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'upgrade-insecure-requests': '1',
  };
  const THROUGHPUT_ROUTE = '/booking';
  const servers = [...sites, plain];
  const results = new Map(servers.map((server) => [server.name, []]));
  console.log(
    `\nHTML throughput of ${THROUGHPUT_ROUTE}: autocannon, 10 connections, ${THROUGHPUT_SECONDS} s, ` +
      `${THROUGHPUT_ROUNDS} rounds alternating the servers, a browser's headers.`,
  );
  for (const server of servers) {
    const response = await fetch(server.origin + THROUGHPUT_ROUTE, { headers: BROWSER_HEADERS });
    const bytes = (await response.arrayBuffer()).byteLength;
    console.log(
      `  ${server.name}: HTTP ${response.status}, ${response.headers.get('content-encoding') ?? 'not compressed'}, ` +
        `${bytes} bytes decoded`,
    );
  }
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      const result = await autocannon({
        url: server.origin + THROUGHPUT_ROUTE,
        connections: 10,
        duration: THROUGHPUT_SECONDS,
        headers: BROWSER_HEADERS,
      });
      const bad = result.non2xx + result.errors + result.timeouts;
      results.get(server.name).push({ rps: result.requests.average, p99: result.latency.p99, bad });
    }
  }
  for (const server of servers) {
    const figures = results.get(server.name);
    console.log(
      `  ${pad(server.name, 12, true)} ${figures.map((f) => `${Math.round(f.rps)} req/s (p99 ${f.p99} ms${f.bad ? `, ${f.bad} failed` : ''})`).join('; ')}`,
    );
  }
  const best = (name) => Math.max(...results.get(name).map((figures) => figures.rps));
  for (const site of sites) {
    const share = best(site.name) / best(plain.name);
    console.log(
      `  ${site.name} serves ${Math.round(share * 100)} % of plain next start's requests/s (best round each): ` +
        (share >= GOALS.throughputOfNextStart ? 'ok' : 'miss') +
        ` (goal ≥ ${GOALS.throughputOfNextStart * 100} %).`,
    );
  }
}
console.log(
  `\nLoad average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores ` +
    `(a shared machine: read the site against the floor of the same run).`,
);
stopAll();
process.exit(0);
