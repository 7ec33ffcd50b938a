import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '@/server/db/schema';
import type { OutboxEmail } from '@/server/db/stores/outbox';

/** One row of the owner's Outbox: who, what, when, and whether it left (or why not). */
export interface OutboxEntry {
  id: string;
  label: string;
  email: OutboxEmail;
  status: OutboxTable['status'];
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The newest emails first, `limit` of them from `offset`, and how many there are in all. */
export async function listOutbox(
  db: Kysely<Database>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: OutboxEntry[]; count: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'label', 'message', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map(({ message, attempts, ...row }) => ({
      ...row,
      attempts: Number(attempts),
      email: JSON.parse(message) as OutboxEmail,
    })),
    count: Number(total.n),
  };
}

/** The email of one row, or undefined when there is no such row. */
export async function findOutboxEmail(
  db: Kysely<Database>,
  id: string,
): Promise<{ label: string; status: OutboxTable['status']; email: OutboxEmail } | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select(['label', 'status', 'message'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { label: row.label, status: row.status, email: JSON.parse(row.message) };
}

/**
 * Sends a failed email again: due now, its tries counted afresh, or (no SMTP server to send
 * with: `unsent`) kept failed with that reason. False when the row is not a failed one (sent,
 * already waiting, or gone).
 */
export async function retryFailedEmail(
  db: Kysely<Database>,
  id: string,
  { now = Date.now(), unsent }: { now?: number; unsent?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set(
      unsent === undefined
        ? { status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null }
        : { lastError: unsent },
    )
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
