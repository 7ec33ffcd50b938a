import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import { moneyFigures } from '@/features/payments/figures';
import type { StaffPayment, StaffPayments } from '@/features/payments/views';
import {
  acceptedTotalPaise,
  listPayments,
  type StoredPayment,
} from '@/features/payments/server/data/payments';
import type { Database } from '@/server/db/schema';

export const itemOf = (row: StoredPayment): StaffPayment => ({
  id: row.id,
  kind: row.kind,
  amountPaise: Number(row.amountPaise),
  mode: row.mode,
  reference: row.reference,
  receivedOn: row.receivedOn,
  reason: row.reason,
  recordedBy: row.recordedByName,
  recordedAt: row.createdAt,
});

/**
 * A lead's figures and payments as read in `db` (a transaction, or the store). `acceptedTotal`:
 * the accepted quotation's total when the caller has just read it (issuing a document), so the
 * quotation is not read twice in one request.
 */
export async function paymentsOf(
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
  acceptedTotal?: number | null,
): Promise<StaffPayments> {
  const [total, rows] = await Promise.all([
    acceptedTotal === undefined ? acceptedTotalPaise(db, kind, id) : acceptedTotal,
    listPayments(db, kind, id),
  ]);
  const items = rows.map(itemOf);
  return {
    ...moneyFigures(
      total,
      items.map((item) => item.amountPaise),
    ),
    items,
  };
}
