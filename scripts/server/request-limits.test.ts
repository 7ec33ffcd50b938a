import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestLimits } from './request-limits.mjs';
import { CLAIM_UPLOAD_BYTES } from '../../src/features/claims/body-limits.mjs';

let server: http.Server;
let port = 0;
let reached = 0;

beforeAll(async () => {
  server = http.createServer(
    withRequestLimits((req, res) => {
      reached += 1;
      req.resume();
      req.on('end', () => res.end('ok'));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request, so the test decides Content-Length and Transfer-Encoding itself. */
function send(path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('the front server bounds bodies before Next reads them', () => {
  it.each([
    ['a server action over 32 KiB', '/faq', { 'next-action': 'abc' }, 32 * 1024 + 1],
    ['a staff page post over 16 KiB', '/admin/sign-in', {}, 16 * 1024 + 1],
    ['a staff API call over 16 KiB', '/api/admin/leads/bookings/x', {}, 16 * 1024 + 1],
    ['a 5 MB server action', '/', { 'next-action': 'abc' }, 5 * 1024 * 1024],
    [
      'a plain form post over 32 KiB (no Next-Action: a browser without JavaScript)',
      '/contact',
      { 'content-type': 'multipart/form-data; boundary=x' },
      200 * 1024,
    ],
    [
      'a urlencoded post over 32 KiB to a page',
      '/booking?size=2bhk',
      { 'content-type': 'application/x-www-form-urlencoded' },
      32 * 1024 + 1,
    ],
  ])('%s: 413 in the JSON error shape, before the app', async (_, path, extra, length) => {
    const before = reached;
    const response = await send(
      path,
      { ...extra, 'content-length': String(length) },
      'x'.repeat(length),
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text).error.code).toBe('payload_too_large');
    expect(reached).toBe(before);
  });

  it('bounds a /track claim with its photos at its own limit, declared (not sent) here', async () => {
    const before = reached;
    const response = await send(
      '/api/track/claims',
      {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(CLAIM_UPLOAD_BYTES + 1),
        // The body never comes: the socket must not be kept for the next request.
        connection: 'close',
      },
      'x',
    );
    expect(response.status).toBe(413);
    expect(reached).toBe(before);
  });

  it('answers a browser whose form was too large with a page saying so', async () => {
    const response = await send(
      '/contact?from=home',
      {
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(40_000),
      },
      'x'.repeat(40_000),
    );
    expect(response.status).toBe(413);
    expect(response.text).toContain('<h1>That was too long to send</h1>');
    expect(response.text).toContain('href="/contact?from=home"');
  });

  it.each([
    ['a staff page', '/admin'],
    ['a page', '/contact'],
  ])('asks for a length when a body to %s comes chunked', async (_, path) => {
    const response = await send(path, { 'transfer-encoding': 'chunked' }, 'x'.repeat(10));
    expect(response.status).toBe(411);
  });

  it('lets bodies within the limits, and other paths, through', async () => {
    const plain = await send(
      '/admin',
      { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', 'content-length': '2' },
      '[]',
    );
    expect(plain).toEqual({ status: 200, text: 'ok' });
    const small = await send(
      '/faq',
      {
        'next-action': 'abc',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': '5',
      },
      'hello',
    );
    expect(small).toEqual({ status: 200, text: 'ok' });
    const form = await send(
      '/contact',
      { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' },
      'name=Asha',
    );
    expect(form).toEqual({ status: 200, text: 'ok' });
    const publicApi = await send(
      '/api/bookings',
      { 'content-length': String(40_000) },
      'x'.repeat(40_000),
    );
    expect(publicApi.status).toBe(200);
  });

  it.each([
    ['a urlencoded body', 'application/x-www-form-urlencoded', 'a=1'],
    ['a JSON body', 'application/json', '{"a":1}'],
    ['no content type', undefined, '[]'],
  ])(
    'a server action called with %s: 400 in the JSON error shape, before the app',
    async (_, type, body) => {
      const before = reached;
      const headers: Record<string, string> = {
        'next-action': 'abc',
        'content-length': String(body.length),
      };
      if (type) headers['content-type'] = type;
      const response = await send('/faq', headers, body);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text).error.code).toBe('bad_request');
      expect(reached).toBe(before);
    },
  );
});
