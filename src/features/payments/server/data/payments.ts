import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import type { PaymentsTable } from '@/features/payments/server/data/tables';

export type StoredPayment = Selectable<PaymentsTable>;

/** A lead's payments, oldest first (the order they were recorded in). */
export async function listPayments(db: Kysely<Database>, kind: LeadKind, leadId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('leadKind', '=', kind)
    .where('leadId', '=', leadId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * What the customer agreed to pay: the total of the latest accepted version of the lead's
 * quotation, or null while none is accepted.
 */
export async function acceptedTotalPaise(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('quotationVersions')
    .innerJoin('quotations', 'quotations.id', 'quotationVersions.quotationId')
    .select('quotationVersions.totalPaise')
    .where('quotations.leadKind', '=', kind)
    .where('quotations.leadId', '=', leadId)
    .where('quotationVersions.acceptedAt', 'is not', null)
    .orderBy('quotationVersions.version', 'desc')
    .executeTakeFirst();
  return row ? Number(row.totalPaise) : null;
}

export async function insertPayment(
  db: Kysely<Database>,
  payment: Omit<StoredPayment, 'id' | 'createdAt'>,
): Promise<StoredPayment> {
  const row = { ...payment, id: randomUUID(), createdAt: new Date().toISOString() };
  await db.insertInto('payments').values(row).execute();
  return row;
}

/** The accepted totals of many leads of one kind (the day view's moves): id → total. */
export async function acceptedTotalsOf(
  db: Kysely<Database>,
  kind: LeadKind,
  leadIds: readonly string[],
) {
  const totals = new Map<string, number>();
  if (leadIds.length === 0) return totals;
  const rows = await db
    .selectFrom('quotationVersions')
    .innerJoin('quotations', 'quotations.id', 'quotationVersions.quotationId')
    .select(['quotations.leadId', 'quotationVersions.totalPaise'])
    .where('quotations.leadKind', '=', kind)
    .where('quotations.leadId', 'in', leadIds)
    .where('quotationVersions.acceptedAt', 'is not', null)
    // Ascending, so the latest accepted version is the one left in the map.
    .orderBy('quotationVersions.version', 'asc')
    .execute();
  for (const row of rows) totals.set(row.leadId, Number(row.totalPaise));
  return totals;
}

/** Sum of payments per lead of one kind (the day view's moves): id → paid. */
export async function paidByLead(db: Kysely<Database>, kind: LeadKind, leadIds: readonly string[]) {
  if (leadIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('payments')
    .select(['leadId', (eb) => eb.fn.sum<number | string>('amountPaise').as('paid')])
    .where('leadKind', '=', kind)
    .where('leadId', 'in', leadIds)
    .groupBy('leadId')
    .execute();
  return new Map(rows.map((row) => [row.leadId, Number(row.paid)]));
}
