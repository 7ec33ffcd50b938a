import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { findLeadByReference } from '@tests/support/find-lead';
import { insertBooking } from './bookings';

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
    const { lead, outcome } = await insertBooking(store.handle.db, booking);
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
    const { lead } = await insertBooking(store.handle.db, { ...booking, message: undefined });
    expect(lead.message).toBeNull();
  });

  it('returns the first booking for a repeated idempotency key and stores one row', async () => {
    const first = await insertBooking(store.handle.db, booking, 'key-1');
    const again = await insertBooking(store.handle.db, { ...booking, name: 'Changed' }, 'key-1');
    expect(again.outcome).toBe('replayed');
    expect(again.lead).toEqual(first.lead);
    const other = await insertBooking(store.handle.db, booking, 'key-2');
    expect(other.lead.id).not.toBe(first.lead.id);
    const count = await store.handle.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('keeps one row when the same key arrives concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => insertBooking(store.handle.db, booking, 'same-key')),
    );
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
  });

  it('gives every booking its own reference', async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 50; i++)
      refs.add((await insertBooking(store.handle.db, booking)).lead.reference);
    expect(refs.size).toBe(50);
  });
});
