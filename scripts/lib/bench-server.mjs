// What every autocannon benchmark shares: a production build in its own folder, `npm start`
// on it with an empty SQLite data folder and TRUST_PROXY (so each request can come from its
// own client address and per-address limits do not turn a run into 429s), and a wait for
// /api/health.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWhenMissing } from './build-when-missing.mjs';
import { waitUntilAnswers } from './wait-until-answers.mjs';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/**
 * Builds when needed, starts the server on `defaultPort` (or BENCH_PORT) with `env` on top of
 * the above and resolves once it is healthy. `stop()` ends it (also on exit); `dataDir` holds its SQLite database.
 */
export async function startBenchServer({ name, defaultPort, env: extraEnv = {} }) {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const env = {
    ...process.env,
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    TRUST_PROXY: '1',
    ...extraEnv,
  };
  buildWhenMissing({ distDir, env, force: Boolean(process.env.BENCH_REBUILD) });
  const server = spawn(process.execPath, ['scripts/server/start.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${origin}/api/health`);
  return {
    origin,
    dataDir,
    stop,
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A distinct client address per request number: 10.x.y.z. */
export function clientAddressOf(counter) {
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The figures every benchmark prints of an autocannon result. */
export function latencyFigures(result) {
  return {
    'requests/s (mean)': Math.round(result.requests.average),
    'latency p50 (ms)': result.latency.p50,
    'latency p99 (ms)': result.latency.p99,
    'latency max (ms)': result.latency.max,
    responses: result.requests.total,
  };
}
