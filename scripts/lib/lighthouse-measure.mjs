// How bench:lighthouse measures one page: Debian's Chromium driven over its DevTools port, the
// page's images warmed first, Lighthouse run `runs` times, each figure the median of its runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { median } from './median-difference.mjs';

/** The figures of a row that are medians of its runs. */
const FIGURES = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'cls', 'tbt', 'js'];

/**
 * Debian's Chromium with a DevTools port for Lighthouse, its profile in `profileDir`; the child
 * goes into `children`. Resolves to that port.
 */
export function launchChromium(profileDir, children) {
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

/**
 * `row` with each figure the median of `rows`' (the upper middle of an even count, as this
 * bench's own median took it). A figure no row has stays NaN: 0 would read as measured.
 */
export function withMedians(row, rows) {
  for (const key of FIGURES) row[key] = median(rows.map((each) => each[key])) ?? NaN;
  return row;
}

/**
 * `runCount` Lighthouse runs of `base + route` in the Chromium on DevTools `port`; the report of the
 * run of median performance goes to `reportDir` (named after the route, or `floor` when `name`
 * differs from it). Resolves to the row the table prints, or `{ route, failed }`.
 */
export async function measurePage(route, { port, runCount, reportDir, base, name = route }) {
  const status = await warm(route, base);
  if (status !== 200) return { route: name, failed: `HTTP ${status}` };
  const runs = [];
  for (let i = 0; i < runCount; i++) {
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
  return withMedians(
    { route: name, ...middle.summary },
    runs.map((run) => run.summary),
  );
}
