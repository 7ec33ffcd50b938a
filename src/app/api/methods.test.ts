import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonRequest } from '@tests/support/test-app';
import { useAppStore } from '@tests/support/test-app';
import {
  HTTP_METHODS,
  importRoute,
  routeFilesUnder,
  type RouteModule,
} from '@tests/support/route-files';
import { POST as postContact } from './contact/route';

const API_DIR = import.meta.dirname;
const METHODS = HTTP_METHODS;

/** Every route.ts under /api, found on disk, so a new one is held to the contract too. */
const routeFiles = routeFilesUnder(API_DIR);
const modules = Object.fromEntries(
  await Promise.all(routeFiles.map(async (file) => [file, await importRoute(API_DIR, file)])),
) as Record<string, RouteModule>;

const urlOf = (file: string) =>
  'http://localhost/api/' + path.dirname(file).replace(/\[(\w+)\]/g, 'x1');

describe.each(routeFiles)('/api/%s', (file) => {
  const mod = modules[file]!;

  it('exports a handler for every method (else Next answers an empty 405)', () => {
    for (const method of METHODS) expect(typeof mod[method], method).toBe('function');
  });

  it('answers OPTIONS with 204 and Allow, and every other method with a JSON 405', async () => {
    const options = await mod.OPTIONS!(new Request(urlOf(file), { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow')!.split(', ');
    expect(allow).toContain('OPTIONS');
    expect(allow.includes('HEAD')).toBe(allow.includes('GET'));
    const own = allow.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    expect(own.length, 'a route with no method of its own').toBeGreaterThan(0);

    for (const method of METHODS.filter((m) => !allow.includes(m))) {
      // A session cookie or a body changes nothing: the method is refused before either is read.
      const response = await mod[method]!(
        new Request(urlOf(file), {
          method,
          headers: { cookie: 'moveease_admin=forged', 'content-type': 'application/json' },
          body: method === 'HEAD' || method === 'GET' ? undefined : '{"name":"x"}',
        }),
        { params: Promise.resolve({ type: 'bookings', id: 'x1' }) },
      );
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe(allow.join(', '));
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body).toEqual({
        error: { code: 'method_not_allowed', message: expect.stringContaining(own[0]!) },
      });
    }
  });
});

describe('a JSON body', () => {
  useAppStore('sqlite');

  it('is read with a leading byte-order mark, as some Windows tools write it', async () => {
    const body =
      '\uFEFF' + JSON.stringify({ name: 'Bom Writer', email: 'b@example.in', message: 'Hi' });
    const response = await postContact(jsonRequest('/api/contact', body));
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
