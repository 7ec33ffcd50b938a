import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retention } from '@/content/legal';
import { leadOutboxKeys } from '@/server/db/stores/outbox';
import { enqueueEmail } from '@/server/db/stores/outbox';
import type { Database } from '@/server/db/schema';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { monthsBefore, purgeExpiredLeads } from './purge';

const now = new Date('2026-11-23T06:00:00.000Z');
const ago = (months: number, days = 0) => {
  const date = new Date(monthsBefore(now, months));
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString();
};

async function trail(db: Kysely<Database>, kind: 'contact' | 'quote', leadId: string, at: string) {
  await db
    .insertInto('leadStatusHistory')
    .values({
      id: randomUUID(),
      leadKind: kind,
      leadId,
      fromStatus: null,
      toStatus: 'new',
      at,
      actorId: null,
    })
    .execute();
}

describe('the retention period', () => {
  it('is the privacy policy’s, counted in calendar months', () => {
    expect(retention).toEqual({ unconvertedQuoteMonths: 12, contactMonths: 12 });
    expect(monthsBefore(now, 12)).toBe('2025-11-23T06:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1)).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe.each(testEngines)('the retention purge on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('erases untouched contact messages and unconverted quotes past the period, with their notes and history, and keeps the rest', async () => {
    const db = store.handle.db;
    const contactOld = fakeLead('contact', 1, { createdAt: ago(12, 1) });
    const contactOldButNoted = fakeLead('contact', 2, { createdAt: ago(14) });
    const contactOldButChanged = fakeLead('contact', 3, { createdAt: ago(14) });
    const contactRecent = fakeLead('contact', 4, { createdAt: ago(11) });
    const quoteOld = fakeLead('quote', 5, { createdAt: ago(13), status: 'contacted' });
    const quoteBooked = fakeLead('quote', 6, { createdAt: ago(30), status: 'booked' });
    const quoteDone = fakeLead('quote', 7, { createdAt: ago(30), status: 'done' });
    const bookingOld = fakeLead('booking', 8, { createdAt: ago(30), status: 'cancelled' });
    await insertFakeLeads(db, 'contact', [
      contactOld,
      contactOldButNoted,
      contactOldButChanged,
      contactRecent,
    ]);
    await insertFakeLeads(db, 'quote', [quoteOld, quoteBooked, quoteDone]);
    await insertFakeLeads(db, 'booking', [bookingOld]);
    await trail(db, 'contact', contactOld.id, ago(12, 1));
    await db
      .insertInto('leadNotes')
      .values([
        {
          id: randomUUID(),
          leadKind: 'contact',
          leadId: contactOld.id,
          authorId: null,
          authorName: 'A',
          text: 'old',
          at: ago(12, 1),
        },
        {
          id: randomUUID(),
          leadKind: 'contact',
          leadId: contactOldButNoted.id,
          authorId: null,
          authorName: 'A',
          text: 'recent',
          at: ago(2),
        },
      ])
      .execute();
    await trail(db, 'contact', contactOldButChanged.id, ago(1));
    await trail(db, 'quote', quoteOld.id, ago(13));
    // Their emails (the customer's confirmation, the company's notice) hold the same personal data.
    for (const lead of [contactOld, quoteOld, contactRecent]) {
      for (const dedupeKey of leadOutboxKeys([lead.id]).filter((k) => /received|notify/.test(k)))
        await enqueueEmail(
          db,
          { from: 'site@example.in', to: lead.email!, subject: 's', text: 't' },
          { label: dedupeKey, dedupeKey },
        );
    }

    expect(await purgeExpiredLeads(db, now)).toEqual({ contact: 1, quote: 1 });

    const ids = async (table: 'contactMessages' | 'quoteRequests' | 'bookings') =>
      (await db.selectFrom(table).select('id').execute()).map((r) => r.id).sort();
    expect(await ids('contactMessages')).toEqual(
      [contactOldButNoted.id, contactOldButChanged.id, contactRecent.id].sort(),
    );
    expect(await ids('quoteRequests')).toEqual([quoteBooked.id, quoteDone.id].sort());
    expect(await ids('bookings')).toEqual([bookingOld.id]);
    const left = await db.selectFrom('leadNotes').select('leadId').execute();
    expect(left.map((n) => n.leadId)).toEqual([contactOldButNoted.id]);
    const history = await db.selectFrom('leadStatusHistory').select('leadId').execute();
    expect(history.map((h) => h.leadId)).not.toContain(contactOld.id);
    expect(history.map((h) => h.leadId)).not.toContain(quoteOld.id);
    const outbox = await db.selectFrom('outbox').select('dedupeKey').execute();
    expect(outbox.map((row) => row.dedupeKey).sort()).toEqual([
      `customer:received:${contactRecent.id}`,
      `lead-notify:${contactRecent.id}`,
    ]);
    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'target'])
      .orderBy('target')
      .execute();
    expect(audit).toEqual([
      { action: 'purge', target: 'contact' },
      { action: 'purge', target: 'quote' },
    ]);
    // A second run finds nothing more.
    expect(await purgeExpiredLeads(db, now)).toEqual({ contact: 0, quote: 0 });
  });

  it('erases more than one batch', async () => {
    const db = store.handle.db;
    const old = Array.from({ length: 1203 }, (_, i) =>
      fakeLead('contact', i, { createdAt: ago(13) }),
    );
    await insertFakeLeads(db, 'contact', old);
    expect(await purgeExpiredLeads(db, now)).toEqual({ contact: 1203, quote: 0 });
    expect(await db.selectFrom('contactMessages').select('id').execute()).toEqual([]);
  });
});

describe('npm run purge', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore('sqlite');
  });
  afterEach(async () => {
    await store.drop();
  });

  it('erases what is past the period and says how much', async () => {
    await insertFakeLeads(store.handle.db, 'contact', [
      fakeLead('contact', 1, { createdAt: '2020-01-01T00:00:00.000Z' }),
      fakeLead('contact', 2, { createdAt: new Date().toISOString() }),
    ]);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/server/run-ts.mjs', 'scripts/server/purge.ts'],
      { env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: '' } },
    );
    expect(stdout).toContain('Erased 1 contact message(s) and 0 quote request(s)');
    expect(await store.handle.db.selectFrom('contactMessages').select('id').execute()).toHaveLength(
      1,
    );
  }, 30_000);
});
