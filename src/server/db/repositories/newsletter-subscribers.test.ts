import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { findSubscriberByEmail, insertSubscriber } from './newsletter-subscribers';

describe.each(testEngines)('newsletter subscribers repository on %s', (engine) => {
  let store: TestStore;
  const count = async () =>
    (await store.handle.db.selectFrom('newsletterSubscribers').selectAll().execute()).length;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('stores an address with an NL- reference and status new', async () => {
    const { lead, outcome } = await insertSubscriber(store.handle.db, 'kiran@example.in');
    expect(outcome).toBe('created');
    expect(lead.reference).toMatch(/^NL-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(await findSubscriberByEmail(store.handle.db, 'Kiran@Example.in')).toEqual(lead);
  });

  it('keeps one row per address: a second sign-up returns the first as existing', async () => {
    const first = await insertSubscriber(store.handle.db, 'kiran@example.in');
    const again = await insertSubscriber(store.handle.db, 'kiran@example.in');
    expect(again).toEqual({ lead: first.lead, outcome: 'existing' });
    expect(await count()).toBe(1);
  });

  it('tells a retried key (replayed) from another sign-up of the same address (existing)', async () => {
    const first = await insertSubscriber(store.handle.db, 'kiran@example.in', 'nl-key');
    expect((await insertSubscriber(store.handle.db, 'kiran@example.in', 'nl-key')).outcome).toBe(
      'replayed',
    );
    expect((await insertSubscriber(store.handle.db, 'kiran@example.in', 'other')).lead).toEqual(
      first.lead,
    );
    expect((await insertSubscriber(store.handle.db, 'kiran@example.in', 'other')).outcome).toBe(
      'existing',
    );
    expect(await count()).toBe(1);
  });

  it('keeps one row when the same address signs up concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => insertSubscriber(store.handle.db, 'rush@example.in')),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(await count()).toBe(1);
  });
});
