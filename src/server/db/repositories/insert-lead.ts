import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { LEAD_KIND_BY_TABLE, type LeadTable } from '@/lib/lead-kinds';
import { newReference } from '../reference';
import type { Database } from '../schema';

export type { LeadTable };

/**
 * created: a new row. replayed: the Idempotency-Key was seen before, the first row is returned.
 * existing: a row with the same natural key (a newsletter address) was there already.
 */
export type StoreOutcome = 'created' | 'replayed' | 'existing';

export interface StoredLead<Row> {
  lead: Row;
  outcome: StoreOutcome;
}

type LeadFields<T extends LeadTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'reference' | 'createdAt' | 'idempotencyKey'
>;

// Kysely cannot narrow a generic table name; every lead table has these columns.
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Inserts a lead with a fresh id, reference and createdAt. A clash on any unique column is
 * not an error (ON CONFLICT DO NOTHING), so this also works inside a PostgreSQL transaction,
 * where a failed statement would poison the rest: after a clash it looks for the row with the
 * same idempotency key (replayed), then for `findExisting` (existing), and otherwise takes the
 * clash for a reference drawn twice and draws again.
 */
export async function insertLead<T extends LeadTable>(
  db: Kysely<Database>,
  table: T,
  fields: LeadFields<T>,
  idempotencyKey?: string,
  findExisting?: () => Promise<Selectable<Database[T]> | undefined>,
): Promise<StoredLead<Selectable<Database[T]>>> {
  const anyDb = db as unknown as AnyDb;
  for (let attempt = 0; attempt < 4; attempt++) {
    const inserted = await anyDb
      .insertInto(table)
      .values({
        ...fields,
        id: randomUUID(),
        reference: newReference(LEAD_KIND_BY_TABLE[table].referencePrefix),
        createdAt: new Date().toISOString(),
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { lead: inserted as Selectable<Database[T]>, outcome: 'created' };
    if (idempotencyKey !== undefined) {
      const first = await findLeadByKey(db, table, idempotencyKey);
      if (first) return { lead: first, outcome: 'replayed' };
    }
    const existing = await findExisting?.();
    if (existing) return { lead: existing, outcome: 'existing' };
  }
  throw new Error(`Could not draw an unused ${table} reference in 4 attempts.`);
}

/** The lead stored earlier under this Idempotency-Key, if any. */
export async function findLeadByKey<T extends LeadTable>(
  db: Kysely<Database>,
  table: T,
  idempotencyKey: string,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await (db as unknown as AnyDb)
    .selectFrom(table)
    .selectAll()
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}
