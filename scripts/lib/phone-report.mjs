// bench:phone's report: each target's medians, every route judged against the floor of its run,
// and with two builds each route's shift with its interval.
import { againstGoal, median, medianDifference, medianRatio } from './median-difference.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from './phone-load.mjs';
import { isFloor } from './phone-runs.mjs';

export const pad = (value, width, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width);

/** A difference in ms with its sign: `+12`, `-30`, `0`. */
const signed = (value) => `${value > 0 ? '+' : ''}${Math.round(value)}`;

// Fewer loads give an interval that says nothing (one load each: a single difference).
const MIN_LOADS_FOR_A_VERDICT = 5;

/**
 * Prints every target's medians (its loads in `loads`, by key) judged against its floor and
 * `goals`; with two `sites` (builds), each route's shift between them too.
 */
export function printReport({ targets, loads, goals, sites, runCount, floorLoads }) {
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
  const cells = [44, 6, 6, 9, 9, 5, 0];
  const line = (values) =>
    values.map((value, i) => pad(value, cells[i], i === 0 || i === cells.length - 1)).join(' ');

  console.log(
    `\nPhone profile, throttling applied: CPU ${CPU_SLOWDOWN}× slower, 1.6 Mbps down / 750 kbps up, ` +
      `${NETWORK.latency} ms RTT, ${PHONE.viewport.width} px; cold cache; median of ${runCount} loads (ms), ` +
      `the floor's of ${runCount * floorLoads}.`,
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
      else if (row.lcp - floorRow.lcp > goals.lcpOverFloorMs)
        why.push(`LCP +${Math.round(row.lcp - floorRow.lcp)} ms`);
      if (row.interactive === null || floorRow.interactive === null)
        why.push('interactive not measured');
      else if (row.interactive > floorRow.interactive * (1 + goals.interactiveOverFloor))
        why.push(
          `interactive +${Math.round((row.interactive / floorRow.interactive - 1) * 100)} %`,
        );
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
      `Goals against ${floorRow.label} of this run: LCP ≤ floor + ${goals.lcpOverFloorMs} ms ` +
        `(${ms(floorRow.lcp === null ? null : floorRow.lcp + goals.lcpOverFloorMs)} ms), interactive ≤ floor + ` +
        `${goals.interactiveOverFloor * 100} % (${ms(floorRow.interactive === null ? null : floorRow.interactive * (1 + goals.interactiveOverFloor))} ms).`,
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

  const figuresOf = (target, figure) =>
    loads.get(target.key).map((figures) => (figures.failed ? null : (figures[figure] ?? null)));
  printGoalIntervals({ targets, goals, figuresOf });

  // Two builds side by side: each route's shift, with the interval this run's own loads allow.
  if (sites.length > 1) {
    const [first, second] = sites.map((site) => site.name);
    const names = { lcp: 'LCP', interactive: 'interactive' };
    const shift = (before, after, figure) => {
      const result = medianDifference(figuresOf(before, figure), figuresOf(after, figure));
      if (!result) return `${names[figure]} —`;
      const fewest = Math.min(
        ...[before, after].map(
          (target) => figuresOf(target, figure).filter((value) => typeof value === 'number').length,
        ),
      );
      const verdict =
        fewest < MIN_LOADS_FOR_A_VERDICT
          ? `too few loads to tell, under ${MIN_LOADS_FOR_A_VERDICT}`
          : result.low > 0
            ? 'later'
            : result.high < 0
              ? 'sooner'
              : 'within the noise';
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
}

/**
 * Each route against its floor with the run's own noise: the largest paint's difference and the
 * interactive moment's ratio, each with a 90 % bootstrap interval from the loads of the route
 * and of its floor, and where that interval stands against the goal. A route whose median is a
 * few per cent from a goal meets or misses it by chance (docs/benchmarks.md); `undecided` says
 * so, where the median's verdict above cannot.
 */
function printGoalIntervals({ targets, goals, figuresOf }) {
  const floors = new Map(targets.filter(isFloor).map((target) => [target.key, target]));
  const interactiveGoal = 1 + goals.interactiveOverFloor;
  const counts = { lcp: {}, interactive: {} };
  const lines = [];
  for (const target of targets.filter((candidate) => !isFloor(candidate))) {
    const floor = floors.get(target.floorKey);
    const paint = medianDifference(figuresOf(floor, 'lcp'), figuresOf(target, 'lcp'));
    const ready = medianRatio(figuresOf(floor, 'interactive'), figuresOf(target, 'interactive'));
    if (!paint || !ready) continue;
    const paintVerdict = againstGoal(paint, goals.lcpOverFloorMs);
    const readyVerdict = againstGoal(ready, interactiveGoal);
    counts.lcp[paintVerdict] = (counts.lcp[paintVerdict] ?? 0) + 1;
    counts.interactive[readyVerdict] = (counts.interactive[readyVerdict] ?? 0) + 1;
    const times = (value) => `${value.toFixed(2)}×`;
    lines.push(
      `  ${target.label}: LCP ${signed(paint.difference)} ms (${signed(paint.low)} … ${signed(paint.high)}, ${paintVerdict}), ` +
        `interactive ${times(ready.ratio)} (${times(ready.low)} … ${times(ready.high)}, ${readyVerdict})`,
    );
  }
  if (!lines.length) return;
  const summary = (verdicts) =>
    ['meets', 'undecided', 'misses']
      .map((verdict) => `${verdicts[verdict] ?? 0} ${verdict}`)
      .join(', ');
  console.log(
    `\nEach route against its floor, with a 90 % bootstrap interval from this run's loads ` +
      `(goals: LCP ≤ +${goals.lcpOverFloorMs} ms, interactive ≤ ${interactiveGoal.toFixed(2)}×; ` +
      `meets / misses: the whole interval within / over the goal; undecided: the goal inside it):`,
  );
  for (const line of lines) console.log(line);
  console.log(`  LCP: ${summary(counts.lcp)}. Interactive: ${summary(counts.interactive)}.`);
}
