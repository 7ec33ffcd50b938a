import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../schema';

/** One email to a customer about their request, as staff see it on the lead's page. */
export interface CustomerEmailRecord {
  purpose: string;
  status: OutboxTable['status'];
  queuedAt: string;
  sentAt: string | null;
}

/**
 * The customer emails of one lead, oldest first, found by their outbox keys
 * (`customer:<purpose>:<lead id>`, the unique index), so no other table is needed.
 */
export async function listCustomerEmails(
  db: Kysely<Database>,
  keys: { purpose: string; key: string }[],
): Promise<CustomerEmailRecord[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('outbox')
    .select(['dedupeKey', 'status', 'createdAt', 'sentAt'])
    .where(
      'dedupeKey',
      'in',
      keys.map((k) => k.key),
    )
    .orderBy('createdAt', 'asc')
    .execute();
  const purposeOf = new Map(keys.map((k) => [k.key, k.purpose]));
  return rows.map((row) => ({
    purpose: purposeOf.get(row.dedupeKey ?? '') ?? '',
    status: row.status,
    queuedAt: row.createdAt,
    sentAt: row.sentAt,
  }));
}

/** Erasure: a lead's customer emails (they hold its address and details) go with it. */
export async function deleteCustomerEmails(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('outbox').where('dedupeKey', 'in', keys).execute();
}
