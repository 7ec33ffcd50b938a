import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { financialYear } from '@/features/documents/numbering';
import { writeTransaction } from '@/server/db/write-transaction';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { storeDocument } from './store';

/** One real app process issuing `count` invoices at once; resolves with the numbers it got. */
function worker(store: TestStore, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'tests/support/issue-race-worker.ts',
        String(count),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: store.databaseUrl ?? '',
          DATA_DIR: store.dataDir ?? '',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as string[])
        : reject(new Error(`worker exited ${code}`)),
    );
  });
}

describe.each(testEngines)('document numbers on %s', (engine) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.drop();
    store = undefined;
  });

  it('two app processes issuing 25 invoices each at the same moment: 50 numbers, no duplicate, no gap', async () => {
    store = await createTestStore(engine);
    const [a, b] = await Promise.all([worker(store, 25), worker(store, 25)]);
    const all = [...a, ...b];
    const year = financialYear(todayInIndia());
    expect(new Set(all).size).toBe(50);
    expect(all.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(all.every((n) => n.startsWith(`INV/${year}/`) && n.length <= 16)).toBe(true);
    const stored = await store.handle.db.selectFrom('documents').select('number').execute();
    expect(stored).toHaveLength(50);
  }, 90_000);

  it('a refused issue gives its number back: the next document takes it; each kind and year has its own series', async () => {
    store = await createTestStore(engine);
    const handle = store.handle;
    const issue = (kind: 'invoice' | 'receipt', at: Date, refuse = false) =>
      writeTransaction(handle, (trx) =>
        storeDocument(
          trx,
          {
            leadKind: 'booking',
            leadId: 'lead',
            kind,
            issuedBy: 'test',
            issuedByName: null,
            build: (number) => {
              if (refuse) throw new Error('refused');
              return { number } as never;
            },
          },
          at,
        ),
      );
    const nov = new Date('2026-11-26T06:00:00Z');
    expect((await issue('invoice', nov)).number).toBe('INV/2026-27/0001');
    await expect(issue('invoice', nov, true)).rejects.toThrow('refused');
    expect((await issue('invoice', nov)).number).toBe('INV/2026-27/0002');
    expect((await issue('receipt', nov)).number).toBe('RCT/2026-27/0001');
    // 31 March 23:00 in India is still the old year; 1 April 00:30 in India is the new one.
    expect((await issue('invoice', new Date('2027-03-31T17:30:00Z'))).number).toBe(
      'INV/2026-27/0003',
    );
    expect((await issue('invoice', new Date('2027-03-31T19:00:00Z'))).number).toBe(
      'INV/2027-28/0001',
    );
  });
});
