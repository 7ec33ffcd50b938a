import 'server-only';
import type { Kysely } from 'kysely';
import { BOOKING_STATUS_EMAILS } from '@/features/leads/content/customer-email';
import type { AnyLeadRow, LeadKind, LeadRow, LeadStatus } from '@/features/leads/lead-types';
import type { Database } from '@/server/db/schema';
import { acceptedTotalPaise, paidByLead } from '@/features/payments/server';
import { findQuotationOfLead } from '@/features/quotation/server';
import { ensureReviewInvite } from '@/features/reviews/server';
import { quotationUrl } from '@/features/quotation/server';
import { reviewLinkOf } from '@/features/reviews/server';
import { queueCustomerEmail } from './lead-emails';

const emailedStatus = (status: LeadStatus): status is (typeof BOOKING_STATUS_EMAILS)[number] =>
  (BOOKING_STATUS_EMAILS as readonly LeadStatus[]).includes(status);

/**
 * Staff moved a lead to `status` (call it in that change's transaction): a booking that became
 * booked, done or cancelled emails its customer, once per status, with its quotation's link and
 * money once it has a quotation; done also makes its review link. True when an email was queued.
 */
export async function queueStatusEmail(
  trx: Kysely<Database>,
  kind: LeadKind,
  lead: AnyLeadRow,
  status: LeadStatus,
): Promise<boolean> {
  if (kind !== 'booking' || !emailedStatus(status)) return false;
  const booking = lead as LeadRow<'booking'>;
  const quotation = await findQuotationOfLead(trx, kind, booking.id);
  const money = quotation && {
    quotationUrl: quotationUrl(quotation.token),
    totalPaise: await acceptedTotalPaise(trx, kind, booking.id),
    paidPaise: (await paidByLead(trx, kind, [booking.id])).get(booking.id) ?? 0,
  };
  // A done move's email carries its one-time review link (made here, in the change's own
  // transaction, so the link exists exactly when the move is done; a second "done" keeps it).
  const reviewUrl =
    status === 'done' ? reviewLinkOf((await ensureReviewInvite(trx, booking.id)).token) : undefined;
  return queueCustomerEmail(trx, status, 'booking', money ? { ...booking, money } : booking, {
    reviewUrl,
  });
}
