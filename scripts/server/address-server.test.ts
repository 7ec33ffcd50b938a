import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as signInRoute } from '@/app/api/admin/session/route';
import { setAdminPassword } from '@/features/people/server/admin-password';
import { signInTiming } from '@/features/people/server/sign-in';
import { useAppStore } from '@tests/support/test-app';
import { createAddressServer } from './address-server.mjs';
import { siteUrlNotice } from './server.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The real wrapper of scripts/server.mjs on a real port, around `handler`. */
async function start(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  trustProxy: boolean,
) {
  const server = createAddressServer(handler, { trustProxy });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const echo = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify({
      address: req.headers['x-client-address'],
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
    }),
  );
};

describe('the client address wrapper of scripts/server.mjs', () => {
  it('without TRUST_PROXY uses the connection and drops a forged X-Forwarded-For', async () => {
    const base = await start(echo, false);
    const seen = await (
      await fetch(base, {
        headers: {
          'x-forwarded-for': '203.0.113.1',
          'x-client-address': '203.0.113.2',
          'x-forwarded-host': 'evil.test',
        },
      })
    ).json();
    expect(seen).toEqual({ address: '127.0.0.1', forwardedFor: null, forwardedHost: null });
  });

  it('with TRUST_PROXY takes the hop our proxy appended, not what the client wrote before it', async () => {
    const base = await start(echo, true);
    const forged = await (
      await fetch(base, {
        headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.7', 'x-client-address': '1.1.1.1' },
      })
    ).json();
    expect(forged.address).toBe('198.51.100.7');
    // Our proxy's X-Forwarded-Host is kept (the proxy sets it; the app never builds links from it).
    const proxied = await (
      await fetch(base, { headers: { 'x-forwarded-host': 'moveease.example' } })
    ).json();
    expect(proxied.forwardedHost).toBe('moveease.example');
    const direct = await (await fetch(base)).json();
    expect(direct.address).toBe('127.0.0.1');
  });
});

describe('a start without SITE_URL', () => {
  it('says once that links use the listening address', () => {
    expect(siteUrlNotice(undefined, 8080)).toMatch(/SITE_URL is not set.*http:\/\/localhost:8080/);
    expect(siteUrlNotice(' ', 8080)).toBeDefined();
    expect(siteUrlNotice('https://moveease.example', 8080)).toBeUndefined();
  });
});

describe('the signed client address', () => {
  const signedEcho = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        address: req.headers['x-client-address'],
        signature: req.headers['x-client-address-signature'],
      }),
    );
  };

  it('keeps the address of a request Next forwards to itself, and only with a valid signature', async () => {
    const base = await start(signedEcho, true);
    const first = await (
      await fetch(base, { headers: { 'x-forwarded-for': '198.51.100.9' } })
    ).json();
    expect(first.address).toBe('198.51.100.9');
    expect(first.signature).toMatch(/^[\w-]{43}$/);
    // Next's internal forward: the same headers, from 127.0.0.1, with no X-Forwarded-For.
    const forwarded = await (
      await fetch(base, {
        headers: {
          'x-client-address': first.address,
          'x-client-address-signature': first.signature,
        },
      })
    ).json();
    expect(forwarded).toEqual(first);
    // A client naming another address, with a made-up or a borrowed signature, is not believed.
    for (const signature of ['A'.repeat(43), first.signature]) {
      const forged = await (
        await fetch(base, {
          headers: { 'x-client-address': '203.0.113.99', 'x-client-address-signature': signature },
        })
      ).json();
      expect(forged.address).toBe('127.0.0.1');
    }
  });

  it('without TRUST_PROXY keeps the X-Forwarded-Host of a request Next forwards to itself, and only that', async () => {
    const base = await start(echo, false);
    const seen = (headers: Record<string, string>) =>
      fetch(base, { headers }).then((r) => r.json() as Promise<{ forwardedHost: string | null }>);
    const { signAddress } = await import('../../src/server/http/client-address-header.mjs');
    // Next copies the browser's host into X-Forwarded-Host and forwards the action to itself
    // over 127.0.0.1: without the header, its origin check would compare the browser's Origin
    // with 127.0.0.1 and refuse a form posted at localhost or at SITE_URL's host.
    const signed = {
      'x-client-address': '127.0.0.1',
      'x-client-address-signature': signAddress('127.0.0.1'),
      'x-forwarded-host': 'localhost:3000',
    };
    expect((await seen(signed)).forwardedHost).toBe('localhost:3000');
    expect((await seen({ 'x-forwarded-host': 'evil.test' })).forwardedHost).toBeNull();
  });

  it('makes the app refuse an unsigned address once a front server runs in the process', async () => {
    await start(signedEcho, false);
    const { clientAddress } = await import('@/server/http/client-address');
    const { signAddress } = await import('../../src/server/http/client-address-header.mjs');
    expect(clientAddress(new Headers({ 'x-client-address': '203.0.113.5' }))).toBe('unknown');
    const signed = new Headers({
      'x-client-address': '203.0.113.5',
      'x-client-address-signature': signAddress('203.0.113.5'),
    });
    expect(clientAddress(signed)).toBe('203.0.113.5');
  });
});

/** Hands a Node request to a Next route handler, as Next does, and writes its answer back. */
function routeAdapter(route: (request: Request, context: unknown) => Promise<Response>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
    const response = await route(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

describe('the sign-in lockout through the real wrapper', () => {
  const app = useAppStore('sqlite');
  beforeEach(async () => {
    await setAdminPassword(app.db, 'right-password');
    signInTiming.wrongDelayMs = 0;
  });
  afterEach(() => {
    signInTiming.wrongDelayMs = 1000;
  });

  const attempt = (base: string, password: string, forwardedFor?: string) =>
    fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ password }),
    }).then((r) => r.status);

  it('cannot be dodged by sending a new X-Forwarded-For with each try', async () => {
    const base = await start(routeAdapter(signInRoute), false);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await attempt(base, 'guess', `203.0.113.${i + 1}`));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await attempt(base, 'right-password', '192.0.2.99')).toBe(429);
  });

  it('behind a trusted proxy counts the proxy’s hop, whatever the client put before it', async () => {
    const base = await start(routeAdapter(signInRoute), true);
    for (let i = 0; i < 5; i++) await attempt(base, 'guess', `203.0.113.${i + 1}, 198.51.100.7`);
    expect(await attempt(base, 'right-password', '192.0.2.99, 198.51.100.7')).toBe(429);
    // Another real client behind the same proxy is not locked out with it.
    expect(await attempt(base, 'right-password', '198.51.100.8')).toBe(204);
  });
});
