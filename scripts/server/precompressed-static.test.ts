import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@tests/support/raw-get';
import { acceptsEncoding, staticFileOf, withPrecompressedStatic } from './precompressed-static.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-static-'));
const staticDir = path.join(dir, 'static');
const script = 'const answer = 42;\n'.repeat(500);
let origin = '';
let server: http.Server;
const passedOn: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'late.css'), 'body{color:red}');
  fs.writeFileSync(path.join(dir, 'secret.js'), 'secret');
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    passedOn.push(req.url ?? '');
    res.end('from next');
  };
  const handler = withPrecompressedStatic(next, staticDir);
  server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  void handler.warm();
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  rawGet(origin + url, encoding ? { 'accept-encoding': encoding } : {});

describe('build scripts and styles in brotli', () => {
  it('answers a browser that accepts br with the brotli form of the very file', async () => {
    await expect
      .poll(
        async () =>
          (await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd')).headers[
            'content-encoding'
          ],
      )
      .toBe('br');
    const res = await get('/_next/static/chunks/app.js', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('leaves to Next a browser without br, other paths, other methods and escapes', async () => {
    passedOn.length = 0;
    expect((await get('/_next/static/chunks/app.js', 'gzip')).body.toString()).toBe('from next');
    expect((await get('/_next/static/chunks/app.js', 'gzip, br;q=0')).body.toString()).toBe(
      'from next',
    );
    expect((await get('/about', 'br')).body.toString()).toBe('from next');
    expect((await get('/_next/static/..%2F..%2Fsecret.js', 'br')).body.toString()).toBe(
      'from next',
    );
    expect((await get('/_next/static/chunks/nope.js', 'br')).body.toString()).toBe('from next');
    expect(passedOn).toHaveLength(5);
  });

  it('gives a file compressed on first request to the next one', async () => {
    // late.css was warmed with the rest; a file added after the start is compressed on demand.
    fs.writeFileSync(path.join(staticDir, 'chunks', 'added.js'), script);
    expect((await get('/_next/static/chunks/added.js', 'br')).body.toString()).toBe('from next');
    await expect
      .poll(
        async () => (await get('/_next/static/chunks/added.js', 'br')).headers['content-encoding'],
      )
      .toBe('br');
    expect((await get('/_next/static/chunks/late.css', 'br')).headers['content-type']).toMatch(
      /^text\/css/,
    );
  });
});

describe('helpers', () => {
  it('reads Accept-Encoding weights', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
  });

  it('maps only scripts and styles inside the static folder', () => {
    expect(staticFileOf('/_next/static/chunks/a.js?v=1', '/srv/static')).toBe(
      '/srv/static/chunks/a.js',
    );
    expect(staticFileOf('/_next/static/media/a.png', '/srv/static')).toBeNull();
    expect(staticFileOf('/_next/static/../x.js', '/srv/static')).toBeNull();
    expect(staticFileOf('/_next/static/%E0%A4%A.js', '/srv/static')).toBeNull();
    expect(staticFileOf('/other/a.js', '/srv/static')).toBeNull();
  });
});
