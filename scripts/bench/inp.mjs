// npm run bench:inp: interaction to next paint of every interactive control of the public site,
// in Debian's Chromium against the production build with the CPU slowed 4× (CDP), read from the
// Event Timing API (the same entries web-vitals turns into INP). Each interaction is repeated
// INP_RUNS times (default 5) on a freshly loaded page; the median is printed against the goal
// (≤ 100 ms, issue 15) and the misses are named. A benchmark, not a test: the exit code is
// non-zero only when the benchmark itself breaks (e.g. a control is not found).
// The last row is the floor: the same tap on a native <details> of an empty page, so the figures
// can be read against what this machine does with no site at all (INP_FLOOR=0 skips it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { BENCH_ADMIN_PASSWORD, ownerCookie, seedQuotation } from '../lib/bench-seed.mjs';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { floorInteraction, interactions, optionalInteractions } from '../lib/inp-interactions.mjs';
import { median } from '../lib/median-difference.mjs';
import { waitUntilAnswers } from '../lib/wait-until-answers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3411);
const RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 5));
const GOAL_MS = 100;
const origin = `http://127.0.0.1:${PORT}`;
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inp-'));
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  SITE_URL: origin,
  // Known here, so the bench can make the quotation whose Accept it taps (bench-seed.mjs).
  ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
};
const { heroMedia } = await tsImport('../../src/content/home.ts', import.meta.url);
// The visitor's first tap comes after the page's own deferred work: hydration, and the hero
// video that joins `heroMedia.startDelayMs` after load (a tap at 1.5 s met it half the time).
const SETTLE_MS = heroMedia.startDelayMs + 1000;
// INP_TAP=touch taps the phone-width rows with a finger (a touch context, locator.tap()): no mouse
// moves onto the control first, so no hover styles or pointerover run before the tap, as on a
// phone. The default is Playwright's mouse click, which moves the mouse there first.
const TOUCH = process.env.INP_TAP === 'touch';
const touches = (viewport) => TOUCH && viewport.width < 768;

const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

if (
  await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
) {
  console.error(`Port ${PORT} already answers HTTP: set BENCH_PORT to a free port.`);
  process.exit(1);
}
buildWhenMissing({ distDir, env, force: Boolean(process.env.BENCH_REBUILD) });
const server = spawn(process.execPath, ['scripts/server/start.mjs'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);
await waitUntilAnswers(`${origin}/api/health`);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** Records every Event Timing entry of an interaction (interactionId > 0) from page start. */
const recordEvents = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** One interaction on a fresh page: its longest event duration (that is its INP), in ms. */
async function measureOnce(interaction) {
  const touch = touches(interaction.viewport);
  const context = await browser.newContext({ viewport: interaction.viewport, hasTouch: touch });
  const press = (locator) => (touch ? locator.tap() : locator.click());
  const page = await context.newPage();
  await page.addInitScript(recordEvents);
  const cdp = await context.newCDPSession(page);
  if (interaction.html) await page.setContent(interaction.html);
  else await page.goto(origin + interaction.route, { waitUntil: 'load' });
  await page.waitForTimeout(interaction.html ? 500 : SETTLE_MS);
  if (interaction.before) await interaction.before(page, press);
  await page.evaluate(() => (window.__interactions = []));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await interaction.act(page, press);
  // The entry is reported once the next frame has been presented; give it time under 4×.
  await page.waitForTimeout(800);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const durations = await page.evaluate(() => window.__interactions);
  await context.close();
  // Below the 16 ms threshold no entry is reported: the interaction took at most that long.
  return durations.length ? Math.max(...durations) : 16;
}

// The quotation page needs a quotation: made through the site's API, as the office would.
const QUOTATION = optionalInteractions.find((interaction) => interaction.route === '/q/{token}');
QUOTATION.route = await seedQuotation(origin, await ownerCookie(origin));
const routeExists = async (route) => (await fetch(origin + route)).status === 200;
// INP_ONLY=menu measures only the interactions whose name holds that text (a subset for A/B runs);
// several, comma-separated, take the interactions that hold any of them (INP_ONLY=booking,pop-up).
const only = process.env.INP_ONLY?.split(',').filter(Boolean) ?? [];
const wanted = (interaction) =>
  !only.length || only.some((part) => interaction.name.includes(part));
const chosen = interactions.filter(wanted);
for (const extra of optionalInteractions.filter(wanted)) {
  if (await routeExists(extra.route)) chosen.push(extra);
  else console.log(`(${extra.route} does not exist yet: "${extra.name}" not measured)`);
}

const rows = [];
if (process.env.INP_FLOOR !== '0') chosen.push(floorInteraction);
for (const interaction of chosen) {
  process.stdout.write(`${interaction.name} … `);
  const samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await measureOnce(interaction));
  // Each tap in order, then the median: the spread is what tells a change from the noise.
  // The shared median takes the upper middle of an even count, as this bench always did.
  const middle = median(samples);
  rows.push({ ...interaction, median: middle, worst: Math.max(...samples) });
  console.log(`${middle} ms (${samples.join(' ')})`);
}
await browser.close();

console.log(
  `\n${'interaction'.padEnd(36)} ${'route'.padEnd(10)} ${'viewport'.padEnd(9)} median  worst`,
);
console.log('-'.repeat(78));
for (const row of rows) {
  console.log(
    `${row.name.padEnd(36)} ${row.route.padEnd(10)} ${String(row.viewport.width).padEnd(9)} ${String(row.median).padStart(6)} ${String(row.worst).padStart(6)}`,
  );
}
const floorRow = rows.find((row) => row.name === floorInteraction.name);
const misses = rows.filter((row) => row.median > GOAL_MS && row !== floorRow);
console.log('-'.repeat(78));
console.log(
  misses.length
    ? `Over ${GOAL_MS} ms (median of ${RUNS}, CPU 4× slower): ${misses.map((row) => `${row.name} (${row.median} ms)`).join('; ')}`
    : `Every interaction answers within ${GOAL_MS} ms (median of ${RUNS}, CPU 4× slower).`,
);
if (floorRow)
  console.log(
    `The floor here: ${floorRow.median} ms. ${floorRow.median > GOAL_MS ? 'Above the goal: the goal cannot be judged on this machine.' : `What the site adds to a tap is the rest (goal ${GOAL_MS} ms).`}`,
  );
console.log(`Taps at phone width: ${TOUCH ? 'touch (INP_TAP=touch)' : 'mouse click'}.`);
console.log(
  `Load average (1 min) at end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
);
process.exit(0);
