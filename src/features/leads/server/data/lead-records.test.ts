import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '../../../../../tests/support/fake-leads';
import { createTestStore, testEngines, type TestStore } from '../../../../../tests/support/test-engines';
import { countNewLeads, deleteLead } from './lead-records';
import { leadBatches, listLeads } from './lead-search';
import { leadsMatching, SEARCH_MATCH_CAP, SearchTooSlowError, searchTiming, SHORT_SEARCH_ROWS } from './lead-filter';

describe.each(testEngines)('admin leads repository on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });
  const db = () => store.handle.db;

  it('keeps the search index in step: a changed email is found by its new text, a deleted lead not at all', async () => {
    const lead = fakeLead('contact', 7, { email: 'first.address@example.in' });
    await insertFakeLeads(db(), 'contact', [lead]);
    const find = async (q: string) =>
      (await listLeads(db(), engine, { kind: 'contact', q, page: 1, pageSize: 50 })).total;
    expect(await find('first.addr')).toBe(1);
    await db().updateTable('contactMessages').set({ email: 'second@example.in' }).execute();
    expect(await find('first.addr')).toBe(0);
    expect(await find('second@ex')).toBe(1);
    await deleteLead(db(), 'contact', lead.id);
    expect(await find('second@ex')).toBe(0);
  });
  const list = (
    filter: { q?: string; status?: 'new' | 'done'; page?: number; pageSize?: number } = {},
  ) => listLeads(db(), engine, { kind: 'booking' as const, page: 1, pageSize: 50, ...filter });

  it('pages through leads newest first, 50 a page, with the total', async () => {
    await insertFakeLeads(
      db(),
      'booking',
      Array.from({ length: 120 }, (_, i) => fakeLead('booking', i)),
    );
    const first = await list();
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.message).toBe('Second floor, lift available. Lead 119.');
    // A short last page gives the total itself; an empty one past the end counts.
    const third = await list({ page: 3 });
    expect(third.total).toBe(120);
    expect(third.items.map((b) => (b.message ?? '').replace(/\D/g, ''))).toEqual(
      Array.from({ length: 20 }, (_, i) => String(19 - i)),
    );
    expect(await list({ page: 4 })).toEqual({ items: [], total: 120 });
    expect(Object.keys(first.items[0]!)).not.toContain('idempotencyKey');
  });

  it('bounds a search: the newest 1,000 matches, a short needle in the newest 10,000 leads', async () => {
    const count = SHORT_SEARCH_ROWS + 50;
    const rows = Array.from({ length: count }, (_, i) =>
      fakeLead('booking', i, {
        reference: `BK-${String(i).padStart(6, '0')}`,
        ...(i < 50 || i === count - 1 ? { name: i < 50 ? 'Qx Oldest' : 'Qx Newest' } : {}),
      }),
    );
    await db()
      .transaction()
      .execute((trx) => insertFakeLeads(trx, 'booking', rows));
    const short = await list({ q: 'qx' });
    expect(short.items.map((b) => b.name)).toEqual(['Qx Newest']);
    expect(short.total).toBe(1);
    const broad = await list({ q: 'example' });
    expect(broad).toMatchObject({ total: SEARCH_MATCH_CAP, capped: true });
    expect(broad.items[0]!.reference).toBe(`BK-${String(count - 1).padStart(6, '0')}`);
    const last = await list({ q: 'example', page: SEARCH_MATCH_CAP / 50 });
    expect(last.items).toHaveLength(50);
    expect(last.items.at(-1)!.reference).toBe(
      `BK-${String(count - SEARCH_MATCH_CAP).padStart(6, '0')}`,
    );
    expect((await list({ q: 'example', page: SEARCH_MATCH_CAP / 50 + 1 })).items).toEqual([]);
    // The status filter is applied before the cap: a thousand `new` ones, all `new`.
    const fresh = await list({ q: 'example', status: 'new', page: 20 });
    expect(fresh).toMatchObject({ total: SEARCH_MATCH_CAP, capped: true });
    expect(new Set(fresh.items.map((b) => b.status))).toEqual(new Set(['new']));
    // The export of a search holds what the search lists; without a search, everything.
    const exported: string[] = [];
    for await (const batch of leadBatches(db(), engine, { kind: 'booking', q: 'example' }, 300))
      exported.push(...batch.map((b) => b.reference));
    expect(exported).toEqual(
      Array.from(
        { length: SEARCH_MATCH_CAP },
        (_, i) => `BK-${String(count - 1 - i).padStart(6, '0')}`,
      ),
    );
    // A listing without a search counts everything, uncapped.
    expect(await list({ page: 999 })).toEqual({ items: [], total: count });
  }, 60_000);

  // PostgreSQL's statement timeout only: on SQLite there is no such test (rather than a skipped one).
  if (engine === 'postgres')
    it('cancels a PostgreSQL search past its statement timeout, and the pool goes on', async () => {
      await insertFakeLeads(
        db(),
        'booking',
        Array.from({ length: 3000 }, (_, i) =>
          fakeLead('booking', i, { reference: `BK-${String(i).padStart(6, '0')}` }),
        ),
      );
      const saved = searchTiming.timeoutMs;
      searchTiming.timeoutMs = 1;
      try {
        // A two-letter needle scans (no index serves it): far longer than a millisecond.
        await expect(list({ q: 'zz' })).rejects.toBeInstanceOf(SearchTooSlowError);
      } finally {
        searchTiming.timeoutMs = saved;
      }
      const { rows } = await sql<{
        t: string;
      }>`select current_setting('statement_timeout') as t`.execute(db());
      expect(rows[0]!.t).toBe('0');
      expect((await list({ q: 'zz' })).total).toBe(0);
    });

  it('never repeats or skips a lead across pages when several share a createdAt', async () => {
    const same = '2025-01-01T00:00:00.000Z';
    await insertFakeLeads(
      db(),
      'booking',
      Array.from({ length: 7 }, (_, i) => fakeLead('booking', i, { createdAt: same })),
    );
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page, pageSize: 2 })));
    const ids = pages.flatMap((p) => p.items.map((b) => b.id));
    expect(new Set(ids).size).toBe(7);
    const batched = [];
    for await (const batch of leadBatches(db(), engine, { kind: 'booking' }, 3))
      batched.push(...batch.map((b) => b.id));
    expect(batched).toEqual(ids);
  });

  it('searches name, email, phone (as typed) and reference, case-insensitively', async () => {
    await insertFakeLeads(db(), 'booking', [
      fakeLead('booking', 1, { name: 'Ravi Kumar', email: 'r.k@mail.in', phone: '+919876543210' }),
      fakeLead('booking', 2, {
        name: 'Priya Sahoo',
        email: 'priya@work.in',
        reference: 'BK-7Q2M9X',
      }),
      fakeLead('booking', 3, {
        name: 'Kumari Das',
        email: 'das@kumar.in',
        phone: '+916742541234',
      }),
    ]);
    const names = async (q: string) => (await list({ q })).items.map((b) => b.name).sort();
    expect(await names('kumar')).toEqual(['Kumari Das', 'Ravi Kumar']);
    expect(await names('PRIYA@WORK')).toEqual(['Priya Sahoo']);
    expect(await names('98765 43210')).toEqual(['Ravi Kumar']);
    expect(await names('+91 98765-43210')).toEqual(['Ravi Kumar']);
    expect(await names('0674 254 1234')).toEqual(['Kumari Das']);
    expect(await names('bk-7q2m9x')).toEqual(['Priya Sahoo']);
    expect(await names('  ')).toHaveLength(3);
    expect(await names('nobody')).toEqual([]);
    expect((await list({ q: 'kumar' })).total).toBe(2);
  });

  it('finds an email fragment exactly: across local part and domain, in any case, in any field', async () => {
    const lead = (i: number, email: string, message = 'Second floor.') =>
      fakeLead('booking', i, { name: `Lead ${i}`, email, message });
    await insertFakeLeads(db(), 'booking', [
      lead(1, 'vikram.reddy.54321@example.in'),
      lead(2, 'vikram.reddy.154321@example.in'),
      lead(3, 'asha.54321@example.com'),
      // The local part and the domain, but apart: no match for the two together.
      lead(4, 'asha.54321@mail.in', 'Write to me at example.in'),
      // The address in the message, another one in the email field.
      lead(5, 'e.person@gmail.com', 'Or mail ravi.54321@example.in'),
      lead(6, 'Meera.Iyer.54321@Example.IN'),
    ]);
    const found = async (q: string) =>
      (await list({ q })).items.map((b) => Number(b.name.slice(5))).sort();
    expect(await found('.54321@example')).toEqual([1, 3, 5, 6]);
    expect(await found('54321@EXAMPLE.IN')).toEqual([1, 2, 5, 6]);
    expect(await found('reddy.54321@exa')).toEqual([1]);
    expect(await found('.54321@mail')).toEqual([4]);
    expect(await found('IYER.54321@example.in')).toEqual([6]);
    expect(await found('@example.in')).toEqual([1, 2, 5, 6]);
    expect(await found('a@gmail.com')).toEqual([]);
    expect(await found('n@gmail.com')).toEqual([5]);
    expect((await list({ q: '.54321@example' })).total).toBe(4);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await insertFakeLeads(db(), 'booking', [
      fakeLead('booking', 1, { name: 'Ravi 100% Kumar' }),
      fakeLead('booking', 2, { name: 'Priya Sahoo' }),
    ]);
    expect((await list({ q: '%' })).items.map((b) => b.name)).toEqual(['Ravi 100% Kumar']);
    expect((await list({ q: '_' })).total).toBe(0);
  });

  it('filters by status, alone and with a search, and counts new leads per kind', async () => {
    await insertFakeLeads(db(), 'booking', [
      fakeLead('booking', 1, { name: 'Asha New', status: 'new' }),
      fakeLead('booking', 2, { name: 'Asha Done', status: 'done' }),
      fakeLead('booking', 3, { name: 'Bala New', status: 'new' }),
    ]);
    await insertFakeLeads(db(), 'subscriber', [fakeLead('subscriber', 1, { status: 'new' })]);
    await insertFakeLeads(db(), 'quote', [fakeLead('quote', 1, { status: 'contacted' })]);
    expect((await list({ status: 'new' })).items.map((b) => b.name)).toEqual([
      'Bala New',
      'Asha New',
    ]);
    expect((await list({ status: 'new', q: 'asha' })).items.map((b) => b.name)).toEqual([
      'Asha New',
    ]);
    expect(await countNewLeads(db())).toEqual({
      booking: 2,
      quote: 0,
      contact: 0,
      subscriber: 1,
    });
  });

});

// Only PostgreSQL has a search index (pg_trgm); SQLite scans, see npm run bench:admin.
describe.each(testEngines.filter((engine) => engine === 'postgres'))(
  'admin search on %s',
  (engine) => {
    let store: TestStore;
    beforeEach(async () => {
      store = await createTestStore(engine);
    });
    afterEach(async () => {
      await store.drop();
    });
    const db = () => store.handle.db;

    it('serves a search from the trigram index', async () => {
      await insertFakeLeads(
        db(),
        'booking',
        Array.from({ length: 200 }, (_, i) => fakeLead('booking', i)),
      );
      const plan = await db()
        .connection()
        .execute(async (conn) => {
          await sql`set enable_seqscan = off`.execute(conn);
          const query = leadsMatching(db(), engine, { kind: 'booking', q: 'kumar' })
            .select('id')
            .compile();
          const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
          await sql`reset enable_seqscan`.execute(conn);
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      expect(plan).toContain('bookings_search_trgm_idx');
    });

    it("leads an email fragment's index scan with its local part", async () => {
      await insertFakeLeads(
        db(),
        'booking',
        Array.from({ length: 200 }, (_, i) => fakeLead('booking', i)),
      );
      const query = leadsMatching(db(), engine, { kind: 'booking', q: '.54321@Example' })
        .select('id')
        .compile();
      const plan = await db()
        .connection()
        .execute(async (conn) => {
          await sql`set enable_seqscan = off`.execute(conn);
          const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
          await sql`reset enable_seqscan`.execute(conn);
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
      // The GIN scan takes its keys in this order: the local part's must come first.
      const cond = plan.split('\n').find((line) => line.includes('Index Cond'))!;
      expect(cond).toBeDefined();
      expect(cond.indexOf("'%.54321@%'")).toBeGreaterThan(-1);
      expect(cond.indexOf("'%.54321@%'")).toBeLessThan(cond.indexOf("'%.54321@example%'"));
    });
  },
);
