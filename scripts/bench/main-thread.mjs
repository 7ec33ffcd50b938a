// npm run bench:main-thread [-- /route …]: where a cold page load spends the browser's main
// thread, beside the floor (scripts/lib/floor-app.mjs) in the same run. Issue 27 point 4's
// Lighthouse score turns on total blocking time, which Lighthouse simulates from these same tasks
// taken four times longer; this bench names them, with less noise than a score.
//
// The site and the floor are built without name mangling into folders of their own
// (.next-profile), so a CPU profile names React's phases and the components; the code is
// otherwise the production build. Each route is loaded cold MAIN_THREAD_RUNS times (default 5)
// at 390 px without throttling for the main thread's task, script, style and layout time (CDP
// Performance metrics), and as many times again under the CPU profiler (0.1 ms samples, which
// slow the page: read those figures against the floor's, not against the first ones) for the
// native work outside JavaScript (HTML parsing, style, layout, paint), Next's start-up task,
// React's hydration (render, commit, effects) and the costliest components, each inclusive of
// what it calls. Every figure is a median.
import { chromium } from '@playwright/test';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { startBenchServer } from '../lib/bench-server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { startFloor } from '../lib/floor-app.mjs';
import { median } from '../lib/median-difference.mjs';
import { waitUntilAnswers } from '../lib/wait-until-answers.mjs';

const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 5));
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/contact', '/booking', '/quote', '/estimate'];
const PROFILE_BUILD = { distDir: '.next-profile', extraArgs: ['--no-mangling'] };
process.env.NEXT_DIST_DIR ??= PROFILE_BUILD.distDir;
const forceBuild = Boolean(process.env.BENCH_REBUILD);
buildWhenMissing({ ...PROFILE_BUILD, distDir: process.env.NEXT_DIST_DIR, force: forceBuild });
// Built above with its names kept; the server must not rebuild it without them.
delete process.env.BENCH_REBUILD;
const site = await startBenchServer({ name: 'main-thread', defaultPort: 3420 });
const floor = startFloor({
  ...PROFILE_BUILD,
  port: Number(process.env.BENCH_PORT ?? 3420) + 1,
  force: forceBuild,
});
process.on('exit', () => floor.child.kill('SIGTERM'));
process.on('SIGINT', () => process.exit(130));
await waitUntilAnswers(floor.origin);

/** Each phase is the inclusive time of the functions named (React 19's and Next 16's own). */
const PHASES = {
  "Next's start-up task": ['appBootstrap'],
  'React render (hydration)': ['renderRootConcurrent', 'renderRootSync'],
  'React commit': ['commitRoot'],
  'React effects after commit': ['flushPassiveEffects'],
};

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** One cold load at 390 px: the Performance metrics, or with `profiled` the CPU profile's totals. */
async function load(url, profiled) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send(profiled ? 'Profiler.enable' : 'Performance.enable');
  if (profiled) {
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load' });
  // Hydration, effects and what they schedule end well within this on any machine we run.
  await page.waitForTimeout(1500);
  const figures = profiled
    ? profileTotals((await cdp.send('Profiler.stop')).profile)
    : metricTotals((await cdp.send('Performance.getMetrics')).metrics);
  await context.close();
  return figures;
}

function metricTotals(metrics) {
  const metric = Object.fromEntries(metrics.map(({ name, value }) => [name, value * 1000]));
  return {
    task: metric.TaskDuration,
    script: metric.ScriptDuration,
    style: metric.RecalcStyleDuration,
    layout: metric.LayoutDuration,
  };
}

/** Native work, GC, each phase and each component function (capitalised name), inclusive. */
function profileTotals(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = { 'profiled: native': 0, 'profiled: gc': 0 };
  for (const phase of Object.keys(PHASES)) totals[`profiled: ${phase}`] = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id).callFrame.functionName;
    if (leaf === '(program)') totals['profiled: native'] += ms;
    if (leaf === '(garbage collector)') totals['profiled: gc'] += ms;
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at))
      onStack.add(byId.get(at).callFrame.functionName);
    for (const [phase, names] of Object.entries(PHASES))
      if (names.some((name) => onStack.has(name))) totals[`profiled: ${phase}`] += ms;
    for (const name of onStack)
      // React's fiber constructor is the one capitalised name that is no component.
      if (/^[A-Z][A-Za-z0-9]*$/.test(name) && name !== 'FiberNode')
        totals[`component ${name}`] = (totals[`component ${name}`] ?? 0) + ms;
  });
  return totals;
}

/** Medians of RUNS plain loads and RUNS profiled ones, taken in turn. */
async function measure(url) {
  await load(url, false); // the server's and the disk's first answer is not a visitor's
  const plain = [];
  const profiled = [];
  for (let i = 0; i < RUNS; i++) {
    plain.push(await load(url, false));
    profiled.push(await load(url, true));
  }
  // The shared median takes the upper middle of an even count, as this bench always did.
  const medians = (runs) => {
    const keys = new Set(runs.flatMap((run) => Object.keys(run)));
    return [...keys].map((key) => [key, median(runs.map((run) => run[key] ?? 0))]);
  };
  return Object.fromEntries([...medians(plain), ...medians(profiled)]);
}

const ms = (value) => String(Math.round(value ?? 0)).padStart(6);
const floorRow = await measure(floor.origin + '/');
const FIGURES = [
  'task',
  'script',
  'style',
  'layout',
  'profiled: native',
  'profiled: gc',
  ...Object.keys(PHASES).map((phase) => `profiled: ${phase}`),
];
console.log(`\nmedian of ${RUNS} cold loads, ms, 390 px, CPU not slowed`);
console.log(
  `${'figure'.padEnd(40)}${'floor'.padStart(6)}${routes.map((r) => r.padStart(12)).join('')}`,
);
const rows = [];
for (const route of routes) rows.push(await measure(site.origin + route));
for (const figure of FIGURES)
  console.log(
    `${figure.padEnd(40)}${ms(floorRow[figure])}${rows.map((row) => ms(row[figure]).padStart(12)).join('')}`,
  );
routes.forEach((route, i) => {
  const components = Object.entries(rows[i])
    .filter(([key]) => key.startsWith('component '))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([key, value]) => `${key.slice('component '.length)} ${value.toFixed(1)}`);
  console.log(`${route}: costliest components (inclusive): ${components.join(', ')}`);
});
await browser.close();
site.stop();
site.removeData();
floor.child.kill('SIGTERM');
