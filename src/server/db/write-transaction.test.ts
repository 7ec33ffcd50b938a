import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from './connect';
import { SqliteDatabase } from './sqlite-driver';
import { insertLead } from '@/features/leads/server/data/leads';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { writeTransaction } from './write-transaction';

const booking = {
  name: 'Batch Writer',
  email: 'batch@example.in',
  phone: '+919876543210',
  service: 'household-shifting' as const,
  date: '2030-03-01',
  message: undefined,
};

describe.each(testEngines)('writeTransaction on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  const countBookings = async () =>
    Number(
      (
        await store.handle.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('commits every one of many concurrent writes and answers each with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        writeTransaction(store.handle, (db) =>
          insertLead(db, 'booking', { ...booking, name: `Writer ${i}` }),
        ),
      ),
    );
    expect(results.map((r) => r.lead.name)).toEqual(
      Array.from({ length: 40 }, (_, i) => `Writer ${i}`),
    );
    expect(await countBookings()).toBe(40);
  });

  it('rolls back only the write that fails; the others of its batch are stored', async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(store.handle, (db) =>
        insertLead(db, 'booking', { ...booking, name: 'First' }),
      ),
      writeTransaction(store.handle, async (db) => {
        await insertLead(db, 'booking', { ...booking, name: 'Doomed' });
        throw new Error('second write fails after its insert');
      }),
      writeTransaction(store.handle, (db) =>
        insertLead(db, 'booking', { ...booking, name: 'Third' }),
      ),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = await store.handle.db.selectFrom('bookings').select('name').execute();
    expect(names.map((r) => r.name).sort()).toEqual(['First', 'Third']);
  });
});

describe('writeTransaction on sqlite when the commit cannot happen', () => {
  let store: TestStore;
  afterEach(async () => {
    await store.drop();
  });
  beforeEach(async () => {
    store = await createTestStore('sqlite');
  });

  it('rejects every write of the batch and stores none of them', async () => {
    // Another process holds the write lock past the busy timeout: the batch cannot begin.
    const { connect } = await import('./connect');
    await store.handle.close();
    store.handle = connect({ dataDir: store.dataDir, busyTimeoutMs: 200 });
    const locker = new SqliteDatabase(path.join(store.dataDir ?? '', SQLITE_FILE_NAME));
    locker.exec('begin exclusive');
    try {
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map(() =>
          writeTransaction(store.handle, (db) => insertLead(db, 'booking', booking)),
        ),
      );
      expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    } finally {
      locker.exec('rollback');
      locker.close();
    }
    const rows = await store.handle.db.selectFrom('bookings').select('id').execute();
    expect(rows).toEqual([]);
  });
});
