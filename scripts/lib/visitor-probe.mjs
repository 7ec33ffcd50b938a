// One ordinary visitor: `count` GET requests one after another (`gap` ms apart), each on a new
// connection (as a browser's first visit), from `localAddress`. Resolves to how many answered 2xx/3xx and the
// latency of each request in ms (a refused or reset request counts its time to the failure).
import http from 'node:http';

function once({ port, host, path, localAddress, timeout }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (ok) => resolve({ ok, ms: performance.now() - started });
    const req = http.get({ port, host, path, localAddress, agent: false, timeout }, (res) => {
      res.resume();
      res.on('end', () => done((res.statusCode ?? 0) < 400));
      res.on('error', () => done(false));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(false));
  });
}

/**
 * @param {{ port: number, host?: string, path?: string, localAddress?: string, count?: number, timeout?: number, gap?: number }} options
 * @returns {Promise<{ succeeded: number, latencies: number[] }>}
 */
export async function probe({
  port,
  host = '127.0.0.1',
  path = '/',
  localAddress,
  count = 100,
  timeout = 10_000,
  gap = 0,
}) {
  const latencies = [];
  let succeeded = 0;
  for (let i = 0; i < count; i++) {
    const { ok, ms } = await once({ port, host, path, localAddress, timeout });
    if (ok) succeeded += 1;
    latencies.push(ms);
    if (gap) await new Promise((resolve) => setTimeout(resolve, gap));
  }
  return { succeeded, latencies };
}

/**
 * The p-th percentile (0-100) of a list of numbers, nearest rank.
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
