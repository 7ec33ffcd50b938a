import 'server-only';
import type { Kysely } from 'kysely';
import type { CustomerEmailPurpose } from '@/content/customer-email';
import type { Database, OutboxTable } from '../schema';

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
  leadIds.flatMap((id) => [...customerEmailKeys(id).map((k) => k.key), leadNotifyKey(id)]);

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
