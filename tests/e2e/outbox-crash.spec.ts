import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './support/test';

/**
 * The durable outbox, end to end, on the real production server: with the mail server down a
 * booking is stored, the app is killed with SIGKILL (no chance to tidy up), the mail server
 * comes up, the app starts again, and the company's email arrives exactly once.
 */

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startSmtp(port: number) {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { subjects, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function startApp(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/server/start.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-test',
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

async function waitForHealth(port: number) {
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

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

test('a lead email survives SIGKILL while the mail server is down and is sent once after restart', async () => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-crash-'));
  const [appPort, smtpPort] = [await freePort(), await freePort()];
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: 'leads@moveease.example',
    SITE_URL: `http://127.0.0.1:${appPort}`,
  };
  let app = startApp(appPort, env);
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  try {
    await waitForHealth(appPort);
    const date = new Date(Date.now() + 5.5 * 3600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`http://127.0.0.1:${appPort}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Crash Test',
        email: 'crash@example.in',
        phone: '98610 45678',
        service: 'car-shifting',
        date,
      }),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    // The sender tried at once and failed: the mail server is really down.
    await expect
      .poll(app.log, { timeout: 20_000 })
      .toContain(`sending the email for ${reference} failed (try 1)`);
    await killHard(app.child);

    smtp = await startSmtp(smtpPort);
    app = startApp(appPort, env);
    await waitForHealth(appPort);
    // Due 10 s after the failed try; the sender polls every 5 s.
    await expect.poll(() => smtp!.subjects.length, { timeout: 60_000, intervals: [500] }).toBe(1);
    expect(smtp.subjects).toEqual([`New booking ${reference}`]);
    // Several more polls of the sender: still one.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(smtp.subjects).toEqual([`New booking ${reference}`]);
  } finally {
    if (app.child.exitCode === null) await killHard(app.child);
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
