// bench:lighthouse's report: every route's figures against issue 15's goals, then issue 50's
// goals against the floor measured in the same run.
import os from 'node:os';
import path from 'node:path';
import { pad } from './phone-report.mjs';

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

/**
 * The table of `rows` (and of `floor`, the median floor or null when not measured), the goals
 * they miss, and the machine's load: `loadAtStart` against now. `runCount` is each row's runs.
 */
export function printTable(rows, floor, { runCount, loadAtStart, reportDir }) {
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
      `${ok.length} measured (median of ${runCount} run${runCount === 1 ? '' : 's'} each), ${rows.length - ok.length} failed. ` +
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
