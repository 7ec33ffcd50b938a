import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import type { LeadKind } from '@/features/leads/lead-types';
import { migrate } from '../migrate';
import { leadsMatching } from '@/features/leads/server/data/lead-filter';
import type { Database } from '../schema';
import type { Kysely } from 'kysely';
import { migrations } from './index';

const before012 = migrations.filter((m) => m.name < '012-intake');

describe.each(testEngines)('migration 012-intake on %s', (engine) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.drop();
    store = undefined;
  });

  // The staff search's own expression, reading only the reference: later migrations add
  // columns the list selects (027's language) that a table at 012 does not have yet.
  const search = (db: Kysely<Database>, kind: LeadKind, q: string) =>
    leadsMatching(db, engine, { kind, q })
      .select('reference')
      .orderBy('createdAt', 'desc')
      .execute()
      .then((rows) => rows.map((row) => row.reference));

  it('keeps the leads stored before it, still found by search, and lets a lead without email in', async () => {
    store = await createTestStore(engine, { migrate: false });
    await migrate(store.handle, before012);
    const db = store.handle.db;
    // Rows as the tables were before 012 (no new columns): written with raw SQL.
    const old = {
      booking: fakeLead('booking', 1),
      contact: fakeLead('contact', 2),
      quote: fakeLead('quote', 4),
    };
    await sql`insert into bookings (id, reference, status, created_at, name, email, phone, service, move_date)
      values (${old.booking.id}, ${old.booking.reference}, 'new', ${old.booking.createdAt}, ${old.booking.name},
      ${old.booking.email}, ${old.booking.phone}, 'household-shifting', '2030-03-01')`.execute(db);
    await sql`insert into contact_messages (id, reference, status, created_at, name, email, message)
      values (${old.contact.id}, ${old.contact.reference}, 'new', ${old.contact.createdAt}, ${old.contact.name},
      ${old.contact.email}, 'Hello')`.execute(db);
    await sql`insert into quote_requests (id, reference, status, created_at, source, name, email, phone)
      values (${old.quote.id}, ${old.quote.reference}, 'new', ${old.quote.createdAt}, 'quotation', ${old.quote.name},
      ${old.quote.email}, ${old.quote.phone})`.execute(db);

    // Up to 012 only: later migrations are not this test's.
    expect(
      await migrate(
        store.handle,
        migrations.filter((m) => m.name <= '012-intake'),
      ),
    ).toEqual(['012-intake']);

    for (const kind of ['booking', 'contact', 'quote'] as const) {
      const lead = old[kind];
      expect(await search(db, kind, lead.email!.slice(0, 8))).toEqual([lead.reference]);
      expect(await search(db, kind, lead.reference.slice(3))).toEqual([lead.reference]);
    }

    // What only the public forms require may now be missing; the search still finds the lead.
    const byHand = {
      booking: fakeLead('booking', 11, {
        email: null,
        service: null,
        moveDate: null,
        phone: '+919812345678',
        pickupCity: 'Pune',
        channel: 'phone',
      }),
      contact: fakeLead('contact', 12, { email: null, message: null, phone: '+919812345679' }),
      quote: fakeLead('quote', 13, { email: null, source: null, phone: '+919812345670' }),
    };
    await insertFakeLeads(db, 'booking', [byHand.booking]);
    await insertFakeLeads(db, 'contact', [byHand.contact]);
    await insertFakeLeads(db, 'quote', [byHand.quote]);
    for (const kind of ['booking', 'contact', 'quote'] as const) {
      const lead = byHand[kind];
      expect(await search(db, kind, lead.phone!.slice(-7))).toEqual([lead.reference]);
      expect(await search(db, kind, lead.name.slice(0, 4).toLowerCase())).toContain(lead.reference);
    }
    const row = await db
      .selectFrom('bookings')
      .select(['pickupCity', 'channel', 'email'])
      .where('id', '=', byHand.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pickupCity: 'Pune', channel: 'phone', email: null });

    // The search index follows an edit (its triggers were made again on SQLite).
    await db
      .updateTable('contactMessages')
      .set({ email: 'changed.address@example.in' })
      .where('id', '=', byHand.contact.id)
      .execute();
    expect(await search(db, 'contact', 'changed.addr')).toEqual([byHand.contact.reference]);
    // A name is still required.
    await expect(
      sql`insert into bookings (id, reference, status, created_at, phone) values ('x', 'BK-ZZZZZZ', 'new', '2026-01-01', '+919812345678')`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
