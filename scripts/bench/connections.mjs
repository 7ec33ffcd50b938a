// npm run bench:connections: can one client take the site away from the others? The production
// build, without TRUST_PROXY (the server counts connections by the TCP peer, as when it faces
// the internet). A visitor (127.0.0.4) asks for the home page 100 times, each on a new
// connection, first alone, then while scripts/bench/connection-attack.mjs holds 2,000 idle
// connections from 127.0.0.2 and a slowloris (300 connections sending a header line every 5 s)
// from 127.0.0.3, each reopened a second after the server closes it. Prints the visitor's
// successes and p50/p99 latency for both runs.
import { spawn } from 'node:child_process';
import { startBenchServer } from '../lib/bench-server.mjs';
import { percentile, probe } from '../lib/visitor-probe.mjs';

const IDLE = Number(process.env.BENCH_IDLE ?? 2000);
const SLOW = Number(process.env.BENCH_SLOW ?? 300);
// 100 requests 250 ms apart: the attack runs through ~30 s, past the 10 s header time-out.
const GAP = 250;

const server = await startBenchServer({
  name: 'connections',
  defaultPort: 3450,
  env: { TRUST_PROXY: '' },
});
const { port } = new URL(server.origin);
const visit = async () => {
  const { succeeded, latencies } = await probe({
    port: Number(port),
    localAddress: '127.0.0.4',
    gap: GAP,
  });
  return {
    'answered (of 100)': succeeded,
    'latency p50 (ms)': Math.round(percentile(latencies, 50)),
    'latency p99 (ms)': Math.round(percentile(latencies, 99)),
  };
};

const alone = await visit();
const attacker = spawn(
  process.execPath,
  [
    'scripts/bench/connection-attack.mjs',
    port,
    String(IDLE),
    '127.0.0.2',
    String(SLOW),
    '127.0.0.3',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let attackStats = '';
attacker.stderr.on('data', (chunk) => (attackStats = String(chunk).trim().split('\n').at(-1)));
await new Promise((resolve, reject) => {
  attacker.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
  attacker.on('exit', (code) => reject(new Error(`the attack ended early (${code})`)));
});
const attacked = await visit();
attacker.kill('SIGKILL');
server.stop();
server.removeData();

console.log(
  `\nGET / from one visitor, 100 requests ${GAP} ms apart, each on a new connection` +
    `\nattack: ${IDLE} idle connections + ${SLOW} slowloris connections (${attackStats})`,
);
console.table({ alone, 'under attack': attacked });
process.exit(0);
