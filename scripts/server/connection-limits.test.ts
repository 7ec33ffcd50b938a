import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile, probe } from '../lib/visitor-probe.mjs';
import { createAddressServer } from './address-server.mjs';
import type { ConnectionLimits } from './connection-limits.mjs';

// Every client here is on the loopback network (127.0.0.0/8), each with its own address, so
// the server tells them apart as it tells visitors apart.
const ATTACKER = '127.0.0.2';
const SLOWLORIS = '127.0.0.3';
const VISITOR = '127.0.0.4';

/** Linux answers on all of 127.0.0.0/8; other systems may only have 127.0.0.1. */
async function canBind(address: string) {
  const server = net.createServer();
  return new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}
const loopbackNetwork = await canBind(ATTACKER);
if (!loopbackNetwork)
  console.warn(`Connection-limit tests skipped: this host cannot use ${ATTACKER} as an address.`);

const servers: Server[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const hello = (_req: IncomingMessage, res: ServerResponse) => res.end('hello');

async function start(trustProxy: boolean, connections?: ConnectionLimits) {
  const server = createAddressServer(hello, { trustProxy, connections });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** scripts/bench/connection-attack.mjs in its own process; resolves once it holds them all. */
function attack(port: number, idle: number, slow: number) {
  const child = spawn(process.execPath, [
    fileURLToPath(new URL('../bench/connection-attack.mjs', import.meta.url)),
    String(port),
    String(idle),
    ATTACKER,
    String(slow),
    SLOWLORIS,
    '1000',
  ]);
  children.push(child);
  child.stderr.resume();
  return new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the attack ended early (${code})`)));
  });
}

async function visitorRequests(port: number) {
  const { succeeded, latencies } = await probe({ port, localAddress: VISITOR, count: 100 });
  return { succeeded, p99: percentile(latencies, 99) };
}

describe.runIf(loopbackNetwork)('one client cannot take the server away from others', () => {
  it('2,000 idle connections and a slowloris from two addresses: a third gets 100 of 100 answers, p99 under 1 s', async () => {
    const port = await start(false);
    await attack(port, 2000, 300);
    const { succeeded, p99 } = await visitorRequests(port);
    expect(succeeded).toBe(100);
    expect(p99).toBeLessThan(1000);
  }, 60_000);

  it('behind a trusted proxy (one address for everyone), idle connections give way at the global ceiling', async () => {
    const port = await start(true, { maxConnections: 500 });
    await attack(port, 2000, 300);
    const { succeeded, p99 } = await visitorRequests(port);
    expect(succeeded).toBe(100);
    expect(p99).toBeLessThan(1000);
  }, 60_000);

  it('closes a connection that sends nothing, and refuses one only when all of its address are busy, except its own', async () => {
    const waiting: ServerResponse[] = [];
    const server = createAddressServer((_req, res) => void waiting.push(res), {
      trustProxy: false,
      connections: { maxPerAddress: 2, firstRequestTimeout: 300 },
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;

    const silent = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      silent.on('error', () => {});
      silent.on('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeLessThan(2000);

    // Two requests in progress fill the address; a third connection from it is refused...
    const busy = [1, 2].map(() => probe({ port, localAddress: ATTACKER, count: 1 }));
    await expect.poll(() => waiting.length).toBe(2);
    expect((await probe({ port, localAddress: ATTACKER, count: 1 })).succeeded).toBe(0);
    // ...another address is not, and the first two are answered in full.
    const other = probe({ port, localAddress: VISITOR, count: 1 });
    await expect.poll(() => waiting.length).toBe(3);
    // ...nor is the server's own address (Next comes back to itself for rewrites).
    const own = [1, 2, 3].map(() => probe({ port, localAddress: '127.0.0.1', count: 1 }));
    await expect.poll(() => waiting.length).toBe(6);
    for (const res of waiting) res.end('done');
    expect((await other).succeeded).toBe(1);
    expect((await Promise.all(own)).map((r) => r.succeeded)).toEqual([1, 1, 1]);
    expect((await Promise.all(busy)).map((r) => r.succeeded)).toEqual([1, 1]);
  }, 20_000);
});
