import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { expect } from './test';

/**
 * A production server of its own, for tests that need settings the shared e2e server does not
 * have (a mail server, a restart): the same build, started the way `npm start` starts it.
 */

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function startApp(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/server/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test',
      // Its pages stay its own: none written into the build the shared e2e server reads.
      NEXT_ISR_IN_MEMORY: '1',
      PORT: String(port),
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'outbox-test-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

export async function waitForHealth(port: number) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

export function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
