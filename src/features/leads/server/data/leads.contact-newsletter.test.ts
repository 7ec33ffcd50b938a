import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '../../../../../tests/support/test-engines';
import { findLeadByReference } from '../../../../../tests/support/find-lead';
import { findSubscriberByEmail, insertLead } from './leads';

const message = {
  name: 'Sunita Mishra',
  email: 'sunita@example.in',
  message: 'Do you move pianos from Cuttack to Pune?',
};

describe.each(testEngines)('contact messages repository on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('stores a message with an id, a CT- reference, status new and its fields', async () => {
    const { lead, outcome } = await insertLead(store.handle.db, 'contact', message);
    expect(outcome).toBe('created');
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead.reference).toMatch(/^CT-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(Date.parse(lead.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      await findLeadByReference(store.handle.db, 'contactMessages', lead.reference),
    ).toMatchObject({ ...message, phone: null, channel: null });
  });

  it('stores the phone a message came with', async () => {
    const { lead } = await insertLead(store.handle.db, 'contact', {
      ...message,
      phone: '+919876543210',
    });
    expect(
      await findLeadByReference(store.handle.db, 'contactMessages', lead.reference),
    ).toMatchObject({ ...message, phone: '+919876543210' });
  });

  it('returns the first message for a repeated idempotency key and stores one row', async () => {
    const first = await insertLead(store.handle.db, 'contact', message, {
      key: 'ct-key',
      digest: 'd',
    });
    const again = await insertLead(
      store.handle.db,
      'contact',
      { ...message, message: 'Changed my mind.' },
      { key: 'ct-key', digest: 'd' },
    );
    expect(again.outcome).toBe('replayed');
    expect(again.lead).toEqual(first.lead);
    const rows = await store.handle.db.selectFrom('contactMessages').selectAll().execute();
    expect(rows.map((row) => row.message)).toEqual([message.message]);
  });
});

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
    const { lead, outcome } = await insertLead(store.handle.db, 'subscriber', {
      email: 'kiran@example.in',
    });
    expect(outcome).toBe('created');
    expect(lead.reference).toMatch(/^NL-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(await findSubscriberByEmail(store.handle.db, 'Kiran@Example.in')).toEqual(lead);
  });

  it('keeps one row per address: a second sign-up returns the first as existing', async () => {
    const first = await insertLead(store.handle.db, 'subscriber', { email: 'kiran@example.in' });
    const again = await insertLead(store.handle.db, 'subscriber', { email: 'kiran@example.in' });
    expect(again).toEqual({ lead: first.lead, outcome: 'existing' });
    expect(await count()).toBe(1);
  });

  it('tells a retried key (replayed) from another sign-up of the same address (existing)', async () => {
    const first = await insertLead(
      store.handle.db,
      'subscriber',
      { email: 'kiran@example.in' },
      { key: 'nl-key', digest: 'd' },
    );
    expect(
      (
        await insertLead(
          store.handle.db,
          'subscriber',
          { email: 'kiran@example.in' },
          { key: 'nl-key', digest: 'd' },
        )
      ).outcome,
    ).toBe('replayed');
    expect(
      (
        await insertLead(
          store.handle.db,
          'subscriber',
          { email: 'kiran@example.in' },
          { key: 'other', digest: 'd' },
        )
      ).lead,
    ).toEqual(first.lead);
    expect(
      (
        await insertLead(
          store.handle.db,
          'subscriber',
          { email: 'kiran@example.in' },
          { key: 'other', digest: 'd' },
        )
      ).outcome,
    ).toBe('existing');
    expect(await count()).toBe(1);
  });

  it('keeps one row when the same address signs up concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        insertLead(store.handle.db, 'subscriber', { email: 'rush@example.in' }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(await count()).toBe(1);
  });
});
