import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { migrate } from '../migrate';
import { migrations } from './index';

describe.each(testEngines)('migration 021-quotation-totals on %s', (engine) => {
  let store: TestStore | undefined;
  afterEach(async () => {
    await store?.drop();
    store = undefined;
  });

  it('works out every stored version’s totals again: discount before GST, the advance capped', async () => {
    store = await createTestStore(engine, { migrate: false });
    await migrate(
      store.handle,
      migrations.filter((m) => m.name < '021-quotation-totals'),
    );
    const db = store.handle.db;
    const lines = JSON.stringify([
      { kind: 'packing', label: 'Packing', amountPaise: 1_234_567 },
      { kind: 'transport', label: 'Transport', amountPaise: 2_345_678 },
    ]);
    // The quotation as it was stored: ₹41,246.89, accepted, with a 100 % advance.
    await sql`insert into quotation_versions (quotation_id, version, lines, subtotal_paise,
      gst_paise, discount_paise, total_paise, advance_paise, valid_until, created_at, updated_at,
      accepted_at, accepted_name)
      values ('q1', 1, ${lines}, 3580245, 644444, 100000, 4124689, 4124689, '2026-12-12',
      '2026-12-05T00:00:00.000Z', '2026-12-05T00:00:00.000Z', '2026-12-05T01:00:00.000Z', 'Meera')`.execute(
      db,
    );
    // Up to this migration: later ones (022 onwards) are theirs to test.
    expect(
      await migrate(
        store.handle,
        migrations.filter((m) => m.name <= '021-quotation-totals'),
      ),
    ).toEqual(['021-quotation-totals']);
    const row = await db.selectFrom('quotationVersions').selectAll().executeTakeFirstOrThrow();
    expect(Number(row.subtotalPaise)).toBe(3_580_245);
    expect(Number(row.discountPaise)).toBe(100_000);
    expect(Number(row.gstPaise)).toBe(626_444);
    expect(Number(row.totalPaise)).toBe(4_106_689); // ₹41,066.89, the invoice's total
    expect(Number(row.advancePaise)).toBe(4_106_689);
    expect(row.acceptedName).toBe('Meera');
  });
});
