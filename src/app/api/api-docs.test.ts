import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, importRoute, routeFilesUnder } from '@tests/support/route-files';

const API_DIR = import.meta.dirname;
const API_DOC = fs.readFileSync(path.join(API_DIR, '../../../docs/api.md'), 'utf8');

/** `GET /api/admin/leads/{type}/{id}` for admin/leads/[type]/[id]/route.ts and its GET. */
async function documentedCalls(): Promise<string[]> {
  const calls = await Promise.all(
    routeFilesUnder(API_DIR).map(async (file) => {
      const route = await importRoute(API_DIR, file);
      const allow = (await route.OPTIONS!(new Request('http://localhost'))).headers.get('allow')!;
      const url = `/api/${path.dirname(file)}`.replace(/\[(\w+)\]/g, '{$1}');
      return HTTP_METHODS.filter(
        (method) => method !== 'HEAD' && method !== 'OPTIONS' && allow.split(', ').includes(method),
      ).map((method) => `${method} ${url}`);
    }),
  );
  return calls.flat();
}

describe('docs/api.md', () => {
  it('names every method of every route under src/app/api', async () => {
    const calls = await documentedCalls();
    expect(calls.length).toBeGreaterThan(20);
    // As a table cell opens it: `METHOD /api/path` followed by a space, a query or the backtick.
    const opens = (call: string) => new RegExp(`\`${call.replace(/[{}]/g, '\\$&')}[\\s?\`]`);
    const missing = calls.filter((call) => !opens(call).test(API_DOC));
    expect(missing).toEqual([]);
  });
});
