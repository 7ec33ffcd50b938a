import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnDeployedCaddy } from '../../scripts/lib/caddy-front.mjs';
import { killHard, startApp, waitForHealth } from './support/app-process';
import { expect, test } from './support/test';

/**
 * deploy/Caddyfile, unchanged, in front of the production build: the real Caddy (Debian's
 * package), its local CA instead of Let's Encrypt (TLS_ISSUER=internal), on the test's ports.
 */

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const BASE = Number(process.env.E2E_PORT ?? 3210);
const [HTTPS_PORT, APP_PORT, HTTP_PORT] = [BASE + 33, BASE + 50, BASE + 70];
const SITE = 'localhost';
const caddyMissing = !fs.existsSync(CADDY);
if (caddyMissing) {
  console.log(
    `caddy.spec.ts skipped: no Caddy at ${CADDY} (apt-get install caddy, or CADDY_PATH).`,
  );
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let ca: Buffer;

/** One request to Caddy on 127.0.0.1 for the site's name, from the given local address. */
function send(
  scheme: 'http' | 'https',
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const port = scheme === 'https' ? HTTPS_PORT : HTTP_PORT;
  const client = scheme === 'https' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: { host: `${SITE}:${port}`, ...options.headers },
        ...(scheme === 'https' ? { servername: SITE, ca } : {}),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

test.describe('deploy/Caddyfile in front of the app', () => {
  test.skip(caddyMissing, `no Caddy at ${CADDY}`);
  test.describe.configure({ mode: 'serial' });

  let scratch: string;
  let app: ReturnType<typeof startApp>;
  let caddy: ChildProcess;
  let caddyLog = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'caddy-spec-'));
    app = startApp(APP_PORT, {
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: '',
      SITE_URL: `https://${SITE}:${HTTPS_PORT}`,
      TRUST_PROXY: '1',
      LEAD_RATE_LIMIT: '2/600',
    });
    await waitForHealth(APP_PORT);
    // Its own process group, so the test can stop Caddy and anything it starts at once.
    caddy = spawnDeployedCaddy({
      caddyPath: CADDY,
      scratch,
      siteAddress: SITE,
      appPort: APP_PORT,
      httpPort: HTTP_PORT,
      httpsPort: HTTPS_PORT,
      env: { NODE_ENV: 'production' },
    });
    caddy.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
    const root = path.join(scratch, 'xdg-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await expect
      .poll(
        async () => {
          if (caddy.exitCode !== null) throw new Error(`Caddy exited:\n${caddyLog}`);
          if (!fs.existsSync(root)) return 0;
          ca = fs.readFileSync(root);
          return (await send('https', '/api/health').catch(() => ({ status: 0 }))).status;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (caddy?.pid && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      process.kill(-caddy.pid, 'SIGTERM');
      await exited;
    }
    if (app) await killHard(app.child);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  test('plain HTTP is redirected to HTTPS', async () => {
    const answer = await send('http', '/contact?from=ad');
    expect(answer.status).toBe(308);
    // Caddy 2.6 leaves a non-standard HTTPS port out of the address; production's is 443.
    expect(answer.headers.location).toMatch(
      new RegExp(`^https://${SITE}(:${HTTPS_PORT})?/contact\\?from=ad$`),
    );
  });

  test('HTTPS answers carry HSTS', async () => {
    const answer = await send('https', '/');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  test('HTML is compressed: zstd by Caddy, gzip by Caddy or the app', async () => {
    const zstd = await send('https', '/contact', { headers: { 'accept-encoding': 'zstd' } });
    expect(zstd.status).toBe(200);
    expect(zstd.headers['content-type']).toMatch(/^text\/html/);
    expect(zstd.headers['content-encoding']).toBe('zstd');
    const plain = await send('https', '/contact', { headers: { 'accept-encoding': 'identity' } });
    expect(zstd.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await send('https', '/contact', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('<html');
  });

  test('the rate limit counts each real client, not Caddy, and a forged X-Forwarded-For changes nothing', async () => {
    const subscribe = (from: string, headers: Record<string, string> = {}, n = 0) =>
      send('https', '/api/newsletter', {
        ...json({ email: `caddy-${from}-${n}@example.in` }),
        headers: { 'content-type': 'application/json', ...headers },
        from,
      });
    // LEAD_RATE_LIMIT=2/600: two sign-ups per client address, then 429.
    expect((await subscribe('127.0.0.2', {}, 1)).status).toBe(201);
    expect((await subscribe('127.0.0.2', {}, 2)).status).toBe(201);
    expect((await subscribe('127.0.0.2', {}, 3)).status).toBe(429);
    expect((await subscribe('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' }, 4)).status).toBe(
      429,
    );
    // Another client behind the same Caddy still has its own two.
    expect((await subscribe('127.0.0.3', {}, 1)).status).toBe(201);
  });

  test('a body over the limit is refused with 413 by Caddy, before the app', async () => {
    const answer = await send('https', '/api/contact', {
      ...json({ message: 'x'.repeat(100_000) }),
    });
    expect(answer.status).toBe(413);
    // Caddy's words, not the app's JSON error: the body never reached the app.
    expect(answer.body.toString()).toBe('Request body too large');
  });
});
