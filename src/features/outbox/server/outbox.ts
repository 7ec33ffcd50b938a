import 'server-only';
import { outboxTexts } from '@/features/outbox/content';
import { env } from '@/env';
import { insertAudit } from '@/features/people/server';
import {
  findOutboxEmail,
  listOutbox,
  retryFailedEmail,
  type OutboxEntry,
} from '@/features/outbox/server/data/outbox-list';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { actorOf, need, type StaffMember } from '@/features/people/server';

/** Emails a page of the Outbox shows. */
export const OUTBOX_PAGE_SIZE = 25;

export interface OutboxPage {
  items: OutboxEntry[];
  count: number;
  page: number;
  pages: number;
  /** Whether this server sends at all (SMTP_URL set): without it every email is kept unsent. */
  sending: boolean;
}

/** One page of every email the site wrote, newest first. */
export async function adminOutbox(member: StaffMember, page = 1): Promise<OutboxPage> {
  const { db } = await need(member, 'mail.outbox');
  const at = Number.isInteger(page) && page > 0 ? page : 1;
  const found = await listOutbox(db, {
    limit: OUTBOX_PAGE_SIZE,
    offset: (at - 1) * OUTBOX_PAGE_SIZE,
  });
  return {
    ...found,
    page: at,
    pages: Math.max(1, Math.ceil(found.count / OUTBOX_PAGE_SIZE)),
    sending: Boolean(env().SMTP_URL),
  };
}

export type ResendOutcome = 'resent' | 'noMail' | 'missing';

/**
 * Sends a failed email again (audited): the sender takes it at once. Without SMTP_URL it stays
 * failed, with that reason; an email that is not failed (sent, waiting, gone) is `missing`.
 */
export async function adminResendEmail(member: StaffMember, id: string): Promise<ResendOutcome> {
  const handle = await need(member, 'mail.outbox');
  const sending = Boolean(env().SMTP_URL);
  const outcome = await writeTransaction(handle, async (trx): Promise<ResendOutcome> => {
    const row = await findOutboxEmail(trx, id);
    if (!row || row.status !== 'failed') return 'missing';
    const done = await retryFailedEmail(trx, id, sending ? {} : { unsent: outboxTexts.noSmtp });
    if (!done) return 'missing';
    if (!sending) return 'noMail';
    await insertAudit(trx, {
      ...actorOf(handle.session),
      action: 'email-resent',
      target: row.email.to,
      detail: row.email.subject,
    });
    return 'resent';
  });
  if (outcome === 'resent') wakeMailSender();
  return outcome;
}
