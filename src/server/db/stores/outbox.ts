import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Engine } from '@/server/db/engine';
import type { Database, OutboxTable } from '@/server/db/schema';
import type { CustomerEmailPurpose } from '@/features/leads/content/customer-email';
import { milestoneEmailKeys } from '@/features/move-day';

/** What an outbox row carries: a plain-text email, ready to hand to SMTP. */
export interface OutboxEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** A simple HTML alternative to `text` (customer emails). */
  html?: string;
  replyTo?: string;
  /** Files sent with it (a move's invoice or receipt as a PDF), their bytes in base64. */
  attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
}

export interface ClaimedEmail {
  id: string;
  label: string;
  email: OutboxEmail;
  attempts: number;
}

/**
 * Queues one email in the caller's transaction (pass the `trx` the lead or status change is
 * written with): it is sent only if that transaction commits, and then it survives any restart.
 * With a `dedupeKey`, a second email under the same key is not queued (returns undefined).
 * With `unsent` (why it cannot go: no SMTP server set) it is kept, marked failed with that
 * reason, for the owner's Outbox to show and send again, and no sender takes it.
 */
export async function enqueueEmail(
  db: Kysely<Database>,
  email: OutboxEmail,
  options: { label: string; dedupeKey?: string; now?: number; unsent?: string },
): Promise<string | undefined> {
  const id = randomUUID();
  const now = options.now ?? Date.now();
  const inserted = await db
    .insertInto('outbox')
    .values({
      id,
      label: options.label,
      message: JSON.stringify(email),
      dedupeKey: options.dedupeKey ?? null,
      status: options.unsent === undefined ? 'pending' : 'failed',
      attempts: 0,
      nextAttemptAt: now,
      claimedBy: null,
      claimedUntil: null,
      lastError: options.unsent ?? null,
      createdAt: new Date(now).toISOString(),
      sentAt: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * Takes up to `limit` due emails for `owner` until `now + leaseMs`, counting the attempt.
 * One statement: the CTE picks the due rows once (a LIMIT inside `IN (…)` may be re-run per row
 * on PostgreSQL and take more); there it skips rows another process has locked, and a row
 * claimed meanwhile fails the repeated "not claimed" test when it is re-read. On SQLite the
 * statement holds the write lock. So no row is ever held by two senders.
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  engine: Engine,
  options: { owner: string; leaseMs: number; limit: number; now?: number },
): Promise<ClaimedEmail[]> {
  const now = options.now ?? Date.now();
  const lock = engine === 'postgres' ? sql`for update skip locked` : sql``;
  const rows = await sql<Pick<Selectable<OutboxTable>, 'id' | 'label' | 'message' | 'attempts'>>`
    with due as (select id from outbox
                  where status = 'pending' and next_attempt_at <= ${now}
                    and (claimed_until is null or claimed_until <= ${now})
                  order by next_attempt_at limit ${options.limit} ${lock})
    update outbox
       set claimed_by = ${options.owner}, claimed_until = ${now + options.leaseMs},
           attempts = attempts + 1
     where id in (select id from due) and status = 'pending'
       and (claimed_until is null or claimed_until <= ${now})
    returning id, label, message, attempts`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    label: row.label,
    email: JSON.parse(row.message) as OutboxEmail,
    attempts: Number(row.attempts),
  }));
}

/** Records a delivery; false when the lease was lost to another sender meanwhile. */
export async function markEmailSent(
  db: Kysely<Database>,
  id: string,
  owner: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sentAt: new Date(now).toISOString(),
      claimedBy: null,
      claimedUntil: null,
    })
    .where('id', '=', id)
    .where('claimedBy', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed try: due again at `retryAt`, or given up for good when it is null. */
export async function markEmailFailed(
  db: Kysely<Database>,
  id: string,
  owner: string,
  error: string,
  retryAt: number | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt === null ? 'failed' : 'pending',
      nextAttemptAt: retryAt ?? Date.now(),
      claimedBy: null,
      claimedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .where('claimedBy', '=', owner)
    .execute();
}

/** Pending emails (due or waiting for a retry); tests and the health of the queue. */
export async function countPendingEmails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When the next pending email falls due (ms), if any. */
export async function nextDueAt(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
}

// The keys and queries of the emails that belong to a lead (its customer's and the company's).

const CUSTOMER_EMAIL_PURPOSES = [
  'received',
  'booked',
  'done',
  'cancelled',
] as const satisfies readonly CustomerEmailPurpose[];

/** The outbox key of one customer email: at most one of each purpose per lead. */
export const customerEmailKey = (purpose: CustomerEmailPurpose, leadId: string) =>
  `customer:${purpose}:${leadId}`;

/** The outbox key of the company's email about a new lead. */
export const leadNotifyKey = (leadId: string) => `lead-notify:${leadId}`;

/** Every customer email a lead can have, by purpose and outbox key (for listCustomerEmails). */
export const customerEmailKeys = (leadId: string) =>
  CUSTOMER_EMAIL_PURPOSES.map((purpose) => ({ purpose, key: customerEmailKey(purpose, leadId) }));

/**
 * Every outbox key of these leads: the customer's emails and the company's, which both carry
 * the customer's address and request. Erasing a lead erases these rows with it.
 */
export const leadOutboxKeys = (leadIds: readonly string[]) =>
  leadIds.flatMap((id) => [
    ...customerEmailKeys(id).map((k) => k.key),
    leadNotifyKey(id),
    ...milestoneEmailKeys(id),
  ]);

/** One email to a customer about their request, as staff see it on the lead's page. */
export interface CustomerEmailRecord {
  purpose: CustomerEmailPurpose;
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
  keys: { purpose: CustomerEmailPurpose; key: string }[],
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
    purpose: purposeOf.get(row.dedupeKey ?? '')!,
    status: row.status,
    queuedAt: row.createdAt,
    sentAt: row.sentAt,
  }));
}

/**
 * Erasure: a lead's emails (they hold its address and details) go with it, sent or not.
 * `keys` from leadOutboxKeys.
 */
export async function deleteCustomerEmails(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('outbox').where('dedupeKey', 'in', keys).execute();
}
