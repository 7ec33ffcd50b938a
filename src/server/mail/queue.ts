import 'server-only';
import type { Kysely } from 'kysely';
import { outboxTexts } from '@/features/outbox/content';
import { env } from '@/env';
import { enqueueEmail, type OutboxEmail } from '@/server/db/stores/outbox';
import type { Database } from '@/server/db/schema';
import { senderFor } from './transport';

/** The From address: the SMTP login when it is an address, else `fallback` (also without SMTP). */
export function mailFrom(fallback: string): string {
  const { SMTP_URL } = env();
  return SMTP_URL ? senderFor(SMTP_URL, fallback) : fallback;
}

/**
 * Writes one email to the outbox in the caller's transaction, SMTP or not (issue 45): without
 * SMTP_URL it is kept, marked not sent with why, so the owner can read it in the Outbox and
 * send it again once mail is set up. `sending` says whether it will go out (a form may say "we
 * emailed you" only then); `id` is undefined when the dedupe key already had an email.
 */
export async function keepEmail(
  trx: Kysely<Database>,
  email: OutboxEmail,
  options: { label: string; dedupeKey?: string },
): Promise<{ id: string | undefined; sending: boolean }> {
  const sending = Boolean(env().SMTP_URL);
  const id = await enqueueEmail(trx, email, {
    ...options,
    ...(sending ? {} : { unsent: outboxTexts.noSmtp }),
  });
  return { id, sending: sending && id !== undefined };
}
