// npm run bench:estimate: autocannon against the production build. 20 s of GET /api/estimate
// at 50 connections over a spread of valid inputs (sizes, listed routes, given km, floors,
// vehicles, insurance); prints requests/s and latency, and fails if any answer is not 200.
// Each request comes from its own client address (through TRUST_PROXY), as real visitors do,
// so the per-address limit does not turn the run into 429s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildWhenMissing } from '../lib/build-when-missing.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3401);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-estimate-'));
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  TRUST_PROXY: '1',
};

buildWhenMissing({ distDir, env, force: Boolean(process.env.BENCH_REBUILD) });

const server = spawn(process.execPath, ['scripts/server/start.mjs'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 60 s');
}

const sizes = ['1rk', '1bhk', '2bhk', '3bhk', '4bhk'];
const cities = ['bhubaneswar', 'mumbai', 'delhi', 'bangalore', 'pune', 'kolkata', 'nagpur'];
const queries = [];
for (let i = 0; i < 500; i++) {
  const params = new URLSearchParams({
    size: i % 11 === 0 ? 'office' : sizes[i % sizes.length],
    floorFrom: String(i % 7),
    liftFrom: String(i % 2 === 0),
    floorTo: String(i % 5),
    liftTo: String(i % 3 === 0),
    packing: i % 4 === 0 ? 'premium' : 'standard',
    cars: String(i % 3),
    bikes: String(i % 2),
    declaredValue: String((i % 5) * 100_000),
  });
  if (i % 11 === 0) params.set('seats', String(5 + (i % 40)));
  if (i % 6 === 0) params.set('km', String(5 + i * 7));
  else {
    params.set('from', cities[i % cities.length]);
    params.set('to', cities[(i * 3 + 1) % cities.length]);
  }
  queries.push(`/api/estimate?${params}`);
}

await waitForHealth();
let counter = 0;
const statuses = new Map();
const result = await autocannon({
  url: `http://127.0.0.1:${PORT}`,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      method: 'GET',
      setupRequest(request) {
        counter++;
        const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
        return {
          ...request,
          path: queries[counter % queries.length],
          headers: { 'x-forwarded-for': address },
        };
      },
    },
  ],
  setupClient(client) {
    client.on('response', (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  },
});
stopServer();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nGET /api/estimate, ${CONNECTIONS} connections, ${DURATION} s, ${queries.length} distinct inputs`,
);
console.table({
  'requests/s (mean)': Math.round(result.requests.average),
  'latency p50 (ms)': result.latency.p50,
  'latency p99 (ms)': result.latency.p99,
  'latency max (ms)': result.latency.max,
  responses: result.requests.total,
  statuses: JSON.stringify(Object.fromEntries(statuses)),
  'errors/timeouts': `${result.errors}/${result.timeouts}`,
});
const notOk = [...statuses].filter(([status]) => status !== 200);
if (notOk.length > 0 || result.errors > 0) {
  console.error(`FAILED: answers other than 200: ${JSON.stringify(Object.fromEntries(notOk))}`);
  process.exit(1);
}
process.exit(0);
