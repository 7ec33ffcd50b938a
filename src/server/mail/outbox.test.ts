import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, type DbHandle } from '@/server/db/connect';
import { claimDueEmails, enqueueEmail, type OutboxEmail } from '@/server/db/stores/outbox';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { writeTransaction } from '@/server/db/write-transaction';
import { deliverDueEmails, mailRetry, OUTBOX_LEASE_MS, smtpDelivery } from './outbox';
import { startSmtpServer } from '@tests/support/test-smtp';

const email = (n: number): OutboxEmail => ({
  from: 'site@moveease.example',
  to: 'leads@moveease.example',
  subject: `Message ${n}`,
  text: `Body ${n}\n`,
});

describe.each(testEngines)('the durable outbox on %s', (engine) => {
  let store: TestStore;
  let second: DbHandle;
  const defaultDelays = mailRetry.delaysMs;
  beforeEach(async () => {
    store = await createTestStore(engine);
    // Another app process: its own connection(s) to the same store.
    second = connect({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  });
  afterEach(async () => {
    mailRetry.delaysMs = defaultDelays;
    await second.close();
    await store.drop();
  });

  it('keeps an email only if the transaction that queued it commits', async () => {
    await writeTransaction(store.handle, (trx) => enqueueEmail(trx, email(1), { label: 'kept' }));
    await expect(
      writeTransaction(store.handle, async (trx) => {
        await enqueueEmail(trx, email(2), { label: 'rolled back' });
        throw new Error('the lead failed');
      }),
    ).rejects.toThrow('the lead failed');
    const rows = await store.handle.db.selectFrom('outbox').select('label').execute();
    expect(rows).toEqual([{ label: 'kept' }]);
  });

  it('queues one email per dedupe key', async () => {
    const options = { label: 'status', dedupeKey: 'status:lead-1:booked' };
    expect(await enqueueEmail(store.handle.db, email(1), options)).toEqual(expect.any(String));
    expect(await enqueueEmail(store.handle.db, email(1), options)).toBeUndefined();
    expect(await store.handle.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
  });

  it('two processes sending at once deliver each email exactly once', async () => {
    const smtp = await startSmtpServer();
    try {
      for (let n = 0; n < 40; n++)
        await enqueueEmail(store.handle.db, email(n), { label: `m${n}` });
      const deliver = smtpDelivery(`smtp://127.0.0.1:${smtp.port}`, 'moveease.example');
      const drain = async (handle: DbHandle, owner: string) => {
        let claimed = 0;
        while ((await deliverDueEmails(handle, deliver, owner)) > 0) claimed++;
        return claimed;
      };
      const rounds = await Promise.all([
        drain(store.handle, 'process-a'),
        drain(second, 'process-b'),
        drain(store.handle, 'process-a2'),
      ]);
      expect(rounds.reduce((a, b) => a + b)).toBeGreaterThan(1);
      const subjects = smtp.received.map((mail) => mail.headers.subject).sort();
      expect(subjects).toEqual(Array.from({ length: 40 }, (_, n) => `Message ${n}`).sort());
      const ids = new Set(smtp.received.map((mail) => mail.headers['message-id']));
      expect(ids.size).toBe(40);
      const rows = await store.handle.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .execute();
      expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('leaves an email claimed by a live process alone, and takes it over once the lease runs out', async () => {
    await enqueueEmail(store.handle.db, email(1), { label: 'one' });
    const now = Date.now();
    const first = await claimDueEmails(second.db, second.engine, {
      owner: 'died-mid-send',
      leaseMs: OUTBOX_LEASE_MS,
      limit: 10,
      now,
    });
    expect(first).toHaveLength(1);
    const claim = { owner: 'survivor', leaseMs: OUTBOX_LEASE_MS, limit: 10 };
    expect(await claimDueEmails(store.handle.db, engine, { ...claim, now: now + 1000 })).toEqual(
      [],
    );
    const later = await claimDueEmails(store.handle.db, engine, {
      ...claim,
      now: now + OUTBOX_LEASE_MS + 1,
    });
    expect(later).toEqual([{ id: first[0]!.id, label: 'one', email: email(1), attempts: 2 }]);
  });

  it('retries a failed send after the pause, then gives up and keeps the row', async () => {
    mailRetry.delaysMs = [60_000];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await enqueueEmail(store.handle.db, email(1), { label: 'the flaky one' });
      const failing = async () => {
        throw new Error('421 try later');
      };
      expect(await deliverDueEmails(store.handle, failing, 'p')).toBe(1);
      // Not due again before its pause is over.
      expect(await deliverDueEmails(store.handle, failing, 'p')).toBe(0);
      const row = await store.handle.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try later' });
      expect(Number(row.nextAttemptAt) - Date.now()).toBeGreaterThan(55_000);
      await store.handle.db.updateTable('outbox').set({ nextAttemptAt: 0 }).execute();
      expect(await deliverDueEmails(store.handle, failing, 'p')).toBe(1);
      const given = await store.handle.db
        .selectFrom('outbox')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(given).toMatchObject({ status: 'failed', attempts: 2 });
      expect(String(errors.mock.calls.at(-1)?.[0])).toBe(
        '[mail] gave up on the flaky one after 2 tries: 421 try later',
      );
    } finally {
      errors.mockRestore();
    }
  });
});
