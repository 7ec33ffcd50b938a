import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@tests/support/raw-get';
import { LOADER, createHtmlRewriter, isPageLoad, withHeldScripts } from './held-scripts.mjs';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<link rel="preload" as="image" href="/hero.avif"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>';
const body =
  '<body><p>Namaste — ₹ 4,500</p><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';
const page = head + body;

const held = (name: string) =>
  `<template data-held-src="/_next/static/chunks/${name}.js"></template>`;
const rewritten =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="image" href="/hero.avif"/>' +
  LOADER +
  held('one') +
  held('two') +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
  '<body><p>Namaste — ₹ 4,500</p><script>self.__next_f.push([1,"x"])</script>' +
  held('main') +
  '</body></html>';

describe('createHtmlRewriter', () => {
  it('turns every async chunk script into an inert placeholder, the loader before the first, and drops the early script preload', () => {
    const rewriter = createHtmlRewriter();
    expect(rewriter.push(page) + rewriter.end()).toBe(rewritten);
  });

  it('gives the same result however the HTML is cut into pieces', () => {
    for (let size = 1; size < 60; size += 7) {
      const rewriter = createHtmlRewriter();
      let out = '';
      for (let at = 0; at < page.length; at += size)
        out += rewriter.push(page.slice(at, at + size));
      expect(out + rewriter.end()).toBe(rewritten);
    }
  });

  it('leaves other scripts alone: inline, module-less, elsewhere than the build', () => {
    const html = '<script src="/vendor/x.js" async=""></script><script>var a=1</script>';
    const rewriter = createHtmlRewriter();
    expect(rewriter.push(html) + rewriter.end()).toBe(html);
  });
});

describe('isPageLoad', () => {
  const req = (method: string, url: string, headers: http.IncomingHttpHeaders) =>
    ({ method, url, headers }) as http.IncomingMessage;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('is a browser GET of a page', () => {
    expect(isPageLoad(req('GET', '/about', html))).toBe(true);
    expect(isPageLoad(req('POST', '/about', html))).toBe(false);
    expect(isPageLoad(req('GET', '/about', { ...html, rsc: '1' }))).toBe(false);
    expect(isPageLoad(req('GET', '/_next/static/chunks/a.js', html))).toBe(false);
    expect(isPageLoad(req('GET', '/api/health', html))).toBe(false);
    expect(isPageLoad(req('GET', '/about', { accept: '*/*' }))).toBe(false);
  });
});

describe('withHeldScripts', () => {
  let origin = '';
  let server: http.Server;
  const seenEncodings: (string | undefined)[] = [];
  let release = () => {};

  beforeAll(async () => {
    const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
      seenEncodings.push(req.headers['accept-encoding']);
      if (req.url === '/json') {
        res.setHeader('Content-Type', 'application/json');
        return res.end('{"ok":true}');
      }
      if (req.url === '/unchanged') {
        res.statusCode = 304;
        return res.end();
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.setHeader('Vary', 'rsc');
      if (req.url === '/streamed') {
        // The head goes out at once; the rest only when the test says so.
        res.write(Buffer.from(head.slice(0, 100)));
        res.write(Buffer.from(head.slice(100)));
        release = () => res.end(Buffer.from(body));
        return;
      }
      // A multi-byte character cut between two writes.
      const bytes = Buffer.from(page);
      const cut = bytes.indexOf(Buffer.from('₹')) + 1;
      res.write(bytes.subarray(0, cut));
      res.end(bytes.subarray(cut));
    };
    server = http.createServer(withHeldScripts(next)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());

  const get = (url: string, headers: Record<string, string>, onFirstBytes?: () => void) =>
    rawGet(origin + url, headers, onFirstBytes);
  const browser = { accept: 'text/html' };

  it('rewrites a page and compresses it with brotli itself (Next gets no Accept-Encoding)', async () => {
    const res = await get('/page', { ...browser, 'accept-encoding': 'gzip, br' });
    expect(seenEncodings.at(-1)).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toBe('rsc, Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(rewritten);
  });

  it('uses gzip where brotli is not accepted, and nothing where neither is', async () => {
    const gzip = await get('/page', { ...browser, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(rewritten);
    const plain = await get('/page', { ...browser, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(rewritten);
  });

  it('keeps a streamed page streaming: the head arrives before the body is written', async () => {
    let firstBytes = false;
    const done = get('/streamed', { ...browser, 'accept-encoding': 'br' }, () => {
      firstBytes = true;
      release();
    });
    const res = await done;
    expect(firstBytes).toBe(true);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(rewritten);
  });

  it('passes other answers and other requests through untouched', async () => {
    const json = await get('/json', { ...browser, 'accept-encoding': 'br' });
    expect(json.body.toString()).toBe('{"ok":true}');
    expect(json.headers['content-encoding']).toBeUndefined();
    const unchanged = await get('/unchanged', browser);
    expect(unchanged.status).toBe(304);
    const rsc = await get('/page', { ...browser, rsc: '1', 'accept-encoding': 'br' });
    expect(seenEncodings.at(-1)).toBe('br');
    expect(rsc.body.toString()).toBe(page);
  });
});
