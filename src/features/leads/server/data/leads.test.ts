import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '../../../../../tests/support/test-engines';
import { findLeadByReference } from '../../../../../tests/support/find-lead';
import { insertLead } from './leads';

const booking = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+919876543210',
  service: 'household-shifting' as const,
  date: '2030-03-01',
  message: 'Third floor, no lift.',
};

describe.each(testEngines)('bookings repository on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('stores a booking with an id, a reference, status new and its fields', async () => {
    const { lead, outcome } = await insertLead(store.handle.db, 'booking', booking);
    expect(outcome).toBe('created');
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead.reference).toMatch(/^BK-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(Date.parse(lead.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await findLeadByReference(store.handle.db, 'bookings', lead.reference);
    expect(row).toMatchObject({
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      service: booking.service,
      moveDate: booking.date,
      message: booking.message,
    });
  });

  it('stores a missing message as null', async () => {
    const { lead } = await insertLead(store.handle.db, 'booking', {
      ...booking,
      message: undefined,
    });
    expect(lead.message).toBeNull();
  });

  it('returns the first booking for a repeated idempotency key and stores one row', async () => {
    const first = await insertLead(store.handle.db, 'booking', booking, {
      key: 'key-1',
      digest: 'd',
    });
    const again = await insertLead(
      store.handle.db,
      'booking',
      { ...booking, name: 'Changed' },
      { key: 'key-1', digest: 'd' },
    );
    expect(again.outcome).toBe('replayed');
    expect(again.lead).toEqual(first.lead);
    const other = await insertLead(store.handle.db, 'booking', booking, {
      key: 'key-2',
      digest: 'd',
    });
    expect(other.lead.id).not.toBe(first.lead.id);
    const count = await store.handle.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('stores the idempotency key and the body digest with the row, in its one insert', async () => {
    const { lead } = await insertLead(store.handle.db, 'booking', booking, {
      key: 'key-3',
      digest: 'digest-3',
    });
    expect(lead).toMatchObject({ idempotencyKey: 'key-3', idempotencyDigest: 'digest-3' });
    const row = await store.handle.db
      .selectFrom('bookings')
      .select(['idempotencyKey', 'idempotencyDigest'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ idempotencyKey: 'key-3', idempotencyDigest: 'digest-3' });
  });

  it('keeps one row when the same key arrives concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        insertLead(store.handle.db, 'booking', booking, { key: 'same-key', digest: 'd' }),
      ),
    );
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
  });

  it('gives every booking its own reference', async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 50; i++)
      refs.add((await insertLead(store.handle.db, 'booking', booking)).lead.reference);
    expect(refs.size).toBe(50);
  });
});

const quotation = {
  source: 'quotation' as const,
  name: 'Arjun Nayak',
  email: 'arjun@example.in',
  phone: '+919861045678',
  moveDate: '2030-05-10',
  origin: 'Saheed Nagar, Bhubaneswar',
  destination: 'Baner, Pune',
  moveType: 'commercial' as const,
  inventory: '12 desks, 2 servers',
};

const popup = {
  source: 'popup' as const,
  name: 'Lata Rao',
  email: 'lata@example.in',
  service: '1 BHK household shifting',
};

describe.each(testEngines)('quote requests repository on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('stores a quotation with its move details and no pop-up service', async () => {
    const { lead, outcome } = await insertLead(store.handle.db, 'quote', quotation);
    expect(outcome).toBe('created');
    expect(lead.reference).toMatch(/^QT-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(
      await findLeadByReference(store.handle.db, 'quoteRequests', lead.reference),
    ).toMatchObject({
      ...quotation,
      service: null,
    });
  });

  it('stores a missing inventory as null', async () => {
    const { lead } = await insertLead(store.handle.db, 'quote', {
      ...quotation,
      inventory: undefined,
    });
    expect(lead.inventory).toBeNull();
  });

  it('stores a pop-up request with its service and no move details', async () => {
    const { lead } = await insertLead(store.handle.db, 'quote', popup);
    expect(
      await findLeadByReference(store.handle.db, 'quoteRequests', lead.reference),
    ).toMatchObject({
      ...popup,
      phone: null,
      moveDate: null,
      origin: null,
      destination: null,
      moveType: null,
      inventory: null,
    });
  });

  it('stores the phone a pop-up request came with', async () => {
    const { lead } = await insertLead(store.handle.db, 'quote', {
      ...popup,
      phone: '+919876543210',
    });
    expect(
      await findLeadByReference(store.handle.db, 'quoteRequests', lead.reference),
    ).toMatchObject({ ...popup, phone: '+919876543210' });
  });

  it('returns the first request for a repeated idempotency key', async () => {
    const first = await insertLead(store.handle.db, 'quote', popup, { key: 'qt-key', digest: 'd' });
    const again = await insertLead(store.handle.db, 'quote', quotation, {
      key: 'qt-key',
      digest: 'd',
    });
    expect(again).toEqual({ lead: first.lead, outcome: 'replayed' });
    const rows = await store.handle.db.selectFrom('quoteRequests').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
