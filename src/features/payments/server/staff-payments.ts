import 'server-only';
import { paymentTexts } from '@/features/payments/content';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { formatPaise } from '@/lib/format-inr';
import { isTrackKind, type LeadKind } from '@/features/leads';
import { moneyFigures, type MoneyFigures } from '@/features/payments/figures';
import type { StaffPayment, StaffPayments } from '@/features/payments/views';
import type { PaymentInput } from '@/features/payments/schema';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { insertPayment } from '@/features/payments/server/data/payments';
import { itemOf, paymentsOf } from '@/features/payments/server/ledger';
import { writeTransaction } from '@/server/db/write-transaction';
import { documentsOnce, owedBreakdown } from '@/features/documents/server';
import { claimsOnce } from '@/features/claims/server';
import { actorOf, leadFor, need, type StaffMember } from '@/features/people/server';

const m = paymentTexts.errors;

/** Payments belong to a request a customer made (the kinds that can have a quotation). */
const payable = (kind: LeadKind) => isTrackKind(kind);

/** The lead's payments; undefined when there is no such lead or its kind takes none. */
export async function adminPayments(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<StaffPayments | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!payable(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  // The page's documents and claims, read once for the page (their cards show them too).
  const [documents, claims] = await Promise.all([
    documentsOnce(member, db, kind, id),
    claimsOnce(member, db, kind, id),
  ]);
  const owed = await owedBreakdown(db, kind, id, { documents, claims });
  return { ...(await paymentsOf(db, kind, id, owed.owedPaise)), owed };
}

export type RecordResult =
  | { ok: true; payment: StaffPayment; figures: MoneyFigures }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'invalid'; fields: Partial<Record<keyof PaymentInput, string>> };

/**
 * Records one payment, checked against the move's figures as they stand inside the same write
 * transaction (two staff recording at once see each other's entry): a refund needs a reason
 * and cannot exceed what was paid; an advance or balance above the balance due needs a reason.
 */
export async function adminRecordPayment(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  input: PaymentInput,
): Promise<RecordResult> {
  const { session } = await need(
    member,
    input.kind === 'refund' ? 'payments.refund' : 'leads.work',
  );
  return recordPaymentAs(session, kind, id, input);
}

/**
 * adminRecordPayment's work for a member whose right was checked by the caller (the crew's
 * cash on its own move: src/features/move-day); `alongside` runs in the same transaction.
 */
export async function recordPaymentAs(
  session: StaffMember,
  kind: LeadKind,
  id: string,
  input: PaymentInput,
  alongside?: (trx: Kysely<Database>, payment: StaffPayment) => Promise<void>,
): Promise<RecordResult> {
  if (!payable(kind)) return { ok: false, reason: 'not_found' };
  const handle = await getDb();
  return writeTransaction(handle, async (trx): Promise<RecordResult> => {
    const lead = await findLead(trx, kind, id);
    if (!lead) return { ok: false, reason: 'not_found' };
    const before = await paymentsOf(trx, kind, id);
    if (input.kind === 'refund' && input.amountPaise > before.paidPaise)
      return invalid('amountPaise', m.refundTooLarge(formatPaise(before.paidPaise)));
    if (
      input.kind !== 'refund' &&
      before.balancePaise !== null &&
      input.amountPaise > before.balancePaise &&
      !input.reason
    )
      return invalid('amountPaise', m.overBalance(formatPaise(Math.max(before.balancePaise, 0))));
    const stored = await insertPayment(trx, {
      leadKind: kind,
      leadId: id,
      kind: input.kind,
      amountPaise: input.kind === 'refund' ? -input.amountPaise : input.amountPaise,
      mode: input.mode,
      reference: input.reference ?? null,
      receivedOn: input.receivedOn,
      reason: input.reason ?? null,
      recordedBy: session.userId,
      recordedByName: session.name,
    });
    await insertAudit(trx, {
      ...actorOf(session),
      action: 'payment',
      target: lead.reference,
      detail: `${input.kind} ${formatPaise(stored.amountPaise)} (${input.mode}${input.reference ? ` ${input.reference}` : ''})`,
    });
    const payment = itemOf(stored);
    await alongside?.(trx, payment);
    const amounts = [...before.items.map((item) => item.amountPaise), payment.amountPaise];
    return { ok: true, payment, figures: moneyFigures(before.totalPaise, amounts) };
  });
}

const invalid = (field: keyof PaymentInput, message: string): RecordResult => ({
  ok: false,
  reason: 'invalid',
  fields: { [field]: message },
});
