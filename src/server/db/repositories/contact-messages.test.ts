import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { findLeadByReference } from '@tests/support/find-lead';
import { insertContactMessage } from './contact-messages';

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
    const { lead, outcome } = await insertContactMessage(store.handle.db, message);
    expect(outcome).toBe('created');
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lead.reference).toMatch(/^CT-[2-9A-HJKMNP-Z]{6}$/);
    expect(lead.status).toBe('new');
    expect(Date.parse(lead.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      await findLeadByReference(store.handle.db, 'contactMessages', lead.reference),
    ).toMatchObject(message);
  });

  it('returns the first message for a repeated idempotency key and stores one row', async () => {
    const first = await insertContactMessage(store.handle.db, message, 'ct-key');
    const again = await insertContactMessage(
      store.handle.db,
      { ...message, message: 'Changed my mind.' },
      'ct-key',
    );
    expect(again.outcome).toBe('replayed');
    expect(again.lead).toEqual(first.lead);
    const rows = await store.handle.db.selectFrom('contactMessages').selectAll().execute();
    expect(rows.map((row) => row.message)).toEqual([message.message]);
  });
});
