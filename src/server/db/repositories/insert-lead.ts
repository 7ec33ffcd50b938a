import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { newReference, REFERENCE_PREFIX } from '@/server/leads/reference';
import type { Database } from '../schema';

type KeyedLeadTable = 'bookings' | 'contactMessages' | 'quoteRequests';

export interface StoredLead<Row> {
  lead: Row;
  /** True when the Idempotency-Key was seen before and the first lead is returned. */
  replayed: boolean;
}

/**
 * Inserts a lead with a fresh id, reference and createdAt. With an idempotency key, a second
 * insert with the same key stores nothing and returns the first row instead. A reference that
 * happens to collide is drawn again.
 */
export async function insertLead<T extends KeyedLeadTable>(
  db: Kysely<Database>,
  table: T,
  fields: Omit<Insertable<Database[T]>, 'id' | 'reference' | 'createdAt' | 'idempotencyKey'>,
  idempotencyKey?: string,
): Promise<StoredLead<Selectable<Database[T]>>> {
  // Kysely cannot narrow a generic table name; the table is one of three with these columns.
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let attempt = 0; ; attempt++) {
    const row = {
      ...fields,
      id: randomUUID(),
      reference: newReference(REFERENCE_PREFIX[table]),
      createdAt: new Date().toISOString(),
      idempotencyKey: idempotencyKey ?? null,
    };
    try {
      const inserted = await anyDb
        .insertInto(table)
        .values(row)
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { lead: inserted as Selectable<Database[T]>, replayed: false };
      const first = await anyDb
        .selectFrom(table)
        .selectAll()
        .where('idempotencyKey', '=', idempotencyKey ?? null)
        .executeTakeFirstOrThrow();
      return { lead: first as Selectable<Database[T]>, replayed: true };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'reference')) continue;
      throw error;
    }
  }
}

export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  // SQLite names the column in the message; PostgreSQL names the constraint.
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return error.message.includes(`.${column}`);
  if (code === '23505')
    return (error as { constraint?: string }).constraint?.includes(column) ?? false;
  return false;
}
