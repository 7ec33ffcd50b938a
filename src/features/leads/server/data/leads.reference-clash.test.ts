import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newReference } from '@/server/db/reference';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { insertLead } from './leads';

vi.mock('@/server/db/reference', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/db/reference')>();
  return { ...real, newReference: vi.fn(real.newReference) };
});

const clashMessage = { name: 'Clash Test', email: 'clash@example.in', message: 'Hello' };

describe.each(testEngines)('insertLead on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('draws again when a reference is already taken, even inside a transaction', async () => {
    vi.mocked(newReference).mockReturnValueOnce('CT-222222').mockReturnValueOnce('CT-222222');
    const first = await insertLead(store.handle.db, 'contact', clashMessage);
    expect(first.lead.reference).toBe('CT-222222');
    const second = await store.handle.db.transaction().execute(async (trx) => {
      const stored = await insertLead(trx, 'contact', clashMessage);
      // The clash must not have aborted the transaction (PostgreSQL would refuse this).
      await trx.selectFrom('contactMessages').select('id').execute();
      return stored;
    });
    expect(second.outcome).toBe('created');
    expect(second.lead.reference).toMatch(/^CT-/);
    expect(second.lead.reference).not.toBe('CT-222222');
    expect(vi.mocked(newReference)).toHaveBeenCalledTimes(3);
  });

  it('gives up with an error after four clashing draws', async () => {
    await insertLead(store.handle.db, 'contact', clashMessage);
    const taken = (
      await store.handle.db
        .selectFrom('contactMessages')
        .select('reference')
        .executeTakeFirstOrThrow()
    ).reference;
    vi.mocked(newReference).mockReturnValue(taken);
    try {
      await expect(insertLead(store.handle.db, 'contact', clashMessage)).rejects.toThrow(
        /unused contactMessages reference/,
      );
    } finally {
      vi.mocked(newReference).mockReset();
    }
  });
});
