/**
 * Records what every API route answers for one seeded store, so a change that must not change
 * behaviour (the move into feature folders) can be compared byte for byte:
 *   API_ANSWERS=seed   npx vitest run -c scripts/house/vitest.record.config.ts   (once, before)
 *   API_ANSWERS=<file> npx vitest run -c scripts/house/vitest.record.config.ts   (before and after)
 * The seed is an SQLite file copied for each recording; the clock is frozen, so a GET reads the
 * same rows at the same instant, and the answers differ only if the code answers differently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/server/db';
import { insertFakeLeads, fakeLead } from '@tests/support/fake-leads';
import { adminRequest } from '@tests/support/admin-requests';
import { importRoute, routeFilesUnder } from '@tests/support/route-files';
import { setUpRoleMatrix, type MatrixIds } from '@tests/support/role-matrix';

const SEED_DIR = '/tmp/api-answers-seed';
const API_DIR = path.resolve(import.meta.dirname, '../../src/app/api');
const NOW = new Date('2026-12-06T06:30:00.000Z');
const mode = process.env.API_ANSWERS ?? '';

type Who = 'none' | 'staff' | 'coordinator' | 'owner';
type Call = [method: string, url: string, who: Who, body?: unknown];

function calls(ids: MatrixIds): Call[] {
  const lead = `bookings/${ids.lead}`;
  const quoted = `bookings/${ids.quoted}`;
  const staffGets = [
    '/api/admin/leads?type=bookings',
    '/api/admin/leads?type=quotes',
    '/api/admin/leads?type=contacts&q=a',
    '/api/admin/leads?type=subscribers',
    `/api/admin/leads/${lead}`,
    `/api/admin/leads/${quoted}`,
    `/api/admin/leads/${quoted}/documents`,
    `/api/admin/leads/${quoted}/inventory`,
    `/api/admin/leads/${quoted}/notes`,
    `/api/admin/leads/${quoted}/payments`,
    `/api/admin/leads/${quoted}/quotations`,
    `/api/admin/quotations/${ids.quotation}`,
    '/api/admin/reports',
    '/api/admin/reports?table=sources',
    '/api/admin/users',
    '/api/admin/audit',
    '/api/admin/export?type=bookings',
    '/api/admin/vitals',
    '/api/admin/account',
    '/api/admin/session',
    `/api/admin/documents/${ids.document}`,
  ];
  const writes: Call[] = [
    ['POST', '/api/admin/leads', 'owner', { kind: 'nonsense' }],
    ['PATCH', `/api/admin/leads/${lead}`, 'owner', { status: 'no-such' }],
    ['PATCH', `/api/admin/leads/${lead}`, 'staff', { status: 'done' }],
    ['POST', `/api/admin/leads/${lead}/notes`, 'owner', { text: '' }],
    ['POST', `/api/admin/leads/${lead}/payments`, 'owner', { amountPaise: -1 }],
    ['POST', `/api/admin/leads/${lead}/quotations`, 'owner', { lines: [] }],
    ['POST', `/api/admin/leads/${lead}/documents`, 'owner', { kind: 'nothing' }],
    ['PUT', `/api/admin/leads/${lead}/inventory`, 'owner', { rooms: 'x' }],
    ['PATCH', `/api/admin/quotations/${ids.quotation}`, 'owner', { lines: 'x' }],
    ['POST', `/api/admin/quotations/${ids.quotation}/send`, 'owner', { channel: 'fax' }],
    ['POST', '/api/admin/users', 'owner', { role: 'king' }],
    ['PATCH', `/api/admin/users/${ids.other}`, 'owner', { role: 'king' }],
    ['POST', '/api/admin/invite', 'none', { token: 'x' }],
    ['PATCH', `/api/admin/reviews/${ids.review}`, 'owner', { published: 'x' }],
    ['PATCH', '/api/admin/account', 'owner', { name: '' }],
    ['POST', '/api/admin/session', 'none', { password: '' }],
    ['POST', '/api/bookings', 'none', { name: '' }],
    ['POST', '/api/quotes', 'none', { name: 'A' }],
    ['POST', '/api/contact', 'none', {}],
    ['POST', '/api/newsletter', 'none', { email: 'not-an-email' }],
    ['POST', '/api/reviews', 'none', { token: 'R'.repeat(24) }],
    ['POST', '/api/vitals', 'none', { name: 'LCP' }],
    ['PUT', '/api/track/inventory', 'none', {}],
    ['POST', `/api/quotations/${'T'.repeat(24)}/accept`, 'none', { version: 99 }],
    ['POST', `/api/quotations/${'T'.repeat(24)}/changes`, 'none', { text: '' }],
    ['POST', `/api/quotations/${'T'.repeat(24)}/paid`, 'none', {}],
  ];
  const publicGets: Call[] = [
    '/api/estimate?from=Bhubaneswar&to=Pune&home=2bhk',
    '/api/estimate?from=&to=',
    '/api/inventory/catalogue',
    '/api/track?reference=BK-NOPE&contact=9861045678',
    `/api/quotations/${'T'.repeat(24)}`,
    `/api/quotations/${'X'.repeat(24)}`,
  ].map((url) => ['GET', url, 'none'] as Call);
  const who: Who[] = ['none', 'staff', 'coordinator', 'owner'];
  return [
    ...publicGets,
    ...staffGets.flatMap((url) => who.map((w) => ['GET', url, w] as Call)),
    ...writes,
  ];
}

/** The route.ts whose folder pattern matches the path, and its parameters. */
function routeFor(pathname: string) {
  const parts = pathname.replace(/^\/api\//, '').split('/');
  for (const file of routeFilesUnder(API_DIR)) {
    const segments = file.split('/').slice(0, -1);
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, i) => {
      const dynamic = /^\[(.+)\]$/.exec(segment);
      if (dynamic) params[dynamic[1]!] = parts[i]!;
      return dynamic !== null || segment === parts[i];
    });
    if (fits) return { file, params };
  }
  throw new Error(`no route for ${pathname}`);
}

it('records the API answers', { timeout: 120_000 }, async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  if (mode === 'seed') {
    fs.rmSync(SEED_DIR, { recursive: true, force: true });
    fs.mkdirSync(SEED_DIR, { recursive: true });
    process.env.DATA_DIR = SEED_DIR;
    const { db } = await getDb();
    const { ids, tokens } = await setUpRoleMatrix(db);
    for (const kind of ['quote', 'contact', 'subscriber'] as const)
      await insertFakeLeads(db, kind, [fakeLead(kind, 1), fakeLead(kind, 2)]);
    await closeDb();
    fs.writeFileSync(`${SEED_DIR}/ids.json`, JSON.stringify({ ids, tokens }));
    return;
  }
  expect(mode, 'API_ANSWERS names the output file').not.toBe('');
  const dir = fs.mkdtempSync('/tmp/api-answers-');
  fs.copyFileSync(`${SEED_DIR}/site.db`, `${dir}/site.db`);
  process.env.DATA_DIR = dir;
  const { ids, tokens } = JSON.parse(fs.readFileSync(`${SEED_DIR}/ids.json`, 'utf8')) as {
    ids: MatrixIds;
    tokens: Record<Exclude<Who, 'none'>, string>;
  };
  const lines: string[] = [];
  for (const [method, url, who, body] of calls(ids)) {
    const { file, params } = routeFor(new URL(url, 'http://localhost').pathname);
    const handler = (await importRoute(API_DIR, file))[method];
    const request = adminRequest(url, {
      method,
      body,
      cookie: who === 'none' ? undefined : tokens[who],
      headers: { origin: 'http://localhost' },
    });
    const response = await handler!(request, { params: Promise.resolve(params) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    // A review link made by a status change carries a fresh random token each run.
    const text = /json|text|csv/.test(type)
      ? bytes.toString('utf8').replace(/\/review\/[\w-]{24}/g, '/review/<token>')
      : `bytes:${bytes.length}`;
    lines.push(`${method} ${url} as ${who} → ${response.status} ${type}\n${text}\n`);
  }
  await closeDb();
  fs.writeFileSync(mode, lines.join('\n'));
});
