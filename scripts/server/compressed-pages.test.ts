import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@tests/support/raw-get';
import { withCompressedPages } from './compressed-pages.mjs';

/** A page like Next's: markup, then an RSC payload, some of it repeated, some not. */
const pageOf = (version: string) =>
  `<!DOCTYPE html><html><body><h1>${version}</h1><script>self.__next_f.push([1,"` +
  '"className":"flex items-center gap-2",'.repeat(100) +
  Array.from({ length: 20 }, (_, i) =>
    createHash('sha256').update(`${version} ${i}`).digest('hex'),
  ).join(',') +
  '"])</script></body></html>';

let version = 'one';
let releaseStream: () => void = () => {};
const seen: { url: string; acceptEncoding?: string }[] = [];

/** Stands in for Next: a cached page with an ETag, a page made per request that streams, JSON. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '';
  seen.push({ url, acceptEncoding: req.headers['accept-encoding'] });
  if (url.startsWith('/kept') || url.startsWith('/other')) {
    const etag = `"${url.slice(1, 6)}-${version}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      return res.end();
    }
    const body = pageOf(`${url} ${version}`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=3600');
    res.setHeader('ETag', etag);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    return res.end(body);
  }
  if (url === '/made-per-request') {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    });
    res.write('<!DOCTYPE html><html><body><p>first part</p>');
    releaseStream = () => res.end('<p>second part</p></body></html>');
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ url }));
}

const handler = withCompressedPages(next, { maxBytes: 1000 });
let origin = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const load = (url: string, headers: Record<string, string> = {}) =>
  rawGet(origin + url, { ...BROWSER, ...headers });
const unbrotli = (body: Buffer) => zlib.brotliDecompressSync(body).toString();

describe('pages in brotli', () => {
  it('sends a cached page in brotli at once, then its best-level form from memory', async () => {
    version = 'one';
    const first = await load('/kept');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers.etag).toBe('"kept-one"');
    expect(unbrotli(first.body)).toBe(pageOf('/kept one'));
    // Next was asked for the plain page: it did not compress it too.
    expect(seen.at(-1)).toEqual({ url: '/kept', acceptEncoding: undefined });

    await handler.settled();
    const again = await load('/kept');
    expect(again.headers['content-encoding']).toBe('br');
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(again.body.length).toBeLessThanOrEqual(first.body.length);
    expect(unbrotli(again.body)).toBe(pageOf('/kept one'));
  });

  it('sends a new version of a page, not the one kept', async () => {
    version = 'one';
    await load('/kept');
    await handler.settled();
    version = 'two';
    const changed = await load('/kept');
    expect(changed.headers.etag).toBe('"kept-two"');
    expect(unbrotli(changed.body)).toBe(pageOf('/kept two'));
  });

  it('keeps no more than it may: the oldest page is dropped for a newer one', async () => {
    version = 'three';
    await load('/kept');
    await handler.settled();
    const kept = await load('/kept');
    expect(Number(kept.headers['content-length'])).toBeGreaterThan(500);
    await load('/other');
    await handler.settled();
    expect((await load('/other')).headers['content-length']).toBeDefined();
    // Each takes over half of the 1,000 bytes allowed: the first is compressed again as it streams.
    const dropped = await load('/kept');
    expect(dropped.headers['content-length']).toBeUndefined();
    expect(unbrotli(dropped.body)).toBe(pageOf('/kept three'));
  });

  it('streams a page made per request as it comes, and never keeps it', async () => {
    let firstBytes = false;
    const answer = rawGet(origin + '/made-per-request', BROWSER, () => {
      firstBytes = true;
      releaseStream();
    });
    const response = await answer;
    expect(firstBytes).toBe(true);
    expect(response.headers['content-encoding']).toBe('br');
    expect(unbrotli(response.body)).toBe(
      '<!DOCTYPE html><html><body><p>first part</p><p>second part</p></body></html>',
    );
    await handler.settled();
    const again = rawGet(origin + '/made-per-request', BROWSER, () => releaseStream());
    expect((await again).headers['content-length']).toBeUndefined();
  });

  it('passes a not-modified answer on as Next gives it', async () => {
    version = 'four';
    const notModified = await load('/kept', { 'if-none-match': '"kept-four"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.body.length).toBe(0);
  });

  it.each<[string, string, Record<string, string>]>([
    ['a browser without br', '/kept', { 'accept-encoding': 'gzip, br;q=0' }],
    ['a client-side navigation', '/kept', { rsc: '1' }],
    ['an API answer', '/api/health', {}],
    ['a build asset', '/_next/static/chunks/app.js', {}],
    ['a request for JSON', '/kept', { accept: 'application/json' }],
  ])('leaves %s to Next, with its Accept-Encoding', async (_what, url, headers) => {
    const answer = await load(url, headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(seen.at(-1)?.acceptEncoding).toBe(headers['accept-encoding'] ?? 'gzip, br');
  });
});
