import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '../../../../../tests/support/fake-leads';
import { createTestStore, testEngines, type TestStore } from '../../../../../tests/support/test-engines';
import { deleteLead, findLead, updateLead } from './lead-records';
import { listLeads } from './lead-search';

describe.each(testEngines)('admin leads repository on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });
  const db = () => store.handle.db;

  it('lists and searches every lead type with its own fields', async () => {
    await insertFakeLeads(db(), 'quote', [
      fakeLead('quote', 0, { name: 'Popup Person' }),
      fakeLead('quote', 1, { name: 'Form Person' }),
    ]);
    await insertFakeLeads(db(), 'contact', [fakeLead('contact', 1, { name: 'Curious Cat' })]);
    await insertFakeLeads(db(), 'subscriber', [
      fakeLead('subscriber', 1, { email: 'news@reader.in' }),
    ]);
    const quotes = await listLeads(db(), engine, { kind: 'quote', page: 1, pageSize: 50 });
    expect(quotes.items.find((q) => q.name === 'Popup Person')).toMatchObject({
      source: 'popup',
      phone: null,
      service: 'Car shifting',
    });
    const popup = await listLeads(db(), engine, {
      kind: 'quote',
      q: 'popup',
      page: 1,
      pageSize: 50,
    });
    expect(popup.total).toBe(1);
    const contacts = await listLeads(db(), engine, {
      kind: 'contact',
      q: 'curious',
      page: 1,
      pageSize: 50,
    });
    expect(contacts.items[0]).toMatchObject({ name: 'Curious Cat', message: expect.any(String) });
    const subscribers = await listLeads(db(), engine, {
      kind: 'subscriber',
      q: 'READER',
      page: 1,
      pageSize: 50,
    });
    expect(subscribers.items.map((s) => s.email)).toEqual(['news@reader.in']);
  });

  it('changes a status and erases a lead, and says when there is no such lead', async () => {
    const row = fakeLead('contact', 1);
    await insertFakeLeads(db(), 'contact', [row]);
    expect(
      (await updateLead(db(), 'contact', row.id, { status: 'contacted' }, null))?.lead,
    ).toMatchObject({
      id: row.id,
      status: 'contacted',
    });
    expect((await findLead(db(), 'contact', row.id))?.status).toBe('contacted');
    expect(await updateLead(db(), 'booking', row.id, { status: 'done' }, null)).toBeUndefined();
    expect(await deleteLead(db(), 'contact', row.id)).toEqual({ reference: row.reference });
    expect(await findLead(db(), 'contact', row.id)).toBeUndefined();
    expect(await deleteLead(db(), 'contact', row.id)).toBeUndefined();
  });
});
