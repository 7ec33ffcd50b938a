import 'server-only';
import { quotationEmailTexts as mail } from '@/features/quotation/content/quotation-page';
import { CUSTOMER_ACTOR } from '@/features/survey';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { quotationChangeSchema } from '@/features/quotation/schemas/change';
import { quotationPaidSchema } from '@/features/quotation/schemas/paid';
import { insertNote } from '@/features/leads/server';
import { insertEvent } from '@/features/quotation/server/data/quotation-events';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { queueStaffEmail } from './notify';
import { quotationUrl } from './token';
import {
  findByToken,
  QUOTATION_WRITE_RULE,
  type Invalid,
  type Refusal,
  CLOSED,
} from './customer-access';

export type NoteResult =
  | { ok: true; value: string }
  | Refusal
  | Invalid<'message' | 'utr'>
  | { ok: false; reason: 'closed' };

/**
 * What the customer says from their page (a change asked, a payment claimed): an event on the
 * version they read, a note on the lead and an email to staff, in one transaction.
 */
async function recordCustomerWord(
  token: string,
  address: string,
  value: string,
  word: (about: { reference: string; version: number; url: string }) => {
    kind: 'change' | 'paid';
    note: string;
    email: { subject: string; text: string; label: string };
  },
): Promise<NoteResult> {
  const found = await findByToken(token, address, QUOTATION_WRITE_RULE);
  if (!found.ok) return found;
  const { handle, quotation, latest, lead } = found;
  if (CLOSED.includes(lead.status)) return { ok: false, reason: 'closed' };
  const { kind, note, email } = word({
    reference: lead.reference,
    version: latest.version,
    url: quotationUrl(quotation.token),
  });
  await writeTransaction(handle, async (trx) => {
    await insertEvent(trx, {
      quotationId: quotation.id,
      version: latest.version,
      kind,
      actorName: CUSTOMER_ACTOR,
      detail: value,
    });
    await insertNote(trx, {
      leadKind: quotation.leadKind,
      leadId: lead.id,
      authorId: CUSTOMER_ACTOR,
      authorName: CUSTOMER_ACTOR,
      text: note,
    });
    await queueStaffEmail(trx, email);
  });
  wakeMailSender();
  return { ok: true, value };
}

/** "Ask for a change": a note on the lead and an email to staff. */
export async function requestQuotationChange(
  token: string,
  input: unknown,
  address: string,
): Promise<NoteResult> {
  const parsed = quotationChangeSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const message = parsed.data.message;
  return recordCustomerWord(token, address, message, ({ reference, version, url }) => ({
    kind: 'change',
    note: mail.changeNote(version, message),
    email: {
      subject: mail.staffChangeSubject(reference),
      text: mail.staffChangeBody(reference, message, url),
      label: `the change request for ${reference}`,
    },
  }));
}

/** "I have paid": the UTR, stored as the customer's claim for staff to confirm. */
export async function claimQuotationPaid(
  token: string,
  input: unknown,
  address: string,
): Promise<NoteResult> {
  const parsed = quotationPaidSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const utr = parsed.data.utr;
  return recordCustomerWord(token, address, utr, ({ reference, url }) => ({
    kind: 'paid',
    note: mail.paidNote(utr),
    email: {
      subject: mail.staffPaidSubject(reference),
      text: mail.staffPaidBody(reference, utr, url),
      label: `the paid claim for ${reference}`,
    },
  }));
}
