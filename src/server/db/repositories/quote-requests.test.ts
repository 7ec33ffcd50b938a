import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { findLeadByReference } from '@tests/support/find-lead';
import { insertQuoteRequest } from './quote-requests';

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
    const { lead, outcome } = await insertQuoteRequest(store.handle.db, quotation);
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
    const { lead } = await insertQuoteRequest(store.handle.db, {
      ...quotation,
      inventory: undefined,
    });
    expect(lead.inventory).toBeNull();
  });

  it('stores a pop-up request with its service and no move details', async () => {
    const { lead } = await insertQuoteRequest(store.handle.db, popup);
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

  it('returns the first request for a repeated idempotency key', async () => {
    const first = await insertQuoteRequest(store.handle.db, popup, 'qt-key');
    const again = await insertQuoteRequest(store.handle.db, quotation, 'qt-key');
    expect(again).toEqual({ lead: first.lead, outcome: 'replayed' });
    const rows = await store.handle.db.selectFrom('quoteRequests').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
