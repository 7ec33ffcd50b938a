import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootStylesheetsOf, withStylesheetPreload } from './stylesheet-preload.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-preload-'));
let origin = '';
let server: http.Server;

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'server', 'app'), { recursive: true });
  // As Next writes the not-found page: the root layout's stylesheet, a preload of a script.
  fs.writeFileSync(
    path.join(dir, 'server', 'app', '_not-found.html'),
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/abc123.css" data-precedence="next"/>' +
      '<link rel="preload" as="script" href="/_next/static/chunks/x.js"/></head><body></body></html>',
  );
  const handler = withStylesheetPreload((req, res) => res.end('page'), rootStylesheetsOf(dir));
  server = http.createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('stylesheet preload', () => {
  it('reads the root layout stylesheets from the build', () => {
    expect(rootStylesheetsOf(dir)).toEqual(['/_next/static/chunks/abc123.css']);
    expect(rootStylesheetsOf(path.join(dir, 'missing'))).toEqual([]);
  });

  it('names them in a Link header on a page load', async () => {
    const response = await fetch(`${origin}/contact`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.headers.get('link')).toBe(
      '</_next/static/chunks/abc123.css>; rel=preload; as=style',
    );
    expect(await response.text()).toBe('page');
  });

  it('leaves Next fetches, API calls and posts alone', async () => {
    const rsc = await fetch(`${origin}/contact`, { headers: { accept: 'text/x-component' } });
    const api = await fetch(`${origin}/api/health`, { headers: { accept: 'application/json' } });
    const post = await fetch(`${origin}/contact`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: 'a=1',
    });
    for (const response of [rsc, api, post]) expect(response.headers.get('link')).toBeNull();
  });

  it('passes requests through untouched when the build has no stylesheet', async () => {
    const plain = (req: http.IncomingMessage, res: http.ServerResponse) => res.end();
    expect(withStylesheetPreload(plain, [])).toBe(plain);
  });
});
